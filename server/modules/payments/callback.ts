import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import { sendFailure } from '../../http/envelope';
import type { CallbackRequest, PaymentProvider, VerifiedCallback } from '../../providers/payments';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { creditGatewayDeposit, failGatewayDeposit } from './deposits';
import { callbackPath, signedInWindow } from './signed-callback';

export type CallbackOutcome =
  | 'accepted'
  | 'bad_signature'
  | 'malformed'
  | 'stale'
  | 'replay'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'not_pending';

const STATUS_OF: Record<CallbackOutcome, number> = {
  accepted: 200,
  bad_signature: 401,
  malformed: 400,
  stale: 409,
  replay: 409,
  unknown_order: 409,
  amount_mismatch: 409,
  currency_mismatch: 409,
  not_pending: 409,
};

interface Received {
  provider: string;
  body: string;
  callback: VerifiedCallback | null;
}

async function record(db: Db, received: Received, outcome: CallbackOutcome, at: Date): Promise<void> {
  await db
    .insertInto('gateway_callbacks')
    .values({
      provider: received.provider,
      callback_id: received.callback?.callbackId ?? null,
      order_no: received.callback?.orderNo ?? null,
      outcome,
      body: received.body.slice(0, 2000),
      received_at: at,
    })
    .execute();
}

/** What a verified callback in its window does to its order: only 'accepted' changes anything. */
async function decide(
  trx: Db,
  provider: string,
  callback: VerifiedCallback,
  at: Date,
): Promise<CallbackOutcome> {
  // The order's row lock makes deliveries of one order's callbacks take turns, so the replay
  // check below sees a callback a moment ago accepted.
  const order = await trx
    .selectFrom('deposit_orders')
    .select(['amount_minor', 'currency', 'provider', 'p2p', 'status', 'expires_at'])
    .where('order_no', '=', callback.orderNo)
    .forUpdate()
    .executeTakeFirst();
  const seen = await trx
    .selectFrom('gateway_callbacks')
    .select('id')
    .where('callback_id', '=', callback.callbackId)
    .where('outcome', '=', 'accepted')
    .executeTakeFirst();
  if (seen) return 'replay';
  if (!order || order.p2p || order.provider !== provider) return 'unknown_order';
  if (Number(order.amount_minor) !== callback.amount) return 'amount_mismatch';
  if (order.currency !== callback.currency) return 'currency_mismatch';
  if (order.status !== 'pending' || order.expires_at.getTime() <= at.getTime()) return 'not_pending';
  return 'accepted';
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown })?.code === '23505';

/** Applies a verified callback in its window, recording it in the same transaction. */
async function apply(ctx: ServerContext, received: Received, callback: VerifiedCallback, at: Date) {
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const outcome = await decide(trx, received.provider, callback, at);
      // The record goes first: the database keeps one accepted record per callback id, so a
      // duplicate fails here and rolls back before any money moves.
      await record(trx, received, outcome, at);
      if (outcome !== 'accepted') return outcome;
      const applied =
        callback.status === 'success'
          ? await creditGatewayDeposit(trx, ctx.hooks.depositSettled, callback.orderNo, at)
          : await failGatewayDeposit(trx, callback.orderNo, at);
      if (!applied) throw new Error(`deposit ${callback.orderNo} was not pending under its lock`);
      return outcome;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await record(ctx.db, received, 'replay', at);
    return 'replay';
  }
}

/**
 * Takes one callback from a provider: checked by the provider (signature, shape), then here
 * for the timestamp window, replays, the order's provider, amount, currency and state. Every
 * callback is recorded with its outcome; only a verified, fresh, first-seen callback for a
 * pending order with the exact amount and currency credits the wallet, once (the order leaves
 * pending and the ledger transfer is keyed by the order).
 */
export async function receiveCallback(
  ctx: ServerContext,
  provider: PaymentProvider,
  request: CallbackRequest,
): Promise<CallbackOutcome> {
  const at = now(ctx);
  const check = provider.verifyCallback(request);
  const callback = 'verified' in check ? check.verified : null;
  const received: Received = { provider: provider.name, body: request.body, callback };
  let outcome: CallbackOutcome;
  if (callback && signedInWindow(callback, at)) outcome = await apply(ctx, received, callback, at);
  else {
    outcome = 'refused' in check ? check.refused : 'stale';
    await record(ctx.db, received, outcome, at);
  }
  if (outcome !== 'accepted') {
    ctx.log.warn(
      { provider: provider.name, orderNo: callback?.orderNo ?? null, outcome },
      'payment callback refused',
    );
  }
  return outcome;
}

/**
 * The providers' server-to-server callbacks, at /wps/payments/callback/<provider>. The body is
 * kept as sent (the provider checks its signature); a provider this node does not run answers 404.
 */
export function callbackRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(callbackPath(':provider'), async (request, reply) => {
      const provider = ctx.payments.named(request.params.provider);
      if (!provider) return sendFailure(reply, ApiError.of('NOT_FOUND'));
      const outcome = await receiveCallback(ctx, provider, {
        body: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
      });
      return reply.status(STATUS_OF[outcome]).send({ accepted: outcome === 'accepted', outcome });
    });
  });
}
