import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptTexts } from '../../../server/games/page-text';
import { PROFILE_CODES, PROFILES } from '../../../server/modules/responsible/profiles';
import { errors, funds, games, member } from '../../../src/core/contract';
import { switchableProfile } from './brand-profile';
import {
  balanceOf,
  insertFixtureGames,
  launchGame,
  losingStops,
  newGamePlayer,
  newSpinId,
  openGame,
  openPage,
  type Player,
  ScriptedRng,
  slotSpin,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { mainBalance } from './lottery-fixtures';
import { signIn } from './payments-fixtures';

/**
 * The de profile's panic button and its rule against play in two games at once, through the API on a fake
 * clock; each test is named after its rule (docs/responsible-gaming.md).
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const rng = new ScriptedRng(41);
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

/** Two slots of two transfer-wallet vendors (PG, JILI): each bets from its own game wallet. */
const SLOT_PG = 'GD-SLOT-A';
const SLOT_JILI = 'GD-SLOT-C';
const SLOT_PG_OTHER = 'GD-SLOT-B';
/** A slot of a seamless vendor: it bets from the main wallet. */
const SLOT_SEAMLESS = 'GD-SLOT-SPADE';

const spin = (token: string, stake = 100) => {
  rng.queue.push(...losingStops());
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
const press = (player: Player) => server.call(funds.panicButton, {}, { token: player.token });
const history = (token: string) =>
  server.call(funds.responsibleHistory, { page: 1, pageSize: 10 }, { token });
const summary = (token: string) => server.call(funds.sessionSummary, {}, { token });
const iso = (ms: number) => new Date(ms).toISOString();

describe('panic button', () => {
  it('de: one press of the panic button locks the account for 24 hours', async () => {
    brand.profile = 'de';
    const player = await newGamePlayer(server, 'panic_de', 10_000);
    expect((await summary(player.token)).body.value!.panicButton).toBe(true);
    const page = await openGame(server, player, SLOT_PG);
    expect((await spin(page.data.sessionToken)).body.code).toBe(0);
    expect(await balanceOf(server, player.id, 'player_vendor:PG')).toBe(9_900);

    // One press, nothing else asked (no password, no second call): a 24-hour time-out.
    const pressedAt = server.clock.now();
    const pressed = await press(player);
    expect(pressed.body).toMatchObject({ code: 0, value: { kind: 'time_out', until: iso(pressedAt + DAY) } });

    // The game ended and its money came home: the page's next spin is refused and moves nothing.
    server.clock.advance(10_000);
    expect((await spin(page.data.sessionToken)).body.code).toBe(errors.GAME_SESSION_ENDED.code);
    expect(await balanceOf(server, player.id, 'player_vendor:PG')).toBe(0);
    expect(await mainBalance(server, player.id)).toBe(9_900);

    // The session is restricted at once, saying until when; no game launches, no deposit opens.
    const lock = { kind: 'time_out', until: iso(pressedAt + DAY) };
    expect((await server.call(member.info, {}, { token: player.token })).body.value!.restriction).toEqual(
      lock,
    );
    const launch = await server.call(games.launchGame, { gameCode: SLOT_PG }, { token: player.token });
    expect(launch.body).toMatchObject({ code: errors.RG_RESTRICTED.code, value: lock });
    const deposit = await server.call(funds.depositChannels, {}, { token: player.token });
    expect(deposit.body.code).toBe(errors.RG_RESTRICTED.code);

    // A sign-in during the 24 hours is restricted too; one minute before the end, still locked.
    server.clock.advance(DAY - 10_000 - 60_000);
    const during = await signIn(server, player.username);
    expect((await server.call(games.launchGame, { gameCode: SLOT_PG }, { token: during })).body.code).toBe(
      errors.RG_RESTRICTED.code,
    );
    // After 24 hours the member plays again.
    server.clock.advance(60_000);
    const after = await signIn(server, player.username);
    const again = await openGame(server, { ...player, token: after }, SLOT_PG);
    expect((await spin(again.data.sessionToken)).body.code).toBe(0);

    // The history records the press as its own kind of change, made by the member, with its moment.
    const [entry] = (await history(after)).body.value!.list;
    expect(entry).toMatchObject({
      change: 'panic',
      actor: 'member',
      before: { exclusion: null },
      after: { exclusion: lock },
      at: iso(pressedAt),
    });
  });

  it('uk: there is no panic button', async () => {
    brand.profile = 'uk';
    const player = await newGamePlayer(server, 'panic_uk', 10_000);
    expect((await summary(player.token)).body.value!.panicButton).toBe(false);
    const refused = await press(player);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(errors.RG_PANIC_BUTTON_OFF.code);
    // Nothing was locked or recorded: the member still plays.
    expect((await server.call(member.info, {}, { token: player.token })).body.value!.restriction).toBeNull();
    const changes = (await history(player.token)).body.value!.list.map((entry) => entry.change);
    expect(changes).not.toContain('panic');
    expect(changes).not.toContain('exclusion');
    const page = await openGame(server, player, SLOT_PG);
    expect((await spin(page.data.sessionToken)).body.code).toBe(0);
  });

  it('none: there is no panic button', async () => {
    const player = await newGamePlayer(server, 'panic_none', 10_000);
    expect((await summary(player.token)).body.value!.panicButton).toBe(false);
    expect((await press(player)).body.code).toBe(errors.RG_PANIC_BUTTON_OFF.code);
  });
});

describe('no play in two games at once', () => {
  it('de: a second game launch ends the first game session', async () => {
    brand.profile = 'de';
    const player = await newGamePlayer(server, 'parallel_de', 10_000);
    const first = await openGame(server, player, SLOT_PG);
    expect((await spin(first.data.sessionToken)).body.code).toBe(0);

    // The second launch: the first game's wallet comes home and follows the player into the second game.
    await launchGame(server, player, { gameCode: SLOT_JILI });
    expect(await balanceOf(server, player.id, 'player_vendor:PG')).toBe(0);
    expect(await balanceOf(server, player.id, 'player_vendor:JILI')).toBe(9_900);

    // The first game's page is told why it ended, and plays nothing more.
    server.clock.advance(10_000);
    const refused = await spin(first.data.sessionToken);
    expect(refused.body.code).toBe(errors.GAME_SESSION_REPLACED.code);
    expect(await balanceOf(server, player.id, 'player_vendor:JILI')).toBe(9_900);

    // Its page says so in the page's language.
    const clientFile = new URL('../../../server/games/client/common.ts', import.meta.url);
    const common = await import(/* @vite-ignore */ pathToFileURL(clientFile.pathname).href);
    const failure = new common.PlayError(refused.body.code, refused.body.value);
    expect(failure.text(common.translator(scriptTexts('en')))).toBe(
      'This game ended because you opened another game. Go back and launch it again to play it.',
    );
    expect(common.sessionOver(refused.body.code)).toBe(true);
  });

  it('de: a game page opened after another launch ends the game opened before it', async () => {
    brand.profile = 'de';
    const player = await newGamePlayer(server, 'parallel_de_race', 10_000);
    // Two launches before either page opens, then both pages open: only the last opened one plays.
    const seamless = await launchGame(server, player, { gameCode: SLOT_SEAMLESS });
    const pg = await launchGame(server, player, { gameCode: SLOT_PG });
    const seamlessPage = await openPage(server, seamless.path);
    const pgPage = await openPage(server, pg.path);
    expect((await spin(seamlessPage.data.sessionToken)).body.code).toBe(errors.GAME_SESSION_REPLACED.code);
    expect((await spin(pgPage.data.sessionToken)).body.code).toBe(0);
    expect(await mainBalance(server, player.id)).toBe(0);
    expect(await balanceOf(server, player.id, 'player_vendor:PG')).toBe(9_900);
  });

  it('none: two games play at once', async () => {
    const player = await newGamePlayer(server, 'parallel_none', 10_000);
    // Two slots of one vendor bet from the same game wallet.
    const first = await openGame(server, player, SLOT_PG);
    const second = await openGame(server, player, SLOT_PG_OTHER);
    expect((await spin(first.data.sessionToken)).body.code).toBe(0);
    expect((await spin(second.data.sessionToken)).body.code).toBe(0);
  });
});

describe('jackpots', () => {
  it('de: the profile switches jackpots off for the jackpot feature to come', () => {
    expect(PROFILES.de.jackpots).toBe(false);
    expect(PROFILE_CODES.filter((code) => !PROFILES[code].jackpots)).toEqual(['de']);
  });
});
