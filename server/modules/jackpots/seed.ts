import type { Db } from '../database';
import { createJackpot } from './definitions';
import type { JackpotInput } from './rules';

/**
 * The demo pots a new site shows: a progressive one on the slots (a P 1.00 bet has a 1 in 200,000 chance:
 * 100 ÷ 20,000,000) and a must-drop one that drops before P 2,000.00. Names in every site language.
 */
export const DEMO_JACKPOTS: JackpotInput[] = [
  {
    code: 'mega-jackpot',
    names: { en: 'Mega Jackpot', es: 'Mega Jackpot', pt: 'Mega Jackpot', ty: 'Méga Jackpot' },
    art: {},
    kind: 'progressive',
    eligible: { vendors: [], categories: ['RNG'], games: [] },
    contributionPpm: 5_000,
    gameRates: [],
    seedMinor: 1_000_000,
    capMinor: null,
    stakePerWinMinor: 20_000_000,
  },
  {
    code: 'daily-drop',
    names: { en: 'Daily Drop', es: 'Bote diario', pt: 'Prêmio diário', ty: 'Jackpot du jour' },
    art: {},
    kind: 'must_drop',
    eligible: { vendors: [], categories: ['RNG'], games: [] },
    contributionPpm: 10_000,
    gameRates: [],
    seedMinor: 50_000,
    capMinor: 200_000,
    stakePerWinMinor: null,
  },
];

/** Seeds the demo pots on a new database (every demo name is written in every language) (an operator's running site keeps its own, or none). */
export async function seedDemoJackpots(db: Db, at: Date): Promise<void> {
  const any = await db.selectFrom('jackpots').select('id').limit(1).executeTakeFirst();
  if (any) return;
  for (const pot of DEMO_JACKPOTS) await createJackpot(db, pot, 'en', at);
}
