import type { Kysely, Migration } from 'kysely';

/**
 * An account's failure row can hold a temporary lock, and sealed (JWE) bodies such as sign-ins carry a one-time
 * nonce the server handed out shortly before (kept as a hash until used or expired).
 */
export const signInProtectionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('login_failures').addColumn('locked_until', 'timestamptz').execute();
    await db.schema
      .createTable('body_nonces')
      .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('body_nonces_expires').on('body_nonces').column('expires_at').execute();
  },
};
