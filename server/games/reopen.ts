import { inTransaction } from '../db/transaction';
import { fail } from '../http/envelope';
import type { Db } from '../modules/database';
import { openGameWalletFor } from '../modules/games/launch-wallet';
import type { RgPolicy } from '../modules/responsible/profiles';
import { assertMayPlay } from '../modules/responsible/rules';
import { vendorByCode } from '../modules/vendors/vendors';
import { type GameSession, lockGameSession } from './sessions';

/**
 * Reopens a game whose wallet was recalled home while it stood idle: with the page's game session
 * still open, the game's wallet is filled again as its launch filled it (ledger key
 * `launch:<launch id>:reopen:<reopenId>`, so a repeated reopen moves nothing more) and its rounds
 * are taken again. A game under maintenance or a member who may not play is refused as a launch is.
 */
export async function reopenGame(
  db: Db,
  request: { token: unknown; reopenId: string; at: Date; policy: RgPolicy },
): Promise<GameSession> {
  return inTransaction(db, async (trx) => {
    const session = await lockGameSession(trx, request.token, null, request.at);
    const game = await trx
      .selectFrom('games')
      .select('maintenance')
      .where('code', '=', session.game_code)
      .executeTakeFirstOrThrow();
    if (game.maintenance) fail('GAME_MAINTENANCE', { suggestions: [] });
    await assertMayPlay(trx, session.member_id, request.at, request.policy);
    await openGameWalletFor(
      trx,
      session.member_id,
      await vendorByCode(trx, session.vendor_code),
      { key: `launch:${session.launch_id}:reopen:${request.reopenId}`, reason: 'reopen' },
      request.at,
    );
    return session;
  });
}
