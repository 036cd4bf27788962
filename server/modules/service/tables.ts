import type { Generated } from 'kysely';

/** A one-time ticket for one service socket: a member's (with its session) or a visitor's. */
export interface ServiceTicketsTable {
  ticket_hash: string;
  member_id: number | null;
  /** The session the ticket was asked for with: its socket closes when that session ends. */
  session_hash: string | null;
  /** SHA-256 of the visitor's own key, for a visitor's ticket. */
  visitor_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/** One customer's conversation with the operator (one open at a time per customer). */
export interface ServiceConversationsTable {
  id: Generated<number>;
  member_id: number | null;
  visitor_hash: string | null;
  cs_type: 'LIVECHAT' | 'VIP';
  created_at: Date;
  last_message_at: Date;
  /** Operator messages the customer has not seen, and customer messages the operator has not. */
  customer_unread: Generated<number>;
  operator_unread: Generated<number>;
}

export interface ServiceMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  from_side: 'customer' | 'operator';
  /** The operator's name for operator messages (never shown to the customer). */
  operator: string | null;
  text: string;
  created_at: Date;
}

export interface ServiceTables {
  service_tickets: ServiceTicketsTable;
  service_conversations: ServiceConversationsTable;
  service_messages: ServiceMessagesTable;
}

export interface ChatRoomsTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface ChatRoomMessagesTable {
  id: Generated<number>;
  room_id: number;
  member_id: number;
  /** The name shown with the message (the member's username, masked). */
  author: string;
  text: string;
  created_at: Date;
  /** Set when the operator deleted the message: it is no longer shown. */
  deleted_at: Date | null;
}

/** A member the operator muted in the chat rooms, until when and why. */
export interface ChatMutesTable {
  member_id: number;
  until: Date;
  reason: string;
}

export interface ChatRoomTables {
  chat_rooms: ChatRoomsTable;
  chat_room_messages: ChatRoomMessagesTable;
  chat_mutes: ChatMutesTable;
}
