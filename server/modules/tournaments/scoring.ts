import type { Selectable } from 'kysely';
import { RATIO_SCALE, type TournamentScoring } from '../../../src/core/contract/tournaments';
import { CommittedEvents } from '../../db/after-commit';
import type { Db } from '../database';
import { eligibleGame } from '../games/eligibility';
import { excludedAt } from '../responsible/excluded';
import { gamesOfSet, roundsOfSet, type SettledRound, type SettledRoundSet } from '../rounds/settled';
import type { TournamentsTable } from './tables';

/** The tournaments a committed settlement moved: the live channel publishes their boards from here. */
export const committedScores = new CommittedEvents<{ tournamentIds: number[] }>();

type Running = Pick<
  Selectable<TournamentsTable>,
  'id' | 'entry' | 'eligible' | 'min_stake_minor' | 'max_rounds' | 'scoring' | 'starts_at'
>;

/** What a round makes of a score (fixed point: ratios are win ÷ stake × RATIO_SCALE, rounded down). */
export function scoreAfter(scoring: TournamentScoring, score: number, stake: number, payout: number): number {
  switch (scoring) {
    case 'total_stake':
      return score + stake;
    case 'win_ratio_sum':
      return score + ratio(payout, stake);
    case 'best_win_ratio':
      return Math.max(score, ratio(payout, stake));
    case 'net_win':
      return score + payout - stake;
    case 'rounds':
      return score + 1;
  }
}

// BigInt: a payout times RATIO_SCALE may pass 2^53 before the division brings it back.
const ratio = (payout: number, stake: number) =>
  Number((BigInt(payout) * BigInt(RATIO_SCALE)) / BigInt(stake));

/**
 * Counts a settled round in every tournament it belongs to, inside the settlement's transaction: running at
 * the settlement time (start included, end excluded, neither cancelled nor frozen), an eligible game, a stake
 * at or above the minimum, a member who entered by then (automatic entry: every eligible member from the
 * start), under the cap on counted rounds. `tournament_rounds`' key counts it once whatever repeats. Free
 * play, void bets and members kept out never count.
 */
export async function scoreRound(trx: Db, round: SettledRound): Promise<void> {
  if (round.freePlay || round.validBet <= 0) return;
  const at = round.settledAt;
  const running = await trx
    .selectFrom('tournaments')
    .select(['id', 'entry', 'eligible', 'min_stake_minor', 'max_rounds', 'scoring', 'starts_at'])
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where('cancelled_at', 'is', null)
    .where('frozen_at', 'is', null)
    .where('min_stake_minor', '<=', round.validBet)
    .orderBy('id')
    // Shared locks: a board being frozen (payout.ts, FOR UPDATE) waits for the rounds counting in it to commit,
    // and a round that comes after the freeze sees the tournament frozen.
    .forShare()
    .execute();
  const counting = running.filter((tournament) => eligibleGame(tournament.eligible, round));
  if (counting.length === 0) return;
  const kept = await trx
    .selectFrom('members')
    .select(excludedAt('members.id', at).as('excluded'))
    .where('id', '=', round.memberId)
    .executeTakeFirst();
  if (!kept || kept.excluded) return;
  const moved: number[] = [];
  for (const tournament of counting) {
    if (await countIn(trx, tournament, round)) moved.push(tournament.id);
  }
  if (moved.length > 0) committedScores.announce(trx, { tournamentIds: moved });
}

async function countIn(trx: Db, tournament: Running, round: SettledRound): Promise<boolean> {
  if (tournament.entry === 'automatic') {
    await trx
      .insertInto('tournament_entries')
      .values({
        tournament_id: tournament.id,
        member_id: round.memberId,
        entered_at: tournament.starts_at,
        score: 0,
        rounds: 0,
        reached_at: null,
        final_rank: null,
      })
      .onConflict((conflict) => conflict.columns(['tournament_id', 'member_id']).doNothing())
      .execute();
  }
  // The entry's lock keeps one member's concurrent rounds in line.
  const entry = await trx
    .selectFrom('tournament_entries')
    .select(['score', 'rounds', 'reached_at', 'entered_at'])
    .where('tournament_id', '=', tournament.id)
    .where('member_id', '=', round.memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry || entry.entered_at > round.settledAt) return false;
  if (tournament.max_rounds !== null && entry.rounds >= tournament.max_rounds) return false;
  const claimed = await trx
    .insertInto('tournament_rounds')
    .values({
      tournament_id: tournament.id,
      round_id: round.roundId,
      member_id: round.memberId,
      settled_at: round.settledAt,
    })
    .onConflict((conflict) => conflict.columns(['tournament_id', 'round_id']).doNothing())
    .returning('round_id')
    .executeTakeFirst();
  if (!claimed) return false;
  const score = scoreAfter(tournament.scoring, entry.score, round.validBet, round.payout);
  // Ties go to whoever reached the score first: a round that leaves the score as it was keeps its time.
  const reachedAt = entry.reached_at === null || score !== entry.score ? round.settledAt : entry.reached_at;
  await trx
    .updateTable('tournament_entries')
    .set({ score, rounds: entry.rounds + 1, reached_at: reachedAt })
    .where('tournament_id', '=', tournament.id)
    .where('member_id', '=', round.memberId)
    .execute();
  return true;
}

/**
 * scoreRound for a set (a lottery draw's bets): one query answers whether any running tournament could count
 * one of the set's games; only then are its rounds read and counted one by one (a draw's bets in a running
 * tournament that lists the lottery), in round order, inside the draw's settlement.
 */
export async function scoreRoundSet(trx: Db, set: SettledRoundSet): Promise<void> {
  const running = await trx
    .selectFrom('tournaments')
    .select('eligible')
    .where('starts_at', '<=', set.settledAt)
    .where('ends_at', '>', set.settledAt)
    .where('cancelled_at', 'is', null)
    .where('frozen_at', 'is', null)
    .execute();
  if (running.length === 0) return;
  const games = await gamesOfSet(trx, set);
  if (!running.some((tournament) => games.some((game) => eligibleGame(tournament.eligible, game)))) return;
  for (const round of await roundsOfSet(trx, set)) await scoreRound(trx, round);
}
