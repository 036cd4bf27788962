import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db/connection';
import { paymentsMigration } from '../../../server/modules/payments/migration';
import { paymentProvidersMigration } from '../../../server/modules/payments/providers-migration';

describe('the payment providers migration', () => {
  it('keeps existing orders and callbacks: gateway orders and callbacks become the demo provider’s', async () => {
    const db = createDb(new PGlite());
    try {
      // The payments tables as the first payments migration made them.
      await sql`CREATE TABLE members (id serial PRIMARY KEY)`.execute(db);
      await sql`CREATE TABLE brand_settings (key text PRIMARY KEY, value jsonb NOT NULL)`.execute(db);
      await paymentsMigration.up(db as never);
      await sql`INSERT INTO members (id) VALUES (1)`.execute(db);
      await sql`INSERT INTO deposit_orders (order_no, member_id, channel, amount_minor, status, p2p,
          created_at, expires_at) VALUES
        ('DOLDPENDING', 1, 'GCASH', 50000, 'pending', false, now(), now() + interval '30 minutes'),
        ('DOLDP2P', 1, 'BANK', 60000, 'pending', true, now(), now() + interval '30 minutes')`.execute(db);
      await sql`INSERT INTO gateway_callbacks (callback_id, order_no, outcome, body, received_at)
        VALUES ('cb-0000001', 'DOLDPENDING', 'replay', '{}', now())`.execute(db);

      await paymentProvidersMigration.up(db as never);

      const orders = await sql<Record<string, unknown>>`SELECT order_no, status, provider, currency, pay_url
        FROM deposit_orders ORDER BY order_no`.execute(db);
      expect(orders.rows).toEqual([
        { order_no: 'DOLDP2P', status: 'pending', provider: null, currency: 'PHP', pay_url: null },
        { order_no: 'DOLDPENDING', status: 'pending', provider: 'demo', currency: 'PHP', pay_url: null },
      ]);
      const callbacks = await sql<Record<string, unknown>>`SELECT callback_id, outcome, provider
        FROM gateway_callbacks`.execute(db);
      expect(callbacks.rows).toEqual([{ callback_id: 'cb-0000001', outcome: 'replay', provider: 'demo' }]);
      // The replay guard still holds: one accepted record per callback id.
      await sql`INSERT INTO gateway_callbacks (callback_id, outcome, body, received_at, provider)
        VALUES ('cb-0000001', 'accepted', '{}', now(), 'demo')`.execute(db);
      await expect(
        sql`INSERT INTO gateway_callbacks (callback_id, outcome, body, received_at, provider)
          VALUES ('cb-0000001', 'accepted', '{}', now(), 'demo')`.execute(db),
      ).rejects.toThrow(/unique/);
    } finally {
      await db.destroy();
    }
  });
});
