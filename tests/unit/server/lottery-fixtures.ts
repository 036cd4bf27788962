import { randomUUID } from 'node:crypto';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { lotteryGame } from '../../../server/modules/lottery/games';
import { openDraw, type ScheduledDraw } from '../../../server/modules/lottery/schedule';
import { DrawSeeds } from '../../../server/modules/lottery/seeds';
import type { RequestOf } from '../../../src/core/contract';
import { lottery } from '../../../src/core/contract';
import type { DrawnPrize } from '../../../src/core/lottery/draw';
import type { TestServer } from './harness';

/** The secret every lottery test server draws with, so a test knows a draw's prizes ahead. */
export const TEST_LOTTERY_SECRET = Buffer.alloc(32, 7);
export const testSeeds = new DrawSeeds(TEST_LOTTERY_SECRET);

export const at = (server: TestServer) => new Date(server.clock.now());

/** The draw of a game open for bets at the server's time. */
export function openDrawOf(server: TestServer, gameCode: string): ScheduledDraw {
  return openDraw(lotteryGame(gameCode)!, at(server));
}

/** The prizes a draw will have (the test knows the secret). */
export function prizesOf(draw: ScheduledDraw): Promise<DrawnPrize[]> {
  const game = lotteryGame(draw.gameCode)!;
  return testSeeds.prizes(draw.drawId, draw.drawAt, draw.drawAt, game.format);
}

type SlipBet = RequestOf<typeof lottery.placeBets>['bets'][number];
/** A slip as tests write it (as const literals welcome). */
type SlipBets = readonly { playType: SlipBet['playType']; selection: readonly string[]; stake: number }[];

/** Places a slip on the open draw of a game (or the draw given) with a fresh idempotency key. */
export function placeSlip(
  server: TestServer,
  token: string,
  gameCode: string,
  bets: SlipBets,
  options: { drawId?: string; key?: string } = {},
) {
  return server.call(
    lottery.placeBets,
    {
      gameCode,
      drawId: options.drawId ?? openDrawOf(server, gameCode).drawId,
      bets: bets.map((bet) => ({ ...bet, selection: [...bet.selection] })),
    },
    { token, headers: { 'Idempotency-Key': options.key ?? randomUUID() } },
  );
}

export function cancel(server: TestServer, token: string, betId: number, key = randomUUID()) {
  return server.call(lottery.cancelBet, { betId }, { token, headers: { 'Idempotency-Key': key } });
}

export async function mainBalance(server: TestServer, memberId: number): Promise<number> {
  const db = server.ctx.db;
  const id = await accountFor(db, memberId, 'player_main', at(server));
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/** The lottery's holding account: what open bets hold. */
export async function heldByLottery(server: TestServer): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('kind', '=', 'hold_lottery')
    .where('member_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
}

/** Every account together sums to zero, and no player account is below zero. */
export async function ledgerBalanced(server: TestServer): Promise<boolean> {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('balance_minor'), eb.lit(0)).as('sum'),
      eb.fn
        .count<number>('id')
        .filterWhere((inner) => inner.and([inner('kind', 'like', 'player%'), inner('balance_minor', '<', 0)]))
        .as('negative'),
    ])
    .executeTakeFirstOrThrow();
  const entries = await server.ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('sum'))
    .executeTakeFirstOrThrow();
  return Number(row.sum) === 0 && Number(row.negative) === 0 && Number(entries.sum) === 0;
}

/** Moves the server's clock to a moment (forward only). */
export function moveClockTo(server: TestServer, moment: Date): void {
  const ms = moment.getTime() - server.clock.now();
  if (ms < 0) throw new Error('the clock only moves forward');
  server.clock.advance(ms);
}
