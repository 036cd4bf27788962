import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OperatorConfigStore, type OperatorConfigTables } from '../../../server/config/operator-store';
import { ownTables } from '../../../server/db/own-tables';
import { startServer, type TestServer } from './harness';

let server: TestServer;
const folders: string[] = [];
const stores: OperatorConfigStore[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await server.close();
});

/** A node's DATA_DIR/operator.json with `content` (created `ageMs` ago). */
function operatorFile(content: unknown, ageMs = 0): string {
  const folder = mkdtempSync(join(tmpdir(), 'gd-operator-node-'));
  folders.push(folder);
  const path = join(folder, 'operator.json');
  writeFileSync(path, JSON.stringify(content));
  if (ageMs > 0) {
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
  }
  return path;
}

async function node(path: string, errors: string[] = []): Promise<OperatorConfigStore> {
  const store = await OperatorConfigStore.open(
    ownTables<OperatorConfigTables>()(server.ctx.db),
    path,
    (message) => errors.push(message),
  );
  stores.push(store);
  return store;
}

describe('the operator configuration across nodes', () => {
  it("is one copy in the database: a switch in one node's file applies on the other", async () => {
    const fileA = operatorFile({ loginedToHomePage: false });
    const nodeA = await node(fileA);
    const nodeB = await node(operatorFile({}, 60_000));
    expect(nodeB.current().loginedToHomePage).toBe(false);

    writeFileSync(fileA, JSON.stringify({ maintenance: { enabled: true, endTime: null } }));
    await vi.waitFor(() => expect(nodeB.current().maintenance.enabled).toBe(true), {
      timeout: 3_000,
      interval: 50,
    });
    expect(nodeA.current().maintenance.enabled).toBe(true);
  });

  it('never lets a node started with an older file undo a newer switch', async () => {
    const before = (
      await server.ctx.db.selectFrom('operator_config').select('config').executeTakeFirstOrThrow()
    ).config;
    const late = await node(operatorFile({ maintenance: { enabled: false, endTime: null } }, 3_600_000));
    expect(late.current().maintenance.enabled).toBe(true);
    const after = (
      await server.ctx.db.selectFrom('operator_config').select('config').executeTakeFirstOrThrow()
    ).config;
    expect(after).toEqual(before);
  });

  it('keeps the last good configuration when a file does not parse, and says why', async () => {
    const errors: string[] = [];
    const path = operatorFile({ rateLimits: true });
    const store = await node(path, errors);
    writeFileSync(path, '{ "maintenance": { "enabled": "yes please" ');
    await vi.waitFor(() => expect(errors.some((line) => line.includes('not applied'))).toBe(true), {
      timeout: 3_000,
      interval: 50,
    });
    expect(store.current().rateLimits).toBe(true);
  });
});
