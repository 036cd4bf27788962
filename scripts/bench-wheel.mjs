#!/usr/bin/env node
// Figures, not pass/fail: how long the lucky wheel's chi-square sample takes (1,000,000 spins of the demo wheel
// drawn as the server draws them, HMAC-SHA-256 per spin; the test in tests/unit/server/wheel-outcome.test.ts
// runs the same draw), and the statistic it gives. Adds a "wheel" section to bench-results/latest.json.
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { reportFigures } from './bench-engines.mjs';

const root = resolve(import.meta.dirname, '..');
register();
const { chiSquare, DEMO_PROBABILITIES, drawDemoSample } = await import(
  join(root, 'tests/unit/server/wheel-sample.ts')
);

const started = performance.now();
const counts = await drawDemoSample(100, 10_000);
const seconds = (performance.now() - started) / 1000;
const spins = counts.reduce((sum, count) => sum + count, 0);
reportFigures('wheel', 'Lucky wheel: the chi-square sample (1,000,000 spins of the demo wheel)', [
  {
    spins,
    seconds: Math.round(seconds * 10) / 10,
    spinsPerSecond: Math.round(spins / seconds),
    chiSquare: Math.round(chiSquare(counts, DEMO_PROBABILITIES) * 100) / 100,
    limit0999: 24.322,
  },
]);
