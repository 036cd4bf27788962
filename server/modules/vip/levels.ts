import { sql } from 'kysely';
import { MemberType } from '../../../src/core/contract/member-types';
import type { VipConfig, VipLevelConfig } from '../../config/operator';
import type { Db } from '../database';

const DAY_MS = 86_400_000;

/** What a member played and deposited in the rolling period ending at `at` (minor units). */
export async function periodTotals(db: Db, memberId: number, config: VipConfig, at: Date) {
  const from = new Date(at.getTime() - config.periodDays * DAY_MS);
  // Rounds and settled lottery bets alike.
  const bets = await db
    .selectFrom('played_rounds')
    .innerJoin('members', 'members.id', 'played_rounds.member_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('played_rounds.stake_minor'), eb.lit(0)).as('total'))
    .where('played_rounds.member_id', '=', memberId)
    .where('members.type', '<>', MemberType.freePlay)
    .where('played_rounds.status', '=', 'settled')
    .where('played_rounds.settled_at', '>', from)
    .where('played_rounds.settled_at', '<=', at)
    .executeTakeFirstOrThrow();
  const deposits = await sql<{ total: string | number | null }>`
    SELECT COALESCE(SUM(e.amount_minor), 0) AS total
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.member_id = ${memberId} AND a.kind = 'player_main' AND t.kind = 'deposit'
      AND e.amount_minor > 0 AND e.created_at > ${from} AND e.created_at <= ${at}`.execute(db);
  return { validBet: Number(bets.total), deposits: Number(deposits.rows[0]?.total ?? 0) };
}

/** The highest level whose thresholds the totals both reach (the first level always). */
export function levelReached(
  config: VipConfig,
  totals: { validBet: number; deposits: number },
): VipLevelConfig {
  let reached = config.levels[0]!;
  for (const level of config.levels) {
    if (totals.validBet >= level.validBet && totals.deposits >= level.deposits) reached = level;
  }
  return reached;
}

/** The configured level of a rank (a rank the operator since removed reads as the highest level below it). */
export function levelOfRank(config: VipConfig, rank: number): VipLevelConfig {
  let found = config.levels[0]!;
  for (const level of config.levels) if (level.rank <= rank) found = level;
  return found;
}

export async function rankOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('vip_members')
    .select('rank')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.rank ?? 1;
}

/** Members above rank level 4 get the VIP customer service. */
export const isVipForService = (rankLevel: number) => rankLevel > 4;
