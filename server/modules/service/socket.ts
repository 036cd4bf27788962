import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../src/core/contract';
import { clientFrame, type ServerFrame } from '../../../src/core/contract/service';
import { clientIp } from '../../http/client-ip';
import { sendFailure } from '../../http/envelope';
import { CLOSE, type MemberSockets, originAllowed, SocketCounter } from '../../realtime/socket-guard';
import { now, type ServerContext } from '../context';
import { addMessage, conversationOf, history, markRead } from './conversations';
import { refusalOf } from './refusal';
import { consumeTicket, type ServiceCustomer } from './tickets';

export const SERVICE_SOCKET_PATH = '/ws/service';

/** Sockets one customer, and one address, may hold open on a node. */
export const SOCKETS_PER_CUSTOMER = 5;
export const SOCKETS_PER_IP = 20;
/** Messages one customer may send per minute (shared by every node through the limiter). */
export const MESSAGES_PER_MINUTE = 20;

/** Conversation channel on the fan-out: every node's sockets of the conversation hear its messages. */
export const conversationChannel = (id: number) => `service:conversation:${id}`;
/** The operators' console hears every conversation's news here. */
export const OPERATORS_CHANNEL = 'service:operators';

const customerKey = (customer: ServiceCustomer) =>
  customer.kind === 'member' ? `member:${customer.memberId}` : `visitor:${customer.visitorHash}`;

/**
 * The live chat socket: `GET /ws/service?ticket=…`. Before the upgrade the page's Origin is
 * checked and the one-time ticket used up (refusals are ordinary HTTP answers); then the
 * customer's conversation is opened and every message, from this node or another, reaches every
 * socket of it through the fan-out. A member's socket closes when its session ends, on any node.
 */
export async function serviceSocket(
  app: FastifyInstance,
  ctx: ServerContext,
  memberSockets: MemberSockets,
  csTypeOf: (memberId: number) => Promise<'LIVECHAT' | 'VIP'>,
): Promise<void> {
  const customers = new WeakMap<FastifyRequest, ServiceCustomer>();
  const perCustomer = new SocketCounter(SOCKETS_PER_CUSTOMER);
  const perIp = new SocketCounter(SOCKETS_PER_IP);

  app.get(
    SERVICE_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(ctx, request.headers.origin)) {
          return sendFailure(reply, ApiError.of('ORIGIN_REFUSED'));
        }
        const customer = await consumeTicket(ctx, (request.query as { ticket?: unknown }).ticket);
        if (!customer) return sendFailure(reply, ApiError.of('SERVICE_TICKET_INVALID'));
        customers.set(request, customer);
      },
    },
    (socket, request) => {
      const customer = customers.get(request)!;
      const key = customerKey(customer);
      const ip = clientIp(request, ctx.operator.current());
      if (!perCustomer.take(key)) {
        socket.close(CLOSE.tooMany, 'too many connections');
        return;
      }
      if (!perIp.take(ip)) {
        perCustomer.release(key);
        socket.close(CLOSE.tooMany, 'too many connections');
        return;
      }
      const forget =
        customer.kind === 'member'
          ? memberSockets.add(customer.memberId, customer.sessionHash, socket)
          : () => {};
      const send = (frame: ServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };

      // Frames that arrive while the conversation opens wait for it (handlers attach at once).
      const opened = (async () => {
        const csType = customer.kind === 'member' ? await csTypeOf(customer.memberId) : 'LIVECHAT';
        const conversation = await conversationOf(ctx.db, customer, csType, now(ctx));
        const unsubscribe = await ctx.fanout.subscribe(conversationChannel(conversation.id), (message) =>
          send(message as ServerFrame),
        );
        send({
          type: 'welcome',
          conversationId: conversation.id,
          csType: conversation.csType,
          unread: conversation.customerUnread,
        });
        send({ type: 'history', ...(await history(ctx.db, conversation.id)) });
        return { conversation, unsubscribe };
      })();
      opened.catch((error: unknown) => {
        request.log.error(
          { err: error, event: 'service_socket_open_failed' },
          'service socket failed to open',
        );
        socket.close(1011, 'unavailable');
      });

      socket.on('message', (data, isBinary) => {
        void (async () => {
          const { conversation } = await opened;
          let frame: ReturnType<typeof clientFrame.parse>;
          try {
            if (isBinary) throw new Error('binary');
            frame = clientFrame.parse(JSON.parse(data.toString()));
          } catch {
            send(refusalOf('INVALID_INPUT'));
            return;
          }
          if (frame.type === 'history') {
            send({ type: 'history', ...(await history(ctx.db, conversation.id, frame.before)) });
          } else if (frame.type === 'read') {
            await markRead(ctx.db, conversation.id, 'customer');
            send({ type: 'unread', count: 0 });
          } else {
            const rate = await ctx.limiter.hit(`service-say:${key}`, MESSAGES_PER_MINUTE, 60_000);
            if (!rate.allowed) {
              send(refusalOf('TOO_MANY_REQUESTS', frame.ref, rate.retryAfterMs));
              return;
            }
            const message = await addMessage(ctx.db, conversation.id, 'customer', frame.text, now(ctx));
            const said: ServerFrame = { type: 'message', message, ...(frame.ref ? { ref: frame.ref } : {}) };
            await ctx.fanout.publish(conversationChannel(conversation.id), said);
            await ctx.fanout.publish(OPERATORS_CHANNEL, { conversationId: conversation.id });
          }
        })().catch((error: unknown) => {
          request.log.error({ err: error, event: 'service_frame_failed' }, 'service frame failed');
          send(refusalOf('UNKNOWN'));
        });
      });

      socket.on('close', () => {
        perCustomer.release(key);
        perIp.release(ip);
        forget();
        void opened.then(({ unsubscribe }) => unsubscribe()).catch(() => undefined);
      });
    },
  );
}
