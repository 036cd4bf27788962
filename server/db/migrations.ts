import { type Kysely, type Migration, Migrator, sql } from 'kysely';

/** What the migrator runs: the modules' migrations, and the names some of them were once recorded under. */
export interface MigrationPlan {
  /** Named `NNN_what`, run in name order; a database must have run every earlier one before a later one. */
  migrations: Readonly<Record<string, Migration>>;
  /** Old name → name, for databases that recorded migrations before their numbers were made unique. */
  formerNames: Readonly<Record<string, string>>;
}

interface Recorded {
  name: string;
  timestamp: string;
}

/** Brings the database to the latest schema, written in code so the server migrates itself on start. */
export async function migrate(db: Kysely<unknown>, plan: MigrationPlan): Promise<void> {
  // Name the schema explicitly: with several schemas in one database (one per test file, or
  // per tenant) the migrator would otherwise find another schema's bookkeeping tables.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  if (await hasRecords(db, schema)) await adoptFormerNames(db, schema, plan);
  await runMigrator(db, schema, plan.migrations, false);
}

async function runMigrator(
  db: Kysely<unknown>,
  schema: string,
  migrations: Readonly<Record<string, Migration>>,
  allowUnorderedMigrations: boolean,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    migrationTableSchema: schema,
    allowUnorderedMigrations,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function hasRecords(db: Kysely<unknown>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM information_schema.tables
    WHERE table_schema = ${schema} AND table_name = 'kysely_migration') AS found`.execute(db);
  return rows[0]?.found === true;
}

/**
 * A database from before the numbers were unique recorded the old names, in the order its server ran them
 * (migrations were run unordered then, so a later one may have run before an earlier one it lacked). It
 * is brought in line with the ordered migrator: old names become today's, any of those migrations it
 * lacks run now, and the recorded times are put in name order (the same times, reassigned).
 */
async function adoptFormerNames(db: Kysely<unknown>, schema: string, plan: MigrationPlan): Promise<void> {
  const table = sql.id(schema, 'kysely_migration');
  const renames = Object.entries(plan.formerNames).filter(([old, name]) => old !== name);
  if (renames.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const [old, name] of renames) {
        await sql`UPDATE ${table} SET name = ${name} WHERE name = ${old}`.execute(trx);
      }
    });
  }
  // Every migration counts, not only the former names: one added since may have run past a gap too.
  const known = new Set(Object.keys(plan.migrations));
  const recorded = async () =>
    (await sql<Recorded>`SELECT name, timestamp FROM ${table}`.execute(db)).rows.filter((row) =>
      known.has(row.name),
    );
  const before = await recorded();
  if (before.length === 0) return;
  const last =
    before
      .map((row) => row.name)
      .sort()
      .at(-1) ?? '';
  const gaps = [...known].some((name) => name < last && !before.some((row) => row.name === name));
  if (gaps) {
    const earlier = Object.fromEntries(
      [...known].filter((name) => name <= last).map((name) => [name, plan.migrations[name]!]),
    );
    await runMigrator(db, schema, earlier, true);
  }
  const rows = await recorded();
  const names = rows.map((row) => row.name).sort();
  const times = rows.map((row) => row.timestamp).sort();
  const inOrder = [...rows]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.name.localeCompare(b.name))
    .every((row, index) => row.name === names[index]);
  if (inOrder) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, name] of names.entries()) {
      await sql`UPDATE ${table} SET timestamp = ${times[index]} WHERE name = ${name}`.execute(trx);
    }
  });
}
