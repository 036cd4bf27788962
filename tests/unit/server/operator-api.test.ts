import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let bare: TestServer;
let dataDir: string;
let key: string;
/** The subject of the test's decision kind: its state before and after each decision. */
const subjects = new Map<string, string>([
  ['a', 'waiting'],
  ['b', 'waiting'],
]);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-operator-'));
  server = await startServer({ dataDir });
  bare = await startServer();
  server.ctx.decisions.register({
    kind: 'test_request',
    title: 'Test requests',
    actions: ['approve', 'reject'],
    remarkRequired: ['reject'],
    pending: async () =>
      [...subjects]
        .filter(([, state]) => state === 'waiting')
        .map(([id]) => ({ id, summary: `request ${id}`, details: { id }, createdAt: new Date(0) })),
    decide: async (_trx, input) => {
      const before = subjects.get(input.id);
      if (before === undefined) throw Object.assign(new Error(), { name: 'ApiError', code: 1005 });
      subjects.set(input.id, input.action);
      return { before: { state: before }, after: { state: input.action } };
    },
  });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function request(
  target: TestServer,
  method: 'GET' | 'POST',
  url: string,
  options: { key?: string; body?: unknown; ip?: string } = {},
) {
  return target.app.inject({
    method,
    url,
    headers: {
      ...(options.key === undefined ? {} : { 'x-operator-key': options.key }),
      'x-operator-name': 'test-op',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'text/html',
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

describe('operator API', () => {
  it('does not exist without a configured key: every /operator route answers 404', async () => {
    for (const [method, url] of [
      ['GET', '/operator/'],
      ['GET', '/operator/assets/console.js'],
      ['GET', '/operator/api/pending'],
      ['GET', '/operator/api/audit'],
      ['POST', '/operator/api/decisions'],
      ['GET', '/operator/anything'],
    ] as const) {
      const answer = await request(bare, method, url, {
        key: 'guess',
        body: method === 'POST' ? {} : undefined,
      });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe(errors.NOT_FOUND.code);
    }
    // A data directory without a key file is the same.
    expect((await request(server, 'GET', '/operator/api/pending', { key: 'guess' })).statusCode).toBe(404);
    key = createOperatorKey(dataDir);
  });

  it('refuses a missing or wrong key, and lets the right one list what waits', async () => {
    const missing = await request(server, 'GET', '/operator/api/pending');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe(errors.OPERATOR_KEY_WRONG.code);
    const wrong = await request(server, 'GET', '/operator/api/pending', { key: `${key}x` });
    expect(wrong.json().code).toBe(errors.OPERATOR_KEY_WRONG.code);
    const right = await request(server, 'GET', '/operator/api/pending', { key });
    expect(right.statusCode).toBe(200);
    const section = right.json().value.sections.find((s: { kind: string }) => s.kind === 'test_request');
    expect(section.items.map((item: { id: string }) => item.id)).toEqual(['a', 'b']);
  });

  it('shuts an address out after a run of wrong keys, the right key included', async () => {
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await request(server, 'GET', '/operator/api/pending', { key: 'nope', ip })).statusCode).toBe(
        401,
      );
    }
    const locked = await request(server, 'GET', '/operator/api/pending', { key, ip });
    expect(locked.statusCode).toBe(429);
    expect(
      (await request(server, 'GET', '/operator/api/pending', { key, ip: '203.0.113.78' })).statusCode,
    ).toBe(200);
  });

  it('logs every decision with who, what, when and the subject before and after', async () => {
    const decided = await request(server, 'POST', '/operator/api/decisions', {
      key,
      body: { kind: 'test_request', id: 'a', action: 'approve', remark: 'fine' },
    });
    expect(decided.statusCode).toBe(200);
    const audit = (await request(server, 'GET', '/operator/api/audit', { key })).json().value.entries;
    expect(audit[0]).toMatchObject({
      operator: 'test-op',
      kind: 'test_request',
      subjectId: 'a',
      action: 'approve',
      remark: 'fine',
      before: { state: 'waiting' },
      after: { state: 'approve' },
      at: new Date(server.clock.now()).toISOString(),
    });
  });

  it('refuses bad decisions with a clear code and logs nothing', async () => {
    const count = async () =>
      (await server.ctx.db.selectFrom('operator_audit').select('id').execute()).length;
    const before = await count();
    const cases = [
      [{ kind: 'test_request', id: 'b', action: 'reject', remark: '' }, 400, errors.INVALID_INPUT.code],
      [{ kind: 'test_request', id: 'b', action: 'delete' }, 400, errors.INVALID_INPUT.code],
      [{ kind: 'test_request', id: 'b', action: 'approve', extra: 1 }, 400, errors.INVALID_INPUT.code],
      [{ kind: 'nothing_like_it', id: 'b', action: 'approve' }, 404, errors.NOT_FOUND.code],
      ['not an object', 400, errors.INVALID_INPUT.code],
    ] as const;
    for (const [body, status, code] of cases) {
      const answer = await request(server, 'POST', '/operator/api/decisions', { key, body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    expect(await count()).toBe(before);
    expect(subjects.get('b')).toBe('waiting');
  });

  it('serves the console page without inline script, under the site CSP', async () => {
    const page = await request(server, 'GET', '/operator/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/operator/assets/console.js">');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await request(server, 'GET', '/operator/assets/console.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('x-operator-key');
  });
});
