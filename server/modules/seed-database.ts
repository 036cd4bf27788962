import { defaultBrand } from '../config/brand';
import { fillAgentBrandSettings, seedDemoAgentContracts } from './agents/contracts-seed';
import type { Db } from './database';
import { DEFAULT_CATALOGUE_SIZE, seedGamesIfMissing } from './games/seed-catalogue';
import { seedDemoJackpots } from './jackpots/seed';
import { seedLotteryGames } from './lottery/catalogue';
import { seedDemoMissionSpins } from './missions/seed';
import { fillAnnouncementTranslations, seedIfEmpty } from './seed/seed';
import { seedDemoTournaments } from './tournaments/seed';
import { seedVendorsIfMissing } from './vendors/seed';
import { seedDemoWheel } from './wheel/seed';

export { DEMO_PASSWORD, loadBrand } from './seed/seed';

/**
 * Gives a migrated database what the site needs to run: the demo brand, members, notices and tournaments on a
 * new database, and on every start whatever a newer release adds (vendors, agent settings, games). Answers how
 * many catalogue games it added.
 */
export async function seedDatabase(db: Db, options: { at: Date; catalogueSize?: number }): Promise<number> {
  const fresh = await seedIfEmpty(db, defaultBrand, options.at);
  await fillAnnouncementTranslations(db);
  await seedVendorsIfMissing(db);
  await fillAgentBrandSettings(db);
  await seedDemoAgentContracts(db, options.at);
  const seededGames = await seedGamesIfMissing(db, { size: options.catalogueSize ?? DEFAULT_CATALOGUE_SIZE });
  await seedLotteryGames(db);
  // Demo tournaments only on a new database: an operator's running site never gets them.
  if (fresh) await seedDemoTournaments(db, options.at);
  // The demo wheel likewise: a running site keeps its own wheel, or none.
  if (fresh) {
    await seedDemoWheel(db, options.at);
    await seedDemoMissionSpins(db);
    await seedDemoJackpots(db, options.at);
  }
  return seededGames;
}
