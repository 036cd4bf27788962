#!/usr/bin/env node
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { balanceReads } from './bench-balance-reads.mjs';
import { describeMachine, quietBefore } from './bench-machine.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 8192);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

// ---- bundle sizes -------------------------------------------------------------------------

const staticImport = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The file plus every module it reaches through static imports (dynamic imports stay lazy). */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const match of readFileSync(entry, 'utf8').matchAll(staticImport)) {
    const target = resolve(dirname(entry), match[1]);
    if (existsSync(target)) staticClosure(target, seen);
  }
  return seen;
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** One row per element entry and one for the standalone script, of a build under `dir`. */
function bundleRows(dir, label) {
  const elementsDir = join(dir, 'elements');
  if (!existsSync(elementsDir))
    throw new Error(`${relative(root, elementsDir)} is missing: run \`npm run build\` first`);
  const rows = readdirSync(elementsDir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const entry = join(elementsDir, file);
      const files = [...staticClosure(entry)];
      return {
        bundle: `${label}elements/${file}`,
        entryGzipKb: kb(gzipBytes(entry)),
        withImportsGzipKb: kb(files.reduce((sum, part) => sum + gzipBytes(part), 0)),
        files: files.length,
      };
    });
  const standalone = join(dir, 'gamedeck.js');
  if (existsSync(standalone)) {
    const size = kb(gzipBytes(standalone));
    rows.push({ bundle: `${label}gamedeck.js`, entryGzipKb: size, withImportsGzipKb: size, files: 1 });
  }
  return rows;
}

/** The standard build (React) and the lite build (preact) side by side. */
function bundleSizes() {
  const lite = join(dist, 'lite');
  return [...bundleRows(dist, ''), ...(existsSync(lite) ? bundleRows(lite, 'lite/') : [])];
}

// ---- report -------------------------------------------------------------------------------

const parts = [
  'bundles',
  'server',
  'ledger',
  'lottery',
  'games',
  'search',
  'agents',
  'weights',
  'lighthouse',
  'interactions',
  'storm',
  'cluster',
  'tournaments',
  'wheel',
];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const only = (onlyArgument ?? process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknown = only.filter((part) => !parts.includes(part));
if (unknown.length > 0)
  throw new Error(`unknown bench part ${unknown.join(', ')}: pick from ${parts.join(', ')}`);
// "search" is the lobby half of the game figures; the whole run has it inside "games".
const runs = (part) => (only.length === 0 ? part !== 'search' : only.includes(part));

// Every part but the byte counts is a time: it waits for a quiet machine first and records the load it ran at.
console.log('');
const machine = await describeMachine();
const results = { date: new Date().toISOString(), node: process.version, machine: { ...machine, parts: {} } };
const quiet = async (part) => {
  results.machine.parts[part] = await quietBefore(part);
};
if (runs('bundles')) {
  results.bundles = bundleSizes();
  console.log('\nBundle sizes (gzip -9, KB)');
  console.table(results.bundles);
}
if (runs('server')) {
  await quiet('server');
  console.log(`\nBalance reads on one node (${connections} connections, ${duration} s each, 2xx only)`);
  results.server = await balanceReads({ port, connections, duration });
  console.table(results.server);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
// A partial run keeps the other parts' figures of an earlier run.
const earlier = only.length > 0 && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
writeFileSync(out, `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`);
console.log(`\nWritten to ${relative(root, out)}`);
/** The parts that add their own section to the same file, in the order they run. */
const timedParts = [
  ['ledger', () => import('./bench-ledger.mjs')], // ledger transfers per second and latency
  ['lottery', () => import('./bench-lottery.mjs')], // settling one draw of 100,000 bets
  // lobby search and scroll in Chromium, game list and launch throughput ("search": the lobby half only)
  ['games', () => import('./bench-games.mjs')],
  ['agents', () => import('./bench-agents.mjs')], // agent team report latency on PostgreSQL (DATABASE_URL)
  ['weights', () => import('./bench-weights.mjs')], // each element's bytes from a real Chromium load on a partner origin
  ['lighthouse', () => import('./bench-lighthouse.mjs')], // Lighthouse medians of the home page, a lobby and register
  ['interactions', () => import('./bench-interactions.mjs')], // interaction to next paint on a slowed phone
  ['storm', () => import('./bench-sign-in-storm.mjs')], // reads during a sign-in storm, and how the storm is answered
  ['cluster', () => import('./bench-cluster.mjs')], // one node and two nodes behind HAProxy on PostgreSQL, a node killed
  ['tournaments', () => import('./bench-tournaments.mjs')], // live boards to 500 sockets, "my rank" on 100,000 entries
  ['wheel', () => import('./bench-wheel.mjs')], // the lucky wheel's chi-square sample: 1,000,000 spins
];
if (runs('search') && !runs('games')) process.env.BENCH_GAMES_LOBBY_ONLY = '1';
for (const [part, load] of timedParts) {
  const selected = part === 'games' ? runs('games') || runs('search') : runs(part);
  if (!selected) continue;
  await quiet(part);
  // Each part reads and rewrites the file: the machine's record goes back in after it.
  await load();
  const figures = JSON.parse(readFileSync(out, 'utf8'));
  writeFileSync(out, `${JSON.stringify({ ...figures, machine: results.machine }, null, 2)}\n`);
}
