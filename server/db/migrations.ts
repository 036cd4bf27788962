import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { operatorConfigMigration } from '../config/operator-config-migration';
import { gamePlayMigration } from '../games/migration';
import { agentContractsMigration } from '../modules/agents/contracts-migration';
import { agentApplicationsMigration } from '../modules/agents/join-migration';
import { agentsMigration } from '../modules/agents/migration';
import { agentsTeamMigration, agentsTeamReportsMigration } from '../modules/agents/team-migration';
import { signInProtectionMigration } from '../modules/auth/sign-in-protection-migration';
import { feedbackMigration } from '../modules/feedback/migration';
import { gamesCatalogueMigration } from '../modules/games/catalogue-migration';
import { catalogueVersionMigration } from '../modules/games/catalogue-version-migration';
import { gamesMigration } from '../modules/games/migration';
import { ledgerAssetsMigration } from '../modules/ledger/assets-migration';
import { requestLeasesMigration } from '../modules/ledger/request-leases-migration';
import { lotteryMigration } from '../modules/lottery/migration';
import { lotteryRecordsMigration } from '../modules/lottery/records-migration';
import { memberCentreMigration } from '../modules/member/migration';
import { operatorAuditMigration } from '../modules/operator/migration';
import { paymentsMigration } from '../modules/payments/migration';
import { pointsMigration } from '../modules/points/migration';
import { promotionPagesMigration } from '../modules/promo/migration';
import { chatRoomsMigration, serviceMigration } from '../modules/service/migration';
import { noticeDismissalsMigration } from '../modules/system/migration';
import { uploadsMigration } from '../modules/uploads/migration';
import { vipMigration } from '../modules/vip/migration';
import { jobLeasesMigration } from '../scheduling/migration';

/** The schema, written in code so the server migrates itself on start (PGlite or PostgreSQL alike). */
const migrations: Record<string, Migration> = {
  '001_sign_in_foundation': {
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
      await db.schema
        .createIndex('ledger_entries_account')
        .on('ledger_entries')
        .column('account_id')
        .execute();

      // Entries are immutable: the database refuses to change or remove them.
      await sql`CREATE FUNCTION ledger_entries_immutable() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'ledger entries are immutable'; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable()`.execute(db);
    },
  },
  '002_announcement_translations': {
    async up(db: Kysely<unknown>) {
      // Translations live on the announcement row as one jsonb object, { [lang]: { title, content } },
      // rather than in a child table: they are always read together with the row (one query per
      // call, no join), a brand has a handful of languages, and nothing ever queries by language.
      // The base title/content stay the fallback for a language without an entry.
      await db.schema
        .alterTable('announcements')
        .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute();
    },
  },
  '003_wallet': {
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
  },
  '005_member_centre': memberCentreMigration,
  '004_payments': paymentsMigration,
  '006_games': gamesMigration,
  '007_game_play': gamePlayMigration,
  '007_games_catalogue': gamesCatalogueMigration,
  '008_agents': agentsMigration,
  '009_agents_team': agentsTeamMigration,
  '009_agents_team_reports': agentsTeamReportsMigration,
  '010_agent_contracts': agentContractsMigration,
  '011_games_catalogue_version': catalogueVersionMigration,
  '012_uploads': uploadsMigration,
  '013_sign_in_protection': signInProtectionMigration,
  '014_request_leases': requestLeasesMigration,
  '015_operator_audit': operatorAuditMigration,
  '016_ledger_assets': ledgerAssetsMigration,
  '017_points': pointsMigration,
  '018_vip': vipMigration,
  '020_lottery': lotteryMigration,
  '021_lottery_records': lotteryRecordsMigration,
  '030_job_leases': jobLeasesMigration,
  '050_service': serviceMigration,
  '051_chat_rooms': chatRoomsMigration,
  '031_operator_config': operatorConfigMigration,
  '040_notice_dismissals': noticeDismissalsMigration,
  '041_promotion_pages': promotionPagesMigration,
  '042_agent_applications': agentApplicationsMigration,
  '043_feedback': feedbackMigration,
};

export async function migrate(db: Kysely<unknown>): Promise<void> {
  // Name the schema explicitly: with several schemas in one database (one per test file, or
  // per tenant) the migrator would otherwise find another schema's bookkeeping tables.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // A database restored from before a migration (e.g. without 002) still runs the ones it
    // misses even when later ones already ran; every migration only adds what it names.
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
