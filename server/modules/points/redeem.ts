import type { Selectable } from 'kysely';
import type { RedeemRecord } from '../../../src/core/contract/points';
import { type Reader, textIn, translationsOf } from '../../config/localized-text';
import type { PointsConfig } from '../../config/operator';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { rowIdOf } from '../../http/row-id';
import type { ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { DecisionInput, DecisionKind } from '../operator/decisions';
import { returnToStock, takeFromStock } from './rewards';
import type { PointRedemptionsTable } from './tables';

type Redemption = Selectable<PointRedemptionsTable>;

export const referenceNo = (id: number) => `PR${String(id).padStart(6, '0')}`;

/** The redeemed reward's name in the reader's language, else the brand default's, else the name it was stored with. */
function redeemedName(row: Redemption, reader: Reader): string {
  let translations: Record<string, string> = {};
  try {
    translations = JSON.parse(row.name_translations) as Record<string, string>;
  } catch {
    // A row written before names had languages keeps its one name.
  }
  const text = Object.keys(translations).length > 0 ? translations : row.name;
  return textIn(text, reader.language, reader.defaultLanguage) || row.name;
}

export function redeemRecord(row: Redemption, account: string, reader: Reader): RedeemRecord {
  return {
    id: row.id,
    referenceNo: referenceNo(row.id),
    rewardCode: row.reward_code,
    name: redeemedName(row, reader),
    kind: row.kind,
    quantity: row.quantity,
    points: Number(row.points),
    status: row.status,
    time: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    remark: row.remark,
    account,
    address: row.address,
  };
}

export interface RedeemInput {
  rewardCode: string;
  quantity: number;
  address?: string | undefined;
}

/**
 * Redeems a reward (the payment password already checked): takes the items from stock and
 * moves their points from the member's points to a hold, in one transaction; the operator then
 * approves (points spent, a money reward paid) or rejects (points and stock returned).
 */
export async function redeemReward(
  db: Db,
  config: PointsConfig,
  member: { id: number; username: string },
  input: RedeemInput,
  reader: Reader,
  at: Date,
): Promise<RedeemRecord> {
  const known = config.rewards.find((reward) => reward.code === input.rewardCode);
  if (!known) fail('REWARD_NOT_FOUND');
  const address = known.kind === 'goods' ? (input.address ?? '').trim() : '';
  if (known.kind === 'goods' && address === '') fail('INVALID_INPUT', null, { address: 'val_required' });
  const points = known.cost * input.quantity;
  const money = known.kind === 'money' ? known.moneyMinor * input.quantity : 0;
  if (!Number.isSafeInteger(points) || !Number.isSafeInteger(money)) fail('INVALID_INPUT');

  return inTransaction(db, async (trx) => {
    const reward = await takeFromStock(trx, config, input.rewardCode, input.quantity, at);
    const row = await trx
      .insertInto('point_redemptions')
      .values({
        member_id: member.id,
        reward_code: reward.code,
        name: textIn(reward.name, null, reader.defaultLanguage),
        name_translations: JSON.stringify(translationsOf(reward.name, reader.defaultLanguage)),
        kind: reward.kind,
        quantity: input.quantity,
        points,
        money_minor: money,
        address,
        status: 'in_process',
        remark: '',
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      idempotencyKey: `points:redeem:${row.id}:hold`,
      kind: 'points_redeem',
      memo: `Redeem ${row.name} x${input.quantity} (${referenceNo(row.id)})`,
      legs: [
        { accountId: await accountFor(trx, member.id, 'points_member', at), amountMinor: -points },
        { accountId: await accountFor(trx, member.id, 'points_held', at), amountMinor: points },
      ],
      at,
    });
    return redeemRecord(row, member.username, reader);
  });
}

export async function redemptionsOf(
  db: Db,
  member: { id: number; username: string },
  page: number,
  size: number,
  reader: Reader,
) {
  const rows = await db
    .selectFrom('point_redemptions')
    .selectAll()
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const total = await db
    .selectFrom('point_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return { list: rows.map((row) => redeemRecord(row, member.username, reader)), total: Number(total.count) };
}

const decisionView = (row: Redemption) => ({
  status: row.status,
  remark: row.remark,
  points: Number(row.points),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** Approves (points spent; a money reward paid to the main wallet once) or rejects (points and stock back). */
async function decideRedemption(trx: Db, input: DecisionInput) {
  const id = rowIdOf(input.id);
  if (id === null) fail('NOT_FOUND');
  const row = await trx
    .selectFrom('point_redemptions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) fail('NOT_FOUND');
  if (row.status !== 'in_process') fail('REDEMPTION_NOT_PENDING');
  const points = Number(row.points);
  const held = await accountFor(trx, row.member_id, 'points_held', input.at);
  const approve = input.action === 'approve';
  await transfer(trx, {
    idempotencyKey: `points:redeem:${row.id}:${approve ? 'spend' : 'return'}`,
    kind: approve ? 'points_spend' : 'points_return',
    memo: `${approve ? 'Approved' : 'Rejected'}: ${row.name} x${row.quantity} (${referenceNo(row.id)})`,
    legs: [
      { accountId: held, amountMinor: -points },
      {
        accountId: approve
          ? await accountFor(trx, null, 'points_redeemed', input.at)
          : await accountFor(trx, row.member_id, 'points_member', input.at),
        amountMinor: points,
      },
    ],
    at: input.at,
  });
  const money = Number(row.money_minor);
  if (approve && money > 0) {
    await transfer(trx, {
      idempotencyKey: `points:redeem:${row.id}:pay`,
      kind: 'points_reward',
      memo: `${row.name} x${row.quantity} (${referenceNo(row.id)})`,
      legs: [
        { accountId: await accountFor(trx, null, 'house_points', input.at), amountMinor: -money },
        { accountId: await accountFor(trx, row.member_id, 'player_main', input.at), amountMinor: money },
      ],
      at: input.at,
    });
  }
  if (!approve) await returnToStock(trx, row.reward_code, row.quantity);
  const after = await trx
    .updateTable('point_redemptions')
    .set({ status: approve ? 'approved' : 'rejected', remark: input.remark.trim(), decided_at: input.at })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before: decisionView(row), after: decisionView(after) };
}

/** Pending redemptions, as the operator console and CLI list them. */
export function redemptionDecisions(ctx: ServerContext): DecisionKind {
  return {
    kind: 'points_redemption',
    title: 'Points redemptions',
    actions: ['approve', 'reject'],
    remarkRequired: ['reject'],
    async pending(db) {
      const rows = await db
        .selectFrom('point_redemptions')
        .innerJoin('members', 'members.id', 'point_redemptions.member_id')
        .selectAll('point_redemptions')
        .select('members.username')
        .where('point_redemptions.status', '=', 'in_process')
        .orderBy('point_redemptions.id')
        .limit(200)
        .execute();
      const { exchangeRatio } = ctx.operator.current().points;
      return rows.map((row) => ({
        id: String(row.id),
        summary: `${row.username}: ${row.name} x${row.quantity} for ${Number(row.points)} points`,
        details: {
          reference: referenceNo(row.id),
          member: row.username,
          kind: row.kind,
          points: Number(row.points),
          'points worth (minor)': Number(row.points) * exchangeRatio,
          'money paid (minor)': Number(row.money_minor),
          address: row.address || null,
        },
        createdAt: row.created_at,
      }));
    },
    decide: decideRedemption,
  };
}
