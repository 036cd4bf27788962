import { play } from '../../src/core/contract';
import type { Db } from '../db/connection';
import { gameName } from '../modules/games/launch-games';
import type { GameEngine } from '../modules/games/tables';
import { vendorByCode } from '../modules/vendors/vendors';
import { gameBalances, rouletteHistory } from './balances';
import { playLanguage } from './language';
import { rouletteConfig } from './roulette/rules';
import { MIN_ROUND_MS } from './rounds';
import type { Redeemed } from './sessions';
import { linesPlayed, slotConfig } from './slot/config';
import { allowedStakes, rouletteMaxStake } from './stakes';

type Opened = Extract<Redeemed, { kind: 'opened' }>;

/** Everything a game page's script starts from: its session, texts' language, figures and rules. */
export async function pageData(db: Db, opened: Opened, engine: GameEngine, at: Date) {
  const { session, launch } = opened;
  const language = playLanguage(launch.language);
  const game = await db
    .selectFrom('games')
    .selectAll()
    .where('code', '=', session.game_code)
    .executeTakeFirstOrThrow();
  const vendor = await vendorByCode(db, session.vendor_code);
  const minBet = Number(game.min_bet_minor);
  const common = {
    engine,
    sessionToken: opened.token,
    sessionHeader: play.GAME_SESSION_HEADER,
    spinPath: engine === 'slot' ? play.slotSpin.path : play.rouletteSpin.path,
    gameCode: game.code,
    gameName: await gameName(db, game.code, language),
    vendorName: vendor.display_name,
    language,
    parentOrigin: launch.parent_origin,
    minBet,
    minRoundMs: MIN_ROUND_MS,
    ...(await gameBalances(db, session.member_id, session.vendor_code, at)),
  };
  if (engine === 'slot') {
    const lines = linesPlayed(slotConfig, game.lines);
    return {
      ...common,
      slot: {
        version: slotConfig.version,
        rtp: slotConfig.rtp,
        stakes: allowedStakes(minBet),
        linesPlayed: lines,
        symbols: slotConfig.symbols,
        wild: slotConfig.wild,
        pays: slotConfig.pays,
        paylines: slotConfig.paylines.slice(0, lines),
      },
    };
  }
  return {
    ...common,
    roulette: {
      version: rouletteConfig.version,
      rtp: rouletteConfig.rtp,
      chips: allowedStakes(minBet),
      maxStake: rouletteMaxStake(minBet),
      history: await rouletteHistory(db, session.member_id, game.code),
    },
  };
}
