import { type Selectable, sql } from 'kysely';
import { MemberType } from '../../../src/core/contract/member-types';
import {
  BOARD_NEIGHBOURS,
  BOARD_TOP,
  type BoardLine,
  type Standing,
  type Tournament,
} from '../../../src/core/contract/tournaments';
import { maskAccount } from '../auth/mask-account';
import type { Db } from '../database';
import { inLanguage } from '../operator/definition-input';
import { excludedAt } from '../responsible/excluded';
import { prizeTotals, statusOf } from './rules';
import type { TournamentsTable } from './tables';

export type TournamentRow = Selectable<TournamentsTable>;

interface LineRow {
  member_id: number;
  username: string;
  score: number | string;
  rank: number | string;
}

const lineOf = (row: LineRow, memberId: number | null): BoardLine => ({
  rank: Number(row.rank),
  account: maskAccount(row.username),
  score: Number(row.score),
  ...(row.member_id === memberId ? { me: true } : {}),
});

/**
 * The top of a board. While it runs: entries with a score, best first, ties to whoever reached their score
 * first (then the lower member id), members kept out at `at` left out. Once frozen: the final ranks.
 */
export async function boardTop(
  db: Db,
  tournament: Pick<TournamentRow, 'id' | 'frozen_at'>,
  at: Date,
  limit = BOARD_TOP,
  memberId: number | null = null,
): Promise<BoardLine[]> {
  if (tournament.frozen_at) {
    const { rows } = await sql<LineRow>`SELECT e.member_id, m.username, e.score, e.final_rank AS rank
      FROM tournament_entries e JOIN members m ON m.id = e.member_id
      WHERE e.tournament_id = ${tournament.id} AND e.final_rank IS NOT NULL
      ORDER BY e.final_rank LIMIT ${limit}`.execute(db);
    return rows.map((row) => lineOf(row, memberId));
  }
  const { rows } = await sql<LineRow>`SELECT e.member_id, m.username, e.score,
      row_number() OVER (ORDER BY e.score DESC, e.reached_at, e.member_id) AS rank
    FROM tournament_entries e JOIN members m ON m.id = e.member_id
    WHERE e.tournament_id = ${tournament.id} AND e.reached_at IS NOT NULL AND NOT ${excludedAt('e.member_id', at)}
    ORDER BY e.score DESC, e.reached_at, e.member_id LIMIT ${limit}`.execute(db);
  return rows.map((row) => lineOf(row, memberId));
}

/** The members taking part (opted in, or scored in an automatic one), members kept out left out. */
export async function entrantsOf(db: Db, tournamentId: number, at: Date): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`SELECT count(*) AS count FROM tournament_entries e
    WHERE e.tournament_id = ${tournamentId} AND NOT ${excludedAt('e.member_id', at)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * The member's line and the BOARD_NEIGHBOURS above and below it. A running board's rank is one more than
 * the entries ahead (an index range count: score, then the time it was reached, then the member id), less
 * those ahead who are kept out (few, found from the exclusions' side); the neighbours are two short index
 * scans, one each way.
 */
async function around(
  db: Db,
  tournament: Pick<TournamentRow, 'id' | 'frozen_at'>,
  memberId: number,
  at: Date,
): Promise<{ me: BoardLine | null; around: BoardLine[] }> {
  if (tournament.frozen_at) {
    const mine = await db
      .selectFrom('tournament_entries')
      .select('final_rank')
      .where('tournament_id', '=', tournament.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const rank = mine?.final_rank ?? null;
    if (rank === null) return { me: null, around: [] };
    const { rows } = await sql<LineRow>`SELECT e.member_id, m.username, e.score, e.final_rank AS rank
      FROM tournament_entries e JOIN members m ON m.id = e.member_id
      WHERE e.tournament_id = ${tournament.id}
        AND e.final_rank BETWEEN ${rank - BOARD_NEIGHBOURS} AND ${rank + BOARD_NEIGHBOURS}
      ORDER BY e.final_rank`.execute(db);
    const lines = rows.map((row) => lineOf(row, memberId));
    return { me: lines.find((line) => line.me) ?? null, around: lines };
  }
  const { rows: own } = await sql<{
    score: number | string;
    reached_at: Date | null;
    username: string;
    excluded: boolean;
  }>`SELECT e.score, e.reached_at, m.username, ${excludedAt('e.member_id', at)} AS excluded
    FROM tournament_entries e JOIN members m ON m.id = e.member_id
    WHERE e.tournament_id = ${tournament.id} AND e.member_id = ${memberId}`.execute(db);
  const entry = own[0];
  if (!entry || entry.reached_at === null || entry.excluded) return { me: null, around: [] };
  const score = Number(entry.score);
  const reached = entry.reached_at;
  // `e.score >= score` (`<=` below) bounds the index range and the rest sorts out the ties, so each scan
  // starts at the member's own place on the board index instead of at an end of the board.
  const better = sql`(e.score >= ${score} AND (e.score > ${score} OR e.reached_at < ${reached}::timestamptz
    OR (e.reached_at = ${reached}::timestamptz AND e.member_id < ${memberId})))`;
  const worse = sql`(e.score <= ${score} AND (e.score < ${score} OR e.reached_at > ${reached}::timestamptz
    OR (e.reached_at = ${reached}::timestamptz AND e.member_id > ${memberId})))`;
  const { rows: counted } = await sql<{ ahead: number | string; out: number | string }>`SELECT
      (SELECT count(*) FROM tournament_entries e
        WHERE e.tournament_id = ${tournament.id} AND e.reached_at IS NOT NULL AND ${better}) AS ahead,
      (SELECT count(*) FROM responsible_settings rs JOIN tournament_entries e
          ON e.member_id = rs.member_id AND e.tournament_id = ${tournament.id}
        WHERE e.reached_at IS NOT NULL AND ${better} AND ${excludedAt('rs.member_id', at)}) AS out`.execute(
    db,
  );
  const rank = Number(counted[0]!.ahead) - Number(counted[0]!.out) + 1;
  const { rows: near } = await sql<LineRow & { above: boolean; reached_at: Date }>`
    (SELECT true AS above, e.member_id, m.username, e.score, e.reached_at, 0 AS rank
      FROM tournament_entries e JOIN members m ON m.id = e.member_id
      WHERE e.tournament_id = ${tournament.id} AND e.reached_at IS NOT NULL AND ${better}
        AND NOT ${excludedAt('e.member_id', at)}
      ORDER BY e.score, e.reached_at DESC, e.member_id DESC LIMIT ${BOARD_NEIGHBOURS})
    UNION ALL
    (SELECT false AS above, e.member_id, m.username, e.score, e.reached_at, 0 AS rank
      FROM tournament_entries e JOIN members m ON m.id = e.member_id
      WHERE e.tournament_id = ${tournament.id} AND e.reached_at IS NOT NULL AND ${worse}
        AND NOT ${excludedAt('e.member_id', at)}
      ORDER BY e.score DESC, e.reached_at, e.member_id LIMIT ${BOARD_NEIGHBOURS})`.execute(db);
  const inBoardOrder = (a: (typeof near)[number], b: (typeof near)[number]) =>
    Number(b.score) - Number(a.score) ||
    a.reached_at.getTime() - b.reached_at.getTime() ||
    a.member_id - b.member_id;
  const above = near.filter((row) => row.above).sort(inBoardOrder);
  const below = near.filter((row) => !row.above).sort(inBoardOrder);
  const me: BoardLine = { rank, account: maskAccount(entry.username), score, me: true };
  return {
    me,
    around: [
      ...above.map((row, index) => ({ ...lineOf(row, memberId), rank: rank - above.length + index })),
      me,
      ...below.map((row, index) => ({ ...lineOf(row, memberId), rank: rank + index + 1 })),
    ],
  };
}

/** Whether the member may take part: a real account, not kept out at `at`. */
export async function mayTakePart(db: Db, memberId: number, at: Date): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select(['type', excludedAt('members.id', at).as('excluded')])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return !!row && row.type !== MemberType.freePlay && !row.excluded;
}

/** The member's standing in one tournament (contract `Standing`). */
export async function standingOf(
  db: Db,
  tournament: Pick<TournamentRow, 'id' | 'frozen_at' | 'entry' | 'cancelled_at'>,
  memberId: number,
  at: Date,
): Promise<Standing> {
  const { rows } = await sql<{ type: number; excluded: boolean; entered: boolean }>`SELECT m.type,
      ${excludedAt('m.id', at)} AS excluded,
      EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = ${tournament.id} AND e.member_id = m.id)
        AS entered
    FROM members m WHERE m.id = ${memberId}`.execute(db);
  const member = rows[0];
  const eligible = !!member && member.type !== MemberType.freePlay && !member.excluded;
  const entry = member?.entered ?? false;
  const place = eligible || tournament.frozen_at ? await around(db, tournament, memberId, at) : null;
  const payout = tournament.frozen_at
    ? await db
        .selectFrom('tournament_payouts')
        .select(['kind', 'amount', 'reference'])
        .where('tournament_id', '=', tournament.id)
        .where('member_id', '=', memberId)
        .where('paid_at', 'is not', null)
        .executeTakeFirst()
    : undefined;
  return {
    tournamentId: tournament.id,
    entered: entry || (tournament.entry === 'automatic' && eligible && !tournament.cancelled_at),
    eligible,
    me: place?.me ?? null,
    around: place?.around ?? [],
    prize: payout ? { kind: payout.kind, amount: Number(payout.amount), reference: payout.reference } : null,
  };
}

/** A tournament as the list shows it, in `language`. */
export async function tournamentView(
  db: Db,
  row: TournamentRow,
  language: string,
  defaultLanguage: string,
  at: Date,
): Promise<Tournament> {
  const status = statusOf(row, at);
  const totals = prizeTotals(row.prizes);
  return {
    tournamentId: row.id,
    code: row.code,
    name: inLanguage(row.names, language, defaultLanguage),
    art: inLanguage(row.art, language, defaultLanguage) || null,
    status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    recurrence: row.recurrence,
    scoring: row.scoring,
    entry: row.entry,
    prizePoolMinor: totals.money,
    prizePoints: totals.points,
    entrants: await entrantsOf(db, row.id, at),
    eligible: row.eligible,
    winners: status === 'finished' && row.frozen_at ? await boardTop(db, row, at, 3) : [],
  };
}
