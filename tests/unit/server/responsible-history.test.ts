import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeChange } from '../../../server/modules/operator/console/describe-change';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { errors, funds } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { newPlayer, PASSWORD } from './payments-fixtures';

const HOUR = 3600_000;
let server: TestServer;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-rg-history-'));
  server = await startServer({ dataDir });
  key = createOperatorKey(dataDir);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const history = (token: string, page = 1, pageSize = 10) =>
  server.call(funds.responsibleHistory, { page, pageSize }, { token });

const operatorHistory = (query: string, withKey = key) =>
  server.app.inject({
    method: 'GET',
    url: `/operator/api/responsible/history${query}`,
    headers: { 'x-operator-key': withKey, 'x-operator-name': 'test-op' },
    remoteAddress: '127.0.0.1',
  });

describe('player-protection history', () => {
  it('records every change of a limit, the reminder and an exclusion with who, before, after and when', async () => {
    const { token } = await newPlayer(server, 'rg_history');
    const start = server.clock.now();
    await server.call(funds.setLossLimits, { day: 50_000, week: null, month: null }, { token });
    server.clock.advance(HOUR);
    // A raise waits its 24 hours: the history says what applies now and what waits, and when.
    await server.call(funds.setLossLimits, { day: 80_000, week: null, month: null }, { token });
    await server.call(funds.setRealityCheck, { minutes: 30 }, { token });
    // Asking for what is already set changes nothing and records nothing.
    await server.call(funds.setRealityCheck, { minutes: 30 }, { token });
    server.clock.advance(HOUR);
    await server.call(funds.exclude, { period: '24h', password: PASSWORD }, { token: token });

    // The exclusion ended the session: the operator reads the history.
    const answer = await operatorHistory('?member=RG_History');
    expect(answer.statusCode).toBe(200);
    const entries = answer.json().value.entries;
    expect(entries.map((entry: { change: string }) => entry.change)).toEqual([
      'exclusion',
      'reality_check',
      'loss_limits',
      'loss_limits',
    ]);
    const none = { day: null, week: null, month: null };
    expect(entries[3]).toMatchObject({
      member: 'rg_history',
      actor: 'member',
      before: { limits: none, pending: null, appliesAt: null },
      after: { limits: { day: 50_000 }, pending: null, appliesAt: null },
      at: new Date(start).toISOString(),
    });
    expect(entries[2]).toMatchObject({
      before: { limits: { day: 50_000 }, pending: null },
      after: {
        limits: { day: 50_000 },
        pending: { day: 80_000 },
        appliesAt: new Date(start + HOUR + 24 * HOUR).toISOString(),
      },
    });
    expect(entries[1]).toMatchObject({ before: { minutes: null }, after: { minutes: 30 } });
    expect(entries[0]).toMatchObject({
      before: { exclusion: null },
      after: { exclusion: { kind: 'time_out', until: new Date(start + 2 * HOUR + 24 * HOUR).toISOString() } },
      at: new Date(start + 2 * HOUR).toISOString(),
    });
  });

  it('shows the member their own history, newest first, a page at a time', async () => {
    const { token } = await newPlayer(server, 'rg_history_pages');
    const other = await newPlayer(server, 'rg_history_other');
    await server.call(funds.setWagerLimits, { day: 10_000, week: null, month: null }, { token: other.token });
    for (const day of [90_000, 80_000, 70_000]) {
      await server.call(funds.setDepositLimits, { day, week: null, month: null }, { token });
    }
    const first = await history(token, 1, 2);
    expect(first.body.value).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.value!.list.map((entry) => entry.after.limits?.day)).toEqual([70_000, 80_000]);
    const second = await history(token, 2, 2);
    expect(second.body.value!.list).toHaveLength(1);
    expect(second.body.value!.list[0]).toMatchObject({ change: 'deposit_limits', actor: 'member' });
    // Nobody else's changes.
    expect(second.body.value!.list[0]!.after.limits?.day).toBe(90_000);
  });

  it('refuses a page size past 50 and the operator view without the key or for an unknown member', async () => {
    const { token } = await newPlayer(server, 'rg_history_bad');
    expect((await history(token, 1, 51)).body.code).toBe(errors.INVALID_INPUT.code);
    expect((await operatorHistory('', 'wrong-key')).json().code).toBe(errors.OPERATOR_KEY_WRONG.code);
    expect((await operatorHistory('?member=nobody_here')).json().code).toBe(errors.NOT_FOUND.code);
    expect((await operatorHistory('?limit=0')).json().code).toBe(errors.INVALID_INPUT.code);
    // Without a member: everyone's latest changes.
    const latest = await operatorHistory('?limit=2');
    expect(latest.json().value.entries).toHaveLength(2);
  });
});

describe('player-protection history in the operator console', () => {
  it('the console draws a history panel that reads the operator API', async () => {
    const script = await server.app.inject({
      method: 'GET',
      url: '/operator/assets/console.js',
      remoteAddress: '127.0.0.1',
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/operator/api/responsible/history');
    expect(script.body).toContain('Player protection history');
  });

  it('says each change in words: limits with a waiting raise, the reminder, a permanent exclusion', () => {
    const none = { day: null, week: null, month: null };
    expect(
      describeChange({
        limits: { ...none, day: 50_000 },
        pending: { ...none, day: 80_000 },
        appliesAt: '2026-01-02T00:00:00.000Z',
      }),
    ).toMatch(/^day 500\.00, week none, month none; from .+: day 800\.00, week none, month none$/);
    expect(describeChange({ minutes: null })).toBe('off');
    expect(describeChange({ minutes: 30 })).toBe('every 30 min');
    expect(describeChange({ exclusion: { kind: 'self_exclusion', until: null } })).toBe(
      'self-exclusion permanently',
    );
    expect(describeChange({ exclusion: null })).toBe('none');
  });
});
