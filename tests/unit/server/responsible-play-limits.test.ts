import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errors, funds } from '../../../src/core/contract';
import {
  insertFixtureGames,
  losingStops,
  newGamePlayer,
  newSpinId,
  openGame,
  type Player,
  rouletteSpin,
  ScriptedRng,
  slotSpin,
  sumOfAllBalances,
  wildTopStops,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { mainBalance, placeSlip, TEST_LOTTERY_SECRET } from './lottery-fixtures';
import { signIn } from './payments-fixtures';

const HOUR = 3600_000;
const rng = new ScriptedRng(7);
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ gameRng: rng, lotterySecret: TEST_LOTTERY_SECRET });
  await insertFixtureGames(server);
});
afterAll(() => server.close());
beforeEach(() => {
  rng.queue.length = 0;
});

/** A slot (SPADE) and a roulette (SEXY) of seamless vendors: both stake from the main wallet. */
const SLOT = 'GD-SLOT-SPADE';
const ROULETTE = 'GD-ROUL-SEXY';
/** The five-minute fast draw: a big/small bet stays open until its draw. */
const LOTTERY = 'SEA-F5';

const losingSpin = (token: string, stake: number) => {
  rng.queue.push(...losingStops());
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
const red = (token: string, amount: number) =>
  rouletteSpin(server, token, { spinId: newSpinId(), bets: [{ kind: 'red', amount }] });
const bigBet = (token: string, stake: number) =>
  placeSlip(server, token, LOTTERY, [{ playType: 'bigsmall', selection: ['big'], stake }]);
const lossLimits = (token: string, day: number | null, week: number | null = null) =>
  server.call(funds.setLossLimits, { day, week, month: null }, { token });
const wagerLimits = (token: string, day: number | null) =>
  server.call(funds.setWagerLimits, { day, week: null, month: null }, { token });
const settings = async (token: string) => (await server.call(funds.responsible, {}, { token })).body.value!;
const roundCount = async (memberId: number) =>
  Number(
    (
      await server.ctx.db
        .selectFrom('played_rounds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function gamesOf(player: Player) {
  const slot = (await openGame(server, player, SLOT)).data.sessionToken;
  const roulette = (await openGame(server, player, ROULETTE)).data.sessionToken;
  return { slot, roulette };
}

/** A refusal moved no money and left no round or bet behind. */
async function expectRefused(
  answer: { body: { code: number; value: unknown } },
  name: 'RG_LOSS_LIMIT' | 'RG_WAGER_LIMIT',
  value: { window: string; limit: number; remaining: number },
  player: Player,
  before: { balance: number; rounds: number },
) {
  expect(answer.body.code).toBe(errors[name].code);
  expect(answer.body.value).toEqual(value);
  expect(await mainBalance(server, player.id)).toBe(before.balance);
  expect(await roundCount(player.id)).toBe(before.rounds);
}

describe('loss limits', () => {
  it('refuse a slot spin, a roulette spin and a lottery bet that could pass them, naming what is left', async () => {
    const player = await newGamePlayer(server, 'rg_loss', 100_000);
    const games = await gamesOf(player);
    await lossLimits(player.token, 3_000);
    expect((await losingSpin(games.slot, 2_000)).body.code).toBe(0);
    const now = { balance: 98_000, rounds: 1 };
    expect(await mainBalance(server, player.id)).toBe(now.balance);
    const left = { window: 'day', limit: 3_000, remaining: 1_000 };
    server.clock.advance(2_500);
    await expectRefused(await losingSpin(games.slot, 2_000), 'RG_LOSS_LIMIT', left, player, now);
    rng.queue.length = 0;
    await expectRefused(await red(games.roulette, 2_000), 'RG_LOSS_LIMIT', left, player, now);
    await expectRefused(await bigBet(player.token, 2_000), 'RG_LOSS_LIMIT', left, player, now);

    // An open bet counts in full, its worst case: after it, nothing is left.
    expect((await bigBet(player.token, 1_000)).body.code).toBe(0);
    const after = { balance: 97_000, rounds: 2 };
    await expectRefused(
      await red(games.roulette, 100),
      'RG_LOSS_LIMIT',
      { ...left, remaining: 0 },
      player,
      after,
    );
    const shown = await settings(player.token);
    expect(shown.lossLimits).toEqual({ day: 3_000, week: null, month: null });
    expect(shown.usage.lost).toEqual({ day: 3_000, week: 3_000, month: 3_000 });
    expect(shown.usage.wagered).toEqual({ day: 3_000, week: 3_000, month: 3_000 });
  });

  it('count a win against the losses: the net loss is what the limit holds', async () => {
    const player = await newGamePlayer(server, 'rg_net', 100_000);
    const games = await gamesOf(player);
    // Five wilds on payline 2 pay far more than the stake.
    rng.queue.push(...wildTopStops());
    const won = await slotSpin(server, games.slot, { spinId: newSpinId(), stake: 1_000 });
    const payout = (won.body.value as { payout: number }).payout;
    expect(payout).toBeGreaterThan(1_000);
    await lossLimits(player.token, 2_000);
    const shown = await settings(player.token);
    expect(shown.usage.lost.day).toBe(1_000 - payout);
    // The win leaves room for more than the limit itself before the net loss could pass it.
    const room = 2_000 - (1_000 - payout);
    const refused = await bigBet(player.token, room + 100);
    expect(refused.body.value).toEqual({ window: 'day', limit: 2_000, remaining: room });
  });
});

describe('wager limits', () => {
  it('refuse any stake that would pass them, win or lose, in every product', async () => {
    const player = await newGamePlayer(server, 'rg_wager', 100_000);
    const games = await gamesOf(player);
    await wagerLimits(player.token, 5_000);
    expect((await slotSpin(server, games.slot, { spinId: newSpinId(), stake: 2_000 })).body.code).toBe(0);
    expect((await red(games.roulette, 2_000)).body.code).toBe(0);
    const now = { balance: await mainBalance(server, player.id), rounds: 2 };
    const left = { window: 'day', limit: 5_000, remaining: 1_000 };
    await expectRefused(await bigBet(player.token, 2_000), 'RG_WAGER_LIMIT', left, player, now);
    server.clock.advance(2_500);
    await expectRefused(
      await slotSpin(server, games.slot, { spinId: newSpinId(), stake: 2_000 }),
      'RG_WAGER_LIMIT',
      left,
      player,
      now,
    );
    await expectRefused(await red(games.roulette, 2_000), 'RG_WAGER_LIMIT', left, player, now);
    expect((await bigBet(player.token, 1_000)).body.code).toBe(0);
    expect((await settings(player.token)).usage.wagered.day).toBe(5_000);
  });
});

describe('changing a limit', () => {
  it('applies a decrease at once and an increase only after 24 hours, kind by kind', async () => {
    const player = await newGamePlayer(server, 'rg_change', 100_000);
    let token = player.token;
    await lossLimits(token, 10_000);
    const lowered = (await lossLimits(token, 2_000)).body.value!;
    expect(lowered).toMatchObject({
      lossLimits: { day: 2_000 },
      pendingLossLimits: null,
      pendingLossAt: null,
    });
    const raised = (await lossLimits(token, 5_000)).body.value!;
    expect(raised).toMatchObject({
      lossLimits: { day: 2_000 },
      pendingLossLimits: { day: 5_000 },
      pendingLossAt: new Date(server.clock.now() + 24 * HOUR).toISOString(),
    });
    // The other kinds stay as they were.
    expect(raised).toMatchObject({
      limits: { day: null },
      wagerLimits: { day: null },
      pendingWagerLimits: null,
    });
    const before = { balance: 100_000, rounds: 0 };
    const refusal = { window: 'day', limit: 2_000, remaining: 2_000 };
    await expectRefused(await bigBet(token, 3_000), 'RG_LOSS_LIMIT', refusal, player, before);

    server.clock.advance(24 * HOUR - 1_000);
    // Sessions last 12 hours: sign in again on the later day.
    token = await signIn(server, 'rg_change');
    await expectRefused(await bigBet(token, 3_000), 'RG_LOSS_LIMIT', refusal, player, before);
    server.clock.advance(1_000);
    expect(await settings(token)).toMatchObject({ lossLimits: { day: 5_000 }, pendingLossLimits: null });
    expect((await bigBet(token, 3_000)).body.code).toBe(0);

    // Removing a wager limit waits too; a lower one replaces a waiting raise at once.
    await wagerLimits(token, 4_000);
    expect((await wagerLimits(token, null)).body.value).toMatchObject({
      wagerLimits: { day: 4_000 },
      pendingWagerLimits: { day: null },
    });
    expect((await wagerLimits(token, 3_500)).body.value).toMatchObject({
      wagerLimits: { day: 3_500 },
      pendingWagerLimits: null,
    });
    const refused = await bigBet(token, 1_000);
    expect(refused.body.code).toBe(errors.RG_WAGER_LIMIT.code);
    expect(refused.body.value).toEqual({ window: 'day', limit: 3_500, remaining: 500 });
  });
});

describe('rolling windows', () => {
  it('free up once the play that used them is older than the window', async () => {
    const player = await newGamePlayer(server, 'rg_window', 100_000);
    const games = await gamesOf(player);
    await lossLimits(player.token, 2_000, 3_000);
    expect((await losingSpin(games.slot, 2_000)).body.code).toBe(0);
    server.clock.advance(2_500);
    const refused = await losingSpin(games.slot, 100);
    rng.queue.length = 0;
    expect(refused.body.value).toEqual({ window: 'day', limit: 2_000, remaining: 0 });

    server.clock.advance(24 * HOUR);
    const token = await signIn(server, 'rg_window');
    const fresh = await gamesOf({ ...player, token });
    const shown = await settings(token);
    expect(shown.usage.lost).toEqual({ day: 0, week: 2_000, month: 2_000 });
    // The day has room again; the week's limit is now the one that holds.
    const weekly = await losingSpin(fresh.slot, 2_000);
    rng.queue.length = 0;
    expect(weekly.body.value).toEqual({ window: 'week', limit: 3_000, remaining: 1_000 });
    expect((await losingSpin(fresh.slot, 1_000)).body.code).toBe(0);

    server.clock.advance(7 * 24 * HOUR);
    const later = await signIn(server, 'rg_window');
    expect((await settings(later)).usage.lost).toEqual({ day: 0, week: 0, month: 3_000 });
    expect((await bigBet(later, 2_000)).body.code).toBe(0);
  });
});

describe('concurrent stakes', () => {
  it('cannot jointly pass a loss limit: of 8 parallel spins with room for 3, exactly 3 are taken', async () => {
    const player = await newGamePlayer(server, 'rg_race', 100_000);
    await lossLimits(player.token, 3_000);
    const pages: string[] = [];
    for (let i = 0; i < 8; i++) pages.push((await openGame(server, player, SLOT)).data.sessionToken);
    for (let i = 0; i < 8; i++) rng.queue.push(...losingStops());
    const answers = await Promise.all(
      pages.map((page) => slotSpin(server, page, { spinId: newSpinId(), stake: 1_000 })),
    );
    rng.queue.length = 0;
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === errors.RG_LOSS_LIMIT.code)).toHaveLength(5);
    expect(await mainBalance(server, player.id)).toBe(97_000);
    expect(await roundCount(player.id)).toBe(3);
    expect(await sumOfAllBalances(server)).toBe(0);
  });
});
