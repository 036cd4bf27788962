#!/usr/bin/env node
// Figures, not pass/fail, on a started server with the full 10,000-game catalogue:
// (a) the slots lobby in Chromium (1366 x 800): time from the last keystroke of a search to the
//     painted results, seven terms typed SEARCH_RUNS times each (default 5), p50 and p95; DOM node
//     count while scrolling the whole grid top to bottom, and frame times while scrolling; once on the
//     server in production mode (as shipped) and once in development mode (as `npm run serve` starts it);
// (b) on the development server, throughput (autocannon, 50 connections): a filtered page and a search of
//     the game list, and the launch pair (launchGame then the launch address call). BENCH_GAMES_LOBBY_ONLY=1
//     leaves (b) out.
// Prints tables and adds a "games" section to bench-results/latest.json. Run `npm run build` first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { CompactEncrypt, importJWK } from 'jose';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_GAMES_PORT ?? 8193);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** Search terms typed into the lobby, one after another (English game names). */
const searchTerms = ['dragon', 'fortune', 'tiger', 'gold', 'lucky', 'jade', 'wild'];
/** Times each term is typed (7 terms x 5 runs = 35 searches). */
const searchRuns = Number(process.env.SEARCH_RUNS ?? 5);
const lobbyOnly = process.env.BENCH_GAMES_LOBBY_ONLY === '1';
/** Pixels scrolled per frame while measuring the grid (about 7 rows a second at 60 fps). */
const scrollStep = 120;

if (!existsSync(join(root, 'dist/index.html')) || !existsSync(join(root, 'dist/elements/gd-lobby.js'))) {
  throw new Error('dist/ is missing the site or the lobby: run `npm run build` first');
}

// ---- the server -----------------------------------------------------------------------------

async function unwrap(response) {
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

const getJson = async (path, headers = {}) => unwrap(await fetch(`${base}${path}`, { headers }));

async function signIn() {
  const { kid, jwk } = await getJson('/wps/system/publicKey');
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const body = await new CompactEncrypt(
    new TextEncoder().encode(
      JSON.stringify({ type: 'username', username: 'demo_player', password: 'Demo1234', site: 'member' }),
    ),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
  return unwrap(
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/jose', Language: 'en' },
      body,
    }),
  );
}

// ---- (a) the lobby in Chromium --------------------------------------------------------------

/** Nearest-rank quantile of ascending numbers (p95 of 35 values is the 34th). */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
const round1 = (ms) => Math.round(ms * 10) / 10;

/** Installs page-side helpers: the lobby's parts, a DOM node count across shadow roots. */
function pageHelpers() {
  const lobby = () => document.querySelector('gd-lobby');
  const part = (name) => lobby()?.shadowRoot?.querySelector(`[part~="${name}"]`);
  const countNodes = (scope) => {
    let count = 0;
    for (const element of scope.querySelectorAll('*')) {
      count += 1;
      if (element.shadowRoot) count += countNodes(element.shadowRoot);
    }
    return count;
  };
  const cardNames = () =>
    Array.from(lobby()?.shadowRoot?.querySelectorAll('.gcard__name') ?? []).map(
      (name) => name.textContent ?? '',
    );
  const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
  Object.assign(window, { benchLobby: { lobby, part, countNodes, cardNames, nextFrame } });
  // The time of the latest keystroke, for the search timing.
  document.addEventListener('keydown', () => Object.assign(window, { lastKeyAt: performance.now() }), true);
}

/**
 * Resolves with the time the results for `term` were painted (the frame after they showed): the box
 * holds the whole term, every card matches, the count is there and the lobby is not busy (it is from a
 * keystroke until the games of what the box says are shown), so the results of a prefix typed on the
 * way do not count as the answer.
 */
function whenResultsPainted(term) {
  const { part, cardNames, nextFrame, lobby } = window.benchLobby;
  return new Promise((done, fail) => {
    const giveUp = setTimeout(() => fail(new Error(`no results for "${term}" within 30 s`)), 30_000);
    const check = async () => {
      const names = cardNames();
      const count = part('count')?.textContent ?? '';
      const busy = lobby()?.shadowRoot?.querySelector('.lobby__games[aria-busy="true"]');
      const typed = part('search')?.querySelector('input')?.value === term;
      const shown =
        typed &&
        !busy &&
        names.length > 0 &&
        names.every((name) => name.toLowerCase().includes(term)) &&
        /\d/.test(count);
      if (!shown) {
        requestAnimationFrame(check);
        return;
      }
      await nextFrame();
      clearTimeout(giveUp);
      done({ paintedAt: performance.now(), results: count.trim(), cards: names.length });
    };
    requestAnimationFrame(check);
  });
}

/** Scrolls the page top to bottom, a step per frame; frame times and the largest DOM. */
function scrollWholeGrid(step) {
  const { countNodes, lobby, nextFrame } = window.benchLobby;
  return new Promise((done) => {
    const deltas = [];
    let maxNodes = countNodes(document);
    let maxCards = 0;
    let frames = 0;
    let last = 0;
    const tick = async (now) => {
      if (last) deltas.push(now - last);
      last = now;
      frames += 1;
      if (frames % 10 === 0) {
        maxNodes = Math.max(maxNodes, countNodes(document));
        maxCards = Math.max(maxCards, lobby().shadowRoot.querySelectorAll('[part~="game-card"]').length);
      }
      const bottom = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= bottom - 1) {
        await nextFrame();
        maxNodes = Math.max(maxNodes, countNodes(document));
        done({ deltas, maxNodes, maxCards, frames, height: document.documentElement.scrollHeight });
        return;
      }
      scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    scrollTo(0, 0);
    requestAnimationFrame(tick);
  });
}

async function lobbyFigures() {
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
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.addInitScript(pageHelpers);
    await page.goto(`${base}/rng`);
    const search = page.locator('gd-lobby [part~="search"] input');
    await search.waitFor();
    await page.locator('gd-lobby [part~="game-card"]').first().waitFor();
    const allGames = (await page.locator('gd-lobby [part~="count"]').textContent())?.trim();

    // Search: type each term, SEARCH_RUNS rounds; from its last keystroke to the painted results.
    const searches = [];
    for (let run = 1; run <= searchRuns; run += 1) {
      for (const term of searchTerms) {
        await search.click();
        await search.fill('');
        await page.locator('gd-lobby [part~="count"]').filter({ hasText: allGames }).waitFor();
        const painted = page.evaluate(whenResultsPainted, term);
        await page.keyboard.type(term, { delay: 80 });
        const { paintedAt, results } = await painted;
        const lastKeyAt = await page.evaluate(() => window.lastKeyAt);
        searches.push({ run, term, ms: paintedAt - lastKeyAt, results });
      }
    }
    await search.fill('');
    await page.locator('gd-lobby [part~="count"]').filter({ hasText: allGames }).waitFor();

    // Scroll the whole grid.
    const scroll = await page.evaluate(scrollWholeGrid, scrollStep);
    const deltas = [...scroll.deltas].sort((a, b) => a - b);
    const searchMs = searches.map((entry) => entry.ms).sort((a, b) => a - b);
    return {
      lobby: `/rng, ${allGames}`,
      searches: searches.map((entry) => ({ ...entry, ms: round1(entry.ms) })),
      search: {
        searches: searchMs.length,
        keystrokeToPaintedP50Ms: round1(quantile(searchMs, 0.5)),
        keystrokeToPaintedP95Ms: round1(quantile(searchMs, 0.95)),
        keystrokeToPaintedMaxMs: round1(searchMs[searchMs.length - 1] ?? 0),
      },
      scroll: {
        pageHeightPx: scroll.height,
        frames: scroll.frames,
        pxPerFrame: scrollStep,
        maxDomNodes: scroll.maxNodes,
        maxCardsInDom: scroll.maxCards,
        frameP50Ms: round1(quantile(deltas, 0.5)),
        frameP95Ms: round1(quantile(deltas, 0.95)),
        frameMaxMs: round1(deltas[deltas.length - 1] ?? 0),
        framesOver50Ms: deltas.filter((delta) => delta > 50).length,
      },
    };
  } finally {
    await browser.close();
  }
}

// ---- (b) server throughput ------------------------------------------------------------------

function run(title, options, requestsPerOperation = 1) {
  return new Promise((done, fail) => {
    autocannon({ url: base, connections, duration, ...options }, (error, result) => {
      if (error) fail(error);
      else
        done({
          scenario: title,
          requestsPerSecond: Math.round(result.requests.average),
          operationsPerSecond: Math.round(result.requests.average / requestsPerOperation),
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
    });
  });
}

/** A slot of a seamless vendor (bets from the main wallet, so a launch moves no money). */
async function seamlessSlot() {
  const { categories } = await getJson('/lgw/games/game_menus?language=en');
  const vendor = categories
    .flatMap((category) => category.cards)
    .find((card) => card.gameType === 'RNG' && card.gameClassify === 'SLOT' && card.seamless);
  if (!vendor) throw new Error('no seamless slot vendor in the menus');
  const { games } = await getJson(
    `/wps/relay/GCSGAME_gameList?vendorCode=${vendor.vendorCode}&gameType=RNG&pageSize=50&language=en`,
  );
  const game = games.find((candidate) => candidate.isGame === 'GAME' && !candidate.maintenance);
  if (!game) throw new Error(`no launchable game of ${vendor.vendorCode}`);
  return game;
}

/**
 * Each kind of lobby call over the full catalogue, one at a time (no load beside it): the p50 of 25 calls. A call
 * that reads the catalogue once per row takes seconds here.
 */
async function oneCallAtATime(headers) {
  const list = '/wps/relay/GCSGAME_gameList';
  const calls = [
    ['gameList: first page, all games', `${list}?pageSize=60`],
    ['gameList: search "a", most names match (es)', `${list}?gameName=a&language=es`],
    ['gameList: search "dragon" (es)', `${list}?gameName=dragon&language=es&pageSize=60`],
    [
      'gameList: search "fortune" in slots (en)',
      `${list}?gameName=fortune&gameType=RNG&gameClassify=SLOT&language=en`,
    ],
    [
      'gameList: slots, min bet 200, 20+ lines, page 5',
      `${list}?gameType=RNG&gameClassify=SLOT&minBet=200&minLineNum=20&page=5`,
    ],
    ['gameList: one vendor, page 10', `${list}?vendorCode=PG&page=10`],
    ['gameList: deep page 80 of all games', `${list}?page=80&pageSize=100`],
    ['gameList: HOT with a session', `${list}?filter=HOT`, headers],
    ['gameList: FAV with a session', `${list}?filter=FAV`, headers],
    ['gameMenus', '/lgw/games/game_menus'],
    ['hotGames', '/wps/relay/GCSGAME_hotGamesV2'],
    ['popularGames (count 20)', '/lgw/games/popular?count=20'],
    ['newGameVendor', '/wps/relay/GCSGAME_newGameVendor'],
    ['rankList (latest 20)', '/wps/relay/GCSGAME_getRankList'],
  ];
  const figures = [];
  for (const [call, path, callHeaders = {}] of calls) {
    const times = [];
    for (let i = 0; i < 25; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: callHeaders });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${call}: ${response.status}`);
    }
    times.sort((a, b) => a - b);
    figures.push({ call, p50Ms: round1(quantile(times, 0.5)) });
  }
  const thumbnails = [];
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    const response = await fetch(
      `${base}/assets/games/PG-${String(i + 1).padStart(4, '0')}.webp?v=3&lang=es`,
    );
    await response.arrayBuffer();
    thumbnails.push(performance.now() - started);
  }
  thumbnails.sort((a, b) => a - b);
  figures.push({ call: 'thumbnail (a different game each time)', p50Ms: round1(quantile(thumbnails, 0.5)) });
  return figures;
}

async function serverFigures() {
  const list = '/wps/relay/GCSGAME_gameList';
  const filtered = await run('GET gameList: RNG slots of one vendor, page 3 of 60', {
    requests: [
      {
        method: 'GET',
        path: `${list}?gameType=RNG&gameClassify=SLOT&vendorCode=PG&filter=ALL&page=3&pageSize=60&language=en`,
      },
    ],
  });
  const searched = await run('GET gameList: search "dragon" in the slots', {
    requests: [
      {
        method: 'GET',
        path: `${list}?gameType=RNG&gameClassify=SLOT&gameName=dragon&pageSize=60&language=en`,
      },
    ],
  });

  const session = await signIn();
  const game = await seamlessSlot();
  const headers = { token: session.token, Language: 'en', Accept: 'application/json' };
  const node = await getJson(`/wps/game/launchGame?gameCode=${game.code}&language=en`, headers);
  const payload = JSON.stringify({
    gameId: node.gameId,
    nodeId: node.nodeId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: node.vassalage,
    accountTypeName: node.accountTypeName,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: 'demo_player',
    token: session.token,
    merchantCode: 'GD',
    language: 'en',
  });
  const launches = await run(
    `launch pair: GET launchGame + POST launch (${game.code})`,
    {
      requests: [
        { method: 'GET', path: `/wps/game/launchGame?gameCode=${game.code}&language=en`, headers },
        {
          method: 'POST',
          path: '/lgw/game/launch',
          headers: { ...headers, 'content-type': 'application/json' },
          body: payload,
        },
      ],
    },
    2,
  );
  return [filtered, searched, launches];
}

// ---- run and report ---------------------------------------------------------------------------

/** One term's runs: its result count and the milliseconds of each run. */
function perTerm(searches, term) {
  const runs = searches.filter((entry) => entry.term === term);
  return { results: runs[0]?.results, ms: runs.map((entry) => entry.ms).join(' ') };
}

/**
 * The lobby is timed on the server as shipped and as `npm run serve` starts it (each answer checked against the
 * contract); the throughput and one-at-a-time calls on the second, as before. Both run on one data directory,
 * seeded by the first start.
 */
const MODES = [
  { mode: 'production', env: { GAMEDECK_ENV: 'production' } },
  { mode: 'development (npm run serve)', env: { GAMEDECK_ENV: '' } },
];

const dataDir = mkdtempSync(join(tmpdir(), 'gamedeck-bench-games-'));
const lobbies = [];
let server = [];
let catalogueCalls = [];
try {
  for (const { mode, env } of MODES) {
    const node = await startBenchServer({ port, name: 'games', dataDir, env });
    try {
      console.log(`\nSlots lobby in Chromium (1366 x 800), full catalogue, server in ${mode} mode`);
      const lobby = await lobbyFigures();
      console.table(searchTerms.map((term) => ({ term, ...perTerm(lobby.searches, term) })));
      console.table([{ lobby: lobby.lobby, ...lobby.search }]);
      console.table([lobby.scroll]);
      lobbies.push({ mode, ...lobby });
      if (!lobbyOnly && mode === MODES.at(-1).mode) {
        console.log(
          `\nGame list and launch throughput (${connections} connections, ${duration} s each, rate limits off)`,
        );
        server = await serverFigures();
        console.table(server);
        console.log('\nCatalogue calls one at a time, p50 of 25 each');
        catalogueCalls = await oneCallAtATime({ token: (await signIn()).token, Language: 'en' });
        console.table(catalogueCalls);
      }
    } finally {
      await node.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const games = { lobby: lobbies, server, catalogueCalls };

mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results/latest.json');
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { date: new Date().toISOString() };
writeFileSync(out, `${JSON.stringify({ ...results, games }, null, 2)}\n`);
console.log(`\nGame figures added to ${relative(root, out)}`);
