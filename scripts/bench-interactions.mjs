#!/usr/bin/env node
// Figures, not pass/fail: interaction to next paint on the operator's site as a phone sees it (412 x 823, touch,
// the CPU slowed 4x as Lighthouse's mobile preset slows it), for opening the login modal, opening the account
// menu, switching a lobby tab and each keystroke of a lobby search. Each interaction is the browser's own
// Event Timing measure (input delay + handlers + the next frame), the longest event of one interactionId, so the
// figure is what a field INP would record. Events under 16 ms are not reported by the browser and count as 16 ms.
// Adds an "interactions" section to bench-results/latest.json. Run `npm run build` first.
//
// INTERACTIONS_PORT (default 8833), INTERACTIONS_RUNS (default 10 per kind), INTERACTIONS_CPU_SLOWDOWN (4).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { reportFigures } from './bench-engines.mjs';
import { quantile, startBenchServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.INTERACTIONS_PORT ?? 8833);
const runs = Number(process.env.INTERACTIONS_RUNS ?? 10);
const slowdown = Number(process.env.INTERACTIONS_CPU_SLOWDOWN ?? 4);
const searchTerms = ['dragon', 'fortune', 'tiger'];
/** The browser reports no event shorter than this (the Event Timing API's smallest threshold). */
const floorMs = 16;

if (!existsSync(join(root, 'dist/index.html')))
  throw new Error('dist/ is missing: run `npm run build` first');

/** Keeps every interaction's Event Timing entries on `window.interactions` (interactionId → longest duration). */
function observeInteractions() {
  window.interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.interactions.get(entry.interactionId) ?? 0;
      window.interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const seenInteractions = (page) => page.evaluate(() => [...window.interactions.keys()]);

/**
 * Runs `act` and answers the longest interaction it caused, once its frame has been painted and reported
 * (the observer is told after the frame; two frames and a pause leave room for that).
 */
async function timed(page, act) {
  const before = new Set(await seenInteractions(page));
  await act();
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );
  const durations = await page.evaluate(
    (known) => [...window.interactions].filter(([id]) => !known.includes(id)).map(([, duration]) => duration),
    [...before],
  );
  return Math.max(floorMs, ...durations);
}

async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  // The brand's popup notice ("Play responsibly") is read and closed whenever it stands in the way.
  await page.addLocatorHandler(page.locator('[part="popup-notice"]'), (popup) =>
    popup.getByRole('button', { name: 'Got it' }).click(),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return page;
}

/** Waits until the page's elements have drawn and the start-up work has stopped taking the thread. */
async function settled(page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise((done) => {
        let quietSince = performance.now();
        new PerformanceObserver((list) => {
          if (list.getEntries().length > 0) quietSince = performance.now();
        }).observe({ type: 'longtask' });
        const check = () => (performance.now() - quietSince > 1000 ? done() : setTimeout(check, 200));
        check();
      }),
  );
  // An action (not a click) lets the popup-notice handler close a notice standing in the way, outside any measure.
  await page.locator('html').hover({ position: { x: 1, y: 1 } });
}

async function loginModal(page, base) {
  await page.goto(`${base}/`);
  await settled(page);
  const header = page.locator('gd-header');
  const open = header.getByRole('button', { name: 'Log in' }).filter({ visible: true }).first();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await open.waitFor();
    times.push(
      await timed(page, async () => {
        await open.tap();
        // Any element of the page with a sign-in popup may answer the header's button (the header, the banners,
        // the nav): the one that opens is the one the visitor sees.
        await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      }),
    );
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }
  return times;
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  const login = page.locator('gd-login');
  await login.locator('input[name="username"]').fill('demo_player');
  await login.locator('input[name="password"]').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator('gd-header [part="account-button"]').filter({ hasText: 'demo_player' }).waitFor();
}

async function accountMenu(page, base) {
  await signIn(page, base);
  await page.goto(`${base}/`);
  await settled(page);
  const header = page.locator('gd-header');
  const button = header.locator('[part="account-button"]');
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(
      await timed(page, async () => {
        await button.tap();
        await header.getByRole('menu').waitFor();
      }),
    );
    await page.keyboard.press('Escape');
    await header.getByRole('menu').waitFor({ state: 'hidden' });
  }
  return times;
}

async function lobbyTabs(page, base) {
  await page.goto(`${base}/rng`);
  await settled(page);
  const lobby = page.locator('gd-lobby');
  const tabs = lobby.locator('[part~="vendor-tab"]');
  await tabs.nth(1).waitFor();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const tab = tabs.nth(run % 2 === 0 ? 1 : 0);
    times.push(
      await timed(page, async () => {
        await tab.tap();
        await page.waitForFunction(
          (index) =>
            document
              .querySelector('gd-lobby')
              ?.shadowRoot?.querySelectorAll('[part~="vendor-tab"]')
              [index]?.getAttribute('aria-selected') === 'true',
          run % 2 === 0 ? 1 : 0,
        );
      }),
    );
  }
  return times;
}

async function searchKeystrokes(page, base) {
  await page.goto(`${base}/rng`);
  await settled(page);
  const search = page.locator('gd-lobby [part~="search"] input');
  const times = [];
  for (let run = 0; times.length < runs * 3; run += 1) {
    await search.fill('');
    await search.focus();
    for (const key of searchTerms[run % searchTerms.length]) {
      times.push(await timed(page, () => page.keyboard.press(key)));
    }
  }
  return times;
}

function row(interaction, times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    interaction,
    samples: sorted.length,
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted[sorted.length - 1],
  };
}

const server = await startBenchServer({ port, name: 'interactions' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows = [];
try {
  const kinds = [
    ['open the login modal (/)', loginModal],
    ['open the account menu (/)', accountMenu],
    ['switch a lobby tab (/rng)', lobbyTabs],
    ['a search keystroke (/rng)', searchKeystrokes],
  ];
  for (const [name, measure] of kinds) {
    const page = await phonePage(browser);
    try {
      rows.push(row(name, await measure(page, server.base)));
    } finally {
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

reportFigures(
  'interactions',
  `Interaction to next paint, phone (412 x 823, CPU ${slowdown}x slower), ${runs}+ each`,
  rows,
);
