import type { Db } from '../database';

/** The demo daily mission also gives a lucky-wheel spin (a new database only; docs/wheel.md). */
export async function seedDemoMissionSpins(db: Db): Promise<void> {
  await db
    .updateTable('missions')
    .set({ reward_spins: 1 })
    .where('code', '=', 'DAILY_BETS')
    .where('reward_spins', '=', 0)
    .execute();
}
