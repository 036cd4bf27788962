import type { lottery } from '../../core';
import { BIG_FROM, type PlayType } from '../../core/lottery/plays';

type Play = lottery.LotteryGame['plays'][number];

/** How the member picks a play's selection. */
export type Picker =
  /** The 00–99 grid: each picked number is a bet of its own (lô, đề). */
  | { kind: 'grid'; group: 1 }
  /** The 00–99 grid: the picked numbers together make one bet (xiên 2/3/4). */
  | { kind: 'grid'; group: number }
  /** Three digits typed on a keypad (3 càng, exact). */
  | { kind: 'digits'; length: number }
  /** One side or the other (big/small, odd/even); each chosen side is a bet. */
  | { kind: 'sides'; sides: readonly string[] }
  /** The digits' sum 0–27; each picked sum is a bet. */
  | { kind: 'sum' };

export function pickerOf(play: PlayType): Picker {
  switch (play) {
    case 'lo':
    case 'de':
      return { kind: 'grid', group: 1 };
    case 'xien2':
      return { kind: 'grid', group: 2 };
    case 'xien3':
      return { kind: 'grid', group: 3 };
    case 'xien4':
      return { kind: 'grid', group: 4 };
    case 'bacang':
    case 'exact':
      return { kind: 'digits', length: 3 };
    case 'bigsmall':
      return { kind: 'sides', sides: ['big', 'small'] };
    case 'oddeven':
      return { kind: 'sides', sides: ['odd', 'even'] };
    case 'sum':
      return { kind: 'sum' };
  }
}

/** What one hit pays per unit staked, in thousandths (the sum's odds depend on the sum). */
export function oddsOf(play: Play, selection: readonly string[]): number {
  return play.oddsBySelection?.[selection[0] ?? ''] ?? play.oddsMilli;
}

/** What one hit of a bet pays, rounded down to a minor unit as the server does. */
export const possibleWin = (stake: number, oddsMilli: number): number =>
  Math.floor((stake * oddsMilli) / 1000);

export const formatOdds = (oddsMilli: number): string =>
  `${(oddsMilli / 1000).toLocaleString('en', { maximumFractionDigits: 3 })}×`;

export const twoDigitNumbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
export const sums = Array.from({ length: 28 }, (_, n) => String(n));

/** The text key of a selection value (sides have names; numbers show as they are). */
export const sideKey = (value: string): string | null =>
  ['big', 'small', 'odd', 'even'].includes(value) ? `lottery_side_${value}` : null;

/** Quick pick: `count` different random values from `values`. */
export function randomPick(values: readonly string[], count: number): string[] {
  const pool = [...values];
  const out: string[] = [];
  while (out.length < count && pool.length > 0) {
    const [value] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    out.push(value!);
  }
  return out;
}

/** Big is a sum of BIG_FROM to 27: said on the screen next to the big/small play. */
export const bigFrom = BIG_FROM;
