import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { signIn } from './member-centre-fixtures';

/**
 * Ids that reach the server outside the contract's schemas (paths, queries, the operator's API, the room
 * socket's address): the largest an id column holds (2^31 − 1, no row here), one past it, past JSON's
 * exact integers, below 1 or not a number. Each names no row and is answered as such, never with a 500
 * from the database.
 */
const LARGEST_ID = '2147483647';
const NO_ROW_IDS = [LARGEST_ID, '2147483648', '9007199254740992', '-1', '0', '1e400', 'abc'];

let server: TestServer;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-id-bounds-'));
  server = await startServer({ dataDir });
  key = createOperatorKey(dataDir);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function operatorCall(method: 'GET' | 'POST', url: string, body?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: {
      'x-operator-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('ids past the id columns outside the contract', () => {
  it("answer NOT_FOUND to the operator's decisions of every kind", async () => {
    const kinds = server.ctx.decisions.list();
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    for (const kind of kinds) {
      for (const id of NO_ROW_IDS) {
        for (const action of kind.actions) {
          const answer = await operatorCall('POST', '/operator/api/decisions', {
            kind: kind.kind,
            id,
            action,
            remark: 'checked',
          });
          expect(answer.statusCode, `${kind.kind} ${action} ${id}`).toBe(404);
          expect(answer.json().code).toBe(errors.NOT_FOUND.code);
        }
      }
    }
  });

  it("answer 4xx on the operator's chat-room and customer-service routes", async () => {
    for (const id of NO_ROW_IDS) {
      const answers = [
        await operatorCall('GET', `/operator/api/rooms/${id}/messages`),
        await operatorCall('POST', `/operator/api/rooms/messages/${id}/delete`, {}),
        await operatorCall('GET', `/operator/api/service/conversations/${id}/messages`),
        await operatorCall('GET', `/operator/api/service/conversations/1/messages?before=${id}`),
        await operatorCall('POST', `/operator/api/service/conversations/${id}/reply`, { text: 'Hello' }),
        await operatorCall('POST', '/operator/api/rooms/mute', {
          memberId: Number(id),
          minutes: 5,
          reason: 'checked',
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${id}: ${answer.body}`).toBeLessThan(500);
        // The largest id may be read (an empty room); the others are refused.
        if (id !== LARGEST_ID) expect(answer.statusCode, `${id}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("answer NOT_FOUND to a member reading an upload, and to a room socket's address", async () => {
    const token = await signIn(server, 'demo_player');
    for (const id of NO_ROW_IDS) {
      const upload = await server.app.inject({
        method: 'GET',
        url: `/wps/uploads/${id}`,
        headers: { token },
      });
      expect(upload.statusCode, id).toBe(404);
      const room = await server.app.inject({
        method: 'GET',
        url: `/ws/room?room=${id}&ticket=none`,
        headers: { origin: 'https://play.gamedeck.test' },
      });
      expect(room.statusCode, id).toBe(404);
      expect(room.json().code).toBe(errors.NOT_FOUND.code);
    }
  });
});
