import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Deposits through payment providers: an order names the provider that takes its payment, the
 * currency its callbacks must name and the address its member pays at; a callback record names
 * the provider it came through. Orders and callbacks from before came through the demo gateway;
 * an order from before has no address kept, and its provider gives it one when it is read.
 */
export const paymentProvidersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('deposit_orders')
      .addColumn('provider', 'text')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('PHP'))
      .addColumn('pay_url', 'text')
      .execute();
    await sql`UPDATE deposit_orders SET provider = 'demo' WHERE NOT p2p`.execute(db);
    await db.schema.alterTable('gateway_callbacks').addColumn('provider', 'text').execute();
    await sql`UPDATE gateway_callbacks SET provider = 'demo'`.execute(db);
  },
};
