import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OperatorConfig, operatorConfigSchema } from '../../../server/config/operator';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { windowStart } from '../../../server/modules/responsible/calendar';
import type { ProfileCode } from '../../../server/modules/responsible/profiles';
import { REGISTERS_FILE } from '../../../server/providers/exclusion-registers';
import { auth, errors, funds, games, system } from '../../../src/core/contract';
import {
  insertFixtureGames,
  losingStops,
  newGamePlayer,
  newSpinId,
  openGame,
  ScriptedRng,
  slotSpin,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer, once, PAY_PASSWORD, payOnGateway, readyToWithdraw, signIn } from './payments-fixtures';

const run = promisify(execFile);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SLOT = 'GD-SLOT-SPADE';
const rng = new ScriptedRng(39);
let server: TestServer;
let dataDir: string;
let operatorKey: string;
/** The brand's operator.json, switched per test as an operator edits it. */
let config: OperatorConfig;
const brand = (profile: ProfileCode, timeZone = 'UTC') =>
  operatorConfigSchema.parse({ responsibleGaming: { profile, timeZone } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gd-rg-age-'));
  writeFileSync(join(dataDir, REGISTERS_FILE), '{}');
  config = brand('none');
  server = await startServer({ dataDir, gameRng: rng, operator: { current: () => config } });
  await insertFixtureGames(server);
  operatorKey = createOperatorKey(dataDir);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  config = brand('none');
  rng.queue.length = 0;
});

/** Sets the fake clock to an ISO instant (it only moves forward, so each test goes further on). */
function clockTo(iso: string): void {
  const target = Date.parse(iso);
  const now = server.clock.now();
  if (target < now) throw new Error(`the clock is already past ${iso}`);
  server.clock.advance(target - now);
}

let phones = 0;
const register = async (username: string, birthDate?: string) => {
  phones += 1;
  return server.call(auth.register, {
    username,
    mobileNum: `91877${String(phones).padStart(5, '0')}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    termsAccepted: true,
    countryDialingCode: '+63',
    ...(birthDate ? { birthDate } : {}),
    // Within the deposit limits every profile asks for at registration (de: a monthly one of at most 1,000.00).
    depositLimits: { day: null, week: null, month: 100_000 },
    ...(await server.solvedCaptcha()),
  });
};
const memberRow = (username: string) =>
  server.ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();

const deposit = (token: string, amount: number) =>
  server.call(funds.createDeposit, { channel: 'GCASH', amount }, { token, headers: once() });
/** A deposit the member pays on the gateway at once (a pending order lapses after its 30 minutes). */
async function paidDeposit(token: string, amount: number) {
  const order = await deposit(token, amount);
  expect(order.body.code).toBe(0);
  expect((await payOnGateway(server, order.body.value!)).statusCode).toBeLessThan(400);
}
const settings = (token: string) => server.call(funds.responsible, {}, { token });
const spin = (token: string, stake: number) => {
  rng.queue.push(...losingStops());
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
const operator = (method: 'GET' | 'POST', url: string, payload?: unknown, name = 'a.jansen') =>
  server.app.inject({
    method,
    url,
    headers: { 'x-operator-key': operatorKey, 'x-operator-name': name },
    remoteAddress: '127.0.0.1',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('birth date at registration', () => {
  it('uk: a registration without a birth date is refused', async () => {
    config = brand('uk');
    const status = await server.call(system.status, {});
    expect(status.body.value!.info.register.birthDateRequired).toBe(true);
    const refused = await register('uknobirth');
    expect(refused.body.code).toBe(errors.BIRTH_DATE_REQUIRED.code);
    expect(await memberRow('uknobirth')).toBeUndefined();

    const opened = await register('ukborn', '1990-05-20');
    expect(opened.body.code).toBe(0);
    const view = await settings(opened.body.value!.token);
    expect(view.body.value).toMatchObject({ birthDate: '1990-05-20', birthDateRequired: true });
    // Under none the form does not ask for it.
    config = brand('none');
    expect(
      (await server.call(system.status, {})).body.value!.info.register.birthDateRequired,
    ).toBeUndefined();
    expect((await register('nonenobirth')).body.code).toBe(0);
  });

  it('nl: a registration by a person aged 17 is refused with UNDER_AGE, and nothing is created', async () => {
    config = brand('nl', 'Europe/Amsterdam');
    const today = new Date(server.clock.now());
    const year = today.getUTCFullYear();
    const day = today.toISOString().slice(5, 10);
    // Eighteen tomorrow: still 17 today.
    const tomorrow = new Date(server.clock.now() + DAY).toISOString().slice(5, 10);
    const refused = await register('nlseventeen', `${year - 18}-${tomorrow}`);
    expect(refused.body.code).toBe(errors.UNDER_AGE.code);
    expect(refused.body.value).toEqual({ minimumAge: 18 });
    expect(await memberRow('nlseventeen')).toBeUndefined();
    // Eighteen today: welcome.
    expect((await register('nleighteen', `${year - 18}-${day}`)).body.code).toBe(0);
    // A day that does not exist is not a birth date.
    const invalid = await register('nlnoday', '1990-02-30');
    expect(invalid.body.code).toBe(errors.INVALID_INPUT.code);
    expect(invalid.body.fields).toEqual({ birthDate: 'err_birth_date_invalid' });
  });

  it('uk: a member without a birth date is asked for it before the next stake and deposit, enters it once and cannot change it', async () => {
    config = brand('uk');
    const player = await newPlayer(server, 'uk_old_account', 10_000, null);
    expect((await deposit(player.token, 20_000)).body.code).toBe(errors.BIRTH_DATE_REQUIRED.code);
    const launch = await server.call(games.launchGame, { gameCode: SLOT }, { token: player.token });
    expect(launch.body.code).toBe(errors.BIRTH_DATE_REQUIRED.code);
    expect((await settings(player.token)).body.value).toMatchObject({
      birthDate: null,
      birthDateRequired: true,
    });

    const underAge = await server.call(
      funds.setBirthDate,
      { birthDate: '2010-01-01' },
      { token: player.token },
    );
    expect(underAge.body.code).toBe(errors.UNDER_AGE.code);
    const entered = await server.call(
      funds.setBirthDate,
      { birthDate: '1980-03-04' },
      { token: player.token },
    );
    expect(entered.body.code).toBe(0);
    expect(entered.body.value!.birthDate).toBe('1980-03-04');
    expect((await deposit(player.token, 20_000)).body.code).toBe(0);
    // Once given it stays: the member cannot change it.
    const again = await server.call(funds.setBirthDate, { birthDate: '1999-03-04' }, { token: player.token });
    expect(again.body.code).toBe(errors.INVALID_INPUT.code);
    expect(again.body.fields).toEqual({ birthDate: 'err_birth_date_set' });
    const history = await server.call(
      funds.responsibleHistory,
      { page: 1, pageSize: 10 },
      { token: player.token },
    );
    expect(history.body.value!.list.filter((entry) => entry.change === 'birth_date')).toMatchObject([
      { actor: 'member', before: { birthDate: null }, after: { birthDate: '1980-03-04' } },
    ]);
  });
});

describe('age-banded slot stake', () => {
  it('uk: a slot stake above 2.00 by a member aged 24 is refused with RG_STAKE_LIMIT (2.00 plays; 5.00 from their 25th birthday)', async () => {
    config = brand('uk', 'Europe/London');
    const now = new Date(server.clock.now());
    // 25 tomorrow (in London): 24 today.
    const tomorrow = new Date(now.getTime() + DAY);
    const birthDate = `${tomorrow.getUTCFullYear() - 25}-${tomorrow.toISOString().slice(5, 10)}`;
    const player = { ...(await newPlayer(server, 'uk_aged_24', 10_000, birthDate)), username: 'uk_aged_24' };

    const page = await openGame(server, player, SLOT);
    expect(Math.max(...(page.data.slot as { stakes: number[] }).stakes)).toBe(200);
    const token = page.data.sessionToken;
    const refused = await spin(token, 500);
    expect(refused.body.code).toBe(errors.RG_STAKE_LIMIT.code);
    expect(refused.body.value).toEqual({ maxStake: 200 });
    rng.queue.length = 0;
    expect((await spin(token, 200)).body.code).toBe(0);

    // The 25th birthday starts at midnight in London: 5.00 plays, 10.00 does not.
    const birthday = windowStart('day', tomorrow, { windows: 'calendar', timeZone: 'Europe/London' });
    clockTo(birthday.toISOString());
    const later = { ...player, token: await signIn(server, player.username) };
    const birthdayPage = await openGame(server, later, SLOT);
    expect(Math.max(...(birthdayPage.data.slot as { stakes: number[] }).stakes)).toBe(500);
    const birthdayToken = birthdayPage.data.sessionToken;
    expect((await spin(birthdayToken, 500)).body.code).toBe(0);
    server.clock.advance(3_000);
    expect((await spin(birthdayToken, 1_000)).body).toMatchObject({
      code: errors.RG_STAKE_LIMIT.code,
      value: { maxStake: 500 },
    });
  });
});

describe('calendar windows in the brand time zone', () => {
  it("de: the monthly deposit limit counts from the first of the month in the brand's time zone", async () => {
    config = brand('de', 'Europe/Berlin');
    const { token: first } = await newPlayer(server, 'de_month');
    await server.call(funds.setDepositLimits, { day: null, week: null, month: 100_000 }, { token: first });
    // 23:59:59.999 on 31 January in Berlin.
    clockTo('2025-01-31T22:59:59.999Z');
    const token = await signIn(server, 'de_month');
    expect((await deposit(token, 80_000)).body.code).toBe(0);
    expect((await deposit(token, 30_000)).body).toMatchObject({
      code: errors.DEPOSIT_LIMIT_EXCEEDED.code,
      value: { window: 'month', limit: 100_000, remaining: 20_000 },
    });
    // Midnight in Berlin (still January in UTC): a new month.
    server.clock.advance(1);
    expect((await deposit(token, 30_000)).body.code).toBe(0);
    expect((await settings(token)).body.value).toMatchObject({
      windows: 'calendar',
      usage: { deposited: { day: 30_000, month: 30_000 } },
    });
    // The same instant for a brand in UTC is still January: 1,100.00 is in the month already.
    config = brand('de', 'UTC');
    expect((await deposit(token, 10_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
  });

  it("es: the daily deposit limit counts from midnight in the brand's time zone, and none keeps the rolling 24 hours", async () => {
    config = brand('es', 'Europe/Madrid');
    // 23:30 on 2 February in Madrid, then 00:00 on 3 February.
    clockTo('2025-02-02T22:30:00Z');
    const { token } = await newPlayer(server, 'es_day');
    await server.call(funds.setDepositLimits, { day: 50_000, week: null, month: null }, { token });
    await paidDeposit(token, 40_000);
    expect((await deposit(token, 20_000)).body.code).toBe(errors.DEPOSIT_LIMIT_EXCEEDED.code);
    clockTo('2025-02-02T23:00:00Z');
    expect((await deposit(token, 20_000)).body.code).toBe(0);
    // Rolling (none): the 400.00 of half an hour ago still counts in the last 24 hours.
    config = brand('none', 'Europe/Madrid');
    expect((await deposit(token, 10_000)).body).toMatchObject({
      code: errors.DEPOSIT_LIMIT_EXCEEDED.code,
      value: { window: 'day', remaining: 0 },
    });
    expect((await settings(token)).body.value!.windows).toBe('rolling');
  });

  it("nl: the weekly wager limit counts from Monday midnight in the brand's time zone", async () => {
    config = brand('nl', 'Europe/Amsterdam');
    // Sunday 9 February, 23:00 in Amsterdam.
    clockTo('2025-02-09T22:00:00Z');
    const player = await newGamePlayer(server, 'nl_week', 100_000);
    await server.call(funds.setWagerLimits, { day: null, week: 1_000, month: null }, { token: player.token });
    const token = (await openGame(server, player, SLOT)).data.sessionToken;
    // 9.00 of 10.00 wagered: below 100 %, where nl would sign the member out (its limit alerts).
    for (const stake of [500, 200, 200]) {
      expect((await spin(token, stake)).body.code).toBe(0);
      server.clock.advance(3_000);
    }
    expect((await spin(token, 200)).body).toMatchObject({
      code: errors.RG_WAGER_LIMIT.code,
      value: { window: 'week', limit: 1_000, remaining: 100 },
    });
    rng.queue.length = 0;
    // Monday 00:00 in Amsterdam: a new week, the day's and week's wagers start again.
    clockTo('2025-02-09T23:00:00Z');
    expect((await spin(token, 500)).body.code).toBe(0);
    expect((await settings(player.token)).body.value!.usage.wagered).toMatchObject({ day: 500, week: 500 });
  });
});

describe('nl affordability check', () => {
  it('nl: a deposit passing 700.00 net deposits in the calendar month is refused until the operator records an affordability check', async () => {
    config = brand('nl', 'Europe/Amsterdam');
    clockTo('2025-03-03T09:00:00Z');
    const { token } = await newPlayer(server, 'nl_afford');
    expect((await deposit(token, 60_000)).body.code).toBe(0);
    expect((await deposit(token, 10_000)).body.code).toBe(0);
    const refused = await deposit(token, 10_000);
    expect(refused.body).toMatchObject({
      code: errors.AFFORDABILITY_CHECK_REQUIRED.code,
      value: { threshold: 70_000, netDeposits: 70_000 },
    });

    // The operator sees the member waiting, and records the check.
    const waiting = await operator('GET', '/operator/api/responsible/affordability');
    expect(waiting.json().value.members).toContainEqual(
      expect.objectContaining({
        member: 'nl_afford',
        netDepositsMinor: 70_000,
        thresholdMinor: 70_000,
        reached: true,
      }),
    );
    const recorded = await operator('POST', '/operator/api/responsible/affordability', {
      member: 'NL_Afford',
      outcome: 'affordable',
      monthlyNetDepositMinor: 150_000,
      note: 'payslips seen',
    });
    expect(recorded.json()).toMatchObject({
      code: 0,
      value: {
        thresholdMinor: 150_000,
        reached: false,
        lastCheck: { outcome: 'affordable', checkedBy: 'a.jansen' },
      },
    });
    expect((await deposit(token, 10_000)).body.code).toBe(0);
    expect((await deposit(token, 80_000)).body.code).toBe(errors.AFFORDABILITY_CHECK_REQUIRED.code);

    // In the member's history, by the operator.
    const history = await server.call(funds.responsibleHistory, { page: 1, pageSize: 10 }, { token });
    expect(history.body.value!.list[0]).toMatchObject({
      change: 'affordability',
      actor: 'operator',
      before: { affordability: null },
      after: { affordability: { outcome: 'affordable', monthlyNetDeposit: 150_000, checkedBy: 'a.jansen' } },
    });
  });

  it('nl: a member aged 18–24 is refused past 300.00 net deposits in the calendar month; withdrawals count against deposits', async () => {
    config = brand('nl', 'Europe/Amsterdam');
    clockTo('2025-04-01T08:00:00Z');
    const birthDate = `${new Date(server.clock.now()).getUTCFullYear() - 20}-01-01`;
    const { token } = await newPlayer(server, 'nl_young', 50_000, birthDate);
    await paidDeposit(token, 30_000);
    expect((await deposit(token, 10_000)).body).toMatchObject({
      code: errors.AFFORDABILITY_CHECK_REQUIRED.code,
      value: { threshold: 30_000 },
    });
    // 200.00 withdrawn: net deposits are 100.00, so 200.00 more fit.
    await readyToWithdraw(server, token, 'Young Member');
    const withdrawal = await server.call(
      funds.createWithdrawal,
      { amount: 20_000, paymentPassword: PAY_PASSWORD },
      { token, headers: once() },
    );
    expect(withdrawal.body.code).toBe(0);
    await paidDeposit(token, 20_000);
    expect((await deposit(token, 10_000)).body.code).toBe(errors.AFFORDABILITY_CHECK_REQUIRED.code);
    // A check finding deposits not affordable keeps the threshold; a new calendar month starts again.
    const kept = await operator('POST', '/operator/api/responsible/affordability', {
      member: 'nl_young',
      outcome: 'not_affordable',
    });
    expect(kept.json().value).toMatchObject({ thresholdMinor: 30_000, reached: true });
    expect((await deposit(token, 10_000)).body.code).toBe(errors.AFFORDABILITY_CHECK_REQUIRED.code);
    // 23:59 on 30 April in Amsterdam still waits; 1 May starts a new month.
    clockTo('2025-04-30T21:59:00Z');
    const later = await signIn(server, 'nl_young');
    expect((await deposit(later, 10_000)).body.code).toBe(errors.AFFORDABILITY_CHECK_REQUIRED.code);
    clockTo('2025-04-30T22:00:00Z');
    expect((await deposit(later, 10_000)).body.code).toBe(0);
  });

  it('operator API: checks need the key, a known member, an nl brand and a threshold when affordable', async () => {
    config = brand('nl');
    await newPlayer(server, 'nl_api');
    const noKey = await server.app.inject({
      method: 'POST',
      url: '/operator/api/responsible/affordability',
      payload: { member: 'nl_api', outcome: 'not_affordable' },
      remoteAddress: '127.0.0.1',
    });
    expect(noKey.json().code).toBe(errors.OPERATOR_KEY_WRONG.code);
    const unknown = await operator('POST', '/operator/api/responsible/affordability', {
      member: 'nobody_here',
      outcome: 'not_affordable',
    });
    expect(unknown.json().code).toBe(errors.NOT_FOUND.code);
    const noThreshold = await operator('POST', '/operator/api/responsible/affordability', {
      member: 'nl_api',
      outcome: 'affordable',
    });
    expect(noThreshold.json().code).toBe(errors.INVALID_INPUT.code);
    config = brand('uk');
    const notNl = await operator('POST', '/operator/api/responsible/affordability', {
      member: 'nl_api',
      outcome: 'affordable',
      monthlyNetDepositMinor: 100_000,
    });
    expect(notNl.json().code).toBe(errors.FEATURE_DISABLED.code);
    const position = await operator('GET', '/operator/api/responsible/affordability?member=nl_api');
    expect(position.json().value).toMatchObject({
      profile: 'uk',
      members: [{ member: 'nl_api', thresholdMinor: null }],
    });
  });
});

describe('operator command line', () => {
  it('nl: `npm run operator -- affordability` lists a member waiting and `affordability-check` records the check', async () => {
    config = brand('nl', 'Europe/Amsterdam');
    const { token } = await newPlayer(server, 'nl_cli');
    expect((await deposit(token, 70_000)).body.code).toBe(0);
    expect((await deposit(token, 10_000)).body.code).toBe(errors.AFFORDABILITY_CHECK_REQUIRED.code);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', ...args], {
        env: {
          ...process.env,
          OPERATOR_URL: `http://127.0.0.1:${address.port}`,
          OPERATOR_KEY: operatorKey,
          OPERATOR_NAME: 'cli-tester',
        },
      });
    expect((await cli('affordability')).stdout).toMatch(/nl_cli .*700\.00 \/ 700\.00\s+DEPOSITS WAIT/);
    const recorded = await cli(
      'affordability-check',
      'nl_cli',
      'affordable',
      '1200.00',
      'bank statements seen',
    );
    expect(recorded.stdout).toMatch(/recorded[\s\S]*700\.00 \/ 1200\.00 .*affordable by cli-tester/);
    expect((await deposit(token, 10_000)).body.code).toBe(0);
  }, 60_000);
});

describe('operator.json time zone', () => {
  it('takes an IANA name, UTC by default, and refuses a name it does not know', () => {
    expect(operatorConfigSchema.parse({}).responsibleGaming.timeZone).toBe('UTC');
    expect(brand('nl', 'Europe/Amsterdam').responsibleGaming.timeZone).toBe('Europe/Amsterdam');
    expect(() => brand('nl', 'Mars/Olympus_Mons')).toThrow(/IANA/);
  });
});
