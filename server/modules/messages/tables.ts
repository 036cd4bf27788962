import type { Generated } from 'kysely';

export interface PlatformMessagesTable {
  id: Generated<number>;
  /** Null: a message for every member. */
  member_id: number | null;
  title: string;
  content: string;
  created_at: Date;
}

export interface PlatformMessageReadsTable {
  message_id: number;
  member_id: number;
  read_at: Date;
}

export interface MessageTables {
  platform_messages: PlatformMessagesTable;
  platform_message_reads: PlatformMessageReadsTable;
}
