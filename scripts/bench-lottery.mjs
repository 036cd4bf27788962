#!/usr/bin/env node
// Figures, not pass/fail: settling one lottery draw holding 100,000 bets (BENCH_LOTTERY_BETS),
// on in-memory PGlite and (when DATABASE_URL is set) on PostgreSQL in a throwaway schema. The
// bets are lô, đề, 3 càng and xiên 2 on the northern draw, from 2,000 members, their stakes taken
// into the lottery's holding account through the ledger. Settlement runs as the runner runs it
// (one transaction: one UPDATE of the bets, one set-based ledger transfer); afterwards the ledger
// must still sum to zero and the holding account be empty. The draw's bets are announced on the
// round-settled hook with every subscriber a server attaches (server/modules/index.ts,
// subscribeSettlementHooks: points, VIP, limit alerts, tournaments, the wheel, jackpots; each by its
// set form), so the figure includes crediting points and reviewing VIP ranks for the 2,000 members.
// Prints a table and adds a "lottery" section to bench-results/latest.json.
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { register } from 'tsx/esm/api';
import { onEachEngine, reportFigures } from './bench-engines.mjs';

const root = resolve(import.meta.dirname, '..');
const betCount = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
const memberCount = 2_000;

register();
const server = (path) => import(join(root, path));
const { createDb, postgresPool } = await server('server/db/connection.ts');
const { migrate } = await server('server/db/migrations.ts');
const { handedFunctions, migrationPlan, subscribeSettlementHooks } = await server('server/modules/index.ts');
const { accountFor } = await server('server/modules/ledger/accounts.ts');
const { transferSet } = await server('server/modules/ledger/transfer-set.ts');
const { ensureDraws } = await server('server/modules/lottery/draws.ts');
const { lotteryGame } = await server('server/modules/lottery/games.ts');
const { drawsAfter } = await server('server/modules/lottery/schedule.ts');
const { DrawSeeds } = await server('server/modules/lottery/seeds.ts');
const { settleDraw } = await server('server/modules/lottery/settlement.ts');
const { seedVendorsIfMissing } = await server('server/modules/vendors/seed.ts');
const { seedLotteryGames } = await server('server/modules/lottery/catalogue.ts');
const { createSettlementHooks } = await server('server/modules/rounds/settled.ts');
const { staticOperatorConfig } = await server('server/config/operator.ts');

/**
 * The round-settled hook as a server has it, subscribed by the server's own list. The subscribers read
 * the database, the operator's config and the hooks from the context; nothing else of a server runs.
 */
function serverHooks(db) {
  const ctx = { db, operator: staticOperatorConfig(), hooks: createSettlementHooks() };
  subscribeSettlementHooks(ctx, handedFunctions(ctx));
  return ctx.hooks.roundSettled;
}

const seeds = new DrawSeeds(Buffer.alloc(32, 42));
const round1 = (value) => Math.round(value * 10) / 10;

/** Members with funded wallets, one open northern draw, and its bets with their stakes held. */
async function prepare(db) {
  await migrate(db, migrationPlan);
  await seedVendorsIfMissing(db);
  await seedLotteryGames(db);
  const at = new Date('2025-01-15T08:00:00Z');
  const draw = drawsAfter(lotteryGame('XSMB'), at, 1)[0];
  const [row] = await ensureDraws(db, seeds, [draw], at);
  const house = await accountFor(db, null, 'house_seed', at);
  const hold = await accountFor(db, null, 'hold_lottery', at);
  await sql`INSERT INTO members (username, username_lower, password_hash, password_changed_at, type, profile, created_at)
    SELECT 'bench_' || g, 'bench_' || g, '-', ${at}, 0, '{}', ${at} FROM generate_series(1, ${memberCount}) g`.execute(
    db,
  );
  await sql`INSERT INTO ledger_accounts (member_id, kind, created_at)
    SELECT id, 'player_main', ${at} FROM members WHERE username LIKE 'bench\\_%'`.execute(db);
  const perMember = Math.ceil(betCount / memberCount) * 1_000;
  await transferSet(db, {
    idempotencyKey: 'bench:fund',
    kind: 'seed',
    memo: 'bench funding',
    legs: sql`SELECT id, ${perMember}::bigint FROM ledger_accounts WHERE kind = 'player_main'
      UNION ALL SELECT ${house}::integer, ${-perMember * memberCount}::bigint`,
    at,
  });
  // Plays in the mix a real draw sees: mostly lô, then đề, xiên 2 and 3 càng.
  await sql`INSERT INTO lottery_bets (draw_ref, member_id, account_id, game_code, play_type, selection,
      stake_minor, odds_milli, status, placed_at)
    SELECT ${row.id}, a.member_id, a.id, 'XSMB', play.type,
      CASE play.type
        WHEN 'bacang' THEN ARRAY[lpad((g * 7919 % 1000)::text, 3, '0')]
        WHEN 'xien2' THEN ARRAY[lpad((g % 50)::text, 2, '0'), lpad((50 + g * 31 % 50)::text, 2, '0')]
        ELSE ARRAY[lpad((g * 37 % 100)::text, 2, '0')]
      END,
      100 + (g % 10) * 100, play.odds, 'open', ${at}
    FROM generate_series(1, ${betCount}) g
    JOIN ledger_accounts a ON a.kind = 'player_main' AND a.member_id = (
      SELECT id FROM members WHERE username = 'bench_' || (1 + g % ${memberCount}))
    CROSS JOIN LATERAL (SELECT CASE
        WHEN g % 10 < 7 THEN 'lo' WHEN g % 10 = 7 THEN 'de' WHEN g % 10 = 8 THEN 'xien2' ELSE 'bacang' END AS type) kind
    CROSS JOIN LATERAL (SELECT kind.type, CASE kind.type
        WHEN 'lo' THEN 3500 WHEN 'de' THEN 95000 WHEN 'xien2' THEN 17000 ELSE 950000 END AS odds) play`.execute(
    db,
  );
  await transferSet(db, {
    idempotencyKey: 'bench:stakes',
    kind: 'lottery_bet',
    memo: 'bench stakes',
    legs: sql`SELECT account_id, -stake_minor FROM lottery_bets WHERE draw_ref = ${row.id}
      UNION ALL SELECT ${hold}::integer, sum(stake_minor) FROM lottery_bets WHERE draw_ref = ${row.id}`,
    at,
  });
  await sql`ANALYZE`.execute(db);
  return { draw, drawRef: row.id };
}

async function measure(engine, db) {
  const { draw, drawRef } = await prepare(db);
  const started = performance.now();
  const settled = await settleDraw(db, seeds, serverHooks(db), drawRef, draw.drawAt);
  const seconds = (performance.now() - started) / 1000;
  const check = await sql`SELECT
      (SELECT sum(balance_minor) FROM ledger_accounts) AS total,
      (SELECT balance_minor FROM ledger_accounts WHERE kind = 'hold_lottery') AS held,
      (SELECT count(*) FROM lottery_bets WHERE status = 'open') AS open,
      (SELECT count(*) FROM lottery_bets WHERE status = 'won') AS won,
      (SELECT count(*) FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE t.kind = 'points_earn') AS point_entries`.execute(db);
  const { total, held, open, won, point_entries } = check.rows[0];
  if (Number(total) !== 0 || Number(held) !== 0 || Number(open) !== 0) {
    throw new Error(`${engine}: settlement left the ledger unbalanced or bets open`);
  }
  if (Number(point_entries) === 0) throw new Error(`${engine}: the settled bets earned no points`);
  return {
    engine,
    bets: settled.bets,
    members: memberCount,
    won: Number(won),
    settleSeconds: Math.round(seconds * 100) / 100,
    betsPerSecond: round1(settled.bets / seconds),
  };
}

const rows = await onEachEngine({ createDb, postgresPool }, measure);
reportFigures('lottery', `Lottery settlement (one draw, ${betCount.toLocaleString('en')} bets)`, rows);
