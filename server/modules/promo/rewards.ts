import type { Reward } from '../../../src/core/contract/promo';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { rowIdOf } from '../../http/row-id';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import type { DecisionInput, DecisionKind, DecisionOutcome } from '../operator/decisions';
import { attachApplicationImages } from './applications';
import { payReward } from './payout';
import { isOpen, type Promotion, type PromotionEntry, rewardOf } from './states';

const rewardKey = (promotionId: number, memberId: number) => `promotion:${promotionId}:member:${memberId}`;

/** Pays a promotion's reward to the member of its entry, once, and records the payment on the entry. */
async function payEntry(
  trx: Db,
  promotion: Promotion,
  entry: Pick<PromotionEntry, 'id' | 'member_id'>,
  at: Date,
): Promise<number> {
  const transferId = await payReward(trx, {
    rewardKey: rewardKey(promotion.id, entry.member_id),
    memberId: entry.member_id,
    amountMinor: Number(promotion.reward_minor),
    memo: promotion.title,
    at,
  });
  await trx
    .updateTable('promotion_entries')
    .set({ transfer_id: transferId })
    .where('id', '=', entry.id)
    .execute();
  return transferId;
}

async function promotionById(db: Db, promotionId: number): Promise<Promotion> {
  const promotion = await db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', promotionId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!promotion) fail('NOT_FOUND');
  return promotion;
}

async function entryOf(db: Db, promotionId: number, memberId: number): Promise<PromotionEntry | undefined> {
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Every enabled promotion with the member's state in it, in the brand's order. */
export async function rewardCenter(ctx: ServerContext, memberId: number): Promise<Reward[]> {
  const promotions = await ctx.db
    .selectFrom('promotions')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  const entries = await ctx.db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  const byPromotion = new Map(entries.map((entry) => [entry.promotion_id, entry]));
  const at = ctx.clock.now();
  return promotions.map((promotion) => rewardOf(promotion, byPromotion.get(promotion.id), at));
}

/** Joins an open SIGNUP, REQUEST or REFERRAL promotion; joining again changes nothing. */
export async function joinPromotion(
  ctx: ServerContext,
  memberId: number,
  promotionId: number,
): Promise<Reward> {
  const promotion = await promotionById(ctx.db, promotionId);
  if (promotion.kind === 'RAFFLE' || !isOpen(promotion, ctx.clock.now())) fail('PROMOTION_NOT_OPEN');
  await ctx.db
    .insertInto('promotion_entries')
    .values({
      promotion_id: promotionId,
      member_id: memberId,
      state: 'joined',
      comment: null,
      joined_at: now(ctx),
      claimed_at: null,
      transfer_id: null,
    })
    .onConflict((conflict) => conflict.columns(['promotion_id', 'member_id']).doNothing())
    .execute();
  return rewardOf(promotion, await entryOf(ctx.db, promotionId, memberId), ctx.clock.now());
}

/**
 * Asks for the reward of a joined promotion: SIGNUP pays at once (claimed), REQUEST goes to
 * the operator (applying). The entry moves out of `joined` under a row lock, so two requests
 * at once cannot both pass.
 */
export async function requestReward(
  ctx: ServerContext,
  memberId: number,
  input: { promotionId: number; comment?: string | undefined; images?: number[] | undefined },
): Promise<Reward> {
  const promotion = await promotionById(ctx.db, input.promotionId);
  if (promotion.kind !== 'SIGNUP' && promotion.kind !== 'REQUEST') fail('REWARD_NOT_CLAIMABLE');
  // Only an application to the operator carries a comment's images.
  if (promotion.kind !== 'REQUEST' && input.images?.length) {
    fail('INVALID_INPUT', null, { images: 'err_invalid_input' });
  }
  if (!isOpen(promotion, ctx.clock.now())) fail('PROMOTION_NOT_OPEN');
  const at = now(ctx);
  const entry = await inTransaction(ctx.db, async (trx) => {
    const current = await entryOf(trx, promotion.id, memberId);
    if (!current) fail('REWARD_NOT_CLAIMABLE');
    const moved = await trx
      .updateTable('promotion_entries')
      .set(
        promotion.kind === 'SIGNUP'
          ? { state: 'claimed', claimed_at: at }
          : { state: 'applying', comment: input.comment || null, applied_at: at },
      )
      .where('id', '=', current.id)
      .where('state', '=', 'joined')
      .returningAll()
      .executeTakeFirst();
    if (!moved) fail('REWARD_ALREADY_CLAIMED');
    if (promotion.kind !== 'SIGNUP') {
      await attachApplicationImages(trx, memberId, moved.id, input.images ?? []);
      return moved;
    }
    await payEntry(trx, promotion, moved, at);
    return moved;
  });
  return rewardOf(promotion, entry, ctx.clock.now());
}

/** Claims a raffle prize: the first claim pays, every later one is refused. */
export async function claimRaffle(
  ctx: ServerContext,
  memberId: number,
  promotionId: number,
): Promise<Reward> {
  const promotion = await promotionById(ctx.db, promotionId);
  if (promotion.kind !== 'RAFFLE') fail('REWARD_NOT_CLAIMABLE');
  if (!isOpen(promotion, ctx.clock.now())) fail('PROMOTION_NOT_OPEN');
  const at = now(ctx);
  const entry = await inTransaction(ctx.db, async (trx) => {
    const inserted = await trx
      .insertInto('promotion_entries')
      .values({
        promotion_id: promotionId,
        member_id: memberId,
        state: 'claimed',
        comment: null,
        joined_at: at,
        claimed_at: at,
        transfer_id: null,
      })
      .onConflict((conflict) => conflict.columns(['promotion_id', 'member_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) fail('REWARD_ALREADY_CLAIMED');
    await payEntry(trx, promotion, inserted, at);
    return inserted;
  });
  return rewardOf(promotion, entry, ctx.clock.now());
}

/** The operator's decision on an applying REQUEST reward: approve pays it (issued), reject pays nothing. */
export async function decideRewardRequest(
  ctx: ServerContext,
  entryId: number,
  decision: 'approve' | 'reject',
  remark = '',
): Promise<DecisionOutcome> {
  return inTransaction(ctx.db, (trx) =>
    decideApplication(trx, { id: String(entryId), action: decision, remark, at: now(ctx) }),
  );
}

/**
 * Decides an application inside `trx`: it leaves `applying` under its row's update, so a second
 * decision finds nothing to move; approval pays the reward through the ledger under the key of
 * the reward itself, so it is paid once however often it is asked for.
 */
async function decideApplication(trx: Db, input: DecisionInput): Promise<DecisionOutcome> {
  const entryId = rowIdOf(input.id);
  if (entryId === null) fail('NOT_FOUND');
  const approve = input.action === 'approve';
  const moved = await trx
    .updateTable('promotion_entries')
    .set({
      state: approve ? 'issued' : 'rejected',
      claimed_at: approve ? input.at : null,
      decided_at: input.at,
      remark: input.remark || null,
    })
    .where('id', '=', entryId)
    .where('state', '=', 'applying')
    .returningAll()
    .executeTakeFirst();
  if (!moved) {
    const exists = await trx
      .selectFrom('promotion_entries')
      .select('id')
      .where('id', '=', entryId)
      .executeTakeFirst();
    fail(exists ? 'REWARD_NOT_CLAIMABLE' : 'NOT_FOUND');
  }
  const before = { state: 'applying' };
  if (!approve) return { before, after: { state: 'rejected', remark: moved.remark } };
  const promotion = await trx
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', moved.promotion_id)
    .executeTakeFirstOrThrow();
  const transferId = await payEntry(trx, promotion, moved, input.at);
  return { before, after: { state: 'issued', transferId, amountMinor: Number(promotion.reward_minor) } };
}

/** Applications to REQUEST promotions, for the operator to grant (pay the bonus) or reject with a reason. */
export const applicationDecisions: DecisionKind = {
  kind: 'promotion_application',
  title: 'Promotion applications',
  actions: ['approve', 'reject'],
  remarkRequired: ['reject'],
  async pending(db) {
    const rows = await db
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .select(['e.id', 'e.comment', 'e.applied_at', 'e.joined_at', 'p.title', 'p.reward_minor', 'm.username'])
      .select((eb) =>
        eb
          .selectFrom('promotion_application_images as i')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('i.entry_id', '=', 'e.id')
          .as('images'),
      )
      .where('e.state', '=', 'applying')
      .orderBy('e.id')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      summary: `${row.username}: ${row.title} (${Number(row.reward_minor)} minor)`,
      details: {
        member: row.username,
        promotion: row.title,
        'bonus (minor)': Number(row.reward_minor),
        comment: row.comment,
        images: Number(row.images ?? 0),
      },
      createdAt: row.applied_at ?? row.joined_at,
    }));
  },
  decide: decideApplication,
};
