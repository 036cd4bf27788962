import { type RawBuilder, sql } from 'kysely';
import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { TeamBetRow, teamBets as teamBetsEndpoint } from '../../../src/core/contract/agents';
import { pageSql } from '../../db/paging';
import type { Db } from '../database';
import { reportPage, reportRange, teamSql, whole } from './team-scope';

type Input = ParsedRequestOf<typeof teamBetsEndpoint>;
type Page = ResponseOf<typeof teamBetsEndpoint>;

export interface RoundRow {
  id: number;
  username: string;
  vendor_code: string;
  game_code: string;
  game_name: string | null;
  game_type: string;
  stake_minor: number;
  payout_minor: number;
  status: TeamBetRow['status'];
  started_at: Date;
  settled_at: Date | null;
}

/**
 * The columns of one round as the team reports show it; the game's name in the caller's
 * language, else in English, else its code (the catalogue may not hold every game played).
 */
export function roundColumns(language: string): RawBuilder<unknown> {
  return sql`r.id, m.username, r.vendor_code, r.game_code, r.game_type, r.stake_minor, r.payout_minor,
    r.status, r.started_at, r.settled_at,
    COALESCE(
      (SELECT n.name FROM game_names n WHERE n.game_code = r.game_code AND n.language = ${language}),
      (SELECT n.name FROM game_names n WHERE n.game_code = r.game_code AND n.language = 'en')
    ) AS game_name`;
}

/** A round as the contract's teamBetRow: only a settled round has a valid bet, a payout and a win/loss. */
export function betRowOf(row: RoundRow): TeamBetRow {
  const settled = row.status === 'settled';
  const stake = whole(row.stake_minor);
  const payout = settled ? whole(row.payout_minor) : 0;
  return {
    roundId: row.id,
    account: row.username,
    vendor: row.vendor_code,
    gameCode: row.game_code,
    gameName: row.game_name ?? row.game_code,
    gameType: row.game_type,
    stake,
    validBet: settled ? stake : 0,
    payout,
    winLoss: settled ? payout - stake : 0,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/**
 * Team betting: the rounds and lottery bets the agent's descendants started in the range, newest first, with
 * the account, vendor, game type and status filters and the totals of every matching round.
 * `memberId` narrows it to one descendant (already checked to be in the downline).
 */
export async function teamBets(
  db: Db,
  agentId: number,
  input: Input,
  scope: { memberId?: number; language: string },
): Promise<Page> {
  const { from, to } = reportRange(input);
  const filters = [sql`r.started_at >= ${from}`, sql`r.started_at < ${to}`];
  if (input.vendor) filters.push(sql`r.vendor_code = ${input.vendor}`);
  if (input.gameType) filters.push(sql`r.game_type = ${input.gameType}`);
  if (input.status) filters.push(sql`r.status = ${input.status}`);
  const where = sql.join(filters, sql` AND `);
  const team = teamSql(agentId, scope.memberId);

  const [page, totals] = await Promise.all([
    sql<RoundRow>`
      WITH team AS (${team}),
      picked AS (
        SELECT r.source, r.id FROM team JOIN played_rounds r ON r.member_id = team.id
        WHERE ${where}
        ORDER BY r.started_at DESC, r.id DESC
        ${pageSql(input)}
      )
      SELECT ${roundColumns(scope.language)}
      FROM picked JOIN played_rounds r ON r.source = picked.source AND r.id = picked.id JOIN members m ON m.id = r.member_id
      ORDER BY r.started_at DESC, r.id DESC`.execute(db),
    sql<{ rounds: number; stake: string | null; valid_bet: string | null; payout: string | null }>`
      WITH team AS (${team})
      SELECT count(*) AS rounds, sum(r.stake_minor) AS stake,
        sum(r.stake_minor) FILTER (WHERE r.status = 'settled') AS valid_bet,
        sum(r.payout_minor) FILTER (WHERE r.status = 'settled') AS payout
      FROM team JOIN played_rounds r ON r.member_id = team.id
      WHERE ${where}`.execute(db),
  ]);

  const sums = totals.rows[0]!;
  const validBet = whole(sums.valid_bet);
  const payout = whole(sums.payout);
  return {
    ...reportPage(page.rows.map(betRowOf), whole(sums.rounds), input),
    totals: {
      rounds: whole(sums.rounds),
      stake: whole(sums.stake),
      validBet,
      payout,
      winLoss: payout - validBet,
    },
  };
}
