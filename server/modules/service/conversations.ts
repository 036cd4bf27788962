import type { ServiceMessage } from '../../../src/core/contract/service';
import type { Db } from '../database';
import type { ServiceCustomer } from './tickets';

export const HISTORY_PAGE = 30;

export interface Conversation {
  id: number;
  csType: 'LIVECHAT' | 'VIP';
  customerUnread: number;
}

/** The customer's conversation, opened on first contact (one per customer, whatever the node). */
export async function conversationOf(
  db: Db,
  customer: ServiceCustomer,
  csType: 'LIVECHAT' | 'VIP',
  at: Date,
): Promise<Conversation> {
  const owner =
    customer.kind === 'member'
      ? { member_id: customer.memberId, visitor_hash: null }
      : { member_id: null, visitor_hash: customer.visitorHash };
  await db
    .insertInto('service_conversations')
    .values({ ...owner, cs_type: csType, created_at: at, last_message_at: at })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await db
    .selectFrom('service_conversations')
    .select(['id', 'cs_type', 'customer_unread'])
    .where(
      customer.kind === 'member' ? 'member_id' : 'visitor_hash',
      '=',
      customer.kind === 'member' ? customer.memberId : customer.visitorHash,
    )
    .executeTakeFirstOrThrow();
  // A member who became VIP since is served as one from now on.
  if (row.cs_type !== csType) {
    await db.updateTable('service_conversations').set({ cs_type: csType }).where('id', '=', row.id).execute();
  }
  return { id: row.id, csType, customerUnread: row.customer_unread };
}

const shown = (row: { id: number; from_side: 'customer' | 'operator'; text: string; created_at: Date }) =>
  ({
    id: row.id,
    from: row.from_side,
    text: row.text,
    at: row.created_at.toISOString(),
  }) satisfies ServiceMessage;

/** Stores a message and counts it unread for the other side. */
export async function addMessage(
  db: Db,
  conversationId: number,
  from: 'customer' | 'operator',
  text: string,
  at: Date,
  operator: string | null = null,
): Promise<ServiceMessage> {
  const row = await db
    .insertInto('service_messages')
    .values({ conversation_id: conversationId, from_side: from, operator, text, created_at: at })
    .returning(['id', 'from_side', 'text', 'created_at'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_conversations')
    .set((eb) => ({
      last_message_at: at,
      ...(from === 'customer'
        ? { operator_unread: eb('operator_unread', '+', 1) }
        : { customer_unread: eb('customer_unread', '+', 1) }),
    }))
    .where('id', '=', conversationId)
    .execute();
  return shown(row);
}

/** A page of messages older than `before` (newest page when absent), oldest first. */
export async function history(
  db: Db,
  conversationId: number,
  before?: number,
): Promise<{ messages: ServiceMessage[]; hasMore: boolean }> {
  let query = db
    .selectFrom('service_messages')
    .select(['id', 'from_side', 'text', 'created_at'])
    .where('conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(HISTORY_PAGE + 1)
    .execute();
  return { messages: rows.slice(0, HISTORY_PAGE).reverse().map(shown), hasMore: rows.length > HISTORY_PAGE };
}

/** One side saw everything: its unread count drops to 0. */
export async function markRead(db: Db, conversationId: number, side: 'customer' | 'operator'): Promise<void> {
  await db
    .updateTable('service_conversations')
    .set(side === 'customer' ? { customer_unread: 0 } : { operator_unread: 0 })
    .where('id', '=', conversationId)
    .execute();
}

/** Conversations for the operator's console: those waiting for an answer first, then the latest. */
export async function conversationsForOperator(db: Db) {
  const rows = await db
    .selectFrom('service_conversations as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.cs_type', 'c.operator_unread', 'c.last_message_at', 'm.username', 'c.member_id'])
    .orderBy('c.operator_unread', 'desc')
    .orderBy('c.last_message_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    csType: row.cs_type,
    customer: row.username ?? 'visitor',
    memberId: row.member_id,
    unread: row.operator_unread,
    lastMessageAt: row.last_message_at.toISOString(),
  }));
}
