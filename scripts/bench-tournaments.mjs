#!/usr/bin/env node
// Figures, not pass/fail, for tournaments (docs/benchmarks.md, "Tournaments"):
//
// Live boards (one node, a real server process on a fresh data directory, or on the database
// BENCH_TOURNAMENT_SERVER_DATABASE_URL names): a running tournament created
// through the operator API (total stakes, automatic entry, one slot eligible), the seeded demo player
// spinning that slot through the built-in games' play API at a set rate (open loop: a spin leaves every
// 1/rate s whatever the earlier ones are doing), and BENCH_TOURNAMENT_CLIENTS WebSockets on /ws/live
// following `tournament:<id>`. Commit → client: a spin's answer leaves after its settlement committed, and
// the board's score is the stakes of every round committed, so once the answers of n spins are in, a board
// showing n stakes or more carries them; the latency of spin n at one client is the time from its answer
// to the first board at that client showing at least n stakes (0 when that board was already there).
// p50/p95/p99 over every spin and client at 50/s, then the rate stepped up (BENCH_TOURNAMENT_RATES) until
// p95 passes 1 s or the server does not keep the rate (under 90 % of the spins answered in the step).
// Memory per connection: the server's RSS (its process tree, /proc) before and after opening the sockets.
// The sockets come from 127.0.1.x source addresses, BENCH_TOURNAMENT_PER_ADDRESS each, under the live
// channel's per-address cap.
//
// "My rank and neighbours" (in process): a board of BENCH_TOURNAMENT_BOARD entries inserted set-based in a
// running tournament, then the standing route's read (board.ts `standingOf`) for random members,
// p50/p95/p99 over BENCH_TOURNAMENT_READS reads, on PGlite and (DATABASE_URL) on PostgreSQL in a
// throwaway schema. Prints tables and adds a "tournaments" section to bench-results/latest.json.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { register } from 'tsx/esm/api';
import WebSocket from 'ws';
import { onEachEngine, reportFigures } from './bench-engines.mjs';
import { quantile, startBenchServer } from './bench-server.mjs';
import { siteClient } from './cluster-client.mjs';

const root = resolve(import.meta.dirname, '..');
const numberOf = (name, fallback) => Number(process.env[name] ?? fallback);
const port = numberOf('BENCH_TOURNAMENT_PORT', 8195);
const clientCount = numberOf('BENCH_TOURNAMENT_CLIENTS', 500);
const perAddress = numberOf('BENCH_TOURNAMENT_PER_ADDRESS', 20);
const baseRate = numberOf('BENCH_TOURNAMENT_RATE', 50);
const stepRates = (process.env.BENCH_TOURNAMENT_RATES ?? '10,25,100,200,400,800,1600')
  .split(',')
  .filter(Boolean)
  .map(Number);
const seconds = numberOf('BENCH_TOURNAMENT_SECONDS', 20);
const boardSize = numberOf('BENCH_TOURNAMENT_BOARD', 100_000);
const readCount = numberOf('BENCH_TOURNAMENT_READS', 500);
const skipLive = process.env.BENCH_TOURNAMENT_LIVE === 'off';
const skipBoard = process.env.BENCH_TOURNAMENT_BOARD_READS === 'off';

/** Seconds between two rounds of one game session in the spin rotation (the profiles' pace is 2.5 s, and
 * answers queued at the server can bunch up). */
const SESSION_GAP_S = 8;
const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const ms1 = (value) => Math.round(value * 10) / 10;
const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: ms1(quantile(sorted, 0.5)),
    p95Ms: ms1(quantile(sorted, 0.95)),
    p99Ms: ms1(quantile(sorted, 0.99)),
  };
};

// ---- live boards ------------------------------------------------------------------------------

/** Resident memory of a process and its descendants (tsx runs the server in a child), in KB. */
function treeRssKb(pid) {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children.split(/\s+/).filter(Boolean)) total += treeRssKb(Number(child));
  } catch {
    // A process that ended meanwhile counts nothing.
  }
  return total;
}

/** The median of five readings a second apart: RSS moves with the collector, one reading is noise. */
async function settledRssKb(pid) {
  const readings = [];
  for (let reading = 0; reading < 5; reading += 1) {
    if (reading > 0) await wait(1_000);
    readings.push(treeRssKb(pid));
  }
  return readings.sort((a, b) => a - b)[2];
}

/** The brand's wall clock at `at` (YYYY-MM-DDTHH:mm), as tournament definitions give times. */
function wallClock(at, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A slot of a seamless vendor on a built-in engine (bets straight from the main wallet). */
async function seamlessSlot(site) {
  const menus = await site.send('/lgw/games/game_menus?language=en');
  const vendor = menus.value.categories
    .flatMap((category) => category.cards)
    .find((card) => card.gameType === 'RNG' && card.gameClassify === 'SLOT' && card.seamless);
  if (!vendor) throw new Error('no seamless slot vendor in the menus');
  const list = await site.send(
    `/wps/relay/GCSGAME_gameList?vendorCode=${vendor.vendorCode}&gameType=RNG&pageSize=50&language=en`,
  );
  const game = list.value.games.find((candidate) => candidate.isGame === 'GAME' && !candidate.maintenance);
  if (!game) throw new Error(`no launchable game of ${vendor.vendorCode}`);
  return game;
}

/** Both launch steps and the game page, as the lobby and the iframe do: the page's game session and minimum bet. */
async function openSlot(site, base, token, gameCode) {
  const node = await site.send(`/wps/game/launchGame?gameCode=${gameCode}&language=en`, { token });
  if (node.code !== 0) throw new Error(`launchGame answered ${node.status} ${node.code}`);
  const launch = await site.send('/lgw/game/launch', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      gameId: node.value.gameId,
      nodeId: node.value.nodeId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: node.value.vassalage,
      accountTypeName: node.value.accountTypeName,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo_player',
      token,
      merchantCode: 'GD',
      language: 'en',
    }),
  });
  if (launch.code !== 0) throw new Error(`launch answered ${launch.status} ${launch.code}`);
  const path = launch.value.game_url ?? launch.value.content;
  const html = await (await fetch(new URL(path, base))).text();
  const block = html.match(/<script type="application\/json" id="gd-game-data">([\s\S]*?)<\/script>/);
  if (!block) throw new Error(`the game page at ${path} has no data block`);
  return JSON.parse(block[1]);
}

async function operatorCall(base, key, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-key': key, 'x-operator-name': 'bench', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/**
 * Sockets following `tournament:<id>`; each keeps when it heard which score of the probe's line (the
 * demo player's masked name). Resolves once every socket has its snapshot.
 */
async function openWatchers(base, tournamentId, count, account) {
  const url = `${base.replace('http', 'ws')}/ws/live`;
  const topic = `tournament:${tournamentId}`;
  const watchers = [];
  const opened = [];
  for (let index = 0; index < count; index += 1) {
    const watcher = { heard: [], snapshot: false, closed: null };
    const address = `127.0.1.${1 + Math.floor(index / perAddress)}`;
    const socket = new WebSocket(url, { origin: base, localAddress: address });
    watcher.socket = socket;
    opened.push(
      new Promise((done, fail) => {
        socket.once('error', fail);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'sub', topic })));
        socket.on('message', (raw) => {
          const at = performance.now();
          const frame = JSON.parse(raw.toString());
          if (frame.topic !== topic || (frame.type !== 'snapshot' && frame.type !== 'event')) return;
          const line = frame.data?.board?.find((entry) => entry.account === account);
          watcher.heard.push({ at, score: line ? line.score : 0 });
          if (frame.type === 'snapshot' && !watcher.snapshot) {
            watcher.snapshot = true;
            done();
          }
        });
        socket.on('close', (code, reason) => {
          watcher.closed = `${code} ${reason}`;
          if (!watcher.snapshot)
            fail(new Error(`socket ${index} closed before its snapshot: ${watcher.closed}`));
        });
      }),
    );
    watchers.push(watcher);
    // Opened in small batches, as pages arrive, not all in one burst.
    if (index % 50 === 49) await Promise.all(opened.slice(index - 49));
  }
  await Promise.all(opened);
  return watchers;
}

/**
 * One step: spins at `rate` a second for `seconds`, round robin over the game sessions; answers the
 * latencies of every spin at every socket, and the counts.
 */
async function step(base, sessions, stake, watchers, rate) {
  for (const watcher of watchers) watcher.heard = watcher.heard.slice(-1);
  const answers = []; // answer times, in the order the answers came
  let failed = 0;
  const refusals = new Map(); // code → count, of the spins refused
  let inFlight = 0;
  let maxInFlight = 0;
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const spins = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const delay = due - performance.now();
    if (delay > 1) await wait(delay);
    const session = sessions[n % sessions.length];
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    spins.push(
      fetch(`${base}/play/api/slot/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Game-Session': session, Language: 'en' },
        body: JSON.stringify({ spinId: randomUUID(), stake }),
      })
        .then(async (response) => {
          const envelope = await response.json();
          if (envelope.code === 0) answers.push(performance.now());
          else {
            failed += 1;
            const reason = `${envelope.code} ${envelope.message}`;
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          }
        })
        .catch((error) => {
          failed += 1;
          const reason = `no answer: ${error.cause?.code ?? error.message}`;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  const sent = performance.now();
  await Promise.all(spins);
  const elapsed = (performance.now() - started) / 1000;
  // The last boards: the publication gap, the socket's push gap, and slack.
  await wait(2_000);
  const base0 = watchers[0]?.heard[0]?.score ?? 0;
  const latencies = [];
  let missing = 0;
  for (const watcher of watchers) {
    const heard = watcher.heard;
    const floor = heard[0]?.score ?? base0;
    let at = 0;
    for (let n = 0; n < answers.length; n += 1) {
      const needed = floor + (n + 1) * stake;
      while (at < heard.length && heard[at].score < needed) at += 1;
      if (at === heard.length) {
        missing += answers.length - n;
        break;
      }
      latencies.push(Math.max(0, heard[at].at - answers[n]));
    }
  }
  return {
    rate,
    answered: answers.length,
    failed,
    refusals: [...refusals].map(([code, count]) => `${code}×${count}`).join(' '),
    achievedPerSecond: Math.round(answers.length / elapsed),
    sendSeconds: ms1((sent - started) / 1000),
    maxInFlight,
    pushes: watchers.reduce((sum, watcher) => sum + watcher.heard.length - 1, 0),
    missing,
    ...percentiles(latencies),
  };
}

async function liveBoards() {
  // The server keeps its data in its own data directory (PGlite), or in the database
  // BENCH_TOURNAMENT_SERVER_DATABASE_URL names (one of its own: the server migrates it): never in DATABASE_URL,
  // which is the board reads' throwaway schema.
  const server = await startBenchServer({
    port,
    name: 'bench-tournaments',
    env: { DATABASE_URL: process.env.BENCH_TOURNAMENT_SERVER_DATABASE_URL ?? '' },
  });
  try {
    const { base } = server;
    const key = randomUUID();
    writeFileSync(join(server.dataDir, 'operator-key'), `${key}\n`, { mode: 0o600 });
    const site = await siteClient(base);
    const token = await site.signIn('demo_player');
    const game = await seamlessSlot(site);
    const { timeZone } = await operatorCall(base, key, '/operator/api/tournaments');
    const tournament = await operatorCall(base, key, '/operator/api/tournaments', {
      code: `bench-${Date.now().toString(36)}`,
      names: { en: 'Bench race' },
      startsAt: wallClock(new Date(Date.now() - 3_600_000), timeZone),
      endsAt: wallClock(new Date(Date.now() + 86_400_000), timeZone),
      eligible: { games: [game.code] },
      entry: 'automatic',
      prizes: [{ fromRank: 1, toRank: 1, kind: 'points', amount: 100 }],
      scoring: 'total_stake',
    });
    // Every responsible-gaming profile paces a game session (minRoundMs, 2.5 s a slot round), as a
    // player's page is paced: the rate is spread over enough sessions that none is refused as too fast.
    const sessions = [];
    let stake = 0;
    const sessionsFor = async (rate) => {
      while (sessions.length < Math.ceil(rate * SESSION_GAP_S)) {
        const pages = await Promise.all(
          Array.from({ length: 10 }, () => openSlot(site, base, token, game.code)),
        );
        for (const page of pages) sessions.push(page.sessionToken);
        stake = Number(pages[0].minBet);
      }
    };
    await sessionsFor(1);
    // A first spin puts the probe on the board.
    const first = await fetch(`${base}/play/api/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Game-Session': sessions.at(-1), Language: 'en' },
      body: JSON.stringify({ spinId: randomUUID(), stake }),
    }).then((response) => response.json());
    await wait(SESSION_GAP_S * 1000);
    if (first.code !== 0) throw new Error(`the first spin answered ${JSON.stringify(first)}`);
    await wait(1_500);

    const rssBefore = await settledRssKb(server.pid);
    const watchers = await openWatchers(base, tournament.id, clientCount, 'de***er');
    await wait(2_000);
    const rssAfter = await settledRssKb(server.pid);
    const memory = {
      sockets: clientCount,
      rssBeforeMb: ms1(rssBefore / 1024),
      rssAfterMb: ms1(rssAfter / 1024),
      kbPerSocket: ms1((rssAfter - rssBefore) / clientCount),
    };

    console.log(
      `\nLive boards: ${clientCount} sockets on tournament:${tournament.id}, ${game.code} spun at ${stake} minor, ${seconds} s a step`,
    );
    const steps = [];
    // Ascending from the lowest rate; the base rate is always measured, and the run stops at the first
    // rate above it that the server does not keep within 1 s.
    const rates = [...new Set([baseRate, ...stepRates])].sort((a, b) => a - b);
    for (const rate of rates) {
      await sessionsFor(rate);
      // Each session's last round at least a pace ago.
      await wait(SESSION_GAP_S * 1000);
      const row = { ...(await step(base, sessions, stake, watchers, rate)), gameSessions: sessions.length };
      steps.push(row);
      if (steps.length === 1) memory.rssAfterFirstStepMb = ms1((await settledRssKb(server.pid)) / 1024);
      console.log(JSON.stringify(row));
      const kept = row.answered >= 0.9 * rate * seconds && row.failed === 0;
      if ((!kept || row.p95Ms > 1_000) && rate >= baseRate) break;
    }
    const closed = watchers.filter((watcher) => watcher.closed).length;
    for (const watcher of watchers) watcher.socket.close();
    const kept = steps.filter(
      (row) => row.answered >= 0.9 * row.rate * seconds && row.failed === 0 && row.p95Ms <= 1_000,
    );
    return {
      atBaseRate: steps.find((row) => row.rate === baseRate),
      steps,
      highestRateP95Within1s: kept.length > 0 ? Math.max(...kept.map((row) => row.rate)) : null,
      memory,
      socketsClosedDuringRun: closed,
    };
  } finally {
    await server.stop();
  }
}

// ---- my rank and neighbours ---------------------------------------------------------------------

register();
const server = (path) => import(join(root, path));
const { createDb, postgresPool } = await server('server/db/connection.ts');
const { migrate } = await server('server/db/migrations.ts');
const { migrationPlan } = await server('server/modules/index.ts');
const { standingOf } = await server('server/modules/tournaments/board.ts');

/** A running tournament with `boardSize` scored entries (ties included), its members, and some excluded. */
async function prepareBoard(db) {
  await migrate(db, migrationPlan);
  const at = new Date('2025-01-15T08:00:00Z');
  const { rows } =
    await sql`INSERT INTO tournaments (code, names, art, starts_at, ends_at, time_zone, recurrence,
      series, occurrence, eligible, min_stake_minor, max_rounds, entry, prizes, scoring, created_at)
    VALUES ('bench-board', '{"en":"Bench board"}'::jsonb, '{}'::jsonb, ${new Date(at.getTime() - 86_400_000)},
      ${new Date(at.getTime() + 86_400_000)}, 'UTC', 'none', 'bench-board', 1,
      '{"vendors":[],"categories":["RNG"],"games":[]}'::jsonb, 0, null, 'automatic',
      '[{"fromRank":1,"toRank":10,"kind":"points","amount":100}]'::jsonb, 'total_stake', ${at})
    RETURNING id`.execute(db);
  const tournamentId = rows[0].id;
  await sql`INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, profile, created_at)
    SELECT 'board_' || g, 'board_' || g, '-', ${at}, 0, '{}', ${at} FROM generate_series(1, ${boardSize}) g`.execute(
    db,
  );
  // Scores in 20,000 steps of 100 (so many ties, broken by the time reached), times over the day so far.
  await sql`INSERT INTO tournament_entries (tournament_id, member_id, entered_at, score, rounds, reached_at)
    SELECT ${tournamentId}, m.id, ${new Date(at.getTime() - 86_400_000)},
      ((m.id::bigint * 7919) % 20000) * 100, 1 + m.id % 50,
      ${new Date(at.getTime() - 86_400_000)}::timestamptz + ((m.id::bigint * 104729) % 86400) * interval '1 second'
    FROM members m WHERE m.username LIKE 'board\\_%'`.execute(db);
  await sql`ANALYZE`.execute(db);
  const { rows: ids } = await sql`SELECT min(id) AS low, max(id) AS high FROM members
    WHERE username LIKE 'board\\_%'`.execute(db);
  return { tournamentId, at, low: Number(ids[0].low), high: Number(ids[0].high) };
}

async function measureBoard(engine, db) {
  const { tournamentId, at, low, high } = await prepareBoard(db);
  const tournament = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  let seed = 42;
  const nextMember = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return low + (seed % (high - low + 1));
  };
  for (let warm = 0; warm < 20; warm += 1) await standingOf(db, tournament, nextMember(), at);
  const timings = [];
  for (let read = 0; read < readCount; read += 1) {
    const memberId = nextMember();
    const started = performance.now();
    const standing = await standingOf(db, tournament, memberId, at);
    timings.push(performance.now() - started);
    if (!standing.me || standing.around.length < 2) {
      throw new Error(`${engine}: member ${memberId} has no place on the board`);
    }
  }
  return { engine, entries: boardSize, reads: readCount, ...percentiles(timings) };
}

// ---- run and report ------------------------------------------------------------------------------

const live = skipLive ? null : await liveBoards();
const board = skipBoard ? [] : await onEachEngine({ createDb, postgresPool }, measureBoard);
if (live) {
  console.log('\nCommit → client, by settling rate (ms)');
  console.table(live.steps);
  console.log(`Highest settling rate with p95 ≤ 1 s: ${live.highestRateP95Within1s ?? 'none'} a second`);
  console.log('\nServer memory per live socket');
  console.table([live.memory]);
}
reportFigures(
  'tournaments',
  `"My rank and neighbours" on a board of ${boardSize.toLocaleString('en')} entries (${readCount} reads, ms)`,
  board,
);
// The section holds both halves: the live figures beside the board reads.
const out = join(root, 'bench-results/latest.json');
const results = JSON.parse(readFileSync(out, 'utf8'));
writeFileSync(out, `${JSON.stringify({ ...results, tournaments: { live, board } }, null, 2)}\n`);
