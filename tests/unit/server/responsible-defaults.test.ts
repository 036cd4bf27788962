import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { applyProfileChange } from '../../../server/modules/responsible/profile-change';
import type { ProfileCode } from '../../../server/modules/responsible/profiles';
import { auth, errors, funds, system } from '../../../src/core/contract';
import { switchableProfile } from './brand-profile';
import { startServer, type TestServer } from './harness';
import { newPlayer, once, payOnGateway, signIn } from './payments-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let dataDir: string;
let operatorKey: string;
/** The brand's profile, switched by each test the way an operator edits operator.json on a live brand. */
const brand = switchableProfile();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-rg-defaults-'));
  server = await startServer({ dataDir, operator: brand.operator });
  operatorKey = createOperatorKey(dataDir);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Moves the server's clock forward to `iso`. */
function moveTo(iso: string) {
  const to = Date.parse(iso);
  expect(to).toBeGreaterThanOrEqual(server.clock.now());
  server.clock.advance(to - server.clock.now());
}
beforeEach(() => {
  brand.profile = 'none';
});

type Limits = { day: number | null; week: number | null; month: number | null };
const deposit = (token: string, amount: number) =>
  server.call(funds.createDeposit, { channel: 'GCASH', amount }, { token, headers: once() });
/** A deposit paid on the gateway page at once, so it counts after the order's expiry. */
async function paidDeposit(token: string, amount: number) {
  const order = await deposit(token, amount);
  expect(order.body.code).toBe(0);
  expect((await payOnGateway(server, order.body.value!)).statusCode).toBeLessThan(400);
}
const setLimits = (token: string, limits: Limits) => server.call(funds.setDepositLimits, limits, { token });
const settings = async (token: string) => (await server.call(funds.responsible, {}, { token })).body.value!;
const NONE: Limits = { day: null, week: null, month: null };

/** The brand switched to `code` on a live site, and the profile check run as every node's timer runs it. */
async function switchBrand(code: ProfileCode) {
  brand.profile = code;
  return applyProfileChange(server.ctx);
}

/** A new member on a brand under `code` (the brand's members brought to it first). */
async function memberUnder(code: ProfileCode, username: string) {
  await switchBrand(code);
  return newPlayer(server, username);
}

/** The member's recorded deposit-limit changes, oldest first. */
async function depositHistory(memberId: number) {
  const rows = await server.ctx.db
    .selectFrom('responsible_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('change', '=', 'deposit_limits')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ actor: row.actor, before: row.before, after: row.after }));
}

let phones = 0;
const register = async (username: string, depositLimits?: Limits | null) => {
  phones += 1;
  return server.call(auth.register, {
    username,
    mobileNum: `91866${String(phones).padStart(5, '0')}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    termsAccepted: true,
    countryDialingCode: '+63',
    ...(depositLimits === undefined ? {} : { depositLimits }),
    // uk and nl ask for a birth date at registration.
    birthDate: '1990-01-01',
    ...(await server.solvedCaptcha()),
  });
};
const memberIdOf = async (username: string) =>
  (
    await server.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst()
  )?.id;

describe('es default deposit limits', () => {
  it('es: a member without limits may deposit at most 600.00 a day', async () => {
    const { token } = await memberUnder('es', 'es_daily');
    expect(await settings(token)).toMatchObject({ limits: { day: 60_000, week: 150_000, month: 300_000 } });
    expect((await deposit(token, 50_000)).body.code).toBe(0);
    const over = await deposit(token, 20_000);
    expect(over.body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    expect(over.body.value).toEqual({ window: 'day', limit: 60_000, remaining: 10_000 });
    expect((await deposit(token, 10_000)).body.code).toBe(0);
  });

  it('es: a member without limits may deposit at most 1,500.00 a week and 3,000.00 a month', async () => {
    await memberUnder('es', 'es_weekly');
    let token = await signIn(server, 'es_weekly');
    // 600.00 on each of two days and 300.00 on the third: the week's 1,500.00 is used up.
    for (const amount of [60_000, 60_000, 30_000]) {
      await paidDeposit(token, amount);
      server.clock.advance(DAY);
      token = await signIn(server, 'es_weekly');
    }
    const week = await deposit(token, 10_000);
    expect(week.body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    expect(week.body.value).toEqual({ window: 'week', limit: 150_000, remaining: 0 });
    // Two more weeks of 1,500.00 would pass the month's 3,000.00.
    server.clock.advance(5 * DAY);
    token = await signIn(server, 'es_weekly');
    for (const amount of [60_000, 60_000, 30_000]) {
      await paidDeposit(token, amount);
      server.clock.advance(DAY);
      token = await signIn(server, 'es_weekly');
    }
    server.clock.advance(5 * DAY);
    token = await signIn(server, 'es_weekly');
    const month = await deposit(token, 10_000);
    expect(month.body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    expect(month.body.value).toEqual({ window: 'month', limit: 300_000, remaining: 0 });
  });

  it('es: lowering a default deposit limit applies at once', async () => {
    const { token } = await memberUnder('es', 'es_lower');
    const lowered = await setLimits(token, { day: 20_000, week: null, month: null });
    expect(lowered.body.value).toMatchObject({
      limits: { day: 20_000, week: 150_000, month: 300_000 },
      pendingLimits: null,
    });
    expect((await deposit(token, 20_000)).body.code).toBe(0);
    expect((await deposit(token, 10_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
  });

  it('es: a raise above a default takes effect after 3 business days', async () => {
    // Friday 10:00 UTC: three business days on is Wednesday 10:00.
    moveTo('2027-01-08T10:00:00Z');
    const { token } = await memberUnder('es', 'es_raise');
    const raised = await setLimits(token, { day: 100_000, week: null, month: null });
    expect(raised.body.value).toMatchObject({
      limits: { day: 60_000 },
      pendingLimits: { day: 100_000, week: 150_000, month: 300_000 },
      pendingAt: '2027-01-13T10:00:00.000Z',
    });
    expect((await deposit(token, 70_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    moveTo('2027-01-13T09:59:00Z');
    let later = await signIn(server, 'es_raise');
    expect((await deposit(later, 70_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    moveTo('2027-01-13T10:00:00Z');
    later = await signIn(server, 'es_raise');
    expect((await deposit(later, 70_000)).body.code).toBe(0);
  });

  it('es: a second raise within 3 months is refused', async () => {
    moveTo('2027-02-01T09:00:00Z');
    const { token } = await memberUnder('es', 'es_twice');
    expect((await setLimits(token, { day: 80_000, week: null, month: null })).body.code).toBe(0);
    moveTo('2027-03-15T09:00:00Z');
    let later = await signIn(server, 'es_twice');
    expect((await settings(later)).limits.day).toBe(80_000);
    const refused = await setLimits(later, { day: 90_000, week: null, month: null });
    expect(refused.body.code).toBe(errors.RG_RAISE_TOO_SOON.code);
    expect(refused.body.value).toEqual({ kind: 'deposit', possibleFrom: '2027-05-01T09:00:00.000Z' });
    expect((await settings(later)).pendingLimits).toBeNull();
    // Lowering stays possible at any time.
    expect((await setLimits(later, { day: 50_000, week: null, month: null })).body.code).toBe(0);
    moveTo('2027-05-01T09:00:00Z');
    later = await signIn(server, 'es_twice');
    const allowed = await setLimits(later, { day: 90_000, week: null, month: null });
    expect(allowed.body.code).toBe(0);
    expect(allowed.body.value).toMatchObject({ limits: { day: 50_000 }, pendingLimits: { day: 90_000 } });
  });
});

describe('raise delays', () => {
  it('nl: a raised deposit limit takes effect after 7 days', async () => {
    const { token } = await memberUnder('nl', 'nl_raise');
    await setLimits(token, { day: 20_000, week: null, month: null });
    const raised = await setLimits(token, { day: 50_000, week: null, month: null });
    expect(raised.body.value).toMatchObject({ limits: { day: 20_000 }, pendingLimits: { day: 50_000 } });
    server.clock.advance(7 * DAY - 60_000);
    let later = await signIn(server, 'nl_raise');
    expect((await deposit(later, 30_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    server.clock.advance(60_000);
    later = await signIn(server, 'nl_raise');
    expect((await deposit(later, 30_000)).body.code).toBe(0);
  });
});

describe('deposit limits at registration', () => {
  it('the site status tells the registration form which limits the profile asks for', async () => {
    const asked = async () => (await server.call(system.status, {})).body.value!.info.register.depositLimits;
    expect(await asked()).toBeUndefined();
    brand.profile = 'uk';
    expect(await asked()).toEqual({ ask: 'prompt', maxMonthly: null });
    brand.profile = 'de';
    expect(await asked()).toEqual({ ask: 'required', maxMonthly: 100_000 });
    brand.profile = 'nl';
    expect(await asked()).toEqual({ ask: 'required', maxMonthly: null });
  });

  it('de: a registration without a monthly deposit limit is refused', async () => {
    brand.profile = 'de';
    for (const limits of [undefined, null, { day: 10_000, week: null, month: null }]) {
      const refused = await register('denolimit', limits);
      expect(refused.body.code).toBe(errors.RG_DEPOSIT_LIMIT_REQUIRED.code);
      expect(refused.body.value).toEqual({ rule: 'month', maxMonthly: 100_000 });
    }
    expect(await memberIdOf('denolimit')).toBeUndefined();
  });

  it('de: a monthly deposit limit above 1,000.00 is refused, at registration and later', async () => {
    brand.profile = 'de';
    const refused = await register('dehigh', { day: null, week: null, month: 100_001 });
    expect(refused.body.code).toBe(errors.RG_DEPOSIT_LIMIT_REQUIRED.code);
    expect(await memberIdOf('dehigh')).toBeUndefined();
    const joined = await register('dehigh', { day: null, week: null, month: 80_000 });
    expect(joined.body.code).toBe(0);
    const token = joined.body.value!.token;
    expect(await settings(token)).toMatchObject({ limits: { day: null, week: null, month: 80_000 } });
    // Up to 1,000.00 is a raise like any other; above it, or no monthly limit at all, is refused.
    expect((await setLimits(token, { day: null, week: null, month: 100_000 })).body.code).toBe(0);
    for (const month of [150_000, null]) {
      const above = await setLimits(token, { day: null, week: null, month });
      expect(above.body.code).toBe(errors.RG_DEPOSIT_LIMIT_REQUIRED.code);
      expect(above.body.value).toEqual({ rule: 'month', maxMonthly: 100_000 });
    }
    expect(await settings(token)).toMatchObject({ pendingLimits: { month: 100_000 } });
  });

  it('nl: a registration without deposit limits is refused', async () => {
    brand.profile = 'nl';
    for (const limits of [undefined, null, NONE]) {
      const refused = await register('nlnolimit', limits);
      expect(refused.body.code).toBe(errors.RG_DEPOSIT_LIMIT_REQUIRED.code);
      expect(refused.body.value).toEqual({ rule: 'any', maxMonthly: null });
    }
    const joined = await register('nlnolimit', { day: null, week: 40_000, month: null });
    expect(joined.body.code).toBe(0);
    const token = joined.body.value!.token;
    expect(await settings(token)).toMatchObject({ limits: { day: null, week: 40_000, month: null } });
    expect((await deposit(token, 50_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
  });

  it('uk: registration asks for deposit limits or an explicit "no limit"', async () => {
    brand.profile = 'uk';
    const unanswered = await register('ukprompt');
    expect(unanswered.body.code).toBe(errors.RG_DEPOSIT_LIMIT_REQUIRED.code);
    expect(unanswered.body.value).toEqual({ rule: 'choice', maxMonthly: null });
    const noLimit = await register('ukprompt', null);
    expect(noLimit.body.code).toBe(0);
    expect(await settings(noLimit.body.value!.token)).toMatchObject({ limits: NONE });
    const chosen = await register('ukchosen', { day: 30_000, week: null, month: null });
    expect(chosen.body.code).toBe(0);
    const token = chosen.body.value!.token;
    expect(await settings(token)).toMatchObject({ limits: { day: 30_000 } });
    expect(await depositHistory((await memberIdOf('ukchosen'))!)).toEqual([
      {
        actor: 'member',
        before: { limits: NONE, pending: null, appliesAt: null },
        after: { limits: { day: 30_000, week: null, month: null }, pending: null, appliesAt: null },
      },
    ]);
  });
});

describe('changing the profile of a live brand', () => {
  it('changing the brand to es gives existing members the es defaults and records it', async () => {
    await switchBrand('none');
    const open = await newPlayer(server, 'switch_es_open');
    const loose = await newPlayer(server, 'switch_es_loose');
    const strict = await newPlayer(server, 'switch_es_strict');
    await setLimits(loose.token, { day: 100_000, week: null, month: 1_000_000 });
    await setLimits(strict.token, { day: 10_000, week: 50_000, month: 100_000 });

    const change = await switchBrand('es');
    expect(change).toMatchObject({ from: 'none', to: 'es' });
    expect(change!.membersChanged).toBeGreaterThanOrEqual(2);
    expect((await settings(open.token)).limits).toEqual({ day: 60_000, week: 150_000, month: 300_000 });
    expect((await settings(loose.token)).limits).toEqual({ day: 60_000, week: 150_000, month: 300_000 });
    // Stricter limits of the member's own stay.
    expect((await settings(strict.token)).limits).toEqual({ day: 10_000, week: 50_000, month: 100_000 });
    expect((await deposit(loose.token, 70_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);

    const recorded = await depositHistory(loose.id);
    expect(recorded.at(-1)).toEqual({
      actor: 'system',
      before: { limits: { day: 100_000, week: null, month: 1_000_000 }, pending: null, appliesAt: null },
      after: { limits: { day: 60_000, week: 150_000, month: 300_000 }, pending: null, appliesAt: null },
    });
    expect((await depositHistory(open.id)).map((entry) => entry.actor)).toEqual(['system']);
    expect((await depositHistory(strict.id)).map((entry) => entry.actor)).toEqual(['member']);

    // The operator reads the brand's change.
    const answer = await server.app.inject({
      method: 'GET',
      url: '/operator/api/responsible/profile-changes',
      headers: { 'x-operator-key': operatorKey, 'x-operator-name': 'test-op' },
      remoteAddress: '127.0.0.1',
    });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).value.changes[0]).toMatchObject({ from: 'none', to: 'es' });
    // Back to none: the members keep the limits they now have.
    await switchBrand('none');
    expect((await settings(loose.token)).limits).toEqual({ day: 60_000, week: 150_000, month: 300_000 });
  });

  it('changing the brand to de caps monthly deposit limits at 1,000.00 and records it', async () => {
    await switchBrand('none');
    const open = await newPlayer(server, 'switch_de_open');
    const low = await newPlayer(server, 'switch_de_low');
    await setLimits(low.token, { day: null, week: null, month: 50_000 });
    await switchBrand('de');
    expect((await settings(open.token)).limits).toEqual({ day: null, week: null, month: 100_000 });
    expect((await settings(low.token)).limits).toEqual({ day: null, week: null, month: 50_000 });
    expect((await depositHistory(open.id)).at(-1)).toMatchObject({
      actor: 'system',
      after: { limits: { month: 100_000 } },
    });
    expect((await deposit(open.token, 100_000)).body.code).toBe(0);
    expect((await deposit(open.token, 10_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
  });

  it('a profile change is applied once, however many nodes and restarts see it', async () => {
    await switchBrand('none');
    const { id } = await newPlayer(server, 'switch_once');
    const before = await server.ctx.db
      .selectFrom('responsible_profile_changes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    brand.profile = 'es';
    // Two nodes' timers firing together, then a node started later.
    const runs = await Promise.all([applyProfileChange(server.ctx), applyProfileChange(server.ctx)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await applyProfileChange(server.ctx)).toBeNull();
    const after = await server.ctx.db
      .selectFrom('responsible_profile_changes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect(await depositHistory(id)).toHaveLength(1);
  });
});
