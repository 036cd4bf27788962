import type { FastifyInstance } from 'fastify';
import { live } from '../../../src/core/contract';
import { TICKET_SECONDS } from '../../../src/core/contract/service';
import { fail } from '../../http/envelope';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { issueTicket, TICKETS_PER_MINUTE } from '../service/tickets';

/**
 * The live channel's ticket: one-time, for one socket of the signed-in member, valid TICKET_SECONDS; kept
 * as a hash with the chat's tickets (service/tickets.ts), whose socket takes it for the same member too.
 */
export function liveTicketRoute(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, live.ticket, async (_input, call) => {
    const rate = await ctx.limiter.hit(`live-ticket:m${call.session.memberId}`, TICKETS_PER_MINUTE, 60_000);
    if (!rate.allowed) fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(rate.retryAfterMs / 1000) });
    const ticket = await issueTicket(ctx, {
      kind: 'member',
      memberId: call.session.memberId,
      sessionHash: call.session.tokenHash,
    });
    return { ticket, expiresInSeconds: TICKET_SECONDS };
  });
}
