import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, service } from '../../../src/core/contract';
import { rowId, rowIdInQuery } from '../../../src/core/contract/ids';
import { MAX_SERVICE_TEXT, TICKET_SECONDS } from '../../../src/core/contract/service';
import { clientIp } from '../../http/client-ip';
import { fail, sendFailure, success } from '../../http/envelope';
import { route } from '../../http/route';
import { MemberSockets } from '../../realtime/socket-guard';
import { sha256 } from '../../security/tokens';
import { now, type ServerContext } from '../context';
import { type OperatorGate, operatorName } from '../operator/routes';
import { addMessage, conversationsForOperator, history, markRead } from './conversations';
import { MUTES_CHANNEL, roomChannel, roomSocket } from './room-socket';
import { mutedUntil, roomList } from './rooms';
import { conversationChannel, OPERATORS_CHANNEL, SERVICE_SOCKET_PATH, serviceSocket } from './socket';
import { issueTicket, type ServiceCustomer, TICKETS_PER_MINUTE } from './tickets';

const replyBody = z.object({ text: z.string().trim().min(1).max(MAX_SERVICE_TEXT) }).strict();
const conversationParams = z.object({ id: rowIdInQuery }).strict();
const historyQuery = z.object({ before: z.optional(rowIdInQuery) }).strict();
const muteBody = z
  .object({
    memberId: rowId,
    minutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
const deleteBody = z.object({ reason: z.string().trim().max(200).default('') }).strict();

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

  const memberSockets = await MemberSockets.listen(ctx);
  await serviceSocket(app, ctx, memberSockets, csTypeOf);
  roomSocket(app, ctx, memberSockets);

  route(app, ctx, service.rooms, async () => ({ rooms: await roomList(ctx.db) }));

  /** Writes one moderation step to the operator's audit log, with who took it and from where. */
  const audit = async (
    request: FastifyRequest,
    entry: { kind: string; subject: string; action: string; remark: string; before: unknown; after: unknown },
  ) => {
    await ctx.db
      .insertInto('operator_audit')
      .values({
        operator: operatorName(request),
        ip: clientIp(request, ctx.operator.current()),
        kind: entry.kind,
        subject_id: entry.subject,
        action: entry.action,
        remark: entry.remark,
        before: JSON.stringify(entry.before ?? null),
        after: JSON.stringify(entry.after ?? null),
        created_at: now(ctx),
      })
      .execute();
  };

  app.get('/operator/api/rooms/:id/messages', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    const params = conversationParams.safeParse(request.params);
    if (!params.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const rows = await ctx.db
      .selectFrom('chat_room_messages')
      .select(['id', 'member_id', 'author', 'text', 'created_at', 'deleted_at'])
      .where('room_id', '=', params.data.id)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return success({
      messages: rows.map((row) => ({
        id: row.id,
        memberId: row.member_id,
        author: row.author,
        text: row.text,
        at: row.created_at.toISOString(),
        deleted: row.deleted_at !== null,
      })),
    });
  });

  app.post('/operator/api/rooms/mute', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    const body = muteBody.safeParse(request.body);
    if (!body.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const { memberId, minutes, reason } = body.data;
    const member = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) return sendFailure(reply, ApiError.of('NOT_FOUND'));
    const at = now(ctx);
    const until = new Date(at.getTime() + minutes * 60_000);
    const before = await mutedUntil(ctx.db, memberId, at);
    await ctx.db
      .insertInto('chat_mutes')
      .values({ member_id: memberId, until, reason })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ until, reason }))
      .execute();
    await audit(request, {
      kind: 'chat_mute',
      subject: String(memberId),
      action: 'mute',
      remark: reason,
      before: { mutedUntil: before?.toISOString() ?? null },
      after: { mutedUntil: until.toISOString() },
    });
    await ctx.fanout.publish(MUTES_CHANNEL, { memberId, until: until.toISOString() });
    return success({ memberId, until: until.toISOString() });
  });

  app.post('/operator/api/rooms/messages/:id/delete', async (request, reply) => {
    const refused = await operatorGate(request, reply, true);
    if (refused) return refused;
    const params = conversationParams.safeParse(request.params);
    const body = deleteBody.safeParse(request.body ?? {});
    if (!params.success || !body.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const deleted = await ctx.db
      .updateTable('chat_room_messages')
      .set({ deleted_at: now(ctx) })
      .where('id', '=', params.data.id)
      .where('deleted_at', 'is', null)
      .returning(['id', 'room_id', 'author', 'text'])
      .executeTakeFirst();
    if (!deleted) return sendFailure(reply, ApiError.of('NOT_FOUND'));
    await audit(request, {
      kind: 'chat_message',
      subject: String(deleted.id),
      action: 'delete',
      remark: body.data.reason,
      before: { author: deleted.author, text: deleted.text },
      after: null,
    });
    await ctx.fanout.publish(roomChannel(deleted.room_id), { type: 'deleted', id: deleted.id });
    return success({ id: deleted.id });
  });

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
    const message = await addMessage(
      ctx.db,
      params.data.id,
      'operator',
      body.data.text,
      now(ctx),
      operatorName(request),
    );
    await ctx.fanout.publish(conversationChannel(params.data.id), { type: 'message', message });
    await ctx.fanout.publish(OPERATORS_CHANNEL, { conversationId: params.data.id });
    return success({ message });
  });
}

export { SERVICE_SOCKET_PATH };
