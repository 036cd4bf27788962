import type { PrizeMode } from '../../../src/core/contract/games';
import type { DrawFormat } from '../../../src/core/lottery/draw';
import type { PlayType } from '../../../src/core/lottery/plays';

export type { PrizeMode };

/** The vendor that carries each prize mode's (spec §3) games in the catalogue. */
export const PRIZE_MODE_VENDORS: Record<PrizeMode, string> = {
  SEA: 'VNLOTT',
  Elott: 'GDLOTT',
  Lott: 'TCG',
  ZY: 'SGWIN',
};

/**
 * When a game draws, in Vietnam's time (Asia/Ho_Chi_Minh, UTC+7 all year): every n minutes
 * around the clock, or on some weekdays (0 Sunday … 6 Saturday) at one time of day.
 */
export type Schedule = { everyMinutes: number } | { weekdays: readonly number[]; at: string };

/** Payout per hit per unit staked, in thousandths (the stake included): 3500 pays 3.5×. */
export type Odds = Partial<Record<PlayType, number | Readonly<Record<string, number>>>>;

/** Money limits of a game's bets, in minor units. */
export interface BetLimits {
  minStake: number;
  /** The most one bet may stake. */
  maxStake: number;
  /** The most one member may stake on one number (or side) of one play in one draw. */
  maxPerNumber: number;
  /** The most the house may owe on one number of one play in one draw, one hit each. */
  liabilityCap: number;
}

export interface LotteryGame {
  code: string;
  prizeMode: PrizeMode;
  format: DrawFormat;
  /** north, central or south for the regional draws; null for the others. */
  region: 'north' | 'central' | 'south' | null;
  schedule: Schedule;
  /** Betting on a draw closes this long before it. */
  closeSeconds: number;
  defaultPlay: PlayType;
  odds: Odds;
  limits: BetLimits;
  /** The name in each catalogue language (en, es, pt, ty). */
  names: { en: string; es: string; pt: string; ty: string };
}

const NORTH_ODDS: Odds = {
  lo: 3_500,
  de: 95_000,
  bacang: 950_000,
  xien2: 17_000,
  xien3: 75_000,
  xien4: 340_000,
};
const SOUTH_ODDS: Odds = {
  lo: 5_300,
  de: 95_000,
  bacang: 950_000,
  xien2: 35_000,
  xien3: 230_000,
  xien4: 1_650_000,
};
/** A sum's odds fall as it gets likelier (75 of 1000 draws sum to 13, one to 0). */
const SUM_ODDS: Record<string, number> = Object.fromEntries(
  [900, 300, 150, 90, 60, 43, 32, 25, 20, 16.5, 14.5, 13, 12.5, 12].flatMap((odds, sum) => [
    [String(sum), odds * 1000],
    [String(27 - sum), odds * 1000],
  ]),
);
const FAST_ODDS: Odds = { exact: 950_000, bigsmall: 1_950, oddeven: 1_950, sum: SUM_ODDS };

const REGIONAL_LIMITS: BetLimits = {
  minStake: 100,
  maxStake: 1_000_000,
  maxPerNumber: 2_000_000,
  liabilityCap: 2_000_000_000,
};
const FAST_LIMITS: BetLimits = {
  minStake: 100,
  maxStake: 500_000,
  maxPerNumber: 1_000_000,
  liabilityCap: 1_000_000_000,
};

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** Regional draws close 15 minutes before, as the real ones do. */
const REGIONAL_CLOSE_SECONDS = 15 * 60;

function regional(
  code: string,
  region: 'central' | 'south',
  name: string,
  weekdays: readonly number[],
): LotteryGame {
  return {
    code,
    prizeMode: 'SEA',
    format: 'south',
    region,
    // The southern provinces draw at 16:15, the central ones at 17:15.
    schedule: { weekdays, at: region === 'south' ? '16:15' : '17:15' },
    closeSeconds: REGIONAL_CLOSE_SECONDS,
    defaultPlay: 'lo',
    odds: SOUTH_ODDS,
    limits: REGIONAL_LIMITS,
    names: { en: name, es: name, pt: name, ty: name },
  };
}

function fast(
  code: string,
  prizeMode: PrizeMode,
  schedule: Schedule,
  closeSeconds: number,
  names: LotteryGame['names'],
): LotteryGame {
  return {
    code,
    prizeMode,
    format: 'fast',
    region: null,
    schedule,
    closeSeconds,
    defaultPlay: 'bigsmall',
    odds: FAST_ODDS,
    limits: FAST_LIMITS,
    names,
  };
}

type Names = LotteryGame['names'];
/** "Fast Lottery 5 min" in every language. */
const everyMinutesName = (prefix: Names, n: number): Names => ({
  en: `${prefix.en} ${n} min`,
  es: `${prefix.es} ${n} min`,
  pt: `${prefix.pt} ${n} min`,
  ty: `${prefix.ty} ${n} min`,
});
const FAST_NAME: Names = {
  en: 'Fast Lottery',
  es: 'Lotería rápida',
  pt: 'Loteria rápida',
  ty: 'Loterie rapide',
};
const LOTTO_NAME: Names = { en: 'Lotto', es: 'Lotto', pt: 'Lotto', ty: 'Loto' };
const HOUSE_NAME: Names = {
  en: 'House Draw',
  es: 'Sorteo de la casa',
  pt: 'Sorteio da casa',
  ty: 'Tirage maison',
};
const E_LOTTO_NAME: Names = { en: 'E-Lotto', es: 'E-Lotto', pt: 'E-Lotto', ty: 'E-Loto' };

/**
 * Every lottery game, in lobby order. SEA holds the Vietnamese lottery with its real weekly
 * schedule — the north every day, 14 central and 21 southern provinces on their weekdays —
 * and the fast draws; Lott, ZY and Elott hold fast-format games of their own (docs/lottery.md).
 */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'XSMB',
    prizeMode: 'SEA',
    format: 'north',
    region: 'north',
    schedule: { weekdays: [SUN, MON, TUE, WED, THU, FRI, SAT], at: '18:15' },
    closeSeconds: REGIONAL_CLOSE_SECONDS,
    defaultPlay: 'lo',
    odds: NORTH_ODDS,
    limits: REGIONAL_LIMITS,
    names: {
      en: 'North (Hà Nội)',
      es: 'Norte (Hà Nội)',
      pt: 'Norte (Hà Nội)',
      ty: 'Nord (Hà Nội)',
    },
  },
  fast('SEA-F1', 'SEA', { everyMinutes: 1 }, 10, everyMinutesName(FAST_NAME, 1)),
  fast('SEA-F5', 'SEA', { everyMinutes: 5 }, 30, everyMinutesName(FAST_NAME, 5)),
  regional('XSMN-HCM', 'south', 'TP. Hồ Chí Minh', [MON, SAT]),
  regional('XSMN-DT', 'south', 'Đồng Tháp', [MON]),
  regional('XSMN-CM', 'south', 'Cà Mau', [MON]),
  regional('XSMN-BTR', 'south', 'Bến Tre', [TUE]),
  regional('XSMN-VT', 'south', 'Vũng Tàu', [TUE]),
  regional('XSMN-BL', 'south', 'Bạc Liêu', [TUE]),
  regional('XSMN-DN', 'south', 'Đồng Nai', [WED]),
  regional('XSMN-CT', 'south', 'Cần Thơ', [WED]),
  regional('XSMN-ST', 'south', 'Sóc Trăng', [WED]),
  regional('XSMN-TN', 'south', 'Tây Ninh', [THU]),
  regional('XSMN-AG', 'south', 'An Giang', [THU]),
  regional('XSMN-BTH', 'south', 'Bình Thuận', [THU]),
  regional('XSMN-VL', 'south', 'Vĩnh Long', [FRI]),
  regional('XSMN-BD', 'south', 'Bình Dương', [FRI]),
  regional('XSMN-TV', 'south', 'Trà Vinh', [FRI]),
  regional('XSMN-LA', 'south', 'Long An', [SAT]),
  regional('XSMN-BP', 'south', 'Bình Phước', [SAT]),
  regional('XSMN-HG', 'south', 'Hậu Giang', [SAT]),
  regional('XSMN-TG', 'south', 'Tiền Giang', [SUN]),
  regional('XSMN-KG', 'south', 'Kiên Giang', [SUN]),
  regional('XSMN-DL', 'south', 'Đà Lạt', [SUN]),
  regional('XSMT-TTH', 'central', 'Thừa Thiên Huế', [MON, SUN]),
  regional('XSMT-PY', 'central', 'Phú Yên', [MON]),
  regional('XSMT-DLK', 'central', 'Đắk Lắk', [TUE]),
  regional('XSMT-QNM', 'central', 'Quảng Nam', [TUE]),
  regional('XSMT-DNG', 'central', 'Đà Nẵng', [WED, SAT]),
  regional('XSMT-KH', 'central', 'Khánh Hòa', [WED, SUN]),
  regional('XSMT-BDI', 'central', 'Bình Định', [THU]),
  regional('XSMT-QT', 'central', 'Quảng Trị', [THU]),
  regional('XSMT-QB', 'central', 'Quảng Bình', [THU]),
  regional('XSMT-GL', 'central', 'Gia Lai', [FRI]),
  regional('XSMT-NT', 'central', 'Ninh Thuận', [FRI]),
  regional('XSMT-QNG', 'central', 'Quảng Ngãi', [SAT]),
  regional('XSMT-DNO', 'central', 'Đắk Nông', [SAT]),
  regional('XSMT-KT', 'central', 'Kon Tum', [SUN]),
  fast('LOTT-3D', 'Lott', { weekdays: [SUN, MON, TUE, WED, THU, FRI, SAT], at: '19:00' }, 15 * 60, {
    en: 'Daily 3D',
    es: '3D diaria',
    pt: '3D diária',
    ty: '3D quotidien',
  }),
  fast('LOTT-F10', 'Lott', { everyMinutes: 10 }, 60, everyMinutesName(LOTTO_NAME, 10)),
  fast('ZY-F3', 'ZY', { everyMinutes: 3 }, 20, everyMinutesName(HOUSE_NAME, 3)),
  fast('ZY-F15', 'ZY', { everyMinutes: 15 }, 60, everyMinutesName(HOUSE_NAME, 15)),
  fast('ELOTT-F2', 'Elott', { everyMinutes: 2 }, 15, everyMinutesName(E_LOTTO_NAME, 2)),
  fast('ELOTT-F30', 'Elott', { everyMinutes: 30 }, 120, everyMinutesName(E_LOTTO_NAME, 30)),
];

const byCode = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

/** A lottery game by its code, or undefined. */
export const lotteryGame = (code: string): LotteryGame | undefined => byCode.get(code);

/** The payout per hit of a selection of a play, in thousandths of the stake (0 when the game has no such play). */
export function oddsOf(game: LotteryGame, play: PlayType, selection: readonly string[]): number {
  const odds = game.odds[play];
  if (odds === undefined) return 0;
  return typeof odds === 'number' ? odds : (odds[selection[0]!] ?? 0);
}
