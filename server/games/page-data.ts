import { play } from '../../src/core/contract';
import type { Db } from '../modules/database';
import { gameName } from '../modules/games/launch-games';
import { slotStakeCap } from '../modules/responsible/age';
import type { RgPolicy } from '../modules/responsible/profiles';
import { vendorByCode } from '../modules/vendors/vendors';
import { gameBalances, rouletteHistory } from './balances';
import { playLanguage } from './language';
import { scriptTexts } from './page-text';
import { rouletteConfig } from './roulette/rules';
import type { Redeemed } from './sessions';
import { linesPlayed, slotConfig } from './slot/config';
import { exactLineRtp } from './slot/rtp';
import { allowedStakes, rouletteMaxStake } from './stakes';

/** The slot's return to player as its page shows it: computed from the reel strips and paytable, the one source. */
const SLOT_RTP = exactLineRtp(slotConfig);

type Opened = Extract<Redeemed, { kind: 'opened' }>;

/**
 * Everything a game page's script starts from: its session, texts' language, figures and rules
 * (the round pace, the stakes offered and how a round's result is told follow the brand's profile).
 */
export async function pageData(
  db: Db,
  opened: Opened,
  engine: 'slot' | 'roulette',
  policy: RgPolicy,
  at: Date,
) {
  const { profile } = policy;
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
    reopenPath: play.reopenGame.path,
    gameCode: game.code,
    gameName: await gameName(db, game.code, language),
    vendorName: vendor.display_name,
    language,
    texts: scriptTexts(language),
    parentOrigin: launch.parent_origin,
    minBet,
    minRoundMs: profile.minRoundMs[engine],
    /** Only a round paying more than its stake is told as a win. */
    winOnlyAboveStake: profile.winOnlyAboveStake,
    /** The frame shows the net position and time played since the game opened (uk, on). */
    showNetPosition: profile.showNetPosition,
    ...(await gameBalances(db, session.member_id, session.vendor_code, at)),
  };
  if (engine === 'slot') {
    const lines = linesPlayed(slotConfig, game.lines);
    const cap = await slotStakeCap(db, session.member_id, at, policy);
    return {
      ...common,
      slot: {
        version: slotConfig.version,
        rtp: SLOT_RTP,
        stakes: allowedStakes(minBet).filter((stake) => cap === null || stake <= cap),
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
