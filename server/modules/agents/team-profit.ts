import { sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { teamProfit as teamProfitEndpoint } from '../../../src/core/contract/agents';
import { pageSql } from '../../db/paging';
import type { Db } from '../database';
import { reportPage, reportRange, teamSql, whole } from './team-scope';

type Input = ParsedRequestOf<typeof teamProfitEndpoint>;
type Page = ResponseOf<typeof teamProfitEndpoint>;

/**
 * User profit and loss: per descendant with any activity in the range, its settled rounds
 * (valid bet, payout, the player's win/loss, from its daily summaries) and the deposits, withdrawals and bonuses on its
 * main wallet; biggest valid bet first, with totals over every such descendant.
 * `memberId` narrows it to one descendant (already checked to be in the downline).
 */
export async function teamProfit(
  db: Db,
  agentId: number,
  input: Input,
  scope: { memberId?: number },
): Promise<Page> {
  const { from, to } = reportRange(input);
  const { rows } = await sql<{
    id: number | null;
    username: string | null;
    depth: number | null;
    rounds: string | null;
    valid_bet: string | null;
    payout: string | null;
    deposits: string | null;
    withdrawals: string | null;
    bonuses: string | null;
    total: number;
    t_rounds: string;
    t_valid_bet: string;
    t_payout: string;
    t_deposits: string;
    t_withdrawals: string;
    t_bonuses: string;
  }>`
    WITH team AS (${teamSql(agentId, scope.memberId)}),
    -- One fact per member-day of play and per money line; summed per member below. (A join of
    -- per-source aggregates misleads the planner into estimates that trigger JIT compilation.)
    facts AS (
      SELECT d.member_id, d.rounds, d.valid_bet, d.payout, 0 AS deposits, 0 AS withdrawals, 0 AS bonuses
      FROM team JOIN member_round_days d ON d.member_id = team.id
      WHERE d.day >= ${input.startDate}::date AND d.day <= ${input.endDate}::date
      UNION ALL
      SELECT a.member_id, 0, 0, 0,
        CASE WHEN t.kind = 'deposit' THEN e.amount_minor ELSE 0 END,
        CASE WHEN t.kind = 'withdrawal' THEN -e.amount_minor ELSE 0 END,
        CASE WHEN t.kind = 'bonus' THEN e.amount_minor ELSE 0 END
      FROM team
      JOIN ledger_accounts a ON a.member_id = team.id AND a.kind = 'player_main'
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE t.kind IN ('deposit', 'withdrawal', 'bonus') AND e.created_at >= ${from} AND e.created_at < ${to}
    ),
    figures AS (
      SELECT member_id AS id, sum(rounds) AS rounds, sum(valid_bet) AS valid_bet, sum(payout) AS payout,
        sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(bonuses) AS bonuses
      FROM facts GROUP BY member_id
    ),
    totals AS (
      SELECT count(*) AS total, sum(rounds) AS t_rounds, sum(valid_bet) AS t_valid_bet, sum(payout) AS t_payout,
        sum(deposits) AS t_deposits, sum(withdrawals) AS t_withdrawals, sum(bonuses) AS t_bonuses
      FROM figures
    ),
    page AS (
      SELECT f.*, team.depth, m.username, m.username_lower
      FROM figures f JOIN team ON team.id = f.id JOIN members m ON m.id = f.id
      ORDER BY f.valid_bet DESC, m.username_lower ASC
      ${pageSql(input)}
    )
    -- The totals row always comes back, with an empty page past the last row.
    SELECT totals.*, page.* FROM totals LEFT JOIN page ON TRUE
    ORDER BY page.valid_bet DESC, page.username_lower ASC`.execute(db);

  const sums = rows[0]!;
  const pageRows = rows.filter((row) => row.id !== null);
  return {
    ...reportPage(
      pageRows.map((row) => ({
        memberId: row.id!,
        account: row.username!,
        level: row.depth!,
        rounds: whole(row.rounds),
        validBet: whole(row.valid_bet),
        payout: whole(row.payout),
        winLoss: whole(row.payout) - whole(row.valid_bet),
        deposits: whole(row.deposits),
        withdrawals: whole(row.withdrawals),
        bonuses: whole(row.bonuses),
      })),
      whole(sums.total),
      input,
    ),
    totals: {
      rounds: whole(sums.t_rounds),
      validBet: whole(sums.t_valid_bet),
      payout: whole(sums.t_payout),
      winLoss: whole(sums.t_payout) - whole(sums.t_valid_bet),
      deposits: whole(sums.t_deposits),
      withdrawals: whole(sums.t_withdrawals),
      bonuses: whole(sums.t_bonuses),
    },
  };
}
