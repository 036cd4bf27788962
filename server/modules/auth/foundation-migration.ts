import { type Kysely, type Migration, sql } from 'kysely';

/** The first schema: members and their sign-in records, plus the tables every later module started from (brand settings, countries, announcements, the ledger). */
export const signInFoundationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('members')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_lower', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('agent_site_only', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('mobile_num', 'text')
      .addColumn('country_dialing_code', 'text')
      .addColumn('email', 'text')
      .addColumn('nickname', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('bank_account_name', 'text')
      .addColumn('affiliate_code', 'text', (c) => c.unique())
      .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
      .addColumn('recommender_id', 'integer', (c) => c.references('members.id'))
      .addColumn('first_time_login', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('last_login_at', 'timestamptz')
      .addColumn('last_login_ip', 'text')
      .addColumn('registration_ip', 'text')
      .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // One account per phone number.
    await db.schema
      .createIndex('members_mobile_unique')
      .on('members')
      .columns(['country_dialing_code', 'mobile_num'])
      .unique()
      .execute();

    await db.schema
      .createTable('known_ips')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_ips_pk', ['member_id', 'ip'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .addColumn('end_reason', 'text')
      .addColumn('must_change_password', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('scope_key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('answer_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('verification_codes_lookup')
      .on('verification_codes')
      .columns(['destination', 'purpose'])
      .execute();

    await db.schema
      .createTable('challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('methods', 'jsonb', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'timestamptz')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('passed_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('reset_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('brand_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('countries')
      .addColumn('country_code', 'text', (c) => c.primaryKey())
      .addColumn('country_dialing_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('announcements')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('image_path', 'text')
      .addColumn('link', 'text')
      .addColumn('start_time', 'timestamptz', (c) => c.notNull())
      .addColumn('end_time', 'timestamptz')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('ledger_accounts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      // Player money can never go below zero; house accounts carry the other side.
      .addCheckConstraint(
        'ledger_accounts_player_not_negative',
        sql`kind NOT LIKE 'player%' OR balance_minor >= 0`,
      )
      .execute();
    await db.schema
      .createIndex('ledger_accounts_member_kind')
      .on('ledger_accounts')
      .columns(['member_id', 'kind'])
      .unique()
      .execute();

    await db.schema
      .createTable('ledger_transfers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('memo', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('transfer_id', 'integer', (c) => c.notNull().references('ledger_transfers.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_account').on('ledger_entries').column('account_id').execute();

    // Entries are immutable: the database refuses to change or remove them.
    await sql`CREATE FUNCTION ledger_entries_immutable() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'ledger entries are immutable'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable()`.execute(db);
  },
};
