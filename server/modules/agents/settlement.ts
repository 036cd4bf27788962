import type { ContractTerms } from '../../../src/core/contract/agents';
import { ratesOf } from './contract-rules';

/**
 * What one contract pays for one closed period — a pure computation over the rounds of the
 * holder's team. The rules:
 *
 * - The holder's team is its whole subtree including itself (a plain member holding a daily
 *   salary contract earns on its own play). Its rounds are those settled inside the period
 *   (refunded and open rounds do not count); a round's valid bet is its stake.
 * - Thresholds are checked on the whole team: daily salary needs `activeMembers` team members
 *   who each bet at least `dailyBetAmount` (and something) that day; hourly salary needs the
 *   team's valid bet of the hour to reach `hourlyBetAmount`; a dividend needs `activeMembers`
 *   team members with a settled round, a team valid bet of at least `periodValidBet` and a team
 *   net loss (stakes − payouts) above zero and of at least `periodProfitLoss`. Real-time salary
 *   counts only rounds whose stake is at least `singleBetAmount`.
 * - Level-difference pay, so the house never pays more than the top rate on any round: for a
 *   round of player P, each holder H on P's ancestor chain (P itself first) earns its rate minus
 *   the highest rate already held below it on that chain (`below`), never less than zero. A
 *   member holding 1.00% under an agent holding 1.50% earns 1.00% of its own valid bet and the
 *   agent 0.50% of it. The rates below are the contracts in force when the period ends.
 * - Per kind: daily and hourly salary pay the difference × the round's valid bet; a dividend
 *   pays the difference × the round's net loss (a won round counts against it), and nothing
 *   when that sum is not positive; real-time salary pays the win-rate difference × the stake of
 *   each won round (payout above stake) and the loss-rate difference × the stake of each lost
 *   round (payout below stake); an even round earns neither.
 * - Rates are basis points (100 = 1%). The amount is the floor of Σ difference × base / 10,000,
 *   computed in integers over the whole period (never rounded per round).
 * - The rounds a settlement is computed from (`roundIds`, kept as settlement_rounds) are exactly
 *   those with a positive difference for the holder: the ones its amount is made of, listed even
 *   when a threshold was not met, so an unpaid period still shows what it looked at.
 */

export interface TeamRound {
  id: number;
  memberId: number;
  stake: number;
  payout: number;
  /** The highest win / loss rate held below the holder on this round's chain (0 when none). */
  belowWin: number;
  belowLoss: number;
}

export type BasisOf = 'validBet' | 'netLoss' | 'wonStake' | 'lostStake';

export type UnmetRule =
  | 'activeMembers'
  | 'periodValidBet'
  | 'periodProfitLoss'
  | 'teamLoss'
  | 'hourlyBetAmount';

/** How an amount was computed, stored with the settlement and put in words when it is shown. */
export interface Basis {
  /** One part per (difference rate, base): Σ rate × base / 10,000 is the amount before flooring. */
  parts: { rate: number; base: number; of: BasisOf }[];
  /** The first threshold the team missed (then nothing is paid). */
  unmet: { rule: UnmetRule; actual: number; required: number } | null;
  /** Settled team rounds in the period, whatever the difference. */
  teamRounds: number;
}

export interface SettlementResult {
  amount: number;
  basis: Basis;
  roundIds: number[];
}

const BP = 10_000n;

/** Groups (rate, base) pairs by rate and kind of base, highest rate first. */
class Parts {
  private readonly sums = new Map<string, { rate: number; base: bigint; of: BasisOf }>();
  readonly roundIds: number[] = [];

  add(roundId: number, rate: number, base: number, of: BasisOf): void {
    const key = `${of}:${rate}`;
    const part = this.sums.get(key) ?? { rate, base: 0n, of };
    part.base += BigInt(base);
    this.sums.set(key, part);
    this.roundIds.push(roundId);
  }

  /** Σ rate × base / 10,000, floored, never negative. */
  amount(): number {
    let total = 0n;
    for (const part of this.sums.values()) total += BigInt(part.rate) * part.base;
    return total > 0n ? Number(total / BP) : 0;
  }

  list(): Basis['parts'] {
    return [...this.sums.values()]
      .sort((a, b) => b.rate - a.rate || a.of.localeCompare(b.of))
      .map((part) => ({ rate: part.rate, base: Number(part.base), of: part.of }));
  }
}

const difference = (rate: number, below: number) => Math.max(0, rate - below);

function validBetByMember(rounds: TeamRound[]): Map<number, number> {
  const byMember = new Map<number, number>();
  for (const round of rounds) byMember.set(round.memberId, (byMember.get(round.memberId) ?? 0) + round.stake);
  return byMember;
}

const sum = (rounds: TeamRound[], value: (round: TeamRound) => number) =>
  rounds.reduce((total, round) => total + value(round), 0);

function unmetRule(terms: ContractTerms, rounds: TeamRound[]): Basis['unmet'] {
  switch (terms.kind) {
    case 'dailySalary': {
      const qualifying = [...validBetByMember(rounds).values()].filter(
        (bet) => bet > 0 && bet >= terms.dailyBetAmount,
      ).length;
      return qualifying < terms.activeMembers
        ? { rule: 'activeMembers', actual: qualifying, required: terms.activeMembers }
        : null;
    }
    case 'hourlySalary': {
      const validBet = sum(rounds, (round) => round.stake);
      return validBet < terms.hourlyBetAmount
        ? { rule: 'hourlyBetAmount', actual: validBet, required: terms.hourlyBetAmount }
        : null;
    }
    case 'dividend': {
      const active = [...validBetByMember(rounds).values()].filter((bet) => bet > 0).length;
      if (active < terms.activeMembers) {
        return { rule: 'activeMembers', actual: active, required: terms.activeMembers };
      }
      const validBet = sum(rounds, (round) => round.stake);
      if (validBet < terms.periodValidBet) {
        return { rule: 'periodValidBet', actual: validBet, required: terms.periodValidBet };
      }
      const netLoss = sum(rounds, (round) => round.stake - round.payout);
      if (netLoss <= 0) return { rule: 'teamLoss', actual: netLoss, required: 1 };
      if (netLoss < terms.periodProfitLoss) {
        return { rule: 'periodProfitLoss', actual: netLoss, required: terms.periodProfitLoss };
      }
      return null;
    }
    case 'realtimeSalary':
      return null;
  }
}

/** The amount one contract earns over its team's rounds of one period, with its basis and rounds. */
export function computeSettlement(terms: ContractTerms, rounds: TeamRound[]): SettlementResult {
  const { win, loss } = ratesOf(terms);
  const parts = new Parts();
  for (const round of rounds) {
    switch (terms.kind) {
      case 'dailySalary':
      case 'hourlySalary': {
        const rate = difference(win, round.belowWin);
        if (rate > 0) parts.add(round.id, rate, round.stake, 'validBet');
        break;
      }
      case 'dividend': {
        const rate = difference(win, round.belowWin);
        if (rate > 0) parts.add(round.id, rate, round.stake - round.payout, 'netLoss');
        break;
      }
      case 'realtimeSalary': {
        if (round.stake < terms.singleBetAmount || round.payout === round.stake) break;
        const won = round.payout > round.stake;
        const rate = won ? difference(win, round.belowWin) : difference(loss, round.belowLoss);
        if (rate > 0) parts.add(round.id, rate, round.stake, won ? 'wonStake' : 'lostStake');
        break;
      }
    }
  }
  const unmet = unmetRule(terms, rounds);
  return {
    amount: unmet ? 0 : parts.amount(),
    basis: { parts: parts.list(), unmet, teamRounds: rounds.length },
    roundIds: parts.roundIds,
  };
}
