#!/usr/bin/env node
// Adds lockfile entries for other platforms' optional binaries (e.g. @rollup/rollup-darwin-arm64).
// npm writes only the packages its registry served; where a registry mirror serves just this
// machine's platform, those entries go missing and `npm ci` then refuses the lockfile as out of
// sync. Each added entry is optional and carries the os/cpu/libc npm needs to skip it here, so
// nothing is fetched for it. Run after `npm install <pkg>`: `node scripts/complete-lockfile.mjs [folder]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// An optional folder (a test fixture with its own lockfile) instead of the project's.
const lockPath = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'), 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
];
const cpuNames = [
  'arm64',
  'arm',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'x64',
  'wasm32',
];

/** os/cpu/libc read from a platform package's name, e.g. cli-linux-x64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = osNames.find((candidate) => parts.includes(candidate));
  const cpu = cpuNames.find((candidate) => parts.includes(candidate));
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux') platform.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

/** Where npm would look up `name` from the package at `from` (nearest node_modules up the tree). */
function installedAt(from, name) {
  let base = from;
  while (true) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (installedAt(path, name)) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue; // only exact platform pins
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: leave it to npm
    const target = `node_modules/${name}`;
    if (packages[target]) continue;
    packages[target] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entries added`);
