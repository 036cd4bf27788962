import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMayPlay } from '../../../server/modules/responsible/rules';
import { auth, errors, funds, member } from '../../../src/core/contract';
import { DEFAULT_POLICY, startServer, type TestServer } from './harness';
import { newPlayer, once, PASSWORD, signIn } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const HOUR = 3600_000;
const deposit = (token: string, amount: number) =>
  server.call(funds.createDeposit, { channel: 'GCASH', amount }, { token, headers: once() });
const limits = (token: string, day: number | null, week: number | null, month: number | null) =>
  server.call(funds.setDepositLimits, { day, week, month }, { token });

describe('deposit limits', () => {
  it('the lowest limit applies, counting pending and paid orders in each rolling window', async () => {
    const { token } = await newPlayer(server, 'rg_limits');
    await limits(token, 100_000, 50_000, null);
    expect((await deposit(token, 40_000)).body.code).toBe(0);
    const over = await deposit(token, 20_000);
    expect(over.body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    expect(over.body.value).toEqual({ window: 'week', limit: 50_000, remaining: 10_000 });
    expect((await deposit(token, 10_000)).body.code).toBe(0);
    // Eight days on, the week window has room again.
    server.clock.advance(8 * 24 * HOUR);
    const fresh = await signIn(server, 'rg_limits');
    expect((await deposit(fresh, 50_000)).body.code).toBe(0);
  });

  it('applies a decrease at once and an increase only after 24 hours', async () => {
    let { token } = await newPlayer(server, 'rg_raise');
    await limits(token, 100_000, null, null);
    const lowered = await limits(token, 30_000, null, null);
    expect(lowered.body.value).toMatchObject({ limits: { day: 30_000 }, pendingLimits: null });
    const raised = await limits(token, 200_000, null, null);
    expect(raised.body.value).toMatchObject({ limits: { day: 30_000 }, pendingLimits: { day: 200_000 } });
    expect((await deposit(token, 40_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    server.clock.advance(24 * HOUR - 1000);
    // Sessions last 12 hours: sign in again on the later day.
    token = await signIn(server, 'rg_raise');
    expect((await deposit(token, 40_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    server.clock.advance(1000);
    const settings = await server.call(funds.responsible, {}, { token });
    expect(settings.body.value).toMatchObject({ limits: { day: 200_000 }, pendingLimits: null });
    expect((await deposit(token, 40_000)).body.code).toBe(0);
  });
});

describe('reality check', () => {
  it('keeps the interval and answers time since login, wagered and net since login', async () => {
    const { token } = await newPlayer(server, 'rg_reality');
    const set = await server.call(funds.setRealityCheck, { minutes: 30 }, { token });
    expect(set.body.value!.realityCheckMinutes).toBe(30);
    server.clock.advance(45 * 60_000);
    const summary = await server.call(funds.sessionSummary, {}, { token });
    expect(summary.body.value).toMatchObject({
      secondsSinceLogin: 45 * 60,
      wagered: 0,
      net: 0,
      realityCheckMinutes: 30,
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out restricts every session and blocks deposits and bets until it ends', async () => {
    const player = await newPlayer(server, 'rg_timeout');
    const wrong = await server.call(
      funds.exclude,
      { period: '24h', password: 'nope' },
      { token: player.token },
    );
    expect(wrong.body.code).toBe(errors.OLD_PASSWORD_WRONG.code);
    const ok = await server.call(
      funds.exclude,
      { period: '24h', password: PASSWORD },
      { token: player.token },
    );
    expect(ok.body.code).toBe(0);
    // The session lives on, restricted: the basics answer, a deposit does not.
    expect((await server.call(member.info, {}, { token: player.token })).body.code).toBe(0);
    const refused = await deposit(player.token, 50_000);
    expect(refused.body.code).toBe(errors.RG_RESTRICTED.code);
    expect(refused.body.value).toMatchObject({ kind: 'time_out' });

    const login = () =>
      server.call(auth.login, { type: 'username', username: 'rg_timeout', password: PASSWORD });
    const restricted = await login();
    expect(restricted.body.code).toBe(0);
    expect((await deposit(restricted.body.value!.token, 50_000)).body.code).toBe(errors.RG_RESTRICTED.code);
    const at = new Date(server.clock.now());
    await expect(assertMayPlay(server.ctx.db, player.id, at, DEFAULT_POLICY)).rejects.toMatchObject({
      code: errors.SELF_EXCLUDED.code,
    });

    server.clock.advance(24 * HOUR);
    // The time-out has ended: a new session may deposit again.
    expect((await deposit((await login()).body.value!.token, 50_000)).body.code).toBe(0);
    await expect(
      assertMayPlay(server.ctx.db, player.id, new Date(server.clock.now()), DEFAULT_POLICY),
    ).resolves.toBeUndefined();
  });

  it('a permanent self-exclusion never ends, and a shorter period cannot replace a longer one', async () => {
    const player = await newPlayer(server, 'rg_forever');
    await server.call(funds.exclude, { period: 'permanent', password: PASSWORD }, { token: player.token });
    await server.call(funds.exclude, { period: '24h', password: PASSWORD }, { token: player.token });
    // Past the end the 24 hours would have had (and past the 12-hour session).
    server.clock.advance(25 * HOUR);
    const token = await signIn(server, 'rg_forever');
    const refused = await deposit(token, 50_000);
    expect(refused.body.code).toBe(errors.RG_RESTRICTED.code);
    expect(refused.body.value).toMatchObject({ kind: 'self_exclusion', until: null });
  });

  it('a 6-month self-exclusion blocks deposits for a token opened before it', async () => {
    const player = await newPlayer(server, 'rg_six');
    const second = await signIn(server, 'rg_six');
    await server.call(funds.exclude, { period: '6m', password: PASSWORD }, { token: player.token });
    expect((await deposit(second, 50_000)).body.code).toBe(errors.RG_RESTRICTED.code);
    server.clock.advance(60 * 24 * HOUR);
    const still = await signIn(server, 'rg_six');
    expect((await deposit(still, 50_000)).body.code).toBe(errors.RG_RESTRICTED.code);
  });
});
