import { type Kysely, type Migration, sql } from 'kysely';

export const serviceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_tickets')
      .addColumn('ticket_hash', 'text', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) => column.references('members.id'))
      .addColumn('session_hash', 'text')
      .addColumn('visitor_hash', 'text')
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .addCheckConstraint('service_tickets_owner', sql`(member_id IS NULL) <> (visitor_hash IS NULL)`)
      .execute();
    await db.schema
      .createTable('service_conversations')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) => column.references('members.id'))
      .addColumn('visitor_hash', 'text')
      .addColumn('cs_type', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('last_message_at', 'timestamptz', (column) => column.notNull())
      .addColumn('customer_unread', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('operator_unread', 'integer', (column) => column.notNull().defaultTo(0))
      .addCheckConstraint('service_conversations_owner', sql`(member_id IS NULL) <> (visitor_hash IS NULL)`)
      .execute();
    // One conversation per customer.
    await db.schema
      .createIndex('service_conversations_member')
      .on('service_conversations')
      .column('member_id')
      .unique()
      .where(sql.ref('member_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('service_conversations_visitor')
      .on('service_conversations')
      .column('visitor_hash')
      .unique()
      .where(sql.ref('visitor_hash'), 'is not', null)
      .execute();
    await db.schema
      .createTable('service_messages')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('conversation_id', 'integer', (column) =>
        column.notNull().references('service_conversations.id'),
      )
      .addColumn('from_side', 'text', (column) => column.notNull())
      .addColumn('operator', 'text')
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('service_messages_conversation')
      .on('service_messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
};

/** The chat rooms, their messages and the operator's mutes; two rooms to start with. */
export const chatRoomsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_rooms')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('chat_room_messages')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('room_id', 'integer', (column) => column.notNull().references('chat_rooms.id'))
      .addColumn('member_id', 'integer', (column) => column.notNull().references('members.id'))
      .addColumn('author', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('chat_room_messages_room')
      .on('chat_room_messages')
      .columns(['room_id', 'id'])
      .execute();
    await db.schema
      .createTable('chat_mutes')
      .addColumn('member_id', 'integer', (column) => column.primaryKey().references('members.id'))
      .addColumn('until', 'timestamptz', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .execute();
    await sql`INSERT INTO chat_rooms (name, sort) VALUES ('Lobby', 1), ('Sports talk', 2)`.execute(db);
  },
};
