import { randomBytes } from 'node:crypto';
import type { DepositOrder } from '../../../src/core/contract/funds';
import { inPage } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { policyOf } from '../responsible/profiles';
import { assertMayDeposit } from '../responsible/rules';
import type { SettledDeposit, SettlementHook } from '../rounds/settled';
import { depositView, paymentOrderOf } from './deposit-view';
import { requireRealMember } from './guards';
import { openP2pMatch } from './matching';
import { minutes, paymentSettings } from './settings';

export const newReference = (prefix: string): string =>
  `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

export async function depositChannels(db: Db) {
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    minAmount: Number(row.min_minor),
    maxAmount: Number(row.max_minor),
  }));
}

/**
 * Opens a pending deposit order on a channel a payment provider serves (refused otherwise).
 * When another player's withdrawal has room for the whole amount, the order is person to
 * person (the depositor pays that player's bank account); otherwise the provider starts the
 * payment and the depositor is sent to the address it answers.
 */
export async function createDeposit(
  ctx: ServerContext,
  memberId: number,
  input: { channel: string; amount: number },
): Promise<DepositOrder> {
  await requireRealMember(ctx.db, memberId);
  const at = now(ctx);
  const channel = await ctx.db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('code', '=', input.channel)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel) fail('INVALID_INPUT', null, { channel: 'err_invalid_input' });
  if (input.amount < Number(channel.min_minor) || input.amount > Number(channel.max_minor)) {
    fail('AMOUNT_OUT_OF_BOUNDS', { min: Number(channel.min_minor), max: Number(channel.max_minor) });
  }
  const provider = ctx.payments.forChannel(channel.code);
  if (!provider) fail('DEPOSIT_CHANNEL_UNAVAILABLE');
  const settings = await paymentSettings(ctx.db);
  const order = await inTransaction(ctx.db, async (trx) => {
    await assertMayDeposit(trx, memberId, input.amount, at, policyOf(ctx.operator.current()));
    const opened = await trx
      .insertInto('deposit_orders')
      .values({
        order_no: newReference('D'),
        member_id: memberId,
        channel: channel.code,
        amount_minor: input.amount,
        status: 'pending',
        p2p: false,
        provider: provider.name,
        currency: settings.currency,
        pay_url: null,
        created_at: at,
        expires_at: new Date(at.getTime() + minutes(settings.orderExpiryMinutes)),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await openP2pMatch(trx, opened, settings, at)) ?? opened;
  });
  if (order.p2p) return depositView(ctx, ctx.db, order);
  // Outside the order's transaction: a provider may take a while to answer.
  let payUrl: string;
  try {
    payUrl = await provider.startPayment(paymentOrderOf(order));
  } catch (error) {
    ctx.log.error({ err: error, provider: provider.name, orderNo: order.order_no }, 'payment not started');
    await failGatewayDeposit(ctx.db, order.order_no, at);
    fail('DEPOSIT_CHANNEL_UNAVAILABLE');
  }
  const started = await ctx.db
    .updateTable('deposit_orders')
    .set({ pay_url: payUrl })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return depositView(ctx, ctx.db, started);
}

export async function depositOf(
  ctx: ServerContext,
  memberId: number,
  orderNo: string,
): Promise<DepositOrder> {
  const row = await ctx.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) fail('NOT_FOUND');
  return depositView(ctx, ctx.db, row);
}

export async function depositsOf(ctx: ServerContext, memberId: number, page: number, size: number) {
  const rows = await ctx.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$call((select) => inPage(select, { page, pageSize: size }))
    .execute();
  const total = await ctx.db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const list = [];
  for (const row of rows) list.push(await depositView(ctx, ctx.db, row));
  return { list, total: Number(total.count) };
}

/**
 * Credits a pending gateway order exactly once: the status flips from pending to paid and the
 * money moves (house deposits -> player main, keyed by the order) in the same transaction.
 * False when the order was no longer pending (nothing moves).
 */
export async function creditGatewayDeposit(
  db: Db,
  depositSettled: SettlementHook<SettledDeposit>,
  orderNo: string,
  at: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await trx
      .updateTable('deposit_orders')
      .set({ status: 'paid', settled_at: at })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'pending')
      .where('p2p', '=', false)
      .where('expires_at', '>', at)
      .returning(['member_id', 'amount_minor'])
      .executeTakeFirst();
    if (!order) return false;
    const amount = Number(order.amount_minor);
    const depositId = `deposit:${orderNo}`;
    await transfer(trx, {
      idempotencyKey: depositId,
      kind: 'deposit',
      memo: `Deposit ${orderNo}`,
      legs: [
        { accountId: await accountFor(trx, null, 'house_deposits', at), amountMinor: -amount },
        { accountId: await accountFor(trx, order.member_id, 'player_main', at), amountMinor: amount },
      ],
      at,
    });
    await depositSettled.announce(trx, { memberId: order.member_id, depositId, amount, settledAt: at });
    return true;
  });
}

export async function failGatewayDeposit(db: Db, orderNo: string, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable('deposit_orders')
    .set({ status: 'failed', settled_at: at })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .where('p2p', '=', false)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
