import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, promo, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import {
  freePlayToken,
  fund,
  type Player,
  player,
  signIn,
  testRound,
  testVendor,
} from './member-centre-fixtures';

let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  await testVendor(server);
  const rows = await server.ctx.db.selectFrom('missions').select(['id', 'code']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(() => server.close());

const summary = async (who: Player) =>
  (await server.call(promo.missionSummary, {}, { token: who.token })).body.value!;
const missionOf = async (who: Player, code: string) =>
  (await summary(who)).list.find((item) => item.code === code)!;
const join = (who: Player, code: string) =>
  server.call(promo.joinMission, { missionId: ids[code]! }, { token: who.token });
const claim = (who: Player, code: string) =>
  server.call(
    promo.claimMission,
    { missionId: ids[code]! },
    { token: who.token, headers: { 'Idempotency-Key': randomUUID() } },
  );
const balanceOf = async (who: Player) =>
  (await server.call(wallet.balance, {}, { token: who.token })).body.value!.sumBalance;
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('missions', () => {
  it('lists every mission of the current periods with the badge count', async () => {
    const amos = await player(server, 'mission_amos');
    const value = await summary(amos);
    expect(value.count).toBe(4);
    expect(value.list.map((item) => [item.code, item.state, item.periodStart, item.periodEnd])).toEqual([
      ['DAILY_BETS', 'join', '2025-01-15', '2025-01-15'],
      ['WEEKLY_DEPOSIT', 'join', '2025-01-13', '2025-01-19'],
      ['WEEKLY_WINS', 'join', '2025-01-13', '2025-01-19'],
      ['MONTHLY_DAYS', 'join', '2025-01-01', '2025-01-31'],
    ]);
  });

  it('counts settled valid bets of the day and pays the reward once', async () => {
    const bo = await player(server, 'mission_bo');
    const notJoined = await claim(bo, 'DAILY_BETS');
    expect(notJoined.body.code).toBe(errors.MISSION_NOT_JOINED.code);
    expect((await join(bo, 'DAILY_BETS')).body.value).toMatchObject({ state: 'joined', progress: 0 });
    await testRound(server, bo, { stake: 60_000, payout: 0 });
    await testRound(server, bo, { stake: 30_000, status: 'open' });
    await testRound(server, bo, { stake: 30_000, status: 'refunded' });
    await testRound(server, bo, { stake: 30_000, at: day('2025-01-14') });
    const short = await claim(bo, 'DAILY_BETS');
    expect(short.body.code).toBe(errors.MISSION_NOT_COMPLETE.code);
    expect(short.body.value).toEqual({ progress: 60_000, target: 100_000 });
    await testRound(server, bo, { stake: 50_000, payout: 10_000 });
    expect(await missionOf(bo, 'DAILY_BETS')).toMatchObject({ state: 'claim', progress: 100_000 });
    const paid = await claim(bo, 'DAILY_BETS');
    expect(paid.body.value).toMatchObject({ state: 'claimed', reward: 1000 });
    const again = await claim(bo, 'DAILY_BETS');
    expect(again.body.code).toBe(errors.REWARD_ALREADY_CLAIMED.code);
    expect((await summary(bo)).count).toBe(3);

    // The next day is a new period: join again, progress starts from zero.
    server.clock.advance(86_400_000);
    try {
      // Sessions last 12 hours: sign in again on the next day.
      const tomorrow = { ...bo, token: await signIn(server, 'mission_bo') };
      expect(await missionOf(tomorrow, 'DAILY_BETS')).toMatchObject({
        state: 'join',
        progress: 0,
        periodStart: '2025-01-16',
      });
    } finally {
      server.clock.advance(-86_400_000);
    }
  });

  it('counts deposits, net wins and days played, never another member’s activity', async () => {
    const cy = await player(server, 'mission_cy');
    const dot = await player(server, 'mission_dot');
    for (const code of ['WEEKLY_DEPOSIT', 'WEEKLY_WINS', 'MONTHLY_DAYS']) await join(cy, code);
    await fund(server, cy.mainAccount, 30_000, 'deposit');
    await fund(server, cy.mainAccount, 9_000, 'bonus');
    await fund(server, dot.mainAccount, 90_000, 'deposit');
    await testRound(server, cy, { stake: 1000, payout: 6000 });
    await testRound(server, cy, { stake: 1000, payout: 0, at: day('2025-01-03') });
    await testRound(server, cy, { stake: 1000, payout: 500, at: day('2025-01-03') });
    await testRound(server, cy, { stake: 1000, status: 'refunded', at: day('2025-01-05') });
    await testRound(server, dot, { stake: 1000, payout: 90_000 });
    const value = Object.fromEntries((await summary(cy)).list.map((item) => [item.code, item.progress]));
    expect(value).toMatchObject({ WEEKLY_DEPOSIT: 30_000, WEEKLY_WINS: 5000, MONTHLY_DAYS: 2 });
    await fund(server, cy.mainAccount, 20_000, 'deposit');
    expect(await missionOf(cy, 'WEEKLY_DEPOSIT')).toMatchObject({ state: 'claim', progress: 50_000 });
    const before = await balanceOf(cy);
    await claim(cy, 'WEEKLY_DEPOSIT');
    expect(await balanceOf(cy)).toBe(before + 2500);
  });

  it('ranks joined members by progress with masked accounts and the caller’s place', async () => {
    const eli = await player(server, 'board_eli');
    const fox = await player(server, 'board_fox');
    const gil = await player(server, 'board_gil');
    for (const who of [eli, fox]) await join(who, 'WEEKLY_WINS');
    await testRound(server, eli, { stake: 100, payout: 300 });
    await testRound(server, fox, { stake: 100, payout: 900 });
    await testRound(server, gil, { stake: 100, payout: 99_900 });
    const board = await server.call(
      promo.missionLeaderboard,
      { missionId: ids.WEEKLY_WINS! },
      { token: eli.token },
    );
    const rows = board.body.value!.list.filter((row) => row.account.startsWith('bo'));
    expect(rows.map((row) => [row.account, row.progress])).toEqual([
      ['bo***ox', 800],
      ['bo***li', 200],
    ]);
    expect(board.body.value!.me?.rank).toBe(
      board.body.value!.list.find((row) => row.account === 'bo***li')!.rank,
    );
    const outsider = await server.call(
      promo.missionLeaderboard,
      { missionId: ids.WEEKLY_WINS! },
      { token: gil.token },
    );
    expect(outsider.body.value!.me).toBeNull();
  });

  it('refuses unknown missions, bad input and free-play accounts', async () => {
    const hu = await player(server, 'mission_hu');
    const unknown = await server.call(promo.joinMission, { missionId: 99_999 }, { token: hu.token });
    expect(unknown.body.code).toBe(errors.NOT_FOUND.code);
    const bad = await server.call(promo.missionLeaderboard, { missionId: 'abc' }, { token: hu.token });
    expect(bad.body.code).toBe(errors.INVALID_INPUT.code);
    const guest = await freePlayToken(server);
    const blocked = await server.call(promo.joinMission, { missionId: ids.DAILY_BETS! }, { token: guest });
    expect(blocked.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
  });
});

describe.runIf(process.env.DATABASE_URL)('concurrent mission claims (PostgreSQL)', () => {
  it('pays a completed mission once however many claims race', async () => {
    const ida = await player(server, 'mission_ida');
    await join(ida, 'DAILY_BETS');
    await testRound(server, ida, { stake: 100_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(ida, 'DAILY_BETS')));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(await balanceOf(ida)).toBe(1000);
  });
});
