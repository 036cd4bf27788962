import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Member-centre tables: avatars, labels, TOTP setup in progress, the previous login,
 * platform messages, promotions with their entries, and missions with their entries.
 */
export const memberCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The previous login survives the next one: a trigger copies the old last-login time and IP
    // whenever a login overwrites them, so the security centre can show "previous login".
    await db.schema
      .alterTable('members')
      .addColumn('previous_login_at', 'timestamptz')
      .addColumn('previous_login_ip', 'text')
      .execute();
    await sql`CREATE FUNCTION members_keep_previous_login() RETURNS trigger AS $$
      BEGIN
        IF NEW.last_login_at IS DISTINCT FROM OLD.last_login_at THEN
          NEW.previous_login_at := OLD.last_login_at;
          NEW.previous_login_ip := OLD.last_login_ip;
        END IF;
        RETURN NEW;
      END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER members_previous_login BEFORE UPDATE OF last_login_at ON members
      FOR EACH ROW EXECUTE FUNCTION members_keep_previous_login()`.execute(db);

    await db.schema
      .createTable('member_avatars')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('avatar_type', 'text', (c) => c.notNull())
      .addColumn('static_key', 'text')
      /** Unguessable id in the public image URL of a CUSTOM avatar. */
      .addColumn('image_id', 'text', (c) => c.unique())
      .addColumn('mime', 'text')
      .addColumn('image', 'bytea')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('member_labels')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('label_name', 'text', (c) => c.notNull())
      .addColumn('color', 'text')
      .execute();
    await db.schema.createIndex('member_labels_member').on('member_labels').column('member_id').execute();

    await db.schema
      .createTable('totp_setups')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    // A message with no member_id goes to every member; reads are kept per member.
    await db.schema
      .createTable('platform_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('platform_message_reads')
      .addColumn('message_id', 'integer', (c) => c.notNull().references('platform_messages.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('read_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_message_reads_pk', ['message_id', 'member_id'])
      .execute();

    await db.schema
      .createTable('promotions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      /** SIGNUP (join then claim), REQUEST (join, then an operator approves), RAFFLE, REFERRAL. */
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reward_minor', 'bigint', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('start_time', 'timestamptz', (c) => c.notNull())
      .addColumn('end_time', 'timestamptz')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('promotion_entries')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      /** joined, applying, rejected, issued, claimed. */
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addUniqueConstraint('promotion_entries_once', ['promotion_id', 'member_id'])
      .execute();

    await db.schema
      .createTable('missions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      /** valid_bets, deposits, wins (sums in minor units) or days_played (a count). */
      .addColumn('goal', 'text', (c) => c.notNull())
      .addColumn('target', 'bigint', (c) => c.notNull())
      .addColumn('reward_minor', 'bigint', (c) => c.notNull())
      /** daily, weekly, semimonthly or monthly: progress restarts each period. */
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('mission_entries')
      .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('period_start', 'timestamptz', (c) => c.notNull())
      .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addPrimaryKeyConstraint('mission_entries_pk', ['mission_id', 'member_id', 'period_start'])
      .execute();

    await seedMemberCentre(db);
  },
};

/** The brand's starting promotions, missions and welcome message (amounts in minor units). */
async function seedMemberCentre(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO promotions (code, kind, title, description, reward_minor, enabled, start_time, end_time, sort) VALUES
    ('WELCOME', 'SIGNUP', 'Welcome bonus', 'Join and claim a welcome bonus once.', 5000, true, '2024-01-01T00:00:00Z', NULL, 1),
    ('RELOAD_REVIEW', 'REQUEST', 'Weekend reload', 'Apply for a reload bonus; the operator reviews every request.', 10000, true, '2024-01-01T00:00:00Z', NULL, 2),
    ('LUCKY_RAFFLE', 'RAFFLE', 'Lucky raffle', 'Claim your raffle prize once.', 1000, true, '2024-01-01T00:00:00Z', NULL, 3),
    ('REFERRAL', 'REFERRAL', 'Invite friends', 'Share your invite link; friends who sign up with it appear here.', 2000, true, '2024-01-01T00:00:00Z', NULL, 4),
    ('SUMMER_2024', 'SIGNUP', 'Summer festival', 'A past festival bonus.', 3000, true, '2024-06-01T00:00:00Z', '2024-08-31T23:59:59Z', 5),
    ('GRAND_OPENING', 'SIGNUP', 'Grand opening', 'A bonus for the grand opening of the new lobby.', 8000, true, '2030-01-01T00:00:00Z', NULL, 6)`.execute(
    db,
  );
  await sql`INSERT INTO missions (code, title, goal, target, reward_minor, period, enabled, sort) VALUES
    ('DAILY_BETS', 'Bet 1,000 today', 'valid_bets', 100000, 1000, 'daily', true, 1),
    ('WEEKLY_DEPOSIT', 'Deposit 500 this week', 'deposits', 50000, 2500, 'weekly', true, 2),
    ('WEEKLY_WINS', 'Win 200 this week', 'wins', 20000, 1500, 'weekly', true, 3),
    ('MONTHLY_DAYS', 'Play on 10 days this month', 'days_played', 10, 5000, 'monthly', true, 4)`.execute(db);
  await sql`INSERT INTO platform_messages (member_id, title, content, created_at) VALUES
    (NULL, 'Welcome to Gamedeck', 'Your member centre keeps your account, wallet, records, rewards and missions in one place.', '2025-01-01T00:00:00Z')`.execute(
    db,
  );
}
