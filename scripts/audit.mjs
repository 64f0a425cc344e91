#!/usr/bin/env node
// Dependency audit gate: runs `npm audit` and fails on any high or critical advisory that is not
// in audit-allowlist.json (each entry explained and dated, with a day by which to look again).
// A registry without the audit endpoint (a private mirror, for instance) cannot tell us
// anything: the script then prints a warning and passes, so such a mirror never blocks CI.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWLIST_FILE = path.join(SITE_DIR, 'audit-allowlist.json');
const BLOCKING = new Set(['high', 'critical']);

/**
 * @typedef {{id: string, package: string, severity: string, title: string, url: string}} Finding
 * @typedef {{id: string, package: string, reason: string, added: string, reviewBy: string}} AllowEntry
 */

/** The advisory id of an `npm audit` advisory: its GHSA id when the URL has one. */
function advisoryId(via) {
  return /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);
}

/**
 * Every high or critical advisory of an `npm audit --json` report (npm 7 and later), once.
 * @returns {Finding[]}
 */
export function blockingFindings(report) {
  /** @type {Map<string, Finding>} */
  const findings = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string `via` names another vulnerable package; its own entry carries the advisory.
      if (typeof via === 'string' || !BLOCKING.has(via.severity)) {
        continue;
      }
      const finding = {
        id: advisoryId(via),
        package: via.name ?? vulnerability.name,
        severity: via.severity,
        title: via.title ?? '',
        url: via.url ?? '',
      };
      findings.set(`${finding.id} ${finding.package}`, finding);
    }
  }
  return [...findings.values()];
}

/**
 * Compares the findings with the allow-list on `today` (YYYY-MM-DD).
 * @param {Finding[]} findings
 * @param {AllowEntry[]} allowlist
 * @param {string} today
 */
export function judge(findings, allowlist, today) {
  const errors = [];
  const notes = [];
  for (const entry of allowlist) {
    for (const field of ['id', 'package', 'reason', 'added', 'reviewBy']) {
      if (!entry[field]) {
        errors.push(`audit-allowlist.json: an entry has no "${field}": ${JSON.stringify(entry)}`);
      }
    }
    if (entry.reviewBy && entry.reviewBy < today) {
      errors.push(
        `audit-allowlist.json: ${entry.id} (${entry.package}) was due for review on ${entry.reviewBy}: fix it or renew the entry with a new reason and date.`,
      );
    }
  }
  for (const finding of findings) {
    const entry = allowlist.find((e) => e.id === finding.id && e.package === finding.package);
    const line = `${finding.severity} ${finding.id} in ${finding.package}: ${finding.title} ${finding.url}`;
    if (entry) {
      notes.push(`allowed until ${entry.reviewBy}: ${line} (${entry.reason})`);
    } else {
      errors.push(
        `${line}\n  Upgrade the package, or add it to audit-allowlist.json with a reason.`,
      );
    }
  }
  for (const entry of allowlist) {
    if (!findings.some((f) => f.id === entry.id && f.package === entry.package)) {
      notes.push(
        `audit-allowlist.json: ${entry.id} (${entry.package}) no longer applies: remove it.`,
      );
    }
  }
  return {errors, notes};
}

/** Runs `npm audit --json`; resolves to the report, or to undefined when there is no endpoint. */
function runAudit() {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--json', '--audit-level=high'],
      {cwd: SITE_DIR, maxBuffer: 64 * 1024 * 1024},
      // npm audit exits non-zero when it finds something: read the JSON either way.
      (_error, stdout) => {
        let report;
        try {
          report = JSON.parse(stdout);
        } catch {
          resolve({unavailable: 'npm audit printed no JSON report'});
          return;
        }
        if (report.vulnerabilities === undefined) {
          resolve({unavailable: report.message ?? report.error?.summary ?? 'no audit report'});
          return;
        }
        resolve({report});
      },
    );
  });
}

async function main() {
  const {report, unavailable} = await runAudit();
  if (unavailable) {
    console.warn(
      `WARNING: npm audit could not run against this registry (${unavailable}).\n` +
        'The dependency audit is skipped; run `npm run audit` against registry.npmjs.org to check.',
    );
    return;
  }
  const {advisories: allowlist} = JSON.parse(fs.readFileSync(ALLOWLIST_FILE, 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const {errors, notes} = judge(blockingFindings(report), allowlist, today);
  notes.forEach((note) => console.log(note));
  if (errors.length > 0) {
    console.error(`npm audit: ${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log('npm audit: no high or critical advisory outside the allow-list.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
