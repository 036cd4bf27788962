import type { FastifyInstance, FastifyReply } from 'fastify';
import { now, type ServerContext } from '../../context';
import { creditGatewayDeposit, failGatewayDeposit } from './deposits';
import { CALLBACK_PATH, type GatewayCallback, gatewayCallback } from './gateway-callback';
import { SIGNATURE_HEADER, validSignature } from './gateway-signature';
import { paymentSettings } from './settings';

type Outcome =
  | 'accepted'
  | 'bad_signature'
  | 'malformed'
  | 'replay'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'not_pending';

/** Decides what a signed, well-formed callback does; only 'accepted' moves anything. */
async function apply(ctx: ServerContext, callback: GatewayCallback, at: Date): Promise<Outcome> {
  const seen = await ctx.db
    .selectFrom('gateway_callbacks')
    .select('id')
    .where('callback_id', '=', callback.callbackId)
    .where('outcome', '=', 'accepted')
    .executeTakeFirst();
  if (seen) return 'replay';
  const order = await ctx.db
    .selectFrom('deposit_orders')
    .select(['amount_minor', 'p2p'])
    .where('order_no', '=', callback.orderNo)
    .executeTakeFirst();
  if (!order || order.p2p) return 'unknown_order';
  if (Number(order.amount_minor) !== callback.amount) return 'amount_mismatch';
  const done =
    callback.status === 'success'
      ? await creditGatewayDeposit(ctx.db, ctx.hooks.depositSettled, callback.orderNo, at)
      : await failGatewayDeposit(ctx.db, callback.orderNo, at);
  return done ? 'accepted' : 'not_pending';
}

async function record(ctx: ServerContext, body: string, outcome: Outcome, callback: GatewayCallback | null) {
  const at = now(ctx);
  const values = {
    callback_id: callback?.callbackId ?? null,
    order_no: callback?.orderNo ?? null,
    outcome,
    body: body.slice(0, 2000),
    received_at: at,
  };
  try {
    await ctx.db.insertInto('gateway_callbacks').values(values).execute();
  } catch {
    // Two deliveries of one id raced: the database keeps one accepted row, this one is a replay.
    await ctx.db
      .insertInto('gateway_callbacks')
      .values({ ...values, outcome: 'replay' })
      .execute();
  }
  if (outcome !== 'accepted') ctx.log.warn({ orderNo: values.order_no, outcome }, 'gateway callback refused');
}

function answer(reply: FastifyReply, outcome: Outcome): FastifyReply {
  const status = outcome === 'accepted' ? 200 : outcome === 'bad_signature' ? 401 : 409;
  return reply.status(status).send({ accepted: outcome === 'accepted', outcome });
}

/**
 * The gateway's server-to-server callback. The body is kept raw (the HMAC covers its exact
 * bytes); every callback is recorded with its outcome, and only a valid, first-seen callback
 * for a pending order with the exact amount credits the wallet.
 */
export function callbackRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(CALLBACK_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const settings = await paymentSettings(ctx.db);
      if (!validSignature(settings.gatewaySecret, body, request.headers[SIGNATURE_HEADER])) {
        await record(ctx, body, 'bad_signature', null);
        return answer(reply, 'bad_signature');
      }
      let parsed: ReturnType<typeof gatewayCallback.safeParse>;
      try {
        parsed = gatewayCallback.safeParse(JSON.parse(body));
      } catch {
        parsed = gatewayCallback.safeParse(null);
      }
      if (!parsed.success) {
        await record(ctx, body, 'malformed', null);
        return answer(reply, 'malformed');
      }
      const outcome = await apply(ctx, parsed.data, now(ctx));
      await record(ctx, body, outcome, parsed.data);
      return answer(reply, outcome);
    });
  });
}
