import { type Kysely, type Migration, sql } from 'kysely';

/** The wallet: one house account per kind, the replay record of money-moving requests, vendors and their rounds. */
export const walletMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One house account per kind: the (member_id, kind) index treats every null member as
    // distinct, so two first uses at once could otherwise create two.
    await sql`CREATE UNIQUE INDEX ledger_accounts_house_kind ON ledger_accounts (kind)
      WHERE member_id IS NULL`.execute(db);
    // One row per money-moving request: the first answer is kept so a retry with the same
    // key and body gets it again, and a retry with another body is refused.
    await db.schema
      .createTable('idempotent_requests')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('body_sha256', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('response', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .addPrimaryKeyConstraint('idempotent_requests_pk', ['scope', 'key'])
      .execute();

    await db.schema
      .createTable('vendors')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('account_type_id', 'integer', (c) => c.notNull().unique())
      .addColumn('vassalage', 'text', (c) => c.notNull())
      .addColumn('wallet_code', 'text', (c) => c.notNull())
      .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('rounds')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
      .addColumn('round_ref', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('payout_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz')
      .addCheckConstraint('rounds_status', sql`status IN ('open', 'settled', 'refunded')`)
      .addCheckConstraint('rounds_amounts', sql`stake_minor >= 0 AND payout_minor >= 0`)
      .execute();
    // A vendor's round id is unique: debit, credit and refund find the round by it.
    await db.schema
      .createIndex('rounds_vendor_ref')
      .on('rounds')
      .columns(['vendor_code', 'round_ref'])
      .unique()
      .execute();
    await db.schema
      .createIndex('rounds_member_started')
      .on('rounds')
      .columns(['member_id', 'started_at'])
      .execute();
  },
};
