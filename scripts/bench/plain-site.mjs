/**
 * Builds the plain Docusaurus 3.8.1 site that the Lighthouse benchmark measures beside ours.
 * Its config and home page live in scripts/bench/plain-site/; its content is taken from our
 * own files at bench time (the installation guide, the docs introduction, the 3.8 release
 * post), so no copy of our prose is kept in the repository. The site is assembled in a
 * temporary folder that links to our node_modules (every @docusaurus/* package there is
 * 3.8.1; nothing is installed) and built with webpack, as a site without @docusaurus/faster
 * is. The build is kept in node_modules/.cache/bench-plain-site/<hash of the inputs>, so a
 * second run with the same inputs starts at once.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));
const templateDir = fileURLToPath(new URL('plain-site', import.meta.url));
const cacheRoot = path.join(siteDir, 'node_modules/.cache/bench-plain-site');

/**
 * Our files the plain site carries: source (relative to our site), destination (relative to
 * the plain site), and whether it is an MDX page to rewrite or a file to copy.
 * @type {{from: string, to: string, kind: 'mdx' | 'asset'}[]}
 */
export const CONTENT = [
  {from: 'docs/installation.mdx', to: 'docs/installation.mdx', kind: 'mdx'},
  {from: 'docs/introduction.mdx', to: 'docs/introduction.mdx', kind: 'mdx'},
  {from: 'blog/releases/3.8/index.mdx', to: 'blog/2025-05-26-release-3.8/index.mdx', kind: 'mdx'},
  {
    from: 'blog/releases/3.8/img/social-card.png',
    to: 'blog/2025-05-26-release-3.8/img/social-card.png',
    kind: 'asset',
  },
];

/** Theme components a classic site has; an import of anything else cannot build there. */
const CLASSIC_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/CodeBlock']);

/**
 * Rewrites one of our MDX pages for the plain site: links to other docs by file path
 * (`./guides/x.mdx#a`) become the URL they have on our site (`/docs/guides/x#a`), since the
 * plain site has none of those files, and section aliases (`<AnchorAlias id="…" />`, ids only,
 * no content) are left out. Fails on any other import the classic theme cannot satisfy,
 * naming it, so that a page which starts using one of our components is noticed rather than
 * mis-measured.
 * @param {string} mdx
 * @returns {string}
 */
export function toPlainMdx(mdx) {
  const source = mdx
    .replace(/^import AnchorAlias from '@site\/src\/components\/AnchorAlias';\n/m, '')
    .replace(/^<AnchorAlias id="[^"]*" \/>\n\n?/gm, '');
  for (const [, specifier] of source.matchAll(/^import\s.+?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    if (!CLASSIC_IMPORTS.has(specifier)) {
      throw new Error(
        `The plain benchmark site cannot import ${specifier}: strip it in toPlainMdx() (scripts/bench/plain-site.mjs).`,
      );
    }
  }
  return source.replace(
    /\]\(\.\/([^)#\s]+?)\.mdx(#[^)\s]*)?\)/g,
    (_, file, hash = '') => `](/docs/${file.replace(/(^|\/)index$/, '$1')}${hash})`,
  );
}

/** Every file of a folder, recursively, relative to it, sorted. */
function listFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of everything the plain build depends on: template, content, this file, packages. */
export function inputsHash() {
  const hash = crypto.createHash('sha256');
  const add = (label, file) => hash.update(label).update(fs.readFileSync(file));
  for (const file of listFiles(templateDir)) {
    add(`template:${file}`, path.join(templateDir, file));
  }
  for (const {from} of CONTENT) {
    add(`content:${from}`, path.join(siteDir, from));
  }
  add('builder', fileURLToPath(import.meta.url));
  // The lock file pins every package the build runs, Docusaurus and webpack included.
  add('lock', path.join(siteDir, 'package-lock.json'));
  return hash.digest('hex').slice(0, 16);
}

/** Assembles the plain site's sources in a fresh temporary folder and returns its path. */
function assemble() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-plain-site-'));
  fs.cpSync(templateDir, dir, {recursive: true});
  for (const {from, to, kind} of CONTENT) {
    const target = path.join(dir, to);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (kind === 'asset') {
      fs.copyFileSync(path.join(siteDir, from), target);
    } else {
      fs.writeFileSync(target, toPlainMdx(fs.readFileSync(path.join(siteDir, from), 'utf8')));
    }
  }
  // The packages are ours: a link, not an install. The bundler follows it to the real paths.
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The plain site's build folder, built now unless a build of the same inputs is cached.
 * @param {{log?: (line: string) => void}} [options]
 * @returns {string}
 */
export function plainBuild({log = console.log} = {}) {
  const key = inputsHash();
  const outDir = path.join(cacheRoot, key);
  if (fs.existsSync(path.join(outDir, 'index.html'))) {
    log(`plain Docusaurus site: cached build ${path.relative(siteDir, outDir)}`);
    return outDir;
  }
  log('plain Docusaurus site: building (webpack, a few minutes)');
  const dir = assemble();
  const started = Date.now();
  const {status} = spawnSync(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', dir],
    // No update check: a benchmark should not reach the registry.
    {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  if (status !== 0) {
    // The sources stay in place so the failure can be reproduced there.
    throw new Error(`The plain Docusaurus site failed to build (exit ${status}) in ${dir}.`);
  }
  // Older keys belong to earlier inputs; only the current build is worth keeping.
  fs.rmSync(cacheRoot, {recursive: true, force: true});
  fs.mkdirSync(cacheRoot, {recursive: true});
  fs.cpSync(path.join(dir, 'build'), outDir, {recursive: true});
  fs.rmSync(dir, {recursive: true, force: true});
  log(`plain Docusaurus site: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return outDir;
}
