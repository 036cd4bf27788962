import { sql } from 'kysely';
import type { ResponseOf } from '../../../src/core/contract';
import type { incomeRounds as incomeRoundsEndpoint } from '../../../src/core/contract/agents';
import { type Paging, pageSql } from '../../db/paging';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { betRowOf, type RoundRow, roundColumns } from './team-bets';
import { reportPage, whole } from './team-scope';

/**
 * The rounds and lottery bets one of the member's own settlements was computed from (its
 * settlement_rounds and settlement_lottery_bets),
 * oldest settled first. Anyone else's settlement is NOT_FOUND, like one that does not exist.
 */
export async function incomeRounds(
  db: Db,
  memberId: number,
  input: Paging & { incomeId: number },
  language: string,
): Promise<ResponseOf<typeof incomeRoundsEndpoint>> {
  const settlement = await db
    .selectFrom('settlements')
    .select(['id', 'rounds_count'])
    .where('id', '=', input.incomeId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!settlement) fail('NOT_FOUND');
  const { rows } = await sql<RoundRow>`
    SELECT ${roundColumns(language)}
    FROM (
      SELECT 'round' AS source, round_id AS id FROM settlement_rounds WHERE settlement_id = ${settlement.id}
      UNION ALL
      SELECT 'lottery', bet_id FROM settlement_lottery_bets WHERE settlement_id = ${settlement.id}
    ) sr
    JOIN played_rounds r ON r.source = sr.source AND r.id = sr.id
    JOIN members m ON m.id = r.member_id
    ORDER BY r.settled_at, r.id
    ${pageSql(input)}`.execute(db);
  return reportPage(rows.map(betRowOf), whole(settlement.rounds_count), input);
}
