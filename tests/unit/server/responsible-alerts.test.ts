import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errors, funds, headers, messages, promo } from '../../../src/core/contract';
import { switchableProfile } from './brand-profile';
import {
  insertFixtureGames,
  losingStops,
  newGamePlayer,
  newSpinId,
  openGame,
  type Player,
  ScriptedRng,
  slotSpin,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { mainBalance } from './lottery-fixtures';
import { once, PAY_PASSWORD, payOnGateway, readyToWithdraw, signIn } from './payments-fixtures';

const rng = new ScriptedRng(42);
/** The brand's profile, switched by each test the way an operator edits operator.json on a live brand. */
const brand = switchableProfile();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ gameRng: rng, operator: brand.operator });
  await insertFixtureGames(server);
});
afterAll(() => server.close());
beforeEach(() => {
  brand.profile = 'none';
  rng.queue.length = 0;
});

const SLOT = 'GD-SLOT-SPADE';
/** Past every profile's minimum round time. */
const PACE_MS = 5_000;

const losingSpin = (token: string, stake: number) => {
  rng.queue.push(...losingStops());
  server.clock.advance(PACE_MS);
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
/** The member's own alert messages in the inbox, newest first (the brand's welcome message left out). */
const inbox = async (token: string) =>
  (await server.call(messages.list, { page: 1, pageSize: 20 }, { token })).body.value!.list.filter(
    (message) => message.title.includes('%'),
  );
const summary = (token: string, language = 'en') =>
  server.call(funds.sessionSummary, {}, { token, headers: { [headers.language]: language } });
const alertsInHistory = async (token: string) =>
  (await server.call(funds.responsibleHistory, { page: 1, pageSize: 50 }, { token })).body.value!.list.filter(
    (entry) => entry.change === 'limit_alert',
  );

async function withLossLimit(
  name: string,
  day: number,
  balance = 10_000,
): Promise<Player & { game: string }> {
  const player = await newGamePlayer(server, name, balance);
  expect(
    (await server.call(funds.setLossLimits, { day, week: null, month: null }, { token: player.token })).body
      .code,
  ).toBe(0);
  const game = (await openGame(server, player, SLOT)).data.sessionToken;
  return { ...player, game };
}

describe('limit alerts', () => {
  it('nl: a loss reaching 50 % of the daily limit sends one alert', async () => {
    brand.profile = 'nl';
    const player = await withLossLimit('alert_loss_50', 1_000);
    // The member uses the site in Spanish: the alert is written in it.
    await summary(player.token, 'es');

    for (let spin = 0; spin < 4; spin++) expect((await losingSpin(player.game, 100)).body.code).toBe(0);
    expect(await inbox(player.token)).toHaveLength(0);
    expect((await summary(player.token, 'es')).body.value!.limitAlert).toBeNull();

    expect((await losingSpin(player.game, 100)).body.code).toBe(0);
    const [message, ...more] = await inbox(player.token);
    expect(more).toHaveLength(0);
    expect(message!.title).toContain('50 %');
    expect(message!.content).toContain('Límite de pérdidas por día');
    expect(message!.content).toContain('5.00');
    expect(message!.content).toContain('10.00');
    expect((await summary(player.token, 'es')).body.value!.limitAlert).toMatchObject({
      kind: 'loss',
      window: 'day',
      percent: 50,
      limit: 1_000,
      used: 500,
    });
    const [recorded] = await alertsInHistory(player.token);
    expect(recorded).toMatchObject({
      actor: 'system',
      after: {
        alert: { kind: 'loss', window: 'day', percent: 50, limit: 1_000, used: 500, signedOut: false },
      },
    });

    // Further losses below 100 % alert no more: once per limit, window and percentage.
    expect((await losingSpin(player.game, 100)).body.code).toBe(0);
    expect((await losingSpin(player.game, 100)).body.code).toBe(0);
    expect(await inbox(player.token)).toHaveLength(1);
    expect(await alertsInHistory(player.token)).toHaveLength(1);

    // A day later the window holds none of those losses: reaching 50 % again alerts again.
    server.clock.advance(24 * 3600_000);
    const token = await signIn(server, player.username);
    const game = (await openGame(server, { ...player, token }, SLOT)).data.sessionToken;
    expect((await losingSpin(game, 500)).body.code).toBe(0);
    expect(await inbox(token)).toHaveLength(2);
  });

  it('nl: a loss reaching 100 % of the daily limit sends one alert, not a second 50 % one, and signs the member out', async () => {
    brand.profile = 'nl';
    const player = await withLossLimit('alert_loss_100', 1_000);
    expect((await losingSpin(player.game, 1_000)).body.code).toBe(0);
    expect((await summary(player.token)).body.code).toBe(errors.RG_LIMIT_SIGNED_OUT.code);
    const list = await inbox(await signIn(server, player.username));
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toContain('100 %');
    // Both thresholds are recorded, so 50 % is not alerted later in the window.
    const recorded = await alertsInHistory(await signIn(server, player.username));
    expect(recorded.map((entry) => entry.after.alert?.percent).sort()).toEqual([100, 50]);
  });

  it('nl: reaching 100 % of the deposit limit signs the member out', async () => {
    brand.profile = 'nl';
    const player = await newGamePlayer(server, 'alert_deposit_100', 0);
    const other = await signIn(server, player.username);
    await server.call(
      funds.setDepositLimits,
      { day: 20_000, week: null, month: null },
      { token: player.token },
    );
    const game = (await openGame(server, player, SLOT)).data.sessionToken;
    const deposit = async (amount: number) => {
      const order = await server.call(
        funds.createDeposit,
        { channel: 'GCASH', amount },
        { token: player.token, headers: once() },
      );
      expect(order.body.code).toBe(0);
      expect((await payOnGateway(server, order.body.value!)).statusCode).toBeLessThan(400);
    };

    await deposit(10_000);
    expect(await mainBalance(server, player.id)).toBe(10_000);
    // 50 %: an alert, the member stays signed in.
    expect((await summary(player.token)).body.value!.limitAlert).toMatchObject({
      kind: 'deposit',
      percent: 50,
    });

    await deposit(10_000);
    expect(await mainBalance(server, player.id)).toBe(20_000);
    // Every session of the member has ended, and says why; the open game takes no more rounds.
    server.clock.advance(PACE_MS);
    for (const token of [player.token, other]) {
      expect((await summary(token)).body.code).toBe(errors.RG_LIMIT_SIGNED_OUT.code);
    }
    rng.queue.push(...losingStops());
    expect((await slotSpin(server, game, { spinId: newSpinId(), stake: 100 })).body.code).toBe(
      errors.GAME_SESSION_ENDED.code,
    );

    const again = await signIn(server, player.username);
    const list = await inbox(again);
    expect(list.map((message) => message.title)).toEqual([
      expect.stringContaining('100 %'),
      expect.stringContaining('50 %'),
    ]);
    expect(list[0]!.content).toContain('signed out');
    const [latest] = await alertsInHistory(again);
    expect(latest).toMatchObject({
      actor: 'system',
      after: { alert: { kind: 'deposit', percent: 100, limit: 20_000, used: 20_000, signedOut: true } },
    });
    // Signing in again within the window does not alert or sign out again.
    expect((await summary(again)).body.code).toBe(0);
    expect(await inbox(again)).toHaveLength(2);
  });

  it('none: reaching a limit sends no alert and keeps the member signed in', async () => {
    const player = await withLossLimit('alert_none', 1_000);
    expect((await losingSpin(player.game, 1_000)).body.code).toBe(0);
    expect(await inbox(player.token)).toHaveLength(0);
    expect((await summary(player.token)).body.value!.limitAlert).toBeNull();
  });
});

describe('reality check under profiles that require it', () => {
  it('es: the reality check cannot be switched off', async () => {
    brand.profile = 'es';
    const { token } = await newGamePlayer(server, 'reality_es_off', 0);
    const settings = (await server.call(funds.responsible, {}, { token })).body.value!;
    expect(settings).toMatchObject({ realityCheckMinutes: 30, realityCheckMaxMinutes: 30 });

    for (const minutes of [null, 60]) {
      const refused = await server.call(funds.setRealityCheck, { minutes }, { token });
      expect(refused.body.code).toBe(errors.RG_REALITY_CHECK_REQUIRED.code);
      expect(refused.body.value).toEqual({ maxMinutes: 30 });
    }
    expect((await server.call(funds.sessionSummary, {}, { token })).body.value!.realityCheckMinutes).toBe(30);
    const shorter = await server.call(funds.setRealityCheck, { minutes: 15 }, { token });
    expect(shorter.body.value!.realityCheckMinutes).toBe(15);
  });

  it('nl: an interval longer than 30 minutes chosen before the profile gives way to 30', async () => {
    const { token } = await newGamePlayer(server, 'reality_nl_longer', 0);
    expect((await server.call(funds.setRealityCheck, { minutes: 120 }, { token })).body.code).toBe(0);
    brand.profile = 'nl';
    expect((await server.call(funds.sessionSummary, {}, { token })).body.value!.realityCheckMinutes).toBe(30);
  });

  it('none: the reality check can still be switched off', async () => {
    const { token } = await newGamePlayer(server, 'reality_none_off', 0);
    const off = await server.call(funds.setRealityCheck, { minutes: null }, { token });
    expect(off.body.value).toMatchObject({ realityCheckMinutes: null, realityCheckMaxMinutes: null });
  });
});

describe('bonus wagering', () => {
  it("uk: a bonus's wagering requirement is at most 10 times its amount", async () => {
    brand.profile = 'uk';
    // 50.00 of the member's own, and the 50.00 bonus: together the usual minimum withdrawal.
    const player = await newGamePlayer(server, 'bonus_uk', 5_000);
    const welcome = await server.ctx.db
      .selectFrom('promotions')
      .select('id')
      .where('code', '=', 'WELCOME')
      .executeTakeFirstOrThrow();
    await server.call(promo.signUpPromotionJoin, { promotionId: welcome.id }, { token: player.token });
    const claimed = await server.call(
      promo.signUpRequestReward,
      { promotionId: welcome.id },
      { token: player.token, headers: once() },
    );
    expect(claimed.body.value).toMatchObject({ state: 'claimed', reward: 5_000 });
    // Bonuses carry no wagering requirement (0 times their amount): the bonus is withdrawable unplayed.
    await readyToWithdraw(server, player.token, 'Bonus Holder');
    const out = await server.call(
      funds.createWithdrawal,
      { amount: 10_000, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: once() },
    );
    expect(out.body.code).toBe(0);
    expect(await mainBalance(server, player.id)).toBe(0);
  });
});
