import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, service } from '../../../src/core/contract';
import { MAX_SERVICE_TEXT, TICKET_SECONDS } from '../../../src/core/contract/service';
import { now, type ServerContext } from '../../context';
import { fail, sendFailure, success } from '../../http/envelope';
import { route } from '../../http/route';
import { sha256 } from '../../security/tokens';
import { OPERATOR_NAME_HEADER, type OperatorGate } from '../operator/routes';
import { addMessage, conversationsForOperator, history, markRead } from './conversations';
import { conversationChannel, OPERATORS_CHANNEL, SERVICE_SOCKET_PATH, serviceSocket } from './socket';
import { issueTicket, type ServiceCustomer, TICKETS_PER_MINUTE } from './tickets';

const replyBody = z.object({ text: z.string().trim().min(1).max(MAX_SERVICE_TEXT) }).strict();
const conversationParams = z.object({ id: z.coerce.number().int().positive() }).strict();
const historyQuery = z.object({ before: z.coerce.number().int().positive().optional() }).strict();

/**
 * Live customer service: tickets and the customer-service links for the browser, the socket, and
 * the operator's side (`/operator/api/service/…`, behind the operator key): the conversations
 * waiting, their messages, and replies, which reach the customer's sockets on every node.
 */
export async function serviceRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  operatorGate: OperatorGate,
  csTypeOf: (memberId: number) => Promise<'LIVECHAT' | 'VIP'>,
): Promise<void> {
  /** The customer a ticket is asked for: the session's member, else the visitor's own key. */
  const customerOf = (
    session: { memberId: number; tokenHash: string } | null,
    visitorKey: string | undefined,
  ): ServiceCustomer => {
    if (session) return { kind: 'member', memberId: session.memberId, sessionHash: session.tokenHash };
    if (visitorKey) return { kind: 'visitor', visitorHash: sha256(visitorKey) };
    return fail('NOT_LOGGED_IN');
  };
  const ticketFor = async (customer: ServiceCustomer, ip: string) => {
    const who = customer.kind === 'member' ? `m${customer.memberId}` : `v${customer.visitorHash}`;
    for (const key of [`service-ticket:${who}`, `service-ticket-ip:${ip}`]) {
      const rate = await ctx.limiter.hit(key, TICKETS_PER_MINUTE * (key.includes('-ip:') ? 5 : 1), 60_000);
      if (!rate.allowed)
        fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(rate.retryAfterMs / 1000) });
    }
    return issueTicket(ctx, customer);
  };

  route(
    app,
    ctx,
    service.ticket,
    async (input, call) => ({
      ticket: await ticketFor(customerOf(call.session, input.visitorKey), call.ip),
      expiresInSeconds: TICKET_SECONDS,
    }),
    { optionalSession: true },
  );

  route(
    app,
    ctx,
    service.customerService,
    async (input, call) => {
      const customer = customerOf(call.session, input.visitorKey);
      const csType = customer.kind === 'member' ? await csTypeOf(customer.memberId) : 'LIVECHAT';
      const ticket = await ticketFor(customer, call.ip);
      const pathList: { type: number; csType: 'TELEGRAM' | 'LIVECHAT' | 'VIP'; path: string }[] = [];
      const telegram = ctx.operator.current().telegramUrl;
      if (telegram) pathList.push({ type: 1, csType: 'TELEGRAM', path: telegram });
      // The live chat window: a one-time ticket in the link, never the session token.
      pathList.push({
        type: 3,
        csType,
        path: `${ctx.publicUrl}/service/chat?ticket=${encodeURIComponent(ticket)}`,
      });
      return { version: { pathList } };
    },
    { optionalSession: true },
  );

  await serviceSocket(app, ctx, csTypeOf);

  app.get('/operator/api/service/conversations', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    return success({ conversations: await conversationsForOperator(ctx.db) });
  });

  app.get('/operator/api/service/conversations/:id/messages', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    const params = conversationParams.safeParse(request.params);
    const query = historyQuery.safeParse(request.query ?? {});
    if (!params.success || !query.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const page = await history(ctx.db, params.data.id, query.data.before);
    await markRead(ctx.db, params.data.id, 'operator');
    return success(page);
  });

  app.post('/operator/api/service/conversations/:id/reply', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    const params = conversationParams.safeParse(request.params);
    const body = replyBody.safeParse(request.body);
    if (!params.success || !body.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const exists = await ctx.db
      .selectFrom('service_conversations')
      .select('id')
      .where('id', '=', params.data.id)
      .executeTakeFirst();
    if (!exists) return sendFailure(reply, ApiError.of('NOT_FOUND'));
    const given = request.headers[OPERATOR_NAME_HEADER];
    const operator = typeof given === 'string' && /^[\x20-\x7e]{1,64}$/.test(given) ? given : 'operator';
    const message = await addMessage(ctx.db, params.data.id, 'operator', body.data.text, now(ctx), operator);
    await ctx.fanout.publish(conversationChannel(params.data.id), { type: 'message', message });
    await ctx.fanout.publish(OPERATORS_CHANNEL, { conversationId: params.data.id });
    return success({ message });
  });
}

export { SERVICE_SOCKET_PATH };
