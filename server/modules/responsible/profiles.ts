import { PROFILE_CODES } from '../../config/operator';
import type { DepositLimits } from './tables';

export { PROFILE_CODES };
/** The jurisdiction profiles an operator picks in operator.json (`responsibleGaming.profile`). */
export type ProfileCode = (typeof PROFILE_CODES)[number];

/** The built-in products whose rounds a profile paces or switches off. */
export type Product = 'slot' | 'roulette';

/** How long a raised (or removed) limit waits before it applies; a decrease applies at once. */
export interface RaiseDelay {
  count: number;
  unit: 'hours' | 'days' | 'businessDays';
}

/**
 * One regulator's rules as data (docs/responsible-gaming.md gives each value's source). Money is in
 * minor units of the brand's currency.
 */
export interface RgProfile {
  code: ProfileCode;
  /** Rounds of one game session start at least this far apart, per product. */
  minRoundMs: Record<Product, number>;
  /** Whether the regulator lets a game play rounds by itself (the built-in games never do). */
  autoplay: boolean;
  /** The most one slot round may stake; null: only the game's own stakes bound it. */
  maxSlotStakeMinor: number | null;
  /** The most one slot round of a young member (aged below `youngAgeBelow`) may stake; null: as anyone. */
  youngMaxSlotStakeMinor: number | null;
  /** Members younger than this (in whole years) are young for the young caps and thresholds; null: none. */
  youngAgeBelow: number | null;
  /** A birth date is asked at registration (and of existing members before their next stake or deposit). */
  birthDateRequired: boolean;
  /**
   * Net deposits (deposits less withdrawals) in a calendar month above which further deposits wait for
   * the operator's affordability check; the young threshold applies below `youngAgeBelow`. null: no check.
   */
  affordability: { monthlyNetDepositMinor: number; youngMonthlyNetDepositMinor: number } | null;
  /** Products that cannot be launched or played under this profile. */
  productsOff: readonly Product[];
  /** A round is celebrated as a win only when it pays more than its stake. */
  winOnlyAboveStake: boolean;
  /** The game frame shows the net position and the time played since the game opened. */
  showNetPosition: boolean;
  /** How long a raise of a deposit, loss or wager limit waits. */
  raiseDelay: RaiseDelay;
  /**
   * How the regulator counts limit windows: rolling (the last 24 h / 7 days / 30 days) or calendar
   * (from the start of the day, the ISO week and the month in the brand's time zone).
   */
  windows: 'rolling' | 'calendar';
  /**
   * Percentages of a deposit, loss or wager limit at which the member is alerted (alerts.ts): an inbox message and a
   * notice on the site, once per limit, window and percentage.
   */
  alertPercents: readonly number[];
  /** Reaching 100 % of a limit signs the member out: their sessions and game sessions end. */
  signOutAtFullLimit: boolean;
  /** The reality check's interval (minutes) for a member who has not chosen one; null: off. */
  realityCheckMinutes: number | null;
  /** The deposit limits of a member who set none of their own in a window (all null: no default). */
  defaultDepositLimits: DepositLimits;
  /** The highest monthly deposit limit a member may have; a member always has one at most this high. */
  maxMonthlyDepositMinor: number | null;
  /**
   * Deposit limits at registration: none asked, a prompt (limits or an explicit "no limit"), or
   * required (at least one window; the monthly one when the profile caps it).
   */
  registrationLimits: 'none' | 'prompt' | 'required';
  /** At most one raise of a kind of limit per this many calendar months; null: no such rule. */
  raiseIntervalMonths: number | null;
  /** After a session-time limit was reached, a new sign-in waits this long (minutes); null: no break. */
  sessionBreakMinutes: number | null;
  /** Before the first game or bet of a session the member sets that session's time and loss limits. */
  sessionLimitsBeforePlay: boolean;
  /** The header and the game frame offer a button that locks the account for 24 hours at one press. */
  panicButton: boolean;
  /** Whether a member may play in two games at once; when not, a game launch ends the other game sessions. */
  parallelPlay: boolean;
  /** Whether jackpots may be offered (the jackpot feature to come reads it; nothing offers one yet). */
  jackpots: boolean;
}

const DAY_DELAY: RaiseDelay = { count: 24, unit: 'hours' };
const PACE = 2_500;
const NO_DEFAULTS: DepositLimits = { day: null, week: null, month: null };
/** Limits the regulator sets for everyone: none beyond what the member chooses. */
const MEMBER_CHOSEN = {
  defaultDepositLimits: NO_DEFAULTS,
  maxMonthlyDepositMinor: null,
  raiseIntervalMonths: null,
} as const;

export const PROFILES: Record<ProfileCode, RgProfile> = {
  none: {
    code: 'none',
    minRoundMs: { slot: PACE, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: null,
    youngMaxSlotStakeMinor: null,
    youngAgeBelow: null,
    birthDateRequired: false,
    affordability: null,
    productsOff: [],
    winOnlyAboveStake: false,
    showNetPosition: false,
    raiseDelay: DAY_DELAY,
    windows: 'rolling',
    alertPercents: [],
    signOutAtFullLimit: false,
    realityCheckMinutes: null,
    ...MEMBER_CHOSEN,
    registrationLimits: 'none',
    sessionBreakMinutes: null,
    sessionLimitsBeforePlay: false,
    panicButton: false,
    parallelPlay: true,
    jackpots: true,
  },
  uk: {
    code: 'uk',
    minRoundMs: { slot: 2_500, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: 500,
    youngMaxSlotStakeMinor: 200,
    youngAgeBelow: 25,
    birthDateRequired: true,
    affordability: null,
    productsOff: [],
    winOnlyAboveStake: true,
    showNetPosition: true,
    raiseDelay: DAY_DELAY,
    windows: 'rolling',
    alertPercents: [],
    signOutAtFullLimit: false,
    realityCheckMinutes: null,
    ...MEMBER_CHOSEN,
    registrationLimits: 'prompt',
    sessionBreakMinutes: 15,
    sessionLimitsBeforePlay: false,
    panicButton: false,
    parallelPlay: true,
    jackpots: true,
  },
  de: {
    code: 'de',
    minRoundMs: { slot: 5_000, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: 100,
    youngMaxSlotStakeMinor: null,
    youngAgeBelow: null,
    birthDateRequired: false,
    affordability: null,
    productsOff: ['roulette'],
    winOnlyAboveStake: false,
    showNetPosition: false,
    raiseDelay: { count: 7, unit: 'days' },
    windows: 'calendar',
    alertPercents: [],
    signOutAtFullLimit: false,
    realityCheckMinutes: null,
    ...MEMBER_CHOSEN,
    maxMonthlyDepositMinor: 100_000,
    registrationLimits: 'required',
    sessionBreakMinutes: 5,
    sessionLimitsBeforePlay: false,
    panicButton: true,
    parallelPlay: false,
    jackpots: false,
  },
  es: {
    code: 'es',
    minRoundMs: { slot: PACE, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: null,
    youngMaxSlotStakeMinor: null,
    youngAgeBelow: null,
    birthDateRequired: false,
    affordability: null,
    productsOff: [],
    winOnlyAboveStake: false,
    showNetPosition: false,
    raiseDelay: { count: 3, unit: 'businessDays' },
    windows: 'calendar',
    alertPercents: [],
    signOutAtFullLimit: false,
    realityCheckMinutes: 30,
    defaultDepositLimits: { day: 60_000, week: 150_000, month: 300_000 },
    maxMonthlyDepositMinor: null,
    registrationLimits: 'none',
    raiseIntervalMonths: 3,
    sessionBreakMinutes: 30,
    sessionLimitsBeforePlay: true,
    panicButton: false,
    parallelPlay: true,
    jackpots: true,
  },
  nl: {
    code: 'nl',
    minRoundMs: { slot: PACE, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: null,
    youngMaxSlotStakeMinor: null,
    youngAgeBelow: 25,
    birthDateRequired: true,
    affordability: { monthlyNetDepositMinor: 70_000, youngMonthlyNetDepositMinor: 30_000 },
    productsOff: [],
    winOnlyAboveStake: false,
    showNetPosition: false,
    raiseDelay: { count: 7, unit: 'days' },
    windows: 'calendar',
    alertPercents: [50, 100],
    signOutAtFullLimit: true,
    realityCheckMinutes: 30,
    ...MEMBER_CHOSEN,
    registrationLimits: 'required',
    sessionBreakMinutes: 30,
    sessionLimitsBeforePlay: false,
    panicButton: false,
    parallelPlay: true,
    jackpots: true,
  },
  on: {
    code: 'on',
    minRoundMs: { slot: 2_500, roulette: PACE },
    autoplay: false,
    maxSlotStakeMinor: null,
    youngMaxSlotStakeMinor: null,
    youngAgeBelow: null,
    birthDateRequired: false,
    affordability: null,
    productsOff: [],
    winOnlyAboveStake: true,
    showNetPosition: true,
    raiseDelay: DAY_DELAY,
    windows: 'rolling',
    alertPercents: [],
    signOutAtFullLimit: false,
    realityCheckMinutes: null,
    ...MEMBER_CHOSEN,
    registrationLimits: 'none',
    sessionBreakMinutes: 15,
    sessionLimitsBeforePlay: false,
    panicButton: false,
    parallelPlay: true,
    jackpots: true,
  },
};

/** The brand's profile and time zone: what every rule is given. */
export interface RgPolicy {
  profile: RgProfile;
  /** IANA name; calendar windows and ages count in it. */
  timeZone: string;
}

/** The brand's profile and time zone as operator.json sets them now. */
export const policyOf = (config: {
  responsibleGaming: { profile: ProfileCode; timeZone: string };
}): RgPolicy => ({
  profile: PROFILES[config.responsibleGaming.profile],
  timeZone: config.responsibleGaming.timeZone,
});

/** The youngest age at which anyone may open an account or play, under every profile. */
export const MINIMUM_AGE = 18;

/** The brand's profile as operator.json sets it now. */
export const profileOf = (config: { responsibleGaming: { profile: ProfileCode } }): RgProfile =>
  PROFILES[config.responsibleGaming.profile];

/** The built-in product a game engine plays (lottery is no round product). */
export const productOfEngine = (engine: string): Product | null =>
  engine === 'slot' || engine === 'roulette' ? engine : null;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * When a raise asked for at `at` applies. Business days are Monday to Friday (UTC): a raise asked
 * on a Friday at 10:00 with three business days applies on Wednesday at 10:00.
 */
export function raiseAppliesAt(delay: RaiseDelay, at: Date): Date {
  if (delay.unit === 'hours') return new Date(at.getTime() + delay.count * HOUR);
  if (delay.unit === 'days') return new Date(at.getTime() + delay.count * DAY);
  let time = at.getTime();
  let left = delay.count;
  while (left > 0) {
    time += DAY;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(time);
}

/**
 * The deposit limits in force for a member under `profile`: a window the member left without a limit
 * takes the profile's default, and the monthly one is never above the profile's maximum.
 */
export function profileDepositLimits(own: DepositLimits, profile: RgProfile): DepositLimits {
  const limits = {
    day: own.day ?? profile.defaultDepositLimits.day,
    week: own.week ?? profile.defaultDepositLimits.week,
    month: own.month ?? profile.defaultDepositLimits.month,
  };
  const max = profile.maxMonthlyDepositMinor;
  if (max !== null) limits.month = Math.min(limits.month ?? max, max);
  return limits;
}

/** The first moment a raise may be asked again after one asked at `at` (null: at any time). */
export function nextRaiseFrom(profile: RgProfile, at: Date): Date | null {
  if (profile.raiseIntervalMonths === null) return null;
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + profile.raiseIntervalMonths);
  return next;
}
