import type { Kysely } from 'kysely';

/**
 * The database as a part that owns some of its tables sees it: `ownTables<ReplayTables>()(db)`. The whole
 * database's type is assembled from the parts' own table types (server/modules/database.ts), which
 * `Whole extends Own` checks; a Kysely handle is invariant in its tables, so it cannot just be assigned.
 */
export const ownTables =
  <Own>() =>
  <Whole extends Own>(db: Kysely<Whole>): Kysely<Own> =>
    db as unknown as Kysely<Own>;
