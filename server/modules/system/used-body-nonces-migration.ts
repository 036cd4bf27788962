import type { Kysely, Migration } from 'kysely';

/**
 * Body nonces are signed rather than stored when handed out (server/http/body-nonces.ts): only used ones are
 * kept, until they expire. A body sealed with a nonce handed out before this is refused once (BODY_NONCE_INVALID);
 * sent again, it is sealed with a new nonce.
 */
export const usedBodyNoncesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('body_nonces').execute();
    await db.schema
      .createTable('used_body_nonces')
      .addColumn('nonce_hash', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('used_body_nonces_expires')
      .on('used_body_nonces')
      .column('expires_at')
      .execute();
  },
};
