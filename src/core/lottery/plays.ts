import type { DrawFormat, DrawnPrize } from './draw';

/**
 * The plays (bet types) and what each wins on, shared by the server's settlement and the
 * result screen. A bet names its play and its selection: one or more numbers, or a side.
 *
 * Vietnamese regional draws: lô (a 2-digit number, paid once for every prize ending in it),
 * đề (the special prize's last 2 digits), 3 càng (its last 3), xiên 2/3/4 (2–4 different
 * 2-digit numbers that must all end some prize). Fast draws: the exact 3-digit number,
 * big/small and odd/even on the sum of its digits (a triple such as 777 loses both), and the
 * sum itself.
 */
export const vnPlays = ['lo', 'de', 'bacang', 'xien2', 'xien3', 'xien4'] as const;
export const fastPlays = ['exact', 'bigsmall', 'oddeven', 'sum'] as const;
export const playTypes = [...vnPlays, ...fastPlays] as const;
export type PlayType = (typeof playTypes)[number];

/** Big is a sum of 14 to 27, small 0 to 13. */
export const BIG_FROM = 14;

interface SelectionRule {
  /** How many selections a bet names. */
  count: number;
  /** The values one selection may take. */
  pattern: RegExp;
}

const twoDigits = /^\d{2}$/;
const selectionRules: Record<PlayType, SelectionRule> = {
  lo: { count: 1, pattern: twoDigits },
  de: { count: 1, pattern: twoDigits },
  bacang: { count: 1, pattern: /^\d{3}$/ },
  xien2: { count: 2, pattern: twoDigits },
  xien3: { count: 3, pattern: twoDigits },
  xien4: { count: 4, pattern: twoDigits },
  exact: { count: 1, pattern: /^\d{3}$/ },
  bigsmall: { count: 1, pattern: /^(?:big|small)$/ },
  oddeven: { count: 1, pattern: /^(?:odd|even)$/ },
  sum: { count: 1, pattern: /^(?:\d|1\d|2[0-7])$/ },
};

export const selectionCount = (play: PlayType): number => selectionRules[play].count;

/** The plays a draw format offers. */
export const playsOf = (format: DrawFormat): readonly PlayType[] => (format === 'fast' ? fastPlays : vnPlays);

/**
 * A selection in its one stored form (xiên numbers sorted), or null when it does not fit the
 * play: the wrong count, a value out of range, or a number named twice.
 */
export function normaliseSelection(play: PlayType, selection: readonly string[]): string[] | null {
  const rule = selectionRules[play];
  if (selection.length !== rule.count) return null;
  if (!selection.every((value) => rule.pattern.test(value))) return null;
  if (new Set(selection).size !== selection.length) return null;
  return rule.count > 1 ? [...selection].sort() : [...selection];
}

/**
 * What a draw pays out on, read once per draw: for every single-selection play, each
 * selection that wins and how many times (lô counts every prize ending in its number);
 * `endings` is every 2-digit ending drawn, which a xiên must cover. The server's settlement
 * applies it to every bet (server/modules/lottery/winning-rule.ts).
 */
export interface WinningTable {
  hits: Partial<Record<PlayType, Record<string, number>>>;
  endings: string[];
}

const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1;
};

export function winningTable(format: DrawFormat, prizes: readonly DrawnPrize[]): WinningTable {
  const special = prizes.find((prize) => prize.tier === 'special')!.numbers[0]!;
  if (format === 'fast') {
    const digits = [...special].map(Number);
    const sum = digits.reduce((a, b) => a + b, 0);
    const triple = digits.every((digit) => digit === digits[0]);
    return {
      hits: {
        exact: { [special]: 1 },
        sum: { [String(sum)]: 1 },
        bigsmall: triple ? {} : { [sum >= BIG_FROM ? 'big' : 'small']: 1 },
        oddeven: triple ? {} : { [sum % 2 === 1 ? 'odd' : 'even']: 1 },
      },
      endings: [],
    };
  }
  const lo: Record<string, number> = {};
  for (const prize of prizes) for (const number of prize.numbers) count(lo, number.slice(-2));
  return {
    hits: { lo, de: { [special.slice(-2)]: 1 }, bacang: { [special.slice(-3)]: 1 } },
    endings: Object.keys(lo).sort(),
  };
}
