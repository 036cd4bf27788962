#!/usr/bin/env node
// Figures, not pass/fail: Lighthouse performance of the operator's own site (dist/, served by the platform
// server on a fresh data directory) for the home page, a lobby and the register page, with Lighthouse's
// mobile preset (simulated slow 4G, 4x CPU slowdown, 412 px) and desktop preset, RUNS runs each; prints the
// median score, LCP, CLS, TBT, FCP and speed index per page and preset, and the LCP element of the median run.
// Adds a "lighthouse" section to bench-results/latest.json. Run `npm run build` first.
//
// LIGHTHOUSE_PORT (default 8813), LIGHTHOUSE_RUNS (default 5), LIGHTHOUSE_PAGES (comma-separated paths),
// LIGHTHOUSE_PRESETS (mobile,desktop).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, startBenchServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8813);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** The home page, the slots lobby and the stand-alone register page affiliates link to. */
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/rng,/register.html').split(',');
const presetNames = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter((preset) => presetNames.includes(preset.name));
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

if (!existsSync(join(root, 'dist/index.html')))
  throw new Error('dist/ is missing: run `npm run build` first');

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One Lighthouse run: the figures that make the performance score, and what the LCP element was. */
async function audit(url, chromePort, config) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  const { lhr } = result;
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: lhr.categories.performance.score,
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    speedIndexMs: value('speed-index'),
    lcpElement: lcpElement?.snippet ?? lcpElement?.nodeLabel ?? '-',
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Medians of each figure over the runs; the LCP element of the run whose LCP is the median. */
function summary(page, preset, results) {
  const lcps = results.map((result) => result.lcpMs);
  const medianLcp = median(lcps);
  const atMedian = results.find((result) => result.lcpMs === medianLcp) ?? results[0];
  return {
    page,
    preset,
    runs: results.length,
    score: round(median(results.map((result) => result.score)) * 100),
    lcpS: round(medianLcp / 1000, 2),
    cls: round(median(results.map((result) => result.cls)), 3),
    tbtMs: round(median(results.map((result) => result.tbtMs))),
    fcpS: round(median(results.map((result) => result.fcpMs)) / 1000, 2),
    speedIndexS: round(median(results.map((result) => result.speedIndexMs)) / 1000, 2),
    scores: results.map((result) => round(result.score * 100)).join(' '),
    benchmarkIndex: round(median(results.map((result) => result.benchmarkIndex))),
    lcpElement: atMedian.lcpElement.slice(0, 80),
  };
}

async function lighthouseFigures() {
  const server = await startBenchServer({ port, name: 'lighthouse' });
  const rows = [];
  try {
    for (const preset of presets) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        chromeFlags,
      });
      try {
        for (const page of pages) {
          const url = `${server.base}${page}`;
          // A first load warms the server (bundles read from disk, first queries) and is not counted.
          await audit(url, chrome.port, preset.config);
          const results = [];
          let failures = 0;
          // A run Lighthouse could not record (a busy machine can lose the trace) is run again, twice at most.
          while (results.length < runs) {
            const result = await audit(url, chrome.port, preset.config);
            if (!result.runtimeError) results.push(result);
            else if (++failures > 2) throw new Error(`${page} (${preset.name}): ${result.runtimeError}`);
          }
          const row = summary(page, preset.name, results);
          rows.push(row);
          console.log(
            `  ${preset.name.padEnd(7)} ${page.padEnd(14)} score ${row.score} (${row.scores}), LCP ${row.lcpS} s, CLS ${row.cls}, TBT ${row.tbtMs} ms, benchmarkIndex ${row.benchmarkIndex}`,
          );
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

console.log(`\nLighthouse ${runs} runs per page and preset (median), ${chromeFlags.slice(0, 3).join(' ')}`);
const rows = await lighthouseFigures();
console.table(rows.map(({ lcpElement, ...row }) => row));
console.table(rows.map(({ page, preset, lcpElement }) => ({ page, preset, lcpElement })));

mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { date: new Date().toISOString() };
writeFileSync(
  out,
  `${JSON.stringify({ ...results, lighthouse: { date: new Date().toISOString(), runs, rows } }, null, 2)}\n`,
);
console.log(`\nLighthouse figures added to ${relative(root, out)}`);
