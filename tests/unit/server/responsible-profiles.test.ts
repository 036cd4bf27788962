import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptTexts } from '../../../server/games/page-text';
import { slotConfig } from '../../../server/games/slot/config';
import { evaluateLine, gridOf } from '../../../server/games/slot/engine';
import type { ProfileCode } from '../../../server/modules/responsible/profiles';
import { errors, funds, games } from '../../../src/core/contract';
import { switchableProfile } from './brand-profile';
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
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { mainBalance } from './lottery-fixtures';
import { signIn } from './payments-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const rng = new ScriptedRng(27);
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

/** A seamless slot (20 lines) and roulette: both stake from the main wallet. */
const SLOT = 'GD-SLOT-SPADE';
const ROULETTE = 'GD-ROUL-SEXY';
const LINES = 20;

/** The first stops (walking a fixed sequence) whose 20 lines pay `wanted` line bets in all. */
function stopsPaying(wanted: (lineBets: number) => boolean): number[] {
  for (let seed = 0; ; seed++) {
    const stops = slotConfig.reels.map(
      (strip, reel) => (seed * (reel + 3) + reel * 7 + Math.floor(seed / 97) * (reel + 1)) % strip.length,
    );
    const grid = gridOf(slotConfig, stops);
    const lineBets = slotConfig.paylines.slice(0, LINES).reduce((sum, rows) => {
      const win = evaluateLine(
        slotConfig,
        rows.map((row, reel) => grid[reel]![row]!),
      );
      return sum + (win?.multiplier ?? 0);
    }, 0);
    if (wanted(lineBets)) return stops;
  }
}

const spinOn = (token: string, stake: number, stops: number[] = losingStops()) => {
  rng.queue.push(...stops);
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
const red = (token: string, amount: number) =>
  rouletteSpin(server, token, { spinId: newSpinId(), bets: [{ kind: 'red', amount }] });
const launchStep1 = (player: Player, gameCode: string) =>
  server.call(games.launchGame, { gameCode }, { token: player.token });
const roundCount = async (memberId: number) =>
  Number(
    (
      await server.ctx.db
        .selectFrom('rounds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The round pace of `code` on a slot: a spin `ms` too soon after the last is GAME_TOO_FAST, moving nothing; at the minimum it plays. */
async function expectSlotPace(name: string, code: ProfileCode, minimum: number) {
  brand.profile = code;
  const player = await newGamePlayer(server, name, 10_000);
  const page = await openGame(server, player, SLOT);
  expect(page.data.minRoundMs).toBe(minimum);
  const token = page.data.sessionToken;
  expect((await spinOn(token, 100)).body.code).toBe(0);
  server.clock.advance(minimum - 100);
  const tooSoon = await spinOn(token, 100);
  expect(tooSoon.body.code).toBe(errors.GAME_TOO_FAST.code);
  expect(await mainBalance(server, player.id)).toBe(9_900);
  expect(await roundCount(player.id)).toBe(1);
  rng.queue.length = 0;
  server.clock.advance(100);
  expect((await spinOn(token, 100)).body.code).toBe(0);
}

describe('minimum round time', () => {
  it("none: today's 2.5 s minimum holds", async () => {
    await expectSlotPace('pace_none', 'none', 2_500);
    const player = await newGamePlayer(server, 'pace_none_r', 10_000);
    const token = (await openGame(server, player, ROULETTE)).data.sessionToken;
    expect((await red(token, 100)).body.code).toBe(0);
    server.clock.advance(2_400);
    expect((await red(token, 100)).body.code).toBe(errors.GAME_TOO_FAST.code);
    server.clock.advance(100);
    expect((await red(token, 100)).body.code).toBe(0);
  });

  it('de: a spin 4.9 s after the last is refused with GAME_TOO_FAST', async () => {
    await expectSlotPace('pace_de', 'de', 5_000);
  });

  it('uk: a slot spin 2.4 s after the last is refused with GAME_TOO_FAST', async () => {
    await expectSlotPace('pace_uk', 'uk', 2_500);
  });

  it('on: a slot spin 2.4 s after the last is refused with GAME_TOO_FAST', async () => {
    await expectSlotPace('pace_on', 'on', 2_500);
  });
});

describe('maximum slot stake', () => {
  async function expectCap(name: string, code: ProfileCode, cap: number, over: number) {
    brand.profile = code;
    const player = await newGamePlayer(server, name, 100_000);
    const page = await openGame(server, player, SLOT);
    // The page offers no stake above the cap…
    expect((page.data.slot as { stakes: number[] }).stakes.every((stake) => stake <= cap)).toBe(true);
    expect((page.data.slot as { stakes: number[] }).stakes).toContain(cap);
    // …and the server refuses one sent anyway, before any money moves.
    const refused = await spinOn(page.data.sessionToken, over);
    expect(refused.body.code).toBe(errors.RG_STAKE_LIMIT.code);
    expect(refused.body.value).toEqual({ maxStake: cap });
    expect(await mainBalance(server, player.id)).toBe(100_000);
    expect(await roundCount(player.id)).toBe(0);
    rng.queue.length = 0;
    expect((await spinOn(page.data.sessionToken, cap)).body.code).toBe(0);
  }

  it('uk: a slot stake above 5.00 is refused with RG_STAKE_LIMIT', async () => {
    await expectCap('cap_uk', 'uk', 500, 1_000);
  });

  it('de: a slot stake above 1.00 is refused with RG_STAKE_LIMIT', async () => {
    await expectCap('cap_de', 'de', 100, 200);
  });

  it('uk: the game page names the most a spin may stake, in its language', async () => {
    const clientFile = new URL('../../../server/games/client/common.ts', import.meta.url);
    const common = await import(/* @vite-ignore */ pathToFileURL(clientFile.pathname).href);
    const refusal = new common.PlayError(errors.RG_STAKE_LIMIT.code, { maxStake: 500 });
    expect(refusal.text(common.translator(scriptTexts('en')))).toBe('A spin may stake at most 5.00 here');
    expect(refusal.text(common.translator(scriptTexts('es')))).toBe(
      'Aquí cada tirada puede apostar como máximo 5.00',
    );
    const off = new common.PlayError(errors.RG_PRODUCT_OFF.code, { product: 'roulette' });
    expect(off.text(common.translator(scriptTexts('pt')))).toBe(
      'Este jogo não é oferecido pelas regras deste site',
    );
  });

  it('none: a slot stake of 50.00 plays as today', async () => {
    const player = await newGamePlayer(server, 'cap_none', 100_000);
    const page = await openGame(server, player, SLOT);
    expect((page.data.slot as { stakes: number[] }).stakes).toContain(5_000);
    expect((await spinOn(page.data.sessionToken, 5_000)).body.code).toBe(0);
  });

  it('de: a slot whose smallest stake is above 1.00 cannot be launched', async () => {
    await server.ctx.db
      .updateTable('games')
      .set({ min_bet_minor: 200 })
      .where('code', '=', 'GD-SLOT-B')
      .execute();
    brand.profile = 'de';
    const player = await newGamePlayer(server, 'cap_de_launch', 10_000);
    const refused = await launchStep1(player, 'GD-SLOT-B');
    expect(refused.body.code).toBe(errors.RG_STAKE_LIMIT.code);
    expect(refused.body.value).toEqual({ maxStake: 100 });
  });
});

describe('products off', () => {
  it('de: roulette cannot be launched', async () => {
    brand.profile = 'de';
    const player = await newGamePlayer(server, 'off_de', 10_000);
    const refused = await launchStep1(player, ROULETTE);
    expect(refused.body.code).toBe(errors.RG_PRODUCT_OFF.code);
    expect(refused.body.value).toEqual({ product: 'roulette' });
    // The table games (a PvP room's table) are played on the roulette table too: refused as well.
    const room = await server.call(games.launchGame, { roomId: 'GD-ROOM-1' }, { token: player.token });
    expect(room.body.code).toBe(errors.RG_PRODUCT_OFF.code);
    // Slots still launch.
    expect((await launchStep1(player, SLOT)).body.code).toBe(0);
  });

  it('de: a roulette round in a game opened before the switch is refused with RG_PRODUCT_OFF', async () => {
    const player = await newGamePlayer(server, 'off_de_open', 10_000);
    const token = (await openGame(server, player, ROULETTE)).data.sessionToken;
    brand.profile = 'de';
    const refused = await red(token, 100);
    expect(refused.body.code).toBe(errors.RG_PRODUCT_OFF.code);
    expect(await mainBalance(server, player.id)).toBe(10_000);
    expect(await roundCount(player.id)).toBe(0);
  });
});

describe('win celebration', () => {
  const clientFile = new URL('../../../server/games/client/common.ts', import.meta.url);
  const client = () => import(/* @vite-ignore */ pathToFileURL(clientFile.pathname).href);

  /** Plays one 1.00 round on `stops` under `code` and answers how the game page tells it. */
  async function toldAs(name: string, code: ProfileCode, stops: number[]) {
    brand.profile = code;
    const player = await newGamePlayer(server, name, 10_000);
    const page = await openGame(server, player, SLOT);
    const round = await spinOn(page.data.sessionToken, 100, stops);
    expect(round.body.code).toBe(0);
    const value = round.body.value as { stake: number; payout: number };
    const common = await client();
    const told = common.roundResult(page.data, common.translator(scriptTexts('en')), value);
    return { ...told, payout: value.payout };
  }

  const exact = () => stopsPaying((lineBets) => lineBets === LINES);
  const below = () => stopsPaying((lineBets) => lineBets > 0 && lineBets < LINES);
  const above = () => stopsPaying((lineBets) => lineBets > LINES);

  it('uk: a round paying exactly its stake is not called a win', async () => {
    const told = await toldAs('cele_uk_exact', 'uk', exact());
    expect(told.payout).toBe(100);
    expect(told).toMatchObject({ text: 'Returned 1.00', win: false });
  });

  it('uk: a round paying less than its stake is not called a win', async () => {
    const told = await toldAs('cele_uk_below', 'uk', below());
    expect(told.payout).toBeGreaterThan(0);
    expect(told.payout).toBeLessThan(100);
    expect(told.text).toMatch(/^Returned 0\.\d\d$/);
    expect(told.win).toBe(false);
  });

  it('on: a round paying exactly its stake is not called a win', async () => {
    expect(await toldAs('cele_on_exact', 'on', exact())).toMatchObject({ text: 'Returned 1.00', win: false });
  });

  it('uk: a round paying more than its stake is a win', async () => {
    const told = await toldAs('cele_uk_above', 'uk', above());
    expect(told.payout).toBeGreaterThan(100);
    expect(told.win).toBe(true);
    expect(told.text).toMatch(/^You won /);
  });

  it('none: a round paying its stake is told as a win, as today', async () => {
    expect(await toldAs('cele_none', 'none', exact())).toMatchObject({ text: 'You won 1.00', win: true });
  });

  it('uk, on: the game frame shows the net position and time played; none does not', async () => {
    const shown: Record<string, unknown> = {};
    for (const code of ['uk', 'on', 'none', 'de'] as const) {
      brand.profile = code;
      const player = await newGamePlayer(server, `frame_${code}`, 1_000);
      shown[code] = (await openGame(server, player, SLOT)).data.showNetPosition;
    }
    expect(shown).toEqual({ uk: true, on: true, none: false, de: false });
    const common = await client();
    expect(common.formatNet(-120)).toBe('-1.20');
    expect(common.formatNet(250)).toBe('+2.50');
    expect(common.formatElapsed(65_000)).toBe('1:05');
    expect(common.formatElapsed(3_725_000)).toBe('1:02:05');
  });
});

describe('limit-raise delay', () => {
  const lossLimit = (token: string, day: number) =>
    server.call(funds.setLossLimits, { day, week: null, month: null }, { token });

  /** A raise waits exactly `delay`: a moment before it the old limit holds, at it the new one. */
  async function expectRaiseAfter(name: string, code: ProfileCode, delay: number) {
    brand.profile = code;
    const player = await newGamePlayer(server, name, 0);
    await lossLimit(player.token, 1_000);
    const raisedAt = server.clock.now();
    const raised = (await lossLimit(player.token, 5_000)).body.value!;
    expect(raised.lossLimits.day).toBe(1_000);
    expect(raised.pendingLossLimits?.day).toBe(5_000);
    expect(Date.parse(raised.pendingLossAt!)).toBe(raisedAt + delay);
    server.clock.advance(delay - 1_000);
    // Sessions last 12 hours: sign in again on the later day.
    let token = await signIn(server, name);
    expect((await server.call(funds.responsible, {}, { token })).body.value!.lossLimits.day).toBe(1_000);
    server.clock.advance(1_000);
    token = await signIn(server, name);
    const later = (await server.call(funds.responsible, {}, { token })).body.value!;
    expect(later.lossLimits.day).toBe(5_000);
    // A decrease still applies at once.
    expect((await lossLimit(token, 2_000)).body.value!.lossLimits.day).toBe(2_000);
    return later;
  }

  it('nl: a raise of a limit applies after 7 days', async () => {
    const settings = await expectRaiseAfter('raise_nl', 'nl', 7 * DAY);
    expect(settings.raiseDelay).toEqual({ count: 7, unit: 'days' });
  });

  it('de: a raise of a limit applies after 7 days', async () => {
    await expectRaiseAfter('raise_de', 'de', 7 * DAY);
  });

  it('uk: a raise of a limit applies after 24 hours', async () => {
    const settings = await expectRaiseAfter('raise_uk', 'uk', DAY);
    expect(settings.raiseDelay).toEqual({ count: 24, unit: 'hours' });
  });

  it('es: a raise of a limit asked on a Friday applies after 3 business days, on the Wednesday', async () => {
    const weekday = new Date(server.clock.now()).getUTCDay();
    server.clock.advance(((5 - weekday + 7) % 7) * DAY);
    expect(new Date(server.clock.now()).getUTCDay()).toBe(5);
    const settings = await expectRaiseAfter('raise_es', 'es', 5 * DAY);
    expect(settings.raiseDelay).toEqual({ count: 3, unit: 'businessDays' });
  });

  it('es: a raise asked on a Monday applies after 3 business days, on the Thursday', async () => {
    const weekday = new Date(server.clock.now()).getUTCDay();
    server.clock.advance(((1 - weekday + 7) % 7 || 7) * DAY);
    await expectRaiseAfter('raise_es_mon', 'es', 3 * DAY);
  });
});

describe('reality check', () => {
  it('nl and es: the reality check comes every 30 minutes unless the member picks a shorter interval', async () => {
    for (const code of ['nl', 'es'] as const) {
      brand.profile = code;
      const { token } = await newGamePlayer(server, `reality_${code}`, 0);
      expect((await server.call(funds.responsible, {}, { token })).body.value!.realityCheckMinutes).toBe(30);
      expect((await server.call(funds.sessionSummary, {}, { token })).body.value!.realityCheckMinutes).toBe(
        30,
      );
      await server.call(funds.setRealityCheck, { minutes: 15 }, { token });
      expect((await server.call(funds.sessionSummary, {}, { token })).body.value!.realityCheckMinutes).toBe(
        15,
      );
    }
    brand.profile = 'none';
    const { token } = await newGamePlayer(server, 'reality_none', 0);
    expect((await server.call(funds.sessionSummary, {}, { token })).body.value!.realityCheckMinutes).toBe(
      null,
    );
  });
});
