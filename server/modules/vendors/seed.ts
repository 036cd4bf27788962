import type { Db } from '../database';

/** Whether game bets draw on the main wallet (single, seamless) or on one wallet per vendor (transfer). */
export type WalletMode = 'single' | 'transfer';

export const WALLET_MODE_SETTING = 'walletMode';
const SEED_WALLET_MODE: WalletMode = 'transfer';

/** [code, display name, game type, vassalage, hot, classify?]; the wallet code is the vendor code. */
const vendorRows: [string, string, string, string, boolean, string?][] = [
  ['VNLOTT', 'VN Lottery', 'ELOTT', 'VNLOTT', true],
  ['GDLOTT', 'Gamedeck Lotto', 'ELOTT', 'GDLOTT', false],
  ['TCG', 'TCG Lottery', 'LOTT', 'TCG', false],
  ['SGWIN', 'SG Win', 'LOTT', 'SGWIN', false],
  ['EVO', 'Evolution', 'LIVE', 'EVO', true],
  ['SEXY', 'AE Sexy', 'LIVE', 'SEXYBCRT', true],
  ['PPLIVE', 'Pragmatic Play Live', 'LIVE', 'PPLIVE', false],
  ['DG', 'Dream Gaming', 'LIVE', 'DG', false],
  ['AG', 'Asia Gaming', 'LIVE', 'AG', false],
  ['SA', 'SA Gaming', 'LIVE', 'SA', false],
  ['WM', 'WM Casino', 'LIVE', 'WM', false],
  ['BG', 'Big Gaming', 'LIVE', 'BG', false],
  ['SABA', 'SABA Sports', 'SPORTS', 'SABA', true],
  ['CMD', 'CMD368', 'SPORTS', 'CMD', false],
  ['BTI', 'BTi Sports', 'SPORTS', 'BTI', false],
  ['PIN', 'Pinnacle', 'SPORTS', 'PINNACLE', false],
  ['SBO', 'SBOBET', 'SPORTS', 'SBO', false],
  ['UG', 'United Gaming', 'SPORTS', 'UG', false],
  ['JDBFISH', 'JDB Fishing', 'FISH', 'JDB', false],
  ['JILIFISH', 'JILI Fishing', 'FISH', 'JILI', true],
  ['FCFISH', 'Fa Chai Fishing', 'FISH', 'FC', false],
  ['KAFISH', 'KA Fishing', 'FISH', 'KA', false],
  ['PG', 'PG Soft', 'RNG', 'PG', true],
  ['JILI', 'JILI Slots', 'RNG', 'JILI', true],
  ['PP', 'Pragmatic Play', 'RNG', 'PP', true],
  ['JDB', 'JDB Slots', 'RNG', 'JDB', false],
  ['CQ9', 'CQ9 Gaming', 'RNG', 'CQ9', false],
  ['FC', 'Fa Chai', 'RNG', 'FC', false],
  ['KA', 'KA Gaming', 'RNG', 'KA', false],
  ['SPADE', 'Spadegaming', 'RNG', 'SPADE', false],
  ['HABA', 'Habanero', 'RNG', 'HABANERO', false],
  ['KM', 'Kingmaker', 'PVP', 'KM', true],
  ['V8', 'V8 Poker', 'PVP', 'V8', false],
  ['TPPVP', 'TP Cards', 'PVP', 'TP', false],
  ['JILIPVP', 'JILI Table', 'PVP', 'JILI', false],
  ['DS88', 'DS88 Sabong', 'COCKFIGHT', 'DS88', true],
  ['DIG', 'DIG Cockfight', 'COCKFIGHT', 'DIG', false],
  ['AV', 'AV Esports', 'ESPORTS', 'AV', false],
  ['IMES', 'IM Esports', 'ESPORTS', 'IMES', true],
  ['IA', 'IA Esports', 'ESPORTS', 'IA', false],
  ['AI', 'AI Esports', 'ESPORTS', 'AI', false],
  ['TF', 'TF Gaming', 'ESPORTS', 'TF', false],
  // Added after the first release: appended so every earlier accountTypeId stays the same.
  ['TADA', 'TaDa Board Games', 'RNG', 'TADA', false, 'BGS'],
  ['YB', 'YB Board Games', 'RNG', 'YB', false, 'BGS'],
  ['BINGOPLUS', 'Bingo Plus', 'RNG', 'BINGOPLUS', true, 'BINGO'],
  ['GLBINGO', 'GL Bingo', 'RNG', 'GLBINGO', false, 'BINGO'],
];

/** Vendors that bet straight from the main wallet (seamless single wallet) in either wallet mode. */
export const SEAMLESS_VENDOR_CODES = [
  'SEXY',
  'PPLIVE',
  'CMD',
  'JILIFISH',
  'SPADE',
  'HABA',
  'V8',
  'IMES',
] as const;
/** The site's own lottery, one vendor per prize mode: its bets draw on the main wallet too. */
export const LOTTERY_VENDOR_CODES = ['VNLOTT', 'GDLOTT', 'TCG', 'SGWIN'] as const;
const seamlessCodes = new Set<string>([...SEAMLESS_VENDOR_CODES, ...LOTTERY_VENDOR_CODES]);

/** RNG vendors default to SLOT and lottery vendors to LOTT; every other category is its own classify. */
export function defaultClassify(gameType: string): string {
  if (gameType === 'RNG') return 'SLOT';
  if (gameType === 'ELOTT' || gameType === 'LOTT') return 'LOTT';
  return gameType;
}

/** The seeded vendors, accountTypeId numbered from 101 in list order (stable across seeds). */
export const seedVendors = vendorRows.map(
  ([code, displayName, gameType, vassalage, isHot, classify], index) => ({
    code,
    display_name: displayName,
    game_type: gameType,
    game_classify: classify ?? defaultClassify(gameType),
    account_type_id: 101 + index,
    vassalage,
    wallet_code: code,
    is_hot: isHot,
    seamless: seamlessCodes.has(code),
    sort: index,
  }),
);

/**
 * Adds the vendor list and the wallet-mode setting where they are missing, on a new
 * database and on one seeded before vendors existed; the operator's changes stay.
 */
export async function seedVendorsIfMissing(db: Db): Promise<void> {
  await db
    .insertInto('vendors')
    .values(seedVendors)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('brand_settings')
    .values({ key: WALLET_MODE_SETTING, value: JSON.stringify(SEED_WALLET_MODE) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
