import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { rowId } from './ids';

// Live customer service: a member (or a visitor) and an operator talk in real time over a
// WebSocket (`/ws/service?ticket=…`), opened with a one-time ticket asked for over HTTPS, so no
// session token ever travels in a URL.

/** Longest message, in characters; longer frames are refused (and frames over SOCKET_FRAME_BYTES closed). */
export const MAX_SERVICE_TEXT = 500;
/** The largest frame a browser socket (chat, rooms, the live channel) accepts. */
export const SOCKET_FRAME_BYTES = 4096;
/** How long a ticket may wait for its socket. */
export const TICKET_SECONDS = 60;

/** A visitor's own random key (kept by the browser), which names its conversation. */
const visitorKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/));

/**
 * The name a page gives a message it sends; the server answers it on the message once it is kept, or on
 * the refusal, so the page knows which of its messages went out and can give a refused one back.
 */
const sendRef = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));

/** A refused frame (an error code of the catalogue and its text key; the socket stays open), naming the send it
 * refuses and, when sending too fast, the seconds until sending is possible again. */
const refusal = z.object({
  type: z.literal('error'),
  code: z.int(),
  message: z.optional(z.string()),
  ref: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.int()),
});

/** A one-time ticket for one socket: for the member behind the session token, else for a visitor key. */
export const ticket = endpoint({
  method: 'POST',
  path: '/wps/service/ticket',
  request: z.strictObject({ visitorKey: z.optional(visitorKey) }),
  response: z.object({ ticket: z.string(), expiresInSeconds: z.int() }),
});

/** The customer-service entries (spec §7: version.pathList); type 3 is the live chat's link. */
export const customerService = endpoint({
  method: 'GET',
  path: '/wps/service/customerService',
  request: z.strictObject({ visitorKey: z.optional(visitorKey) }),
  response: z.object({
    version: z.object({
      pathList: z.array(
        z.object({
          type: z.int(),
          csType: z.enum(['TELEGRAM', 'LIVECHAT', 'VIP']),
          /** Telegram: the operator's channel; type 3: the live chat window, with a one-time ticket. */
          path: z.string(),
        }),
      ),
    }),
  }),
});

export const serviceMessage = z.object({
  id: z.int(),
  /** Who wrote it: the customer (member or visitor) or the operator. */
  from: z.enum(['customer', 'operator']),
  /** Plain text, shown as text. */
  text: z.string(),
  at: z.string(),
});
export type ServiceMessage = z.infer<typeof serviceMessage>;

/** What the browser sends on the socket. */
export const clientFrame = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('say'),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SERVICE_TEXT)),
    ref: z.optional(sendRef),
  }),
  /** Older messages than `before` (a message id), for paging back. */
  z.strictObject({ type: z.literal('history'), before: z.optional(rowId) }),
  /** The customer saw everything up to now. */
  z.strictObject({ type: z.literal('read') }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** What the server sends on the socket. */
export const serverFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    conversationId: z.int(),
    csType: z.enum(['LIVECHAT', 'VIP']),
    unread: z.int(),
  }),
  /** A new message; `ref` on the one answering a send of this customer's. */
  z.object({ type: z.literal('message'), message: serviceMessage, ref: z.optional(z.string()) }),
  z.object({ type: z.literal('history'), messages: z.array(serviceMessage), hasMore: z.boolean() }),
  z.object({ type: z.literal('unread'), count: z.int() }),
  refusal,
]);
export type ServerFrame = z.infer<typeof serverFrame>;

// Chat rooms: signed-in members talk in rooms in real time over `/ws/room?ticket=…&room=…`;
// visitors read. Text only, shown as text.

/** Longest chat room message, in characters. */
export const MAX_ROOM_TEXT = 200;

export const roomMessage = z.object({
  id: z.int(),
  /** The writer's name as shown (masked username). */
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type RoomMessage = z.infer<typeof roomMessage>;

export const rooms = endpoint({
  method: 'GET',
  path: '/wps/service/rooms',
  request: z.strictObject({}),
  response: z.object({ rooms: z.array(z.object({ id: z.int(), name: z.string() })) }),
});

/** What the browser sends on a room socket. */
export const roomClientFrame = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('say'),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ROOM_TEXT)),
    ref: z.optional(sendRef),
  }),
  z.strictObject({ type: z.literal('history'), before: z.optional(rowId) }),
]);
export type RoomClientFrame = z.infer<typeof roomClientFrame>;

/** What the server sends on a room socket. */
export const roomServerFrame = z.discriminatedUnion('type', [
  /** `canWrite`: a signed-in member who is not muted; `mutedUntil` when muted. */
  z.object({
    type: z.literal('welcome'),
    roomId: z.int(),
    canWrite: z.boolean(),
    mutedUntil: z.nullable(z.string()),
  }),
  /** A new message; `ref` on the one answering a send (every reader sees it; it means something to its writer only). */
  z.object({ type: z.literal('message'), message: roomMessage, ref: z.optional(z.string()) }),
  z.object({ type: z.literal('history'), messages: z.array(roomMessage), hasMore: z.boolean() }),
  /** The operator deleted a message: it disappears for everyone. */
  z.object({ type: z.literal('deleted'), id: z.int() }),
  /** The operator muted this member (until). */
  z.object({ type: z.literal('muted'), until: z.string() }),
  refusal,
]);
export type RoomServerFrame = z.infer<typeof roomServerFrame>;
