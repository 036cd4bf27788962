import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../src/core/contract';
import { type RoomServerFrame, roomClientFrame } from '../../../src/core/contract/service';
import { clientIp } from '../../http/client-ip';
import { sendFailure } from '../../http/envelope';
import { rowIdOf } from '../../http/row-id';
import { CLOSE, type MemberSockets, originAllowed, SocketCounter } from '../../realtime/socket-guard';
import { now, type ServerContext } from '../context';
import { refusalOf } from './refusal';
import { mutedUntil, postRoomMessage, roomExists, roomHistory } from './rooms';
import { consumeTicket, type ServiceCustomer } from './tickets';

export const ROOM_SOCKET_PATH = '/ws/room';
/** Room messages one member may send per minute (shared by every node through the limiter). */
export const ROOM_MESSAGES_PER_MINUTE = 10;
const SOCKETS_PER_ROOM_READER = 5;
const SOCKETS_PER_IP = 20;

export const roomChannel = (roomId: number) => `room:${roomId}`;
/** A member muted or unmuted: their sockets on every node learn it. */
export const MUTES_CHANNEL = 'room:mutes';

/**
 * A chat room socket: `GET /ws/room?ticket=…&room=…`, origin and one-time ticket checked before
 * the upgrade. Everyone reads the room as it is written; a signed-in member who is not muted
 * writes (text only, rate limited). Messages, deletions and mutes reach every node's sockets
 * through the fan-out.
 */
export function roomSocket(app: FastifyInstance, ctx: ServerContext, memberSockets: MemberSockets): void {
  const accepted = new WeakMap<FastifyRequest, { customer: ServiceCustomer; roomId: number }>();
  const perReader = new SocketCounter(SOCKETS_PER_ROOM_READER);
  const perIp = new SocketCounter(SOCKETS_PER_IP);

  app.get(
    ROOM_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(ctx, request.headers.origin))
          return sendFailure(reply, ApiError.of('ORIGIN_REFUSED'));
        const query = request.query as { ticket?: unknown; room?: unknown };
        const roomId = rowIdOf(query.room);
        if (roomId === null || !(await roomExists(ctx.db, roomId))) {
          return sendFailure(reply, ApiError.of('NOT_FOUND'));
        }
        const customer = await consumeTicket(ctx, query.ticket);
        if (!customer) return sendFailure(reply, ApiError.of('SERVICE_TICKET_INVALID'));
        accepted.set(request, { customer, roomId });
      },
    },
    (socket, request) => {
      const { customer, roomId } = accepted.get(request)!;
      const key =
        customer.kind === 'member' ? `member:${customer.memberId}` : `visitor:${customer.visitorHash}`;
      const ip = clientIp(request, ctx.operator.current());
      if (!perReader.take(key)) return socket.close(CLOSE.tooMany, 'too many connections');
      if (!perIp.take(ip)) {
        perReader.release(key);
        return socket.close(CLOSE.tooMany, 'too many connections');
      }
      const forget =
        customer.kind === 'member'
          ? memberSockets.add(customer.memberId, customer.sessionHash, socket)
          : () => {};
      const send = (frame: RoomServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };

      const opened = (async () => {
        const muted =
          customer.kind === 'member' ? await mutedUntil(ctx.db, customer.memberId, now(ctx)) : null;
        const unsubscribe = await ctx.fanout.subscribe(roomChannel(roomId), (message) =>
          send(message as RoomServerFrame),
        );
        const unsubscribeMutes = await ctx.fanout.subscribe(MUTES_CHANNEL, (message) => {
          const mute = message as { memberId: number; until: string };
          if (customer.kind === 'member' && mute.memberId === customer.memberId)
            send({ type: 'muted', until: mute.until });
        });
        send({
          type: 'welcome',
          roomId,
          canWrite: customer.kind === 'member' && muted === null,
          mutedUntil: muted?.toISOString() ?? null,
        });
        send({ type: 'history', ...(await roomHistory(ctx.db, roomId)) });
        return async () => {
          await unsubscribe();
          await unsubscribeMutes();
        };
      })();
      opened.catch((error: unknown) => {
        request.log.error({ err: error, event: 'room_socket_open_failed' }, 'room socket failed to open');
        socket.close(1011, 'unavailable');
      });

      socket.on('message', (data, isBinary) => {
        void (async () => {
          await opened;
          let frame: ReturnType<typeof roomClientFrame.parse>;
          try {
            if (isBinary) throw new Error('binary');
            frame = roomClientFrame.parse(JSON.parse(data.toString()));
          } catch {
            return send(refusalOf('INVALID_INPUT'));
          }
          if (frame.type === 'history')
            return send({ type: 'history', ...(await roomHistory(ctx.db, roomId, frame.before)) });
          if (customer.kind !== 'member') return send(refusalOf('NOT_LOGGED_IN', frame.ref));
          const at = now(ctx);
          if (await mutedUntil(ctx.db, customer.memberId, at))
            return send(refusalOf('CHAT_MUTED', frame.ref));
          const rate = await ctx.limiter.hit(
            `room-say:${customer.memberId}`,
            ROOM_MESSAGES_PER_MINUTE,
            60_000,
          );
          if (!rate.allowed) return send(refusalOf('TOO_MANY_REQUESTS', frame.ref, rate.retryAfterMs));
          const message = await postRoomMessage(ctx.db, roomId, customer.memberId, frame.text, at);
          const said: RoomServerFrame = {
            type: 'message',
            message,
            ...(frame.ref ? { ref: frame.ref } : {}),
          };
          await ctx.fanout.publish(roomChannel(roomId), said);
        })().catch((error: unknown) => {
          request.log.error({ err: error, event: 'room_frame_failed' }, 'room frame failed');
          send(refusalOf('UNKNOWN'));
        });
      });

      socket.on('close', () => {
        perReader.release(key);
        perIp.release(ip);
        forget();
        void opened.then((unsubscribe) => unsubscribe()).catch(() => undefined);
      });
    },
  );
}
