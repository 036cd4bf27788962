import type { Kysely, Migration } from 'kysely';

/**
 * Session-time limits: the member's own limit on every session (minutes, with a raise waiting out the profile's
 * delay) and the mandatory break that follows a session ended by a limit, on the settings row; and the limits a
 * member sets for one session before its first game (es), keyed by the session's token hash.
 */
export const sessionLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('responsible_settings')
      .addColumn('session_minutes', 'integer')
      .addColumn('pending_session_minutes', 'integer')
      .addColumn('pending_session_at', 'timestamptz')
      .addColumn('break_until', 'timestamptz')
      .execute();
    await db.schema
      .createTable('play_session_limits')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('loss_limit_minor', 'bigint', (c) => c.notNull())
      .addColumn('set_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('play_session_limits_member')
      .on('play_session_limits')
      .columns(['member_id'])
      .execute();
  },
};
