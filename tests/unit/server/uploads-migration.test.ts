import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db/connection';
import { uploadsMigration } from '../../../server/modules/uploads/migration';

describe('the uploads migration', () => {
  it('moves every stored proof image into uploads, owned by the withdrawer, and leaves the proof its id', async () => {
    const db = createDb(new PGlite());
    try {
      // The tables as they stood before: proofs kept their own bytes.
      await sql`CREATE TABLE members (id serial PRIMARY KEY)`.execute(db);
      await sql`CREATE TABLE withdrawals (id serial PRIMARY KEY, member_id integer NOT NULL)`.execute(db);
      await sql`CREATE TABLE withdrawal_matches (id serial PRIMARY KEY, withdrawal_id integer NOT NULL)`.execute(
        db,
      );
      await sql`CREATE TABLE withdrawal_proofs (id serial PRIMARY KEY,
        match_id integer NOT NULL REFERENCES withdrawal_matches(id), content_type text NOT NULL,
        bytes bytea NOT NULL, size integer NOT NULL, created_at timestamptz NOT NULL)`.execute(db);
      await sql`INSERT INTO members (id) VALUES (1), (2)`.execute(db);
      await sql`INSERT INTO withdrawals (member_id) VALUES (2), (1)`.execute(db);
      await sql`INSERT INTO withdrawal_matches (withdrawal_id) VALUES (1), (2)`.execute(db);
      await sql`INSERT INTO withdrawal_proofs (match_id, content_type, bytes, size, created_at) VALUES
        (1, 'image/png', '\\x89504e47aa', 5, '2025-01-01T00:00:00Z'),
        (2, 'image/jpeg', '\\xffd8ffbb', 4, '2025-01-02T00:00:00Z'),
        (1, 'image/png', '\\x89504e47cc', 5, '2025-01-03T00:00:00Z')`.execute(db);

      await uploadsMigration.up(db as never);

      const moved = await sql<Record<string, unknown>>`SELECT p.id, p.match_id, u.owner_id, u.purpose,
          u.content_type, encode(u.bytes, 'hex') AS hex, u.size
        FROM withdrawal_proofs p JOIN uploads u ON u.id = p.upload_id ORDER BY p.id`.execute(db);
      expect(moved.rows).toEqual([
        {
          id: 1,
          match_id: 1,
          owner_id: 2,
          purpose: 'withdrawal_proof',
          content_type: 'image/png',
          hex: '89504e47aa',
          size: 5,
        },
        {
          id: 2,
          match_id: 2,
          owner_id: 1,
          purpose: 'withdrawal_proof',
          content_type: 'image/jpeg',
          hex: 'ffd8ffbb',
          size: 4,
        },
        {
          id: 3,
          match_id: 1,
          owner_id: 2,
          purpose: 'withdrawal_proof',
          content_type: 'image/png',
          hex: '89504e47cc',
          size: 5,
        },
      ]);
      const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
        WHERE table_name = 'withdrawal_proofs' ORDER BY column_name`.execute(db);
      expect(columns.rows.map((row) => row.column_name)).toEqual([
        'created_at',
        'id',
        'match_id',
        'upload_id',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
