import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A counter that every change to the catalogue tables (games, game_names, vendors) moves on,
 * whoever makes it: seeding, a migration or an operator editing rows. The server's in-memory
 * catalogue compares it with the one it holds before answering, so a change shows at once.
 * Statement triggers: a batch insert moves it once, not once per row. The counter is a row,
 * so it moves with the writer's transaction and a reader never sees it ahead of the data.
 */
export const catalogueVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE catalogue_version (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version bigint NOT NULL
    )`.execute(db);
    await sql`INSERT INTO catalogue_version (id, version) VALUES (true, 1)`.execute(db);
    await sql`CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalogue_version SET version = version + 1;
        RETURN NULL;
      END
    $$`.execute(db);
    for (const table of ['games', 'game_names', 'vendors']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_changed`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`.execute(db);
    }
  },
};
