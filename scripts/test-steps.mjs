#!/usr/bin/env node
// `npm test`: runs every suite in order, stops at the first failure, and prints how long each step took,
// so a step that grows slow shows in every run (CI has a time budget).
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'typecheck'],
  ['lint, feature imports, import cycles, copy-paste share', 'lint'],
  ['unit and server tests', 'test:unit'],
  ['element tests in Chromium', 'test:elements'],
  ['build', 'build'],
  ['element byte budgets', 'check:budgets'],
  ['end-to-end journeys', 'test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const [label, script] of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  times.push([label, (Date.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${label} (npm run ${script}) ${signal ? `was killed by ${signal}` : `exited ${status}`}`;
    break;
  }
}

console.log('\nStep times');
for (const [label, seconds] of times)
  console.log(`  ${label.padEnd(56)} ${seconds.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
