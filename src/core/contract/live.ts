import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import type { DrawnResult } from './lottery';

// The live channel: one WebSocket per page (`/ws/live`, `?ticket=…` for member topics) over which the server
// pushes what changes. A page subscribes to topics; each topic numbers its pushes (`seq`), so a page that lost
// its connection asks for what came after the last number it saw and gets the missed pushes, or a fresh
// snapshot when they are no longer held (docs/operating.md, "The live channel").

export const LIVE_SOCKET_PATH = '/ws/live';
/** Topics one connection may hold at once (LIVE_TOO_MANY_TOPICS beyond). */
export const MAX_LIVE_TOPICS = 20;
/** A topic pushes to one connection at most this often (ms); in between, the latest state waits its turn. */
export const LIVE_PUSH_GAP_MS = 500;

/** Close codes of the live socket: a frame that is not one of `liveClientFrame` (the reason says what). */
export const LIVE_CLOSE = { malformed: 4400 } as const;

/**
 * The topics: `member:balance` (a member topic: the signed-in member's balance after every movement of their
 * money), `lottery:<gameCode>` (public: each draw's result once settled).
 */
export const MEMBER_BALANCE_TOPIC = 'member:balance';
export const lotteryTopic = (gameCode: string) => `lottery:${gameCode}`;

const topic = z.string().check(z.regex(/^[a-z]+:[A-Za-z0-9_-]{1,40}$/));

/** What the page sends. `after`: the last `seq` it holds of the topic, to resume. */
export const liveClientFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sub'), topic, after: z.optional(z.int().check(z.nonnegative())) }),
  z.strictObject({ type: z.literal('unsub'), topic }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrame>;

/** What the server sends. `stream` names the node's numbering: a page resumes with `after` only on the same one. */
export const liveServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), stream: z.string() }),
  z.object({ type: z.literal('snapshot'), topic: z.string(), seq: z.int(), data: z.unknown() }),
  z.object({ type: z.literal('event'), topic: z.string(), seq: z.int(), data: z.unknown() }),
  /** A refused `sub` (unknown topic, member topic without a ticket, too many topics): the socket stays open. */
  z.object({ type: z.literal('error'), code: z.int(), topic: z.optional(z.string()) }),
]);
export type LiveServerFrame = z.infer<typeof liveServerFrame>;

// Topic data is typed rather than declared as schemas, so an element that follows one topic carries no other
// area's schemas.

/** `member:balance` data: what the header shows as the balance (minor units). */
export interface MemberBalanceData {
  balanceMinor: number;
}

/** `lottery:<gameCode>` data: a settled draw's result (the snapshot: the latest settled draw, null before any). */
export type LotteryDrawData = DrawnResult | null;

/** A one-time ticket for one live socket of the signed-in member, for its member topics. */
export const ticket = endpoint({
  method: 'POST',
  path: '/wps/live/ticket',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ ticket: z.string(), expiresInSeconds: z.int() }),
});
