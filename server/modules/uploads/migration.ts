import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Uploaded files get their own table; the withdrawal proofs' images move into it (owned by the
 * withdrawer, purpose withdrawal_proof) and a proof keeps only its upload's id.
 */
export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_owner').on('uploads').column('owner_id').execute();

    await db.schema
      .alterTable('withdrawal_proofs')
      .addColumn('upload_id', 'integer', (c) => c.references('uploads.id'))
      .execute();
    const proofs = await sql<{ id: number }>`SELECT id FROM withdrawal_proofs ORDER BY id`.execute(db);
    for (const proof of proofs.rows) {
      await sql`WITH moved AS (
          INSERT INTO uploads (owner_id, purpose, content_type, bytes, size, created_at)
          SELECT w.member_id, 'withdrawal_proof', p.content_type, p.bytes, p.size, p.created_at
          FROM withdrawal_proofs p
          JOIN withdrawal_matches m ON m.id = p.match_id
          JOIN withdrawals w ON w.id = m.withdrawal_id
          WHERE p.id = ${proof.id}
          RETURNING id
        )
        UPDATE withdrawal_proofs SET upload_id = (SELECT id FROM moved) WHERE id = ${proof.id}`.execute(db);
    }
    await sql`ALTER TABLE withdrawal_proofs
      ALTER COLUMN upload_id SET NOT NULL,
      DROP COLUMN content_type,
      DROP COLUMN bytes,
      DROP COLUMN size`.execute(db);
  },
};
