import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDraws } from '../../../server/modules/lottery/settlement';
import { brandDay } from '../../../server/modules/wheel/wheel';
import { startServer, type TestServer } from './harness';
import { at, moveClockTo, openDrawOf, placeSlip, TEST_LOTTERY_SECRET, testSeeds } from './lottery-fixtures';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ lotterySecret: TEST_LOTTERY_SECRET });
});
afterAll(() => server.close());

const timeZone = () => server.ctx.operator.current().responsibleGaming.timeZone;
const settle = () => settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
const dailyGrants = (memberId: number) =>
  server.ctx.db
    .selectFrom('wheel_grants')
    .select(['key', 'spins'])
    .where('member_id', '=', memberId)
    .where('source', '=', 'daily')
    .execute();
const spinsLeft = async (memberId: number) =>
  (
    await server.ctx.db
      .selectFrom('wheel_members')
      .select('spins_left')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.spins_left ?? 0;

describe('the wheel and the lottery', () => {
  it("gives each member a settled draw's bets are the first play of the brand day for one spin, once a day", async () => {
    const anna = await newPlayer(server, 'wl_anna', 100_000);
    const bert = await newPlayer(server, 'wl_bert', 100_000);
    const draw = openDrawOf(server, 'SEA-F1');
    const day = brandDay(draw.drawAt, timeZone());
    const annaSlip = await placeSlip(server, anna.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
      { playType: 'bigsmall', selection: ['small'], stake: 500 },
    ]);
    const bertSlip = await placeSlip(server, bert.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 300 },
    ]);
    expect([annaSlip.body.code, bertSlip.body.code]).toEqual([0, 0]);
    moveClockTo(server, draw.drawAt);
    await settle();
    await settle();
    expect(await dailyGrants(anna.id)).toEqual([{ key: `daily:${anna.id}:${day}`, spins: 1 }]);
    expect(await dailyGrants(bert.id)).toEqual([{ key: `daily:${bert.id}:${day}`, spins: 1 }]);
    expect([await spinsLeft(anna.id), await spinsLeft(bert.id)]).toEqual([1, 1]);

    // The next draw of the same brand day gives no second spin.
    const next = openDrawOf(server, 'SEA-F1');
    expect(brandDay(next.drawAt, timeZone())).toBe(day);
    const again = await placeSlip(server, anna.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
    ]);
    expect(again.body.code).toBe(0);
    moveClockTo(server, next.drawAt);
    await settle();
    expect(await dailyGrants(anna.id)).toHaveLength(1);
    expect(await spinsLeft(anna.id)).toBe(1);
  });
});
