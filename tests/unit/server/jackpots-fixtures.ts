import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction } from '../../../server/db/transaction';
import { createJackpot } from '../../../server/modules/jackpots/definitions';
import type { SeedHmac } from '../../../src/core/jackpots/draw';
import type { TestServer } from './harness';

let rounds = 0;

/** A pot definition: must-drop unless told otherwise, on the test vendor JPT's games. */
export function potDefinition(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    names: { en: `Pot ${code}`, es: `Bote ${code}` },
    kind: 'must_drop',
    eligible: { vendors: ['JPT'], categories: [], games: [] },
    contributionPpm: 10_000,
    seedMinor: 10_000,
    capMinor: 50_000,
    stakePerWinMinor: null,
    ...overrides,
  };
}

/** Retires every pot so far: each test's rounds then reach only the pots it creates. */
export const retireAll = (server: TestServer) =>
  server.ctx.db
    .updateTable('jackpots')
    .set({ retired_at: new Date(server.clock.now()) })
    .where('retired_at', 'is', null)
    .execute();

/** Creates a pot straight through the definitions (the operator API is tested on its own). */
export const createPot = (server: TestServer, code: string, overrides: Record<string, unknown> = {}) =>
  createJackpot(server.ctx.db, potDefinition(code, overrides), 'en', new Date(server.clock.now()));

/** A progressive pot a round practically never wins (1 in 2^53 per unit staked). */
export const neverWins = { kind: 'progressive', capMinor: null, stakePerWinMinor: Number.MAX_SAFE_INTEGER };

export interface TestRound {
  roundId?: string;
  validBet?: number;
  freePlay?: boolean;
  vendorCode?: string;
  gameCode?: string;
  gameType?: string;
}

/** Announces a settled round on the hook, in its own transaction, as a settlement does; answers its id. */
export async function settle(server: TestServer, memberId: number, round: TestRound = {}): Promise<string> {
  rounds += 1;
  const roundId = round.roundId ?? `JPT:r${rounds}-${Math.random().toString(36).slice(2, 8)}`;
  await inTransaction(server.ctx.db, (trx) =>
    server.ctx.hooks.roundSettled.announce(trx, {
      memberId,
      roundId,
      validBet: round.validBet ?? 1_000,
      payout: 0,
      gameType: round.gameType ?? 'RNG',
      gameCode: round.gameCode ?? 'jpt-slot',
      vendorCode: round.vendorCode ?? 'JPT',
      settledAt: new Date(server.clock.now()),
      freePlay: round.freePlay ?? false,
    }),
  );
  return roundId;
}

export const hmacOfHex =
  (seedHex: string): SeedHmac =>
  async (message) =>
    new Uint8Array(createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message, 'utf8').digest());

/** A ledger account's balance, by kind and member (null: the house's). */
export async function balanceOf(
  server: TestServer,
  kind: string,
  memberId: number | null = null,
): Promise<number> {
  let query = server.ctx.db.selectFrom('ledger_accounts').select('balance_minor').where('kind', '=', kind);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  return Number((await query.executeTakeFirst())?.balance_minor ?? 0);
}

/** A pot's contribution rows, oldest first. */
export const contributionRows = (server: TestServer, jackpotId: number) =>
  server.ctx.db
    .selectFrom('jackpot_contributions')
    .selectAll()
    .where('jackpot_id', '=', jackpotId)
    .orderBy('id')
    .execute();

export const cycleRows = (server: TestServer, jackpotId: number) =>
  server.ctx.db
    .selectFrom('jackpot_cycles')
    .selectAll()
    .where('jackpot_id', '=', jackpotId)
    .orderBy('number')
    .execute();

/**
 * The audit identity worked out here from the rows alone: every cycle's seed plus every round's contribution
 * equals the running cycle's seed and contributions plus every win paid; and each won cycle paid exactly its
 * seed and its own contributions.
 */
export async function identityFromRows(server: TestServer, jackpotId: number) {
  const cycles = await cycleRows(server, jackpotId);
  const rows = await contributionRows(server, jackpotId);
  const ofCycle = (cycleId: number) =>
    rows.filter((row) => row.cycle_id === cycleId).reduce((sum, row) => sum + row.amount_minor, 0);
  const seeded = cycles.reduce((sum, cycle) => sum + cycle.seeded_minor, 0);
  const contributed = rows.reduce((sum, row) => sum + row.amount_minor, 0);
  const paid = cycles.reduce((sum, cycle) => sum + (cycle.paid_minor ?? 0), 0);
  const running = cycles.filter((cycle) => cycle.won_at === null);
  const value = running.reduce((sum, cycle) => sum + cycle.seeded_minor + ofCycle(cycle.id), 0);
  const cyclesPaidTheirOwn = cycles
    .filter((cycle) => cycle.won_at !== null)
    .every((cycle) => cycle.paid_minor === cycle.seeded_minor + ofCycle(cycle.id));
  return { seeded, contributed, paid, value, running: running.length, cyclesPaidTheirOwn };
}

/** Every asset's entries sum to zero (double entry holds). */
export async function ledgerSums(server: TestServer): Promise<Record<string, number>> {
  const { rows } = await sql<{
    asset: string;
    total: string | number;
  }>`SELECT a.asset, sum(e.amount_minor) AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY a.asset`.execute(
    server.ctx.db,
  );
  return Object.fromEntries(rows.map((row) => [row.asset, Number(row.total)]));
}
