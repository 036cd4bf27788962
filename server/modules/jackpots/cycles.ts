import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { dropPoint, type SeedHmac } from '../../../src/core/jackpots/draw';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { JackpotCyclesTable, JackpotsTable } from './tables';

/** Bytes of a cycle's seed. */
export const SEED_BYTES = 32;

export type PotRow = Selectable<JackpotsTable>;
export type CycleRow = Selectable<JackpotCyclesTable>;

export const seedHashOf = (seed: Uint8Array): string => createHash('sha256').update(seed).digest('hex');

/** HMAC-SHA-256 keyed by the cycle's seed bytes: what the draw rule (src/core/jackpots/draw.ts) signs with. */
export const hmacOf =
  (seed: Uint8Array): SeedHmac =>
  async (message) =>
    new Uint8Array(createHmac('sha256', seed).update(message, 'utf8').digest());

/** The reference a cycle's win carries in the ledger and the winner's account record. */
export const cycleReference = (cycleId: number) => `JPT-${cycleId}`;

/** The pot's own ledger account (house side). */
export const potAccount = (db: Db, jackpotId: number, at: Date) =>
  accountFor(db, null, `jackpot_pot:${jackpotId}`, at);

/**
 * Starts a pot's cycle `number`, inside the caller's transaction (the pot row locked): a fresh 32-byte seed
 * whose SHA-256 is published, the must-drop point the seed draws between the seed amount and the cap, the
 * rules as they are now, and the seed amount paid from `jackpot_seed` into the pot under
 * `jackpot:seed:<cycle id>`. Points the pot at the new cycle.
 */
export async function startCycle(
  trx: Db,
  pot: Pick<PotRow, 'id' | 'kind' | 'seed_minor' | 'cap_minor' | 'stake_per_win_minor'>,
  number: number,
  at: Date,
): Promise<CycleRow> {
  const seed = randomBytes(SEED_BYTES);
  const mustDrop = pot.kind === 'must_drop';
  const point = mustDrop ? await dropPoint(hmacOf(seed), pot.seed_minor, pot.cap_minor as number) : null;
  const cycle = await trx
    .insertInto('jackpot_cycles')
    .values({
      jackpot_id: pot.id,
      number,
      seed,
      seed_hash: seedHashOf(seed),
      seeded_minor: pot.seed_minor,
      cap_minor: mustDrop ? pot.cap_minor : null,
      stake_per_win_minor: mustDrop ? null : pot.stake_per_win_minor,
      drop_point_minor: point,
      value_minor: pot.seed_minor,
      started_at: at,
      won_at: null,
      won_round_id: null,
      won_member_id: null,
      won_game_code: null,
      paid_minor: null,
      reference: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await transfer(trx, {
    idempotencyKey: `jackpot:seed:${cycle.id}`,
    kind: 'jackpot_seed',
    memo: `Jackpot seed (${cycleReference(cycle.id)})`,
    legs: [
      { accountId: await accountFor(trx, null, 'jackpot_seed', at), amountMinor: -pot.seed_minor },
      { accountId: await potAccount(trx, pot.id, at), amountMinor: pot.seed_minor },
    ],
    at,
  });
  await trx.updateTable('jackpots').set({ cycle_id: cycle.id }).where('id', '=', pot.id).execute();
  return cycle;
}
