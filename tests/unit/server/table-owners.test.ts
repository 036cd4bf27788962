import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infrastructureTables, serverModules } from '../../../server/modules';
import { startServer, type TestServer } from './harness';

describe('table owners', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const owners = new Map<string, string[]>();
  for (const [name, module] of Object.entries(serverModules))
    for (const table of module.tables) owners.set(table, [...(owners.get(table) ?? []), name]);
  for (const table of infrastructureTables)
    owners.set(table, [...(owners.get(table) ?? []), 'infrastructure']);

  it('gives every table one owner: a module or the infrastructure', () => {
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('names every table and view of a migrated database, and no table it lacks', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%'`.execute(server.ctx.db);
    const inDatabase = rows.map((row) => row.name).sort();
    expect(inDatabase.filter((name) => !owners.has(name))).toEqual([]);
    expect([...owners.keys()].filter((name) => !inDatabase.includes(name))).toEqual([]);
  });
});
