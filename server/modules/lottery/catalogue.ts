import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';
import { CATALOGUE_LANGUAGES, searchForm } from '../games/catalogue-language';
import { LOTTERY_GAMES, PRIZE_MODE_VENDORS } from './games';

/**
 * Puts the lottery games in the game catalogue under their prize mode's vendor, so they show
 * in menus, shelves and searches like any game; existing rows (and the operator's changes to
 * them) stay as they are.
 */
export async function seedLotteryGames(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    const vendors = new Map(
      (await trx.selectFrom('vendors').select(['code', 'game_type']).execute()).map((vendor) => [
        vendor.code,
        vendor.game_type,
      ]),
    );
    const games = LOTTERY_GAMES.flatMap((game, sort) => {
      const vendorCode = PRIZE_MODE_VENDORS[game.prizeMode];
      const gameType = vendors.get(vendorCode);
      // An operator who removed the vendor keeps its games out.
      if (!gameType) return [];
      return [
        {
          code: game.code,
          vendor_code: vendorCode,
          game_type: gameType,
          game_classify: 'LOTT',
          is_game: 'GAME' as const,
          parent_code: null,
          default_play_type: game.defaultPlay,
          engine: 'lottery' as const,
          min_bet_minor: game.limits.minStake,
          lines: 0,
          is_new: false,
          is_hot: false,
          maintenance: false,
          real_account_only: false,
          sort,
        },
      ];
    });
    if (games.length === 0) return;
    await trx
      .insertInto('games')
      .values(games)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const seeded = new Set(games.map((game) => game.code));
    await trx
      .insertInto('game_names')
      .values(
        LOTTERY_GAMES.filter((game) => seeded.has(game.code)).flatMap((game) =>
          CATALOGUE_LANGUAGES.map((language) => ({
            game_code: game.code,
            language,
            name: game.names[language],
            name_lower: searchForm(game.names[language]),
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['game_code', 'language']).doNothing())
      .execute();
  });
}
