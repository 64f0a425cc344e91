#!/usr/bin/env node
// Our npm registry mirror serves only the Linux x64 builds of some native packages
// (@swc/*, @rollup/*). `npm install` then leaves the other platforms' optional packages
// out of package-lock.json, and `npm ci` refuses the lockfile as "out of sync".
// This script adds a lockfile entry (version, os, cpu, libc; no tarball) for every
// optional dependency that has none, so npm ci sees them and skips them on this platform.
// Run it after any `npm install` that changes the lockfile: node scripts/maint/lockfile-platforms.mjs
import fs from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** Reads os/cpu/libc off a platform package name such as `@swc/core-linux-arm64-musl`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return {os, cpu, libc};
}

/** Finds where npm would look up `name` from the package at `from` (its own node_modules, then up). */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (pkgs[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

let added = 0;
for (const [from, meta] of Object.entries({...pkgs})) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(from, name)) continue;
    const {os, cpu, libc} = platformOf(name);
    if (!os) {
      console.warn(`skipped ${name} (needed by ${from || 'the root'}): not a platform package`);
      continue;
    }
    pkgs[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu && {cpu: [cpu]}),
      ...(libc && {libc: [libc]}),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
