import { CONTRIBUTION_SCALE } from '../../../src/core/contract/jackpots';
import { progressiveWins } from '../../../src/core/jackpots/draw';
import { CommittedEvents } from '../../db/after-commit';
import type { Db } from '../database';
import { eligibleGame } from '../games/eligibility';
import { accountFor } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { excludedAt } from '../responsible/excluded';
import { gamesOfSet, roundsOfSet, type SettledRound, type SettledRoundSet } from '../rounds/settled';
import { type CycleRow, cycleReference, hmacOf, type PotRow, potAccount, startCycle } from './cycles';

/** A pot won by a member's round, told to the member once the settlement commits. */
export interface JackpotWon {
  memberId: number;
  jackpotId: number;
  cycle: number;
  amountMinor: number;
  gameCode: string;
  roundId: string;
}

/** The pots a committed settlement moved, and the wins in it: the live channel publishes from here. */
export const committedJackpots = new CommittedEvents<{ jackpotIds: number[]; wins: JackpotWon[] }>();

const SCALE = BigInt(CONTRIBUTION_SCALE);

/** The rate a round of `gameCode` pays into the pot: the game's own, else the pot's (ppm of the valid stake). */
export const rateOf = (pot: Pick<PotRow, 'contribution_ppm' | 'game_rates'>, gameCode: string): number =>
  pot.game_rates.find((rate) => rate.gameCode === gameCode)?.ppm ?? pot.contribution_ppm;

/**
 * A contribution in whole minor units and the sub-unit rest carried to the pot's next one, in millionths:
 * stake × ppm + carry, split at 1,000,000. BigInt: a large stake times the rate may pass 2^53.
 */
export function contributionOf(
  stake: number,
  ppm: number,
  carryMicro: number,
): { amount: number; carry: number } {
  const micro = BigInt(stake) * BigInt(ppm) + BigInt(carryMicro);
  return { amount: Number(micro / SCALE), carry: Number(micro % SCALE) };
}

/**
 * The round-settled hook (`enabled` false where the jurisdiction profile forbids jackpots): each active pot the
 * round's game belongs to, in pot-id order, takes the round's contribution in the settlement's transaction.
 * Free play, void bets and members kept out neither contribute nor win.
 */
export async function contributeRound(trx: Db, round: SettledRound, enabled: boolean): Promise<void> {
  if (!enabled || round.freePlay || round.validBet <= 0) return;
  const pots = await trx
    .selectFrom('jackpots')
    .select(['id', 'eligible'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const counting = pots.filter((pot) => eligibleGame(pot.eligible, round));
  if (counting.length === 0) return;
  const kept = await trx
    .selectFrom('members')
    .select(excludedAt('members.id', round.settledAt).as('excluded'))
    .where('id', '=', round.memberId)
    .executeTakeFirst();
  if (!kept || kept.excluded) return;
  const moved: number[] = [];
  const wins: JackpotWon[] = [];
  for (const { id } of counting) {
    const won = await contributeTo(trx, id, round);
    if (won === undefined) continue;
    moved.push(id);
    if (won) wins.push(won);
  }
  if (moved.length > 0) committedJackpots.announce(trx, { jackpotIds: moved, wins });
}

/**
 * One pot's side of a round. The pot row's lock serialises the pot across nodes: a round that waited for
 * another's win finds the next cycle, contributes to it and is judged by its seed, so no money is won twice.
 * Answers undefined when the round had counted already (or the pot was retired meanwhile), else its win or null.
 */
async function contributeTo(
  trx: Db,
  jackpotId: number,
  round: SettledRound,
): Promise<JackpotWon | null | undefined> {
  const pot = await trx
    .selectFrom('jackpots')
    .selectAll()
    .where('id', '=', jackpotId)
    .where('retired_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!pot || pot.cycle_id === null) return undefined;
  const counted = await trx
    .selectFrom('jackpot_contributions')
    .select('id')
    .where('jackpot_id', '=', jackpotId)
    .where('round_id', '=', round.roundId)
    .executeTakeFirst();
  if (counted) return undefined;
  const cycle = await trx
    .selectFrom('jackpot_cycles')
    .selectAll()
    .where('id', '=', pot.cycle_id)
    .executeTakeFirstOrThrow();
  const ppm = rateOf(pot, round.gameCode);
  const { amount, carry } = contributionOf(round.validBet, ppm, pot.carry_micro);
  const potAfter = cycle.value_minor + amount;
  await trx
    .insertInto('jackpot_contributions')
    .values({
      jackpot_id: jackpotId,
      cycle_id: cycle.id,
      round_id: round.roundId,
      member_id: round.memberId,
      game_code: round.gameCode,
      stake_minor: round.validBet,
      ppm,
      amount_minor: amount,
      pot_after_minor: potAfter,
      at: round.settledAt,
    })
    .execute();
  await trx.updateTable('jackpots').set({ carry_micro: carry }).where('id', '=', jackpotId).execute();
  await trx.updateTable('jackpot_cycles').set({ value_minor: potAfter }).where('id', '=', cycle.id).execute();
  if (amount > 0) {
    // Paid by the house's game account: the player's stake is never touched.
    await transfer(trx, {
      idempotencyKey: `jackpot:contribution:${jackpotId}:${round.roundId}`,
      kind: 'jackpot_contribution',
      memo: `Jackpot contribution (${pot.code})`,
      legs: [
        { accountId: await accountFor(trx, null, 'house_games', round.settledAt), amountMinor: -amount },
        { accountId: await potAccount(trx, jackpotId, round.settledAt), amountMinor: amount },
      ],
      at: round.settledAt,
    });
  }
  if (!(await wins(cycle, potAfter, round))) return null;
  await payWin(trx, pot, cycle, potAfter, round);
  return {
    memberId: round.memberId,
    jackpotId,
    cycle: cycle.number,
    amountMinor: potAfter,
    gameCode: round.gameCode,
    roundId: round.roundId,
  };
}

/** must_drop: the pot reached the cycle's drop point; progressive: the seed's draw for this round says so. */
async function wins(cycle: CycleRow, potAfter: number, round: SettledRound): Promise<boolean> {
  if (cycle.drop_point_minor !== null) return potAfter >= cycle.drop_point_minor;
  if (cycle.stake_per_win_minor === null) return false;
  return progressiveWins(hmacOf(cycle.seed), round.roundId, round.validBet, cycle.stake_per_win_minor);
}

/**
 * Pays the whole pot to the member's main wallet (`JPT-<cycle id>`), closes the cycle (its seed may now be
 * revealed) and starts the next one, reseeded from `jackpot_seed`: all in the settlement's transaction.
 */
async function payWin(
  trx: Db,
  pot: PotRow,
  cycle: CycleRow,
  paid: number,
  round: SettledRound,
): Promise<void> {
  const at = round.settledAt;
  const reference = cycleReference(cycle.id);
  await transfer(trx, {
    idempotencyKey: `jackpot:win:${cycle.id}`,
    kind: 'jackpot_win',
    memo: `Jackpot ${pot.code} (${reference})`,
    legs: [
      { accountId: await potAccount(trx, pot.id, at), amountMinor: -paid },
      { accountId: await accountFor(trx, round.memberId, 'player_main', at), amountMinor: paid },
    ],
    at,
  });
  await trx
    .updateTable('jackpot_cycles')
    .set({
      won_at: at,
      won_round_id: round.roundId,
      won_member_id: round.memberId,
      won_game_code: round.gameCode,
      paid_minor: paid,
      reference,
    })
    .where('id', '=', cycle.id)
    .execute();
  await startCycle(trx, pot, cycle.number + 1, at);
}

/**
 * contributeRound for a set (a lottery draw's bets): one look at the set's games first; only when an active
 * pot takes one of them are the set's rounds read and counted one by one, in round order.
 */
export async function contributeRoundSet(trx: Db, set: SettledRoundSet, enabled: boolean): Promise<void> {
  if (!enabled) return;
  const pots = await trx.selectFrom('jackpots').select('eligible').where('retired_at', 'is', null).execute();
  if (pots.length === 0) return;
  const games = await gamesOfSet(trx, set);
  if (!pots.some((pot) => games.some((game) => eligibleGame(pot.eligible, game)))) return;
  for (const round of await roundsOfSet(trx, set)) await contributeRound(trx, round, true);
}
