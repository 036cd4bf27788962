import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';
import { withParts } from './delegating-driver';

/** The migrator's own tables, left out unless asked for (as Kysely's introspector does). */
const migratorTables = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  identity: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
}

/**
 * Kysely's PostgreSQL introspector reads every schema of the database and resolves each table by name; a
 * table dropped in another schema while it reads (another tenant's or test file's schema going away) fails
 * it with "relation does not exist", and with it the migrator, which asks only whether its own two tables
 * exist. This one reads the connection's own schema, by oid only, so nothing elsewhere can fail it.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`SELECT nspname AS name FROM pg_catalog.pg_namespace
      WHERE nspname !~ '^pg_' AND nspname <> 'information_schema'`.execute(this.db);
    return rows;
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } =
      await sql<ColumnRow>`SELECT ns.nspname AS schema, c.relname AS table, c.relkind AS kind, a.attname AS column,
        a.attnotnull AS not_null, a.atthasdef AS has_default, a.attidentity <> '' AS identity,
        typ.typname AS type, tns.nspname AS type_schema, col_description(c.oid, a.attnum) AS comment
      FROM pg_catalog.pg_class c
      JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = current_schema()
      JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum >= 0 AND NOT a.attisdropped
      JOIN pg_catalog.pg_type typ ON typ.oid = a.atttypid
      JOIN pg_catalog.pg_namespace tns ON tns.oid = typ.typnamespace
      WHERE c.relkind IN ('r', 'v', 'p')
      ORDER BY c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options?.withInternalKyselyTables && migratorTables.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.identity,
        hasDefaultValue: row.has_default,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** The same dialect, introspecting only the connection's schema. */
export const currentSchemaIntrospection = (dialect: Dialect): Dialect =>
  withParts(dialect, { createIntrospector: (db) => new CurrentSchemaIntrospector(db) });
