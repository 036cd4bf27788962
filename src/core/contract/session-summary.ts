/**
 * The responsible-gaming figures of the current session, a module of its own: the header reads them
 * on every signed-in page, and should not carry the rest of the funds area for it.
 */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { minor } from './wallet-balance';

/** A limit alert as the site's notice shows it: the limit, the percentage reached and what was used of it. */
const sessionSummaryAlert = z.object({
  id: z.int(),
  kind: z.enum(['deposit', 'loss', 'wager']),
  window: z.enum(['day', 'week', 'month']),
  percent: z.int(),
  limit: minor,
  used: z.int(),
  at: z.string(),
  /** How the jurisdiction counts the limit's window: the last 24 h / 7 / 30 days, or the calendar day / week / month. */
  windows: z.enum(['rolling', 'calendar']),
});
export type SessionSummaryAlert = z.infer<typeof sessionSummaryAlert>;

/**
 * What the header's reality check shows: time since login, wagered and net position since then; and whether
 * the site offers the panic button.
 */
export const sessionSummary = endpoint({
  method: 'GET',
  path: '/wps/member/responsible/session',
  auth: true,
  request: empty,
  response: z.object({
    loginAt: z.string(),
    secondsSinceLogin: z.int(),
    wagered: minor,
    /** Payouts minus stakes of the rounds since login. */
    net: minor,
    realityCheckMinutes: z.nullable(z.int()),
    /** When a time limit ends this session (the server signs the member out then); null: none. */
    endsAt: z.nullable(z.string()),
    /** The brand's jurisdiction profile offers the panic button (de): the header and the game frame show it. */
    panicButton: z.boolean(),
    /**
     * The newest limit alert since sign-in (the jurisdiction profile's alertPercents of a deposit, loss or wager
     * limit reached), for the site's notice; the inbox holds its message. Null: none.
     */
    limitAlert: z.nullable(sessionSummaryAlert),
  }),
});
