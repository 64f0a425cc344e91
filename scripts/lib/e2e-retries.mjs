#!/usr/bin/env node
// Reads the JSON report of an end-to-end run (playwright.config.ts writes it when CI is set) and
// prints how many tests passed only on their retry, naming each: a retry that hides a flaky test
// still costs a rerun, so CI says so instead of counting it as a plain pass.
//
//   node scripts/lib/e2e-retries.mjs [report file]
import fs from 'node:fs';

const file = process.argv[2] ?? 'playwright-report/results.json';

/** Every test of the report with its title path, depth first. */
function* tests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      yield {title: [...titles, spec.title].filter(Boolean).join(' › '), test};
    }
  }
  for (const child of suite.suites ?? []) {
    yield* tests(child, [...titles, child.title]);
  }
}

if (!fs.existsSync(file)) {
  console.log(`e2e tests that passed only on retry: unknown (no report at ${file})`);
} else {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const flaky = [];
  for (const suite of report.suites ?? []) {
    for (const {title, test} of tests(suite)) {
      if (test.status === 'flaky') {
        flaky.push(title);
      }
    }
  }
  console.log(`e2e tests that passed only on retry: ${flaky.length}`);
  for (const title of flaky) {
    console.log(`  - ${title}`);
  }
}
