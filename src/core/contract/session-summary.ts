/**
 * The responsible-gaming figures of the current session, a module of its own: the header reads them
 * on every signed-in page, and should not carry the rest of the funds area for it.
 */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { minor } from './wallet-balance';

/** What the header's reality check shows: time since login, wagered and net position since then. */
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
  }),
});
