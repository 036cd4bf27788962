import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDraws } from '../../../server/modules/lottery/settlement';
import { startServer, type TestServer } from './harness';
import { at, moveClockTo, openDrawOf, placeSlip, TEST_LOTTERY_SECRET, testSeeds } from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';
import { scores, startedTournament } from './tournaments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ lotterySecret: TEST_LOTTERY_SECRET });
});
afterAll(() => server.close());

describe('tournaments and the lottery', () => {
  it("counts a settled draw's bets in a tournament that lists the lottery game, once, and not elsewhere", async () => {
    const listed = await startedTournament(server, 'lt-listed', {
      eligible: { vendors: [], categories: [], games: ['SEA-F1'] },
      scoring: 'total_stake',
    });
    const { id: slotsOnly } = await startedTournament(server, 'lt-slots', { startIn: 0 });
    const anna = await newPlayer(server, 'lt_anna', 100_000);
    const draw = openDrawOf(server, 'SEA-F1');
    const placed = await placeSlip(server, anna.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
      { playType: 'bigsmall', selection: ['small'], stake: 500 },
    ]);
    expect(placed.body.code).toBe(0);
    moveClockTo(server, draw.drawAt);
    await settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
    await settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
    expect(await scores(server, listed.id)).toEqual([['lt_anna', 1_500]]);
    expect(await scores(server, slotsOnly)).toEqual([]);
    const counted = await server.ctx.db
      .selectFrom('tournament_rounds')
      .select('round_id')
      .where('tournament_id', '=', listed.id)
      .execute();
    expect(counted).toHaveLength(2);
  });
});
