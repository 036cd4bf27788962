#!/usr/bin/env node
// Figures, not pass/fail: what one element costs a partner page, measured from a real Chromium load.
// A bare page on another origin (a tiny static server on WEIGHTS_PAGE_PORT, default 8823) holds one element
// and its script tag pointing at the element's origin (the platform server on WEIGHTS_PORT, default 8813),
// signed out, no input. Every script, stylesheet and static JSON (texts) response from the element's origin
// counts until the network has been quiet for 1 s (10 s cap): the raw bytes of each, gzip -9, summed; API
// answers (/wps, /lgw, …) and images do not. Then the element's first action (table below) and the extra
// bytes it loads, measured the same way. Both builds: dist/ (standard) and dist/lite/.
// Prints the table beside the manifest-based figures of scripts/element-budgets.mjs and adds a "weights"
// section to bench-results/latest.json. Run `npm run build` first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CompactEncrypt, importJWK } from 'jose';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';
import { builds, checkBudgets, formatKb, readBudgets } from './element-budgets.mjs';

const root = resolve(import.meta.dirname, '..');
const elementPort = Number(process.env.WEIGHTS_PORT ?? 8813);
const pagePort = Number(process.env.WEIGHTS_PAGE_PORT ?? 8823);
const pageOrigin = `http://127.0.0.1:${pagePort}`;
const QUIET_MS = 1000;
const CAP_MS = 10_000;
/** Paths on the element's origin that are API answers, never counted. */
const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/assets-api/', '/play/'];

/**
 * Per element: its attributes on the bare page, the demo account it needs (the centres show their first page
 * and the change-password form its form only to a signed-in account; every other element is measured signed
 * out) and its obvious first action.
 */
const elements = {
  'gd-agent-centre': {
    attributes: { open: 'true' },
    account: 'demo_agent',
    action: ['open another page of the menu', (page) => otherPage(page, 'gd-agent-centre').click()],
  },
  'gd-banners': {
    attributes: { group: 'w_home' },
    action: ['show the next banner', (page) => page.locator('gd-banners button').last().click()],
  },
  'gd-chat-room': {
    attributes: { open: 'true' },
    action: ['show the next room', (page) => page.locator('gd-chat-room [role="tab"]').nth(1).click()],
  },
  'gd-change-password': {
    account: 'demo_player',
    action: ['submit the empty form', (page) => submit(page, 'gd-change-password')],
  },
  'gd-download': { action: null },
  'gd-feedback': {
    account: 'demo_player',
    action: ['submit the empty form', (page) => submit(page, 'gd-feedback')],
  },
  'gd-forgot-password': {
    action: ['submit the empty form', (page) => submit(page, 'gd-forgot-password')],
  },
  'gd-game-frame': { action: null },
  'gd-game-shelf': {
    attributes: { kind: 'popular' },
    action: ['open a game (asks to sign in)', (page) => firstCard(page, 'gd-game-shelf').click()],
  },
  'gd-help': {
    action: ['search the articles', (page) => page.locator('gd-help input[type="search"]').fill('password')],
  },
  'gd-header': {
    action: ['open the register form', (page) => page.locator('gd-header [part~="register-button"]').click()],
  },
  'gd-join': { action: null },
  'gd-live-chat': { action: null },
  'gd-lottery': {
    action: [
      'open a lottery game',
      (page) => page.locator('gd-lottery [part~="game"] button').first().click(),
    ],
  },
  'gd-lobby': {
    attributes: { 'page-type': 'rng' },
    action: ['open a game (asks to sign in)', (page) => firstCard(page, 'gd-lobby').click()],
  },
  'gd-login': {
    action: ['submit a username and password (sealed)', (page) => signInAttempt(page)],
  },
  'gd-maintenance': { action: null },
  'gd-member-centre': {
    attributes: { open: 'true' },
    account: 'demo_player',
    action: ['open another page of the menu', (page) => otherPage(page, 'gd-member-centre').click()],
  },
  'gd-nav': {
    action: ['open the first vendor menu', (page) => page.locator('gd-nav [aria-haspopup]').first().click()],
  },
  'gd-notices': { action: null },
  'gd-point-mall': {
    account: 'demo_player',
    action: [
      'show the redemption history',
      (page) => page.locator('gd-point-mall [role="tab"]').nth(1).click(),
    ],
  },
  'gd-promotions': {
    action: [
      'show a category of promotions',
      (page) => page.locator('gd-promotions [role="tab"]').nth(1).click(),
    ],
  },
  'gd-region': { action: null },
  'gd-register': {
    action: [
      'open the country picker',
      (page) => page.locator('gd-register [part~="country-picker"] button').first().click(),
    ],
  },
  'gd-side-bar': { action: null },
  'gd-sports': {
    action: [
      'open a sport (asks to sign in)',
      (page) => page.locator('gd-sports a, gd-sports button').first().click(),
    ],
  },
  'gd-tournaments': {
    action: ['open a tournament', (page) => page.locator('gd-tournaments .tn-card__open').first().click()],
  },
  'gd-lucky-wheel': { action: null },
  'gd-jackpot': {
    action: ['open a pot', (page) => page.locator('gd-jackpot .jp-card__open').first().click()],
  },
  'gd-vip': { account: 'demo_player', action: null },
  'gd-winners': { action: null },
};

/** The element whose page shows the seeded popup notice on its own row (`variant`). */
const POPUP_PAGE = 'gd-member-centre';
const POPUP_VARIANT = 'popup notice waiting';

/** WEIGHTS_ELEMENTS=gd-login,gd-lobby measures only those (a quick look at one element); default every one. */
const measuredTags = (
  process.env.WEIGHTS_ELEMENTS?.split(',').filter(Boolean) ?? Object.keys(elements)
).sort();
for (const tag of measuredTags)
  if (!(tag in elements)) throw new Error(`WEIGHTS_ELEMENTS: no element ${tag}`);

/** The first menu entry that is not the page shown (that one's part also names menu-item-selected). */
const otherPage = (page, tag) => page.locator(`${tag} [part="menu-item"]`).first();
const firstCard = (page, tag) => page.locator(`${tag} [part~="game-card-launch"]`).first();
const submit = (page, tag) => page.locator(`${tag} [type="submit"]`).first().click();

async function signInAttempt(page) {
  await page.locator('gd-login input[name="username"]').fill('weight_probe');
  await page.locator('gd-login input[name="password"]').fill('Probe1234');
  await page.locator('gd-login [part~="submit"]').click();
}

// ---- the partner page -----------------------------------------------------------------------

/** A static server on the partner's origin: one bare page per element and build. */
function startPartnerPage(elementOrigin) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', pageOrigin);
    const tag = url.searchParams.get('tag') ?? '';
    const script = url.searchParams.get('script') ?? '';
    if (!(tag in elements) || !/^\/(lite\/)?elements\/gd-[a-z-]+\.js$/.test(script)) {
      response.writeHead(404).end();
      return;
    }
    const attributes = Object.entries({ 'api-base': elementOrigin, ...elements[tag].attributes })
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${tag}</title>` +
        `<script type="module" src="${elementOrigin}${script}"></script></head>` +
        `<body><${tag}${attributes}></${tag}></body></html>`,
    );
  });
  return new Promise((done) => server.listen(pagePort, '127.0.0.1', () => done(server)));
}

// ---- counting -------------------------------------------------------------------------------

/**
 * Watches a page's requests: counted responses from the element's origin (gzip -9 of their bytes) and the
 * time the network last changed, for the quiet-for-1-s rule.
 */
function watchNetwork(page, elementOrigin) {
  const pending = new Set();
  const counted = new Map();
  const reads = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    const url = new URL(request.url());
    if (url.origin !== elementOrigin || API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)))
      return;
    const type = request.resourceType();
    const json = url.pathname.endsWith('.json');
    if (type !== 'script' && type !== 'stylesheet' && !json) return;
    reads.push(
      request.response().then(async (response) => {
        if (response?.status() !== 200 || counted.has(url.pathname)) return;
        const body = await response.body();
        counted.set(url.pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  return {
    counted,
    /** Resolves once nothing has been in flight for 1 s, or after 10 s. */
    async quiet() {
      const started = Date.now();
      // What was just done (a load, a click) counts as activity: the quiet second starts now.
      lastActivity = Math.max(lastActivity, started);
      while (Date.now() - started < CAP_MS) {
        if (pending.size === 0 && Date.now() - lastActivity >= QUIET_MS) break;
        await new Promise((done) => setTimeout(done, 50));
      }
      await Promise.all(reads);
    },
  };
}

const sum = (counted) => [...counted.values()].reduce((total, bytes) => total + bytes, 0);

// ---- accounts -------------------------------------------------------------------------------

async function unwrap(response) {
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${response.url}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** The session token of a demo account, signed in through the API as the elements would. */
async function sessionToken(base, username) {
  const { kid, jwk } = await unwrap(await fetch(`${base}/wps/system/publicKey`));
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const site = username === 'demo_agent' ? 'agent' : 'member';
  // Each sealed body carries a fresh one-time nonce from the server.
  const { nonce } = await unwrap(
    await fetch(`${base}/wps/system/nonce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  const body = await new CompactEncrypt(
    new TextEncoder().encode(JSON.stringify({ type: 'username', username, password: 'Demo1234', site })),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid, nonce })
    .encrypt(key);
  const session = await unwrap(
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/jose', Language: 'es' },
      body,
    }),
  );
  return { token: session.token, memberType: session.memberType };
}

/**
 * Dismisses the popup notices waiting for an account, as the member would by closing them. A waiting notice
 * shows over whatever element the page holds (once per member); it is measured on a row of its own, and
 * dismissed before the other rows so that each measures the element itself and its first action is not
 * behind the notice.
 */
async function dismissPopupNotices(base, { token }) {
  const headers = { token, Language: 'es', 'content-type': 'application/json' };
  const { list } = await unwrap(await fetch(`${base}/wps/notices/popups`, { headers }));
  for (const { id } of list) {
    await unwrap(
      await fetch(`${base}/wps/notices/popups/dismiss`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id }),
      }),
    );
  }
}

// ---- measuring ------------------------------------------------------------------------------

async function measure(browser, base, tag, script, tokens, { withAction = true } = {}) {
  const config = elements[tag];
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'es-ES' });
  try {
    if (config.account) {
      // The session as the elements keep it after a sign-in (spec §3 keys).
      await context.addInitScript(({ token, memberType }) => {
        sessionStorage.setItem('token', token);
        sessionStorage.setItem('isAgent', String(memberType));
      }, tokens[config.account]);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const network = watchNetwork(page, base);
    await page.goto(`${pageOrigin}/?tag=${tag}&script=${encodeURIComponent(script)}`);
    await network.quiet();
    const initialFiles = new Set(network.counted.keys());
    const initial = sum(network.counted);
    let afterFirstAction = null;
    let actionError = null;
    if (config.action && withAction) {
      try {
        await config.action[1](page);
        await network.quiet();
        afterFirstAction = sum(network.counted);
      } catch (error) {
        actionError = String(error?.message ?? error).split('\n')[0];
      }
    }
    return {
      initial,
      files: initialFiles.size,
      afterFirstAction,
      actionError,
      // Which files, for the JSON: what a difference from the manifest figures comes from.
      initialPaths: [...initialFiles],
      actionPaths: [...network.counted.keys()].filter((path) => !initialFiles.has(path)),
    };
  } finally {
    await context.close();
  }
}

async function browserWeights() {
  const server = await startBenchServer({
    port: elementPort,
    name: 'weights',
    operator: { corsOrigins: [pageOrigin] },
  });
  const partner = await startPartnerPage(server.base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    const tokens = {
      demo_player: await sessionToken(server.base, 'demo_player'),
      demo_agent: await sessionToken(server.base, 'demo_agent'),
    };
    const buildList = [
      { name: 'lite', prefix: '/lite/elements/' },
      { name: 'standard', prefix: '/elements/' },
    ];
    // The seeded members have a popup notice waiting: what it adds, on a page holding the member centre.
    for (const build of buildList) {
      const tag = POPUP_PAGE;
      const figures = await measure(browser, server.base, tag, `${build.prefix}${tag}.js`, tokens, {
        withAction: false,
      });
      rows.push({ tag, variant: POPUP_VARIANT, build: build.name, ...figures });
    }
    for (const account of Object.values(tokens)) await dismissPopupNotices(server.base, account);
    for (const build of buildList) {
      for (const tag of measuredTags) {
        const figures = await measure(browser, server.base, tag, `${build.prefix}${tag}.js`, tokens);
        rows.push({ tag, build: build.name, ...figures });
      }
    }
  } finally {
    await browser.close();
    partner.close();
    await server.stop();
  }
  return rows;
}

/** The manifest figure beside a browser row: the signed-in one for an element measured signed in. */
function manifestRowFor(manifestRows, row) {
  const same = manifestRows.filter((entry) => entry.tag === row.tag && entry.build === row.build);
  const signedIn = Boolean(elements[row.tag].account);
  return (
    same.find((entry) => (entry.variant === 'signed in') === signedIn) ?? same.find((entry) => !entry.variant)
  );
}

function table(rows, manifestRows) {
  const header = [
    'element',
    'build',
    'browser initial KB',
    'manifest initial KB',
    'browser after 1st action KB',
    'manifest after 1st action KB',
    'files',
    'first action',
  ];
  const lines = rows.map((row) => {
    const manifest = manifestRowFor(manifestRows, row);
    const action = row.variant ? null : elements[row.tag].action;
    return [
      row.variant ? `${row.tag} (${row.variant})` : row.tag,
      row.build,
      formatKb(row.initial),
      manifest ? formatKb(manifest.initial) : '-',
      row.afterFirstAction === null ? '-' : formatKb(row.afterFirstAction),
      manifest?.afterFirstAction == null ? '-' : formatKb(manifest.afterFirstAction),
      String(row.files),
      action
        ? row.actionError
          ? `${action[0]} (failed: ${row.actionError.slice(0, 60)})`
          : action[0]
        : row.variant
          ? 'not measured'
          : 'none',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column < 2 || column === 7 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

for (const build of builds) {
  if (!existsSync(join(build.dir, '.vite/manifest.json')))
    throw new Error(`${build.dir}: run \`npm run build\` first`);
}
console.log(
  `\nElement weight from a Chromium load (bare page on ${pageOrigin}, elements from 127.0.0.1:${elementPort}; gzip -9, KB = 1024 bytes)`,
);
const rows = await browserWeights();
const { rows: manifestRows } = checkBudgets(readBudgets());
console.log(table(rows, manifestRows));

mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { date: new Date().toISOString() };
const weights = rows.map((row) => {
  const manifest = manifestRowFor(manifestRows, row);
  return {
    ...row,
    manifestInitial: manifest?.initial ?? null,
    manifestAfterFirstAction: manifest?.afterFirstAction ?? null,
  };
});
writeFileSync(
  out,
  `${JSON.stringify({ ...results, weights: { date: new Date().toISOString(), rows: weights } }, null, 2)}\n`,
);
console.log(`\nWeight figures added to ${relative(root, out)}`);
