#!/usr/bin/env node
// Figures, not pass/fail: team report latency for an agent with a big downline, on PostgreSQL.
// In a throwaway database (dropped at the end) it generates in SQL an agent with 10,000
// descendants three levels deep (closure rows included) and 1,000,000 settled rounds over the
// last 30 days, each booked in the ledger as the seamless wallet books it (a stake transfer and,
// for a won round, a payout transfer, two entries each), plus a deposit per member and some
// withdrawals. It checks that every account's balance equals the sum of its entries, that all
// balances sum to zero and that the members' daily summaries match their rounds, then times the team endpoints through the HTTP API (one client, one call
// at a time, after warm-up). Prints a table and adds an "agents" section to bench-results/latest.json.
// Needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); sizes via BENCH_AGENT_MEMBERS,
// BENCH_AGENT_ROUNDS, BENCH_AGENT_SAMPLES; BENCH_AGENT_KEEP=1 keeps the database for EXPLAIN.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL;
const members = Number(process.env.BENCH_AGENT_MEMBERS ?? 10_000);
const roundCount = Number(process.env.BENCH_AGENT_ROUNDS ?? 1_000_000);
const samples = Number(process.env.BENCH_AGENT_SAMPLES ?? 40);
const days = 30;
const port = Number(process.env.BENCH_AGENT_PORT ?? 8193);
const base = `http://127.0.0.1:${port}`;
const AGENT = 'bench_agent';
const PASSWORD = 'Bench1234';

register();
const server = (path) => import(join(root, path));
const { buildApp } = await server('server/app.ts');
const { postgresPool } = await server('server/db/connection.ts');
const { hashPassword } = await server('server/security/passwords.ts');

const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;
const log = (line) => process.stdout.write(`${line}\n`);

/**
 * The tree: the agent; 10 type-1 agents under it; 10 type-2 sub-agents under each; the rest of
 * the members spread evenly under the sub-agents. Levels 1, 2 and 3 below the agent.
 */
async function generateTree(client, passwordHash) {
  const firstLevel = 10;
  const secondLevel = 100;
  const leaves = members - firstLevel - secondLevel;
  await client.query(
    `INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, profile, created_at)
     VALUES ($1, $1, $2, now() - interval '60 days', 1, '{}', now() - interval '60 days')`,
    [AGENT, passwordHash],
  );
  const { rows } = await client.query('SELECT id FROM members WHERE username = $1', [AGENT]);
  const agentId = rows[0].id;
  await client.query(
    `INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, upline_id, profile, created_at)
     SELECT 'ba_' || g, 'ba_' || g, '-', now(), 1, $1, '{}', now() - interval '59 days'
     FROM generate_series(1, ${firstLevel}) g`,
    [agentId],
  );
  await client.query(
    `INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, upline_id, profile, created_at)
     SELECT 'bs_' || g, 'bs_' || g, '-', now(), 2, (SELECT id FROM members WHERE username = 'ba_' || (1 + g % ${firstLevel})),
       '{}', now() - interval '58 days'
     FROM generate_series(1, ${secondLevel}) g`,
  );
  // Members joined over the last 45 days, so the 30-day overview has new members every day.
  await client.query(
    `WITH subs AS (SELECT array_agg(id ORDER BY id) AS ids FROM members WHERE username LIKE 'bs\\_%')
     INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, upline_id, profile, created_at)
     SELECT 'bm_' || g, 'bm_' || g, '-', now(), 0, subs.ids[1 + g % ${secondLevel}], '{}',
       now() - interval '45 days' + (g * interval '45 days') / ${leaves}
     FROM subs, generate_series(1, ${leaves}) g`,
  );
  // Closure rows of the new members, walking their upline links (as the 008 migration does).
  await client.query(
    `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
     WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
       SELECT id, id, 0 FROM members WHERE id >= $1
       UNION ALL
       SELECT m.upline_id, c.descendant_id, c.depth + 1
       FROM chain c JOIN members m ON m.id = c.ancestor_id
       WHERE m.upline_id IS NOT NULL
     )
     SELECT ancestor_id, descendant_id, depth FROM chain`,
    [agentId],
  );
  return agentId;
}

/**
 * Rounds and their ledger lines. Transfer ids are derived from the round id (2n-1 stake, 2n
 * payout) so the entries can be written in bulk without joining on idempotency keys.
 */
async function generatePlay(client, agentId) {
  await client.query(
    `INSERT INTO ledger_accounts (member_id, kind, balance_minor, created_at)
     SELECT descendant_id, 'player_main', 0, now() - interval '60 days'
     FROM member_tree WHERE ancestor_id = $1 AND depth >= 1
     ON CONFLICT DO NOTHING`,
    [agentId],
  );
  for (const kind of ['house_games', 'house_deposits', 'house_withdrawals']) {
    await client.query(
      `INSERT INTO ledger_accounts (member_id, kind, balance_minor, created_at)
       VALUES (NULL, $1, 0, now()) ON CONFLICT DO NOTHING`,
      [kind],
    );
  }
  const games = await client.query(
    `SELECT g.code, g.vendor_code, g.game_type FROM games g WHERE g.is_game = 'GAME' ORDER BY g.code LIMIT 50`,
  );
  const catalogue = games.rows.length
    ? games.rows
    : (
        await client.query('SELECT code AS vendor_code, game_type FROM vendors ORDER BY code LIMIT 10')
      ).rows.map((vendor, index) => ({ ...vendor, code: `bench-game-${index}` }));
  await client.query(
    `CREATE TEMP TABLE bench_games AS
    SELECT row_number() OVER (ORDER BY code) AS n, code, vendor_code, game_type
    FROM jsonb_to_recordset($1::jsonb) AS g(code text, vendor_code text, game_type text)`,
    [JSON.stringify(catalogue)],
  );
  await client.query(`CREATE TEMP TABLE bench_players AS
    SELECT row_number() OVER (ORDER BY a.member_id) AS n, a.member_id, a.id AS account_id
    FROM ledger_accounts a JOIN member_tree t ON t.descendant_id = a.member_id
    WHERE t.ancestor_id = ${agentId} AND t.depth >= 1 AND a.kind = 'player_main'`);
  const { rows: counts } = await client.query('SELECT count(*)::int AS players FROM bench_players');
  const players = counts[0].players;
  const gameCount = catalogue.length;

  // Every member starts with a deposit that covers any run of losses (stakes are at most 5,000.00 in total).
  const deposit = 1_000_000;
  const { rows: start } = await client.query(`SELECT COALESCE(max(id), 0) AS id FROM ledger_transfers`);
  const depositBase = Number(start[0].id);
  await client.query(
    `INSERT INTO ledger_transfers (id, idempotency_key, kind, memo, created_at)
     SELECT ${depositBase} + n, 'bench-deposit:' || member_id, 'deposit', 'Deposit (bench)', now() - interval '31 days'
     FROM bench_players`,
  );
  await client.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
     SELECT ${depositBase} + p.n, x.account_id, x.amount, now() - interval '31 days'
     FROM bench_players p
     CROSS JOIN LATERAL (VALUES (p.account_id, ${deposit}::bigint),
       ((SELECT id FROM ledger_accounts WHERE kind = 'house_deposits' AND member_id IS NULL), -${deposit}::bigint)) AS x(account_id, amount)`,
  );

  const roundBase = depositBase + players;
  const { rows: roundStart } = await client.query(`SELECT COALESCE(max(id), 0) AS id FROM rounds`);
  const firstRound = Number(roundStart[0].id);
  // Stakes 1.00–50.00; a round wins about 45% of the time, paying 0.5x–3x the stake. The daily
  // summaries the rounds trigger keeps are filled in one pass after the bulk insert instead.
  await client.query('ALTER TABLE rounds DISABLE TRIGGER rounds_member_days');
  await client.query(
    `INSERT INTO rounds (id, vendor_code, round_ref, member_id, game_code, game_type, account_id, stake_minor,
       payout_minor, status, started_at, settled_at)
     SELECT ${firstRound} + g, gm.vendor_code, 'bench-' || g, p.member_id, gm.code, gm.game_type, p.account_id,
       stake, CASE WHEN random() < 0.45 THEN (stake * (0.5 + random() * 2.5))::bigint ELSE 0 END,
       'settled', at, at + interval '20 seconds'
     FROM (
       SELECT g, 1 + (g::bigint * 7919) % ${players} AS player, 1 + g % ${gameCount} AS game,
         (100 + floor(random() * 4900))::bigint AS stake,
         now() - interval '${days} days' + random() * interval '${days} days' - interval '1 minute' AS at
       FROM generate_series(1, ${roundCount}) g
     ) r
     JOIN bench_players p ON p.n = r.player
     JOIN bench_games gm ON gm.n = r.game`,
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('rounds', 'id'), (SELECT max(id) FROM rounds))`);
  await client.query(
    `INSERT INTO member_round_days (member_id, day, rounds, valid_bet, payout)
     SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(stake_minor), sum(payout_minor)
     FROM rounds WHERE id > ${firstRound} AND status = 'settled' GROUP BY 1, 2
     ON CONFLICT (member_id, day) DO UPDATE SET rounds = member_round_days.rounds + EXCLUDED.rounds,
       valid_bet = member_round_days.valid_bet + EXCLUDED.valid_bet, payout = member_round_days.payout + EXCLUDED.payout`,
  );
  await client.query('ALTER TABLE rounds ENABLE TRIGGER rounds_member_days');
  const house = `(SELECT id FROM ledger_accounts WHERE kind = 'house_games' AND member_id IS NULL)`;
  await client.query(
    `INSERT INTO ledger_transfers (id, idempotency_key, kind, memo, created_at)
     SELECT ${roundBase} + 2 * (r.id - ${firstRound}) - 1, 'round:' || r.vendor_code || ':' || r.round_ref || ':debit',
       'bet', r.vendor_code || ' ' || r.game_code || ' round ' || r.round_ref, r.started_at
     FROM rounds r WHERE r.id > ${firstRound}
     UNION ALL
     SELECT ${roundBase} + 2 * (r.id - ${firstRound}), 'round:' || r.vendor_code || ':' || r.round_ref || ':credit',
       'win', r.vendor_code || ' ' || r.game_code || ' round ' || r.round_ref, r.settled_at
     FROM rounds r WHERE r.id > ${firstRound} AND r.payout_minor > 0`,
  );
  await client.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
     SELECT ${roundBase} + 2 * (r.id - ${firstRound}) - 1, x.account_id, x.amount, r.started_at
     FROM rounds r CROSS JOIN LATERAL (VALUES (r.account_id, -r.stake_minor), (${house}, r.stake_minor)) AS x(account_id, amount)
     WHERE r.id > ${firstRound}
     UNION ALL
     SELECT ${roundBase} + 2 * (r.id - ${firstRound}), x.account_id, x.amount, r.settled_at
     FROM rounds r CROSS JOIN LATERAL (VALUES (${house}, -r.payout_minor), (r.account_id, r.payout_minor)) AS x(account_id, amount)
     WHERE r.id > ${firstRound} AND r.payout_minor > 0`,
  );
  // One member in ten withdrew 2,000.00 once, on a day of the range (to the hold, as a withdrawal request does).
  const withdrawalBase = roundBase + 2 * roundCount;
  await client.query(
    `INSERT INTO ledger_accounts (member_id, kind, balance_minor, created_at)
     SELECT member_id, 'hold_withdrawal', 0, now() - interval '31 days' FROM bench_players WHERE n % 10 = 0
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO ledger_transfers (id, idempotency_key, kind, memo, created_at)
     SELECT ${withdrawalBase} + n, 'bench-withdrawal:' || member_id, 'withdrawal', 'Withdrawal (bench)',
       now() - (n % ${days}) * interval '1 day' - interval '2 hours'
     FROM bench_players WHERE n % 10 = 0`,
  );
  await client.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, created_at)
     SELECT ${withdrawalBase} + p.n, x.account_id, x.amount, now() - (p.n % ${days}) * interval '1 day' - interval '2 hours'
     FROM bench_players p
     CROSS JOIN LATERAL (VALUES (p.account_id, -200000::bigint),
       ((SELECT id FROM ledger_accounts WHERE member_id = p.member_id AND kind = 'hold_withdrawal'), 200000::bigint))
       AS x(account_id, amount)
     WHERE p.n % 10 = 0`,
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), (SELECT max(id) FROM ledger_transfers))`,
  );
  // Cached balances from the entries (the ledger's invariant), then the checks.
  await client.query(
    `UPDATE ledger_accounts a SET balance_minor = s.total
     FROM (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) s
     WHERE s.account_id = a.id AND a.balance_minor <> s.total`,
  );
  const check = await client.query(
    `SELECT
       (SELECT sum(balance_minor) FROM ledger_accounts)::bigint AS total,
       (SELECT count(*) FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) s
           ON s.account_id = a.id
         WHERE a.balance_minor <> COALESCE(s.total, 0))::int AS mismatched,
       (SELECT count(*) FROM (SELECT transfer_id FROM ledger_entries GROUP BY transfer_id
         HAVING sum(amount_minor) <> 0) x)::int AS unbalanced,
       (SELECT count(*) FROM (
         SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(stake_minor) AS bet,
           sum(payout_minor) AS paid
         FROM rounds WHERE status = 'settled' GROUP BY 1, 2
         EXCEPT SELECT member_id, day, rounds, valid_bet, payout FROM member_round_days) x)::int AS summaries_off,
       (SELECT count(*) FROM ledger_entries)::int AS entries,
       (SELECT count(*) FROM ledger_transfers)::int AS transfers`,
  );
  const { total, mismatched, unbalanced, summaries_off, entries, transfers } = check.rows[0];
  if (Number(total) !== 0 || mismatched !== 0 || unbalanced !== 0 || summaries_off !== 0) {
    throw new Error(
      `data check failed: total ${total}, ${mismatched} balances off, ${unbalanced} transfers unbalanced, ` +
        `${summaries_off} daily summaries off`,
    );
  }
  await client.query('ANALYZE');
  return { players, entries, transfers };
}

async function unwrap(response) {
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

async function login() {
  const { kid, jwk } = await unwrap(await fetch(`${base}/wps/system/publicKey`));
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const body = await new CompactEncrypt(
    new TextEncoder().encode(
      JSON.stringify({ type: 'username', username: AGENT, password: PASSWORD, site: 'agent' }),
    ),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
  const session = await unwrap(
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/jose', Language: 'en' },
      body,
    }),
  );
  return session.token;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (value) => Math.round(value * 10) / 10;

async function time(scenario, path, query, token) {
  const target = `${base}${path}?${new URLSearchParams(query)}`;
  const call = async () => {
    const started = performance.now();
    const value = await unwrap(await fetch(target, { headers: { token, Language: 'en' } }));
    return { ms: performance.now() - started, value };
  };
  for (let i = 0; i < 3; i += 1) await call();
  const latencies = [];
  let last;
  for (let i = 0; i < samples; i += 1) {
    const { ms, value } = await call();
    latencies.push(ms);
    last = value;
  }
  latencies.sort((a, b) => a - b);
  return {
    row: {
      scenario,
      calls: samples,
      latencyP50Ms: round1(percentile(latencies, 50)),
      latencyP95Ms: round1(percentile(latencies, 95)),
      maxMs: round1(latencies.at(-1)),
    },
    value: last,
  };
}

const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const dbName = `gd_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${dbName}`;
  const pool = postgresPool(benchUrl.toString());
  // Dropping the database ends whatever connection is left; that is expected here.
  pool.on('error', () => {});
  let app;
  try {
    let since = performance.now();
    app = await buildApp({
      database: pool,
      devMode: false,
      rateLimits: false,
      logStream: false,
      catalogueSize: 2_000,
    });
    log(`schema, seed and game catalogue: ${seconds(since)} s`);

    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    try {
      since = performance.now();
      const agentId = await generateTree(client, await hashPassword(PASSWORD));
      log(`tree of ${members} members with closure rows: ${seconds(since)} s`);
      since = performance.now();
      const generated = await generatePlay(client, agentId);
      log(
        `${roundCount} rounds, ${generated.transfers} transfers, ${generated.entries} entries (balances checked): ${seconds(since)} s`,
      );
    } finally {
      await client.end();
    }

    await app.listen({ port, host: '127.0.0.1' });
    const token = await login();
    const range = { startDate: day(days - 1), endDate: day(0) };
    const results = [];
    const overview = await time('teamOverview, 30 days', '/wps/agent/team/overview', range, token);
    results.push(overview.row);
    const page1 = await time(
      'teamBets, 30 days, page 1',
      '/wps/agent/team/bets',
      { ...range, page: 1, pageSize: 20 },
      token,
    );
    results.push(page1.row);
    const deep = 500;
    results.push(
      (
        await time(
          `teamBets, page ${deep}`,
          '/wps/agent/team/bets',
          { ...range, page: deep, pageSize: 20 },
          token,
        )
      ).row,
    );
    const last = Math.ceil(page1.value.total / 20);
    results.push(
      (
        await time(
          `teamBets, last page (${last})`,
          '/wps/agent/team/bets',
          { ...range, page: last, pageSize: 20 },
          token,
        )
      ).row,
    );
    const oneMember = 'bm_77';
    results.push(
      (await time('teamBets, one account', '/wps/agent/team/bets', { ...range, account: oneMember }, token))
        .row,
    );
    results.push(
      (await time('teamMembers, sort by balance', '/wps/agent/team/members', { sort: 'balance' }, token)).row,
    );
    results.push((await time('teamProfit, 30 days', '/wps/agent/team/profit', range, token)).row);

    const figures = overview.value;
    log(
      `\nOverview: team ${figures.teamSize}, ${figures.rounds} rounds, valid bet ${figures.validBet}, win/loss ${figures.winLoss}, ` +
        `${figures.series.length} days; team betting total ${page1.value.total}`,
    );
    console.log(`\nAgent team reports (PostgreSQL, ${members} members, ${roundCount} rounds, one client)`);
    console.table(results);

    const out = join(root, 'bench-results/latest.json');
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const stored = existsSync(out)
      ? JSON.parse(readFileSync(out, 'utf8'))
      : { date: new Date().toISOString() };
    writeFileSync(
      out,
      `${JSON.stringify({ ...stored, agents: { members, rounds: roundCount, ledger: 'per round', results } }, null, 2)}\n`,
    );
    console.log(`Agent figures added to ${relative(root, out)}`);
  } finally {
    if (app) await app.close();
    await pool.end().catch(() => {});
    // BENCH_AGENT_KEEP=1 leaves the database for EXPLAIN sessions; drop it by hand afterwards.
    if (process.env.BENCH_AGENT_KEEP === '1') log(`kept database ${dbName}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

if (url) await main();
else console.log('DATABASE_URL is not set: the agent team report figures need PostgreSQL and are skipped.');
