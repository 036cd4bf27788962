import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { MemberType } from '../../../src/core/contract/member-types';
import type { WheelSegment, WheelSpin, WheelState } from '../../../src/core/contract/wheel';
import { type SpinHmac, segmentOf } from '../../../src/core/wheel/outcome';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { inLanguage } from '../operator/definition-input';
import { excludedAt } from '../responsible/excluded';
import type { SettledRound, SettledRoundSet } from '../rounds/settled';
import { mayTakePart } from '../tournaments/board';
import { localIn } from '../wall-clock';
import type { WheelDefinitionsTable, WheelSegmentDefinition } from './tables';

/** Bytes of a server seed. */
export const SEED_BYTES = 32;

export type WheelRow = Pick<
  Selectable<WheelDefinitionsTable>,
  'segments' | 'daily_for_play' | 'from_missions' | 'points_per_spin' | 'updated_at'
>;

/** The brand's day (YYYY-MM-DD) at `at`, in its time zone (operator config `responsibleGaming.timeZone`). */
export const brandDay = (at: Date, timeZone: string): string => localIn(at, timeZone).slice(0, 10);

export const seedHashOf = (seed: Uint8Array): string => createHash('sha256').update(seed).digest('hex');

/** HMAC-SHA-256 keyed by the seed's bytes: what `segmentOf` signs each spin's message with. */
export const hmacOf =
  (seed: Uint8Array): SpinHmac =>
  async (message) =>
    new Uint8Array(createHmac('sha256', seed).update(message, 'utf8').digest());

/** A random client seed for a new member: 16 hex characters (CLIENT_SEED_PATTERN). */
const randomClientSeed = () => randomBytes(8).toString('hex');

/** The brand's wheel, or null when it has none. */
export async function wheelOf(db: Db): Promise<WheelRow | null> {
  const row = await db
    .selectFrom('wheel_definitions')
    .select(['segments', 'daily_for_play', 'from_missions', 'points_per_spin', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

/** How often each pooled segment paid on `day`. */
export async function poolUse(db: Db, day: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('wheel_pool_usage')
    .select(['segment_index', 'used'])
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((row) => [row.segment_index, row.used]));
}

/** The wheel's segments as the contract shows them, with today's pools. */
export async function segmentsView(
  db: Db,
  wheel: WheelRow,
  language: string,
  defaultLanguage: string,
  day: string,
): Promise<WheelSegment[]> {
  const used = await poolUse(db, day);
  return wheel.segments.map((segment, index) => {
    const poolLeft =
      segment.dailyPool === null ? null : Math.max(0, segment.dailyPool - (used.get(index) ?? 0));
    return {
      index,
      label: inLanguage(segment.labels, language, defaultLanguage),
      prize: segment.prize,
      probabilityPpm: segment.probabilityPpm,
      poolLeft,
      empty: poolLeft === 0,
    };
  });
}

/**
 * The member's wheel row, created on first use with a fresh seed and a random client seed. Two first uses at
 * once keep one row; the loser's unused seed is deleted with its transaction's work.
 */
export async function ensureMember(db: Db, memberId: number, at: Date): Promise<void> {
  const exists = await db
    .selectFrom('wheel_members')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (exists) return;
  await inTransaction(db, async (trx) => {
    const seed = randomBytes(SEED_BYTES);
    const { id } = await trx
      .insertInto('wheel_seeds')
      .values({ member_id: memberId, seed, seed_hash: seedHashOf(seed), created_at: at, revealed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = await trx
      .insertInto('wheel_members')
      .values({
        member_id: memberId,
        seed_id: id,
        client_seed: randomClientSeed(),
        next_counter: 1,
        spins_left: 0,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!made) await trx.deleteFrom('wheel_seeds').where('id', '=', id).execute();
  });
}

/** Whether the member's play today earned a spin not yet given (only while the wheel gives daily spins). */
async function dailyPending(db: Db, memberId: number, day: string): Promise<boolean> {
  const granted = await db
    .selectFrom('wheel_grants')
    .select('key')
    .where('key', '=', dailyKey(memberId, day))
    .executeTakeFirst();
  return !granted;
}

export const dailyKey = (memberId: number, day: string) => `daily:${memberId}:${day}`;

/** The member's side of the wheel (contract `WheelState`). */
export async function stateOf(db: Db, memberId: number, at: Date, timeZone: string): Promise<WheelState> {
  await ensureMember(db, memberId, at);
  const row = await db
    .selectFrom('wheel_members')
    .innerJoin('wheel_seeds', 'wheel_seeds.id', 'wheel_members.seed_id')
    .select([
      'wheel_members.spins_left',
      'wheel_members.client_seed',
      'wheel_members.next_counter',
      'wheel_seeds.seed_hash',
    ])
    .where('wheel_members.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const points = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'points_member')
    .executeTakeFirst();
  const wheel = await wheelOf(db);
  const eligible = await mayTakePart(db, memberId, at);
  return {
    spinsLeft: row.spins_left,
    // Playing a round today would still earn today's spin (a member kept out earns none).
    dailySpinPending:
      eligible && !!wheel?.daily_for_play && (await dailyPending(db, memberId, brandDay(at, timeZone))),
    serverSeedHash: row.seed_hash,
    clientSeed: row.client_seed,
    nextCounter: row.next_counter,
    points: Number(points?.balance_minor ?? 0),
    eligible,
  };
}

/**
 * Gives a member `spins` spins once per key (the grant row's key refuses a second), inside the caller's
 * transaction when there is one. Answers whether this call gave them.
 */
export async function grantSpins(
  db: Db,
  grant: {
    key: string;
    memberId: number;
    source: 'daily' | 'mission' | 'bought';
    spins: number;
    at: Date;
    transferId?: number | null;
  },
): Promise<boolean> {
  if (grant.spins <= 0) return false;
  await ensureMember(db, grant.memberId, grant.at);
  return inTransaction(db, async (trx) => {
    const given = await trx
      .insertInto('wheel_grants')
      .values({
        key: grant.key,
        member_id: grant.memberId,
        source: grant.source,
        spins: grant.spins,
        transfer_id: grant.transferId ?? null,
        created_at: grant.at,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!given) return false;
    await trx
      .updateTable('wheel_members')
      .set({ spins_left: sql<number>`spins_left + ${grant.spins}` })
      .where('member_id', '=', grant.memberId)
      .execute();
    return true;
  });
}

/**
 * The round-settled hook: a member's first real round (not free play, a valid bet above 0) of a brand day gives
 * one spin, once (the grant's key names the member and the day), in the settlement's transaction. Members kept
 * out (free play, time-out, self-exclusion, the register) get none.
 */
export async function grantDailySpin(trx: Db, round: SettledRound, timeZone: string): Promise<void> {
  if (round.freePlay || round.validBet <= 0) return;
  const wheel = await wheelOf(trx);
  if (!wheel?.daily_for_play) return;
  const key = dailyKey(round.memberId, brandDay(round.settledAt, timeZone));
  const already = await trx
    .selectFrom('wheel_grants')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst();
  if (already) return;
  if (!(await mayTakePart(trx, round.memberId, round.settledAt))) return;
  await grantSpins(trx, { key, memberId: round.memberId, source: 'daily', spins: 1, at: round.settledAt });
}

/**
 * grantDailySpin for a set (a lottery draw's bets, all settled at one time): one query finds the members whose
 * first real round of the brand day this is and who may take part; each of them gets the day's spin, in the
 * order of their first round in the set.
 */
export async function grantDailySpinsForSet(trx: Db, set: SettledRoundSet, timeZone: string): Promise<void> {
  const wheel = await wheelOf(trx);
  if (!wheel?.daily_for_play) return;
  const day = brandDay(set.settledAt, timeZone);
  const { rows } = await sql<{ member_id: number }>`
    SELECT settled.member_id FROM (${set.rounds}) AS settled
    JOIN members ON members.id = settled.member_id
    WHERE NOT settled.free_play AND settled.valid_bet > 0 AND members.type <> ${MemberType.freePlay}
      AND NOT ${excludedAt('members.id', set.settledAt)}
      AND NOT EXISTS (SELECT 1 FROM wheel_grants g WHERE g.key = 'daily:' || settled.member_id || ':' || ${day})
    GROUP BY settled.member_id
    ORDER BY min(settled.round_id)`.execute(trx);
  for (const { member_id: memberId } of rows) {
    await grantSpins(trx, {
      key: dailyKey(memberId, day),
      memberId,
      source: 'daily',
      spins: 1,
      at: set.settledAt,
    });
  }
}

/** Spins a claimed mission gives, in the claim's transaction, once per mission, member and period. */
export async function grantMissionSpins(
  trx: Db,
  claim: { missionId: number; memberId: number; periodStart: Date; spins: number; at: Date },
): Promise<boolean> {
  const wheel = await wheelOf(trx);
  if (!wheel?.from_missions) return false;
  return grantSpins(trx, {
    key: `mission:${claim.missionId}:${claim.memberId}:${claim.periodStart.toISOString()}`,
    memberId: claim.memberId,
    source: 'mission',
    spins: claim.spins,
    at: claim.at,
  });
}

/** Buys one spin with the wheel's `pointsPerSpin` points, once per request key. */
export async function buySpin(db: Db, memberId: number, requestKey: string, at: Date): Promise<void> {
  const wheel = await wheelOf(db);
  if (!wheel) fail('WHEEL_OFF');
  if (wheel.points_per_spin === null) fail('WHEEL_SPINS_NOT_SOLD');
  const price = wheel.points_per_spin;
  if (!(await mayTakePart(db, memberId, at))) fail('WHEEL_NOT_ELIGIBLE');
  await ensureMember(db, memberId, at);
  const key = `bought:${memberId}:${requestKey}`;
  await inTransaction(db, async (trx) => {
    await trx
      .selectFrom('wheel_members')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const done = await trx.selectFrom('wheel_grants').select('key').where('key', '=', key).executeTakeFirst();
    if (done) return;
    // The ledger refuses points below zero (POINTS_INSUFFICIENT).
    const moved = await transfer(trx, {
      idempotencyKey: `wheel:buy:${memberId}:${requestKey}`,
      kind: 'wheel_spin_bought',
      memo: 'Lucky wheel spin',
      legs: [
        { accountId: await accountFor(trx, memberId, 'points_member', at), amountMinor: -price },
        { accountId: await accountFor(trx, null, 'points_redeemed', at), amountMinor: price },
      ],
      at,
    });
    await grantSpins(trx, { key, memberId, source: 'bought', spins: 1, at, transferId: moved.transferId });
  });
}

interface SpinRow {
  id: number;
  counter: number;
  client_seed: string;
  segment_index: number;
  prize_kind: 'money' | 'points' | 'nothing';
  prize_amount: number;
  pool_empty: boolean;
  probabilities: number[];
  reference: string | null;
  created_at: Date;
  seed_hash: string;
  seed: Uint8Array;
  revealed_at: Date | null;
}

const spinColumns = [
  'wheel_spins.id',
  'wheel_spins.counter',
  'wheel_spins.client_seed',
  'wheel_spins.segment_index',
  'wheel_spins.prize_kind',
  'wheel_spins.prize_amount',
  'wheel_spins.pool_empty',
  'wheel_spins.probabilities',
  'wheel_spins.reference',
  'wheel_spins.created_at',
  'wheel_seeds.seed_hash',
  'wheel_seeds.seed',
  'wheel_seeds.revealed_at',
] as const;

/** A spin as the contract shows it: the server seed only once it was rotated away. */
export const spinView = (row: SpinRow): WheelSpin => ({
  spinId: row.id,
  counter: row.counter,
  clientSeed: row.client_seed,
  serverSeedHash: row.seed_hash,
  serverSeed: row.revealed_at ? Buffer.from(row.seed).toString('hex') : null,
  segmentIndex: row.segment_index,
  prize: { kind: row.prize_kind, amount: Number(row.prize_amount) },
  poolEmpty: row.pool_empty,
  probabilities: row.probabilities,
  at: row.created_at.toISOString(),
  reference: row.reference,
});

const spinQuery = (db: Db) =>
  db
    .selectFrom('wheel_spins')
    .innerJoin('wheel_seeds', 'wheel_seeds.id', 'wheel_spins.seed_id')
    .select(spinColumns);

export async function spinById(db: Db, spinId: number): Promise<WheelSpin> {
  return spinView(await spinQuery(db).where('wheel_spins.id', '=', spinId).executeTakeFirstOrThrow());
}

/** The member's spins, newest first. */
export async function spinsOf(db: Db, memberId: number, page: number, pageSize: number) {
  const rows = await spinQuery(db)
    .where('wheel_spins.member_id', '=', memberId)
    .orderBy('wheel_spins.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('wheel_spins')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { list: rows.map(spinView), page, pageSize, total: Number(total) };
}

/** The reference a paid spin carries in the account record or the points details. */
export const spinReference = (spinId: number) => `WHL-${spinId}`;

/**
 * Spins once, in one transaction: the member's wheel row locked (a member's spins take counters one after
 * another), refused without spins or when the member may not take part; the segment follows from the seeds by
 * `segmentOf`; a pooled segment takes one from today's pool (the pool row's upsert is race-safe), and an empty
 * pool pays nothing; the prize moves through the ledger under `wheel:spin:<spinId>`. The same request key
 * answers the same spin.
 */
export async function spin(
  db: Db,
  memberId: number,
  requestKey: string,
  at: Date,
  timeZone: string,
): Promise<WheelSpin> {
  const wheel = await wheelOf(db);
  if (!wheel) fail('WHEEL_OFF');
  await ensureMember(db, memberId, at);
  const spinId = await inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom('wheel_members')
      .innerJoin('wheel_seeds', 'wheel_seeds.id', 'wheel_members.seed_id')
      .select([
        'wheel_members.seed_id',
        'wheel_members.client_seed',
        'wheel_members.next_counter',
        'wheel_members.spins_left',
        'wheel_seeds.seed',
      ])
      .where('wheel_members.member_id', '=', memberId)
      .forUpdate(['wheel_members'])
      .executeTakeFirstOrThrow();
    const repeated = await trx
      .selectFrom('wheel_spins')
      .select('id')
      .where('member_id', '=', memberId)
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    if (repeated) return repeated.id;
    // Read again under the lock: the operator may have replaced the wheel since.
    const current = (await wheelOf(trx)) ?? fail('WHEEL_OFF');
    if (!(await mayTakePart(trx, memberId, at))) fail('WHEEL_NOT_ELIGIBLE');
    if (member.spins_left <= 0) fail('WHEEL_NO_SPINS');
    const probabilities = current.segments.map((segment) => segment.probabilityPpm);
    const counter = member.next_counter;
    const index = await segmentOf(hmacOf(member.seed), member.client_seed, counter, probabilities);
    const segment = current.segments[index] as WheelSegmentDefinition;
    const poolEmpty = !(await takeFromPool(trx, segment, index, brandDay(at, timeZone)));
    const prize = poolEmpty ? { kind: 'nothing' as const, amount: 0 } : segment.prize;
    await trx
      .updateTable('wheel_members')
      .set({ next_counter: counter + 1, spins_left: member.spins_left - 1 })
      .where('member_id', '=', memberId)
      .execute();
    const { id } = await trx
      .insertInto('wheel_spins')
      .values({
        member_id: memberId,
        seed_id: member.seed_id,
        counter,
        client_seed: member.client_seed,
        segment_index: index,
        prize_kind: prize.kind,
        prize_amount: prize.amount,
        pool_empty: poolEmpty,
        probabilities: JSON.stringify(probabilities),
        request_key: requestKey,
        transfer_id: null,
        reference: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (prize.kind !== 'nothing' && prize.amount > 0) {
      const money = prize.kind === 'money';
      const reference = spinReference(id);
      const moved = await transfer(trx, {
        idempotencyKey: `wheel:spin:${id}`,
        kind: 'wheel_prize',
        memo: `Lucky wheel (${reference})`,
        legs: [
          {
            accountId: await accountFor(trx, null, money ? 'house_wheel' : 'points_issued', at),
            amountMinor: -prize.amount,
          },
          {
            accountId: await accountFor(trx, memberId, money ? 'player_main' : 'points_member', at),
            amountMinor: prize.amount,
          },
        ],
        at,
      });
      await trx
        .updateTable('wheel_spins')
        .set({ transfer_id: moved.transferId, reference })
        .where('id', '=', id)
        .execute();
    }
    return id;
  });
  return spinById(db, spinId);
}

/**
 * Takes one from a pooled segment's pool for the day; answers false when it is empty. The upsert locks the day's
 * pool row, so concurrent spins never take more than the pool holds.
 */
async function takeFromPool(
  trx: Db,
  segment: WheelSegmentDefinition,
  index: number,
  day: string,
): Promise<boolean> {
  if (segment.dailyPool === null) return true;
  if (segment.dailyPool <= 0) return false;
  const taken = await trx
    .insertInto('wheel_pool_usage')
    .values({ day, segment_index: index, used: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'segment_index'])
        .doUpdateSet({ used: sql<number>`wheel_pool_usage.used + 1` })
        .where('wheel_pool_usage.used', '<', segment.dailyPool as number),
    )
    .returning('used')
    .executeTakeFirst();
  return !!taken;
}

/** Sets the member's client seed (the contract checks CLIENT_SEED_PATTERN); later spins sign with it. */
export async function setClientSeed(db: Db, memberId: number, clientSeed: string, at: Date): Promise<void> {
  await ensureMember(db, memberId, at);
  await db
    .updateTable('wheel_members')
    .set({ client_seed: clientSeed })
    .where('member_id', '=', memberId)
    .execute();
}

/**
 * Reveals the member's current server seed (every spin made with it can now be checked) and draws a new one;
 * the counter starts again at 1. Answers the revealed seed and its hash.
 */
export async function rotateSeed(
  db: Db,
  memberId: number,
  at: Date,
): Promise<{ revealedSeed: string; revealedHash: string }> {
  await ensureMember(db, memberId, at);
  return inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom('wheel_members')
      .innerJoin('wheel_seeds', 'wheel_seeds.id', 'wheel_members.seed_id')
      .select(['wheel_members.seed_id', 'wheel_seeds.seed', 'wheel_seeds.seed_hash'])
      .where('wheel_members.member_id', '=', memberId)
      .forUpdate(['wheel_members'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('wheel_seeds').set({ revealed_at: at }).where('id', '=', member.seed_id).execute();
    const seed = randomBytes(SEED_BYTES);
    const { id } = await trx
      .insertInto('wheel_seeds')
      .values({ member_id: memberId, seed, seed_hash: seedHashOf(seed), created_at: at, revealed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('wheel_members')
      .set({ seed_id: id, next_counter: 1 })
      .where('member_id', '=', memberId)
      .execute();
    return { revealedSeed: Buffer.from(member.seed).toString('hex'), revealedHash: member.seed_hash };
  });
}
