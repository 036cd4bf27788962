import { sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { teamOverview as teamOverviewEndpoint } from '../../../src/core/contract/agents';
import { AGENT_TYPES } from '../../../src/core/contract/member-types';
import { DAY_MS } from '../../../src/core/time';
import type { Db } from '../database';
import { reportRange, teamSql, utcDay, whole } from './team-scope';

type Overview = ResponseOf<typeof teamOverviewEndpoint>;
type Point = Overview['series'][number];

/**
 * The team overview of an agent over a date range: its tree now (size, direct children,
 * sub-agents, balance) and, per day and in total, new members, members who played, valid
 * bet and the players' win/loss of the rounds settled in the range (UTC days, from the
 * members' daily summaries), and the deposits and withdrawals on their main wallets. Each
 * figure is one grouped query over the subtree.
 */
export async function teamOverview(
  db: Db,
  agentId: number,
  input: ParsedRequestOf<typeof teamOverviewEndpoint>,
): Promise<Overview> {
  const { from, to } = reportRange(input);
  const team = teamSql(agentId);
  const [tree, balance, rounds, players, money, joined] = await Promise.all([
    sql<{ team_size: number; direct: number; agents: number }>`
      WITH team AS (${team})
      SELECT count(*) AS team_size,
        count(*) FILTER (WHERE team.depth = 1) AS direct,
        count(*) FILTER (WHERE m.type IN (${sql.join([...AGENT_TYPES])})) AS agents
      FROM team JOIN members m ON m.id = team.id`.execute(db),
    sql<{ balance: string | null }>`
      WITH team AS (${team})
      SELECT sum(a.balance_minor) AS balance
      FROM team JOIN ledger_accounts a ON a.member_id = team.id AND a.kind LIKE 'player%'`.execute(db),
    // Settled play per day from the members' daily summaries (one row per member and day).
    sql<{ day: string; rounds: string; active: number; valid_bet: string; payout: string }>`
      WITH team AS (${team})
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.rounds) AS rounds, count(*) AS active,
        sum(d.valid_bet) AS valid_bet, sum(d.payout) AS payout
      FROM team JOIN member_round_days d ON d.member_id = team.id
      WHERE d.day >= ${input.startDate}::date AND d.day <= ${input.endDate}::date
      GROUP BY d.day`.execute(db),
    // Members who played in the range: not a sum of the days (one member plays on many days).
    sql<{ active: number }>`
      WITH team AS (${team})
      SELECT count(*) AS active FROM team WHERE EXISTS (
        SELECT 1 FROM member_round_days d
        WHERE d.member_id = team.id AND d.day >= ${input.startDate}::date AND d.day <= ${input.endDate}::date
      )`.execute(db),
    sql<{ day: string | null; deposits: string; withdrawals: string }>`
      WITH team AS (${team})
      SELECT ${utcDay(sql`e.created_at`)} AS day,
        sum(e.amount_minor) FILTER (WHERE t.kind = 'deposit') AS deposits,
        -sum(e.amount_minor) FILTER (WHERE t.kind = 'withdrawal') AS withdrawals
      FROM team
      JOIN ledger_accounts a ON a.member_id = team.id AND a.kind = 'player_main'
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE t.kind IN ('deposit', 'withdrawal') AND e.created_at >= ${from} AND e.created_at < ${to}
      GROUP BY GROUPING SETS ((1), ())`.execute(db),
    sql<{ day: string | null; joined: number }>`
      WITH team AS (${team})
      SELECT ${utcDay(sql`m.created_at`)} AS day, count(*) AS joined
      FROM team JOIN members m ON m.id = team.id
      WHERE m.created_at >= ${from} AND m.created_at < ${to}
      GROUP BY GROUPING SETS ((1), ())`.execute(db),
  ]);

  const series = new Map<string, Point>();
  for (let at = from.getTime(); at < to.getTime(); at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    series.set(date, {
      date,
      newMembers: 0,
      activeMembers: 0,
      validBet: 0,
      winLoss: 0,
      deposits: 0,
      withdrawals: 0,
    });
  }
  const total = { rounds: 0, active: 0, validBet: 0, winLoss: 0, deposits: 0, withdrawals: 0, joined: 0 };
  for (const row of rounds.rows) {
    const point = series.get(row.day)!;
    point.activeMembers = whole(row.active);
    point.validBet = whole(row.valid_bet);
    point.winLoss = whole(row.payout) - whole(row.valid_bet);
    total.rounds += whole(row.rounds);
    total.validBet += point.validBet;
    total.winLoss += point.winLoss;
  }
  total.active = whole(players.rows[0]?.active);
  for (const row of money.rows) {
    const figures = { deposits: whole(row.deposits), withdrawals: whole(row.withdrawals) };
    if (row.day === null) Object.assign(total, figures);
    else Object.assign(series.get(row.day)!, figures);
  }
  for (const row of joined.rows) {
    if (row.day === null) total.joined = whole(row.joined);
    else series.get(row.day)!.newMembers = whole(row.joined);
  }

  const shape = tree.rows[0]!;
  return {
    teamSize: whole(shape.team_size),
    directMembers: whole(shape.direct),
    subAgents: whole(shape.agents),
    newMembers: total.joined,
    activeMembers: total.active,
    teamBalance: whole(balance.rows[0]?.balance),
    deposits: total.deposits,
    withdrawals: total.withdrawals,
    rounds: total.rounds,
    validBet: total.validBet,
    winLoss: total.winLoss,
    series: [...series.values()],
  };
}
