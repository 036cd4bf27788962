import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, errors, funds, games } from '../../../src/core/contract';
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
import { placeSlip, TEST_LOTTERY_SECRET } from './lottery-fixtures';
import { PASSWORD, signIn } from './payments-fixtures';

/**
 * Session-time limits through the API on a fake clock: the member's own limit ends a session and its games,
 * the profile's mandatory break holds the next sign-in, es asks for a session's own time and loss limits before
 * its first game, and every session a limit ends is in the member's history.
 */
const MINUTE = 60_000;
const rng = new ScriptedRng(38);
/** The brand's profile, switched by each test the way an operator edits operator.json on a live brand. */
const brand = switchableProfile();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    gameRng: rng,
    lotterySecret: TEST_LOTTERY_SECRET,
    operator: brand.operator,
  });
  await insertFixtureGames(server);
});
afterAll(() => server.close());
beforeEach(() => {
  brand.profile = 'none';
  rng.queue.length = 0;
});

const SLOT = 'GD-SLOT-SPADE';
const LOTTERY = 'SEA-F5';

const spin = (token: string, stake: number) => {
  rng.queue.push(...losingStops());
  return slotSpin(server, token, { spinId: newSpinId(), stake });
};
const setSessionLimit = (token: string, minutes: number | null) =>
  server.call(funds.setSessionLimit, { minutes }, { token });
const settings = (token: string) => server.call(funds.responsible, {}, { token });
const history = async (token: string) =>
  (await server.call(funds.responsibleHistory, { page: 1, pageSize: 50 }, { token })).body.value!.list;
const login = (username: string) =>
  server.call(auth.login, { type: 'username', username, password: PASSWORD });

/** Signs the player in afresh, with a session-time limit set from it. */
async function limitedPlayer(name: string, minutes: number): Promise<Player> {
  const player = await newGamePlayer(server, name, 10_000);
  expect((await setSessionLimit(player.token, minutes)).body.code).toBe(0);
  return player;
}

describe('session-time limit', () => {
  it('a session reaching its 60-minute limit is ended and its game sessions end', async () => {
    const player = await limitedPlayer('sess_end', 60);
    const page = await openGame(server, player, SLOT);
    const gameToken = page.data.sessionToken;
    expect((await spin(gameToken, 100)).body.code).toBe(0);
    const summary = await server.call(funds.sessionSummary, {}, { token: player.token });
    expect(summary.body.value!.endsAt).not.toBeNull();

    server.clock.advance(59 * MINUTE);
    expect((await settings(player.token)).body.code).toBe(0);
    server.clock.advance(MINUTE);
    // The game ends with the session, before the site notices…
    expect((await spin(gameToken, 100)).body.code).toBe(errors.GAME_SESSION_ENDED.code);
    // …and every call of the site session answers the limit's refusal, saying which limit.
    const refused = await settings(player.token);
    expect(refused.body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    expect(refused.body.value).toEqual({ reason: 'time_limit' });
    const again = await server.call(funds.sessionSummary, {}, { token: player.token });
    expect(again.body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    const open = await server.ctx.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', player.id)
      .where('expires_at', '>', new Date(server.clock.now()))
      .execute();
    expect(open).toEqual([]);
  });

  it('a lower session-time limit applies at once, a higher one after the raise delay', async () => {
    const player = await limitedPlayer('sess_raise', 120);
    const raised = await setSessionLimit(player.token, 180);
    expect(raised.body.value).toMatchObject({ sessionMinutes: 120, pendingSessionMinutes: 180 });
    const lowered = await setSessionLimit(player.token, 90);
    expect(lowered.body.value).toMatchObject({ sessionMinutes: 90, pendingSessionMinutes: null });
    server.clock.advance(91 * MINUTE);
    expect((await settings(player.token)).body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
  });
});

describe('mandatory break', () => {
  it('uk: a sign-in during the mandatory break is refused saying until when', async () => {
    brand.profile = 'uk';
    const player = await limitedPlayer('break_uk', 30);
    const started = server.clock.now();
    server.clock.advance(30 * MINUTE);
    expect((await settings(player.token)).body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    const until = new Date(started + (30 + 15) * MINUTE).toISOString();
    server.clock.advance(14 * MINUTE);
    const refused = await login(player.username);
    expect(refused.body.code).toBe(errors.RG_SESSION_BREAK.code);
    expect(refused.body.value).toMatchObject({ until });
    server.clock.advance(MINUTE);
    expect((await login(player.username)).body.code).toBe(0);
  });

  it('uk: a session that reached its limit unnoticed still starts the break at the next sign-in', async () => {
    brand.profile = 'uk';
    const player = await limitedPlayer('break_uk_quiet', 20);
    const started = server.clock.now();
    server.clock.advance(25 * MINUTE);
    const refused = await login(player.username);
    expect(refused.body.code).toBe(errors.RG_SESSION_BREAK.code);
    expect(refused.body.value).toMatchObject({ until: new Date(started + 35 * MINUTE).toISOString() });
  });

  it('none: no break follows a session ended by its limit', async () => {
    const player = await limitedPlayer('break_none', 10);
    server.clock.advance(10 * MINUTE);
    expect((await settings(player.token)).body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    expect((await login(player.username)).body.code).toBe(0);
  });
});

describe('es: session limits before the first game', () => {
  const setPlaySession = (token: string, minutes: number, lossLimit: number) =>
    server.call(funds.setPlaySessionLimits, { minutes, lossLimit }, { token });

  it('es: a first launch without session limits is refused with RG_SESSION_LIMITS_REQUIRED', async () => {
    brand.profile = 'es';
    const player = await newGamePlayer(server, 'es_first', 10_000);
    const refused = await server.call(games.launchGame, { gameCode: SLOT }, { token: player.token });
    expect(refused.body.code).toBe(errors.RG_SESSION_LIMITS_REQUIRED.code);
    expect((await setPlaySession(player.token, 60, 500)).body.code).toBe(0);
    const page = await openGame(server, player, SLOT);
    expect((await spin(page.data.sessionToken, 100)).body.code).toBe(0);
  });

  it('es: a lottery bet without session limits is refused with RG_SESSION_LIMITS_REQUIRED', async () => {
    brand.profile = 'es';
    const player = await newGamePlayer(server, 'es_lottery', 10_000);
    const slip = [{ playType: 'bigsmall', selection: ['big'], stake: 100 }] as const;
    expect((await placeSlip(server, player.token, LOTTERY, slip)).body.code).toBe(
      errors.RG_SESSION_LIMITS_REQUIRED.code,
    );
    expect((await setPlaySession(player.token, 60, 500)).body.code).toBe(0);
    expect((await placeSlip(server, player.token, LOTTERY, slip)).body.code).toBe(0);
  });

  it("es: a stake that could pass the session's loss limit is refused with RG_LOSS_LIMIT", async () => {
    brand.profile = 'es';
    const player = await newGamePlayer(server, 'es_loss', 10_000);
    expect((await setPlaySession(player.token, 60, 250)).body.code).toBe(0);
    const page = await openGame(server, player, SLOT);
    expect((await spin(page.data.sessionToken, 100)).body.code).toBe(0);
    server.clock.advance(3_000);
    expect((await spin(page.data.sessionToken, 100)).body.code).toBe(0);
    server.clock.advance(3_000);
    const refused = await spin(page.data.sessionToken, 100);
    expect(refused.body.code).toBe(errors.RG_LOSS_LIMIT.code);
    expect(refused.body.value).toEqual({ window: 'session', limit: 250, remaining: 50 });
    // The session is not ended by it: the member may still use the site.
    expect((await settings(player.token)).body.code).toBe(0);
  });

  it("es: a session reaching its own time limit is ended like the member's", async () => {
    brand.profile = 'es';
    const player = await newGamePlayer(server, 'es_time', 10_000);
    expect((await setPlaySession(player.token, 30, 500)).body.code).toBe(0);
    const page = await openGame(server, player, SLOT);
    server.clock.advance(30 * MINUTE);
    expect((await spin(page.data.sessionToken, 100)).body.code).toBe(errors.GAME_SESSION_ENDED.code);
    const refused = await settings(player.token);
    expect(refused.body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    expect(refused.body.value).toEqual({ reason: 'session_limit' });
    const breakRefusal = await login(player.username);
    expect(breakRefusal.body.code).toBe(errors.RG_SESSION_BREAK.code);
  });
});

describe('session ends in the history', () => {
  it('a session ended by its time limit is recorded with actor system', async () => {
    brand.profile = 'uk';
    const player = await limitedPlayer('hist_end', 45);
    const started = new Date(server.clock.now()).toISOString();
    server.clock.advance(50 * MINUTE);
    expect((await settings(player.token)).body.code).toBe(errors.RG_SESSION_TIME_LIMIT.code);
    server.clock.advance(15 * MINUTE);
    const token = await signIn(server, player.username);
    const entries = await history(token);
    const ended = entries.find((entry) => entry.change === 'session_end');
    expect(ended).toMatchObject({
      actor: 'system',
      before: { sessionEnd: null },
      after: {
        sessionEnd: {
          reason: 'time_limit',
          startedAt: started,
          endedAt: new Date(Date.parse(started) + 45 * MINUTE).toISOString(),
          breakUntil: new Date(Date.parse(started) + 60 * MINUTE).toISOString(),
        },
      },
    });
    expect(entries.find((entry) => entry.change === 'session_limit')).toMatchObject({
      actor: 'member',
      after: { sessionMinutes: 45 },
    });
  });
});
