import { type Kysely, type Migration, sql } from 'kysely';
import { defaultPaymentSettings } from './settings';

/** Channels offered on a fresh database (bounds in minor units). */
const seededChannels = [
  { code: 'GCASH', name: 'GCash', min_minor: 10_000, max_minor: 5_000_000, sort: 1, enabled: true },
  { code: 'BANK', name: 'Online banking', min_minor: 50_000, max_minor: 10_000_000, sort: 2, enabled: true },
  { code: 'CARD', name: 'Debit card', min_minor: 20_000, max_minor: 2_000_000, sort: 3, enabled: true },
];

/** Tables of deposits, withdrawals settled person to person, payment profiles and responsible gaming. */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_profiles')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('payment_password_hash', 'text')
      .addColumn('bank_name', 'text')
      .addColumn('bank_account_number', 'text')
      .addColumn('bank_account_holder', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('deposit_channels')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('min_minor', 'bigint', (c) => c.notNull())
      .addColumn('max_minor', 'bigint', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addCheckConstraint('deposit_channels_bounds', sql`min_minor > 0 AND max_minor >= min_minor`)
      .execute();
    await (db as Kysely<{ deposit_channels: Record<string, unknown> }>)
      .insertInto('deposit_channels')
      .values(seededChannels)
      .execute();

    await db.schema
      .createTable('deposit_orders')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('p2p', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz')
      .addCheckConstraint('deposit_orders_amount', sql`amount_minor > 0`)
      .addCheckConstraint('deposit_orders_status', sql`status IN ('pending', 'paid', 'failed', 'expired')`)
      .execute();
    await db.schema
      .createIndex('deposit_orders_member')
      .on('deposit_orders')
      .columns(['member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('gateway_callbacks')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('callback_id', 'text')
      .addColumn('order_no', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // An accepted callback id can never be accepted again (replay guard enforced by the database).
    await sql`CREATE UNIQUE INDEX gateway_callbacks_accepted ON gateway_callbacks (callback_id)
      WHERE outcome = 'accepted'`.execute(db);

    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('withdrawal_no', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('gateway_paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_account_number', 'text', (c) => c.notNull())
      .addColumn('bank_account_holder', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .addCheckConstraint('withdrawals_amount', sql`amount_minor > 0`)
      .addCheckConstraint('withdrawals_status', sql`status IN ('pending', 'completed')`)
      .execute();
    await db.schema
      .createIndex('withdrawals_member')
      .on('withdrawals')
      .columns(['member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('withdrawal_matches')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id'))
      .addColumn('deposit_order_id', 'integer', (c) => c.notNull().unique().references('deposit_orders.id'))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('paid_at', 'timestamptz')
      .addColumn('answered_at', 'timestamptz')
      .addCheckConstraint(
        'withdrawal_matches_status',
        sql`status IN ('awaiting_payment', 'paid', 'received', 'forced', 'not_received', 'cancelled')`,
      )
      .execute();
    await db.schema
      .createIndex('withdrawal_matches_withdrawal')
      .on('withdrawal_matches')
      .column('withdrawal_id')
      .execute();

    await db.schema
      .createTable('withdrawal_proofs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('match_id', 'integer', (c) => c.notNull().references('withdrawal_matches.id'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('responsible_settings')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('limits', 'jsonb', (c) => c.notNull())
      .addColumn('pending_limits', 'jsonb')
      .addColumn('pending_at', 'timestamptz')
      .addColumn('reality_check_minutes', 'integer')
      .addColumn('exclusion_kind', 'text')
      .addColumn('excluded_until', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await sql`INSERT INTO brand_settings (key, value)
      VALUES ('payments', ${JSON.stringify(defaultPaymentSettings)}::jsonb)
      ON CONFLICT (key) DO NOTHING`.execute(db);
  },
};
