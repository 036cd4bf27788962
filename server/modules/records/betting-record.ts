import type { BetTotals, BettingRow } from '../../../src/core/contract/records';
import { inPage, pageOf } from '../../db/paging';
import type { ServerContext } from '../context';
import { dayRange } from './date-range';

export interface BettingFilter {
  startDate: string;
  endDate: string;
  page: number;
  pageSize: number;
  vendor?: string | undefined;
  gameType?: string | undefined;
  status?: 'open' | 'settled' | 'refunded' | undefined;
}

/** One member's rounds and lottery bets matching the filter (always scoped to that member). */
function filtered(ctx: ServerContext, memberId: number, filter: BettingFilter) {
  const { from, to } = dayRange(filter.startDate, filter.endDate);
  let query = ctx.db
    .selectFrom('played_rounds')
    .where('played_rounds.member_id', '=', memberId)
    .where('played_rounds.started_at', '>=', from)
    .where('played_rounds.started_at', '<', to);
  if (filter.vendor) query = query.where('played_rounds.vendor_code', '=', filter.vendor);
  if (filter.gameType) query = query.where('played_rounds.game_type', '=', filter.gameType);
  if (filter.status) query = query.where('played_rounds.status', '=', filter.status);
  return query;
}

export async function bettingRecord(ctx: ServerContext, memberId: number, filter: BettingFilter) {
  const base = filtered(ctx, memberId, filter);
  const rows = await base
    .leftJoin('vendors', 'vendors.code', 'played_rounds.vendor_code')
    .select([
      'played_rounds.id',
      'played_rounds.vendor_code',
      'vendors.display_name',
      'played_rounds.game_code',
      'played_rounds.game_type',
      'played_rounds.stake_minor',
      'played_rounds.payout_minor',
      'played_rounds.status',
      'played_rounds.started_at',
      'played_rounds.settled_at',
    ])
    .orderBy('played_rounds.started_at', 'desc')
    .orderBy('played_rounds.id', 'desc')
    .$call((select) => inPage(select, filter))
    .execute();
  const sums = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('rounds'),
      eb.fn.coalesce(eb.fn.sum<number>('played_rounds.stake_minor'), eb.lit(0)).as('stake'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('played_rounds.status', '=', 'settled')
              .then(eb.ref('played_rounds.stake_minor'))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('valid_bet'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('played_rounds.status', '=', 'settled')
              .then(eb.ref('played_rounds.payout_minor'))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('payout'),
    ])
    .executeTakeFirstOrThrow();

  const list: BettingRow[] = rows.map((row) => {
    const settled = row.status === 'settled';
    const stake = Number(row.stake_minor);
    const payout = settled ? Number(row.payout_minor) : 0;
    return {
      id: row.id,
      vendor: row.vendor_code,
      vendorName: row.display_name ?? row.vendor_code,
      gameCode: row.game_code,
      gameType: row.game_type,
      stake,
      validBet: settled ? stake : 0,
      payout,
      winLoss: settled ? payout - stake : 0,
      status: row.status,
      startedAt: row.started_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
    };
  });
  const totals: BetTotals = {
    rounds: Number(sums.rounds),
    stake: Number(sums.stake),
    validBet: Number(sums.valid_bet),
    payout: Number(sums.payout),
    winLoss: Number(sums.payout) - Number(sums.valid_bet),
  };
  return { ...pageOf(list, totals.rounds, filter), totals };
}
