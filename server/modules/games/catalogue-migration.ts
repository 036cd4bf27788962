import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Databases seeded before vendors had a wallet style: the vendors that bet from the main
 * wallet (seamless) are marked as a new database's seed marks them. A new database has no
 * vendors yet when this runs; its seed inserts them with the flag.
 */
export const gamesCatalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE vendors SET seamless = true
      WHERE code IN ('SEXY', 'PPLIVE', 'CMD', 'JILIFISH', 'SPADE', 'HABA', 'V8', 'IMES')`.execute(db);
  },
};
