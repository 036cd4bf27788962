import type { LotteryBet } from '../../../src/core/contract/lottery';
import { inPage, type Paging, pageOf } from '../../db/paging';
import type { Db } from '../database';
import { betsWithDraws, betViews } from './bet-view';
import type { DrawSeeds } from './seeds';

export interface MemberBetsFilter extends Paging {
  gameCode?: string;
  status?: LotteryBet['status'];
}

/** A page of the member's bets, newest first, each with its draw's prizes once drawn. */
export async function memberBets(
  db: Db,
  seeds: DrawSeeds,
  memberId: number,
  filter: MemberBetsFilter,
  at: Date,
) {
  let query = betsWithDraws(db).where('lottery_bets.member_id', '=', memberId);
  if (filter.gameCode) query = query.where('lottery_bets.game_code', '=', filter.gameCode);
  if (filter.status) query = query.where('lottery_bets.status', '=', filter.status);
  const rows = await inPage(
    query.orderBy('lottery_bets.placed_at', 'desc').orderBy('lottery_bets.id', 'desc'),
    filter,
  ).execute();
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return pageOf(await betViews(seeds, rows, at), Number(counted.total), filter);
}
