import { TICKET_SECONDS } from '../../../src/core/contract/service';
import { newToken, sha256 } from '../../security/tokens';
import { now, type ServerContext } from '../context';

/** Who a socket speaks for: a signed-in member (and the session it came from) or a visitor. */
export type ServiceCustomer =
  | { kind: 'member'; memberId: number; sessionHash: string }
  | { kind: 'visitor'; visitorHash: string };

/** Tickets one customer may ask for per minute (a socket reconnecting now and then needs a few). */
export const TICKETS_PER_MINUTE = 20;

/** Issues a one-time ticket for one socket of `customer`, valid TICKET_SECONDS; only its hash is kept. */
export async function issueTicket(ctx: ServerContext, customer: ServiceCustomer): Promise<string> {
  const at = now(ctx);
  await ctx.db.deleteFrom('service_tickets').where('expires_at', '<=', at).execute();
  const ticket = newToken();
  await ctx.db
    .insertInto('service_tickets')
    .values({
      ticket_hash: sha256(ticket),
      member_id: customer.kind === 'member' ? customer.memberId : null,
      session_hash: customer.kind === 'member' ? customer.sessionHash : null,
      visitor_hash: customer.kind === 'visitor' ? customer.visitorHash : null,
      expires_at: new Date(at.getTime() + TICKET_SECONDS * 1000),
      used_at: null,
    })
    .execute();
  return ticket;
}

/** Uses a ticket up: the customer it was issued for, or null when it is unknown, used or expired. */
export async function consumeTicket(ctx: ServerContext, ticket: unknown): Promise<ServiceCustomer | null> {
  if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 200) return null;
  const at = now(ctx);
  const row = await ctx.db
    .updateTable('service_tickets')
    .set({ used_at: at })
    .where('ticket_hash', '=', sha256(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['member_id', 'session_hash', 'visitor_hash'])
    .executeTakeFirst();
  if (!row) return null;
  if (row.member_id !== null && row.session_hash !== null) {
    return { kind: 'member', memberId: row.member_id, sessionHash: row.session_hash };
  }
  if (row.visitor_hash !== null) return { kind: 'visitor', visitorHash: row.visitor_hash };
  return null;
}
