import type { Selectable } from 'kysely';
import { inTransaction } from '../db/transaction';
import { fail } from '../http/envelope';
import type { Db } from '../modules/database';
import { endGameSessions } from '../modules/games/end-games';
import type { GameEngine, GameLaunchesTable, GameSessionsTable } from '../modules/games/tables';
import { sessionLimitPassed } from '../modules/responsible/session-limits';
import { newToken, sha256 } from '../security/tokens';

export type GameSession = Selectable<GameSessionsTable>;
type Launch = Selectable<GameLaunchesTable>;

/** A game page plays for at most this long after its launch; then the player launches again. */
export const GAME_SESSION_MS = 4 * 3600_000;

export type Redeemed =
  | { kind: 'opened'; token: string; session: GameSession; launch: Launch }
  /** Unknown, used or expired link; the launch (when known) says the language and the parent. */
  | { kind: 'expired'; launch: Launch | null }
  /** The site session that launched has ended since (signed out, or signed in elsewhere). */
  | { kind: 'ended'; launch: Launch };

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Whether the site session behind a launch or game session is still open (and has not reached a time limit:
 * its games end then, even before the site's next call ends it).
 */
async function signedIn(db: Db, loginTokenHash: string | null, at: Date): Promise<boolean> {
  if (!loginTokenHash) return false;
  const row = await db
    .selectFrom('sessions')
    .select(['ended_at', 'expires_at'])
    .where('token_hash', '=', loginTokenHash)
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.expires_at.getTime() <= at.getTime()) return false;
  return !(await sessionLimitPassed(db, loginTokenHash, at));
}

/**
 * Redeems a launch token, once: marks it used and opens the game page's session (its own
 * token, stored only as a hash). A token of another game kind is not redeemed here. Without
 * `parallelPlay` (the brand's profile allows no play in two games at once) the member's other
 * open game sessions end as this one opens, even one opened by a launch older than this one.
 */
export async function redeemLaunch(
  db: Db,
  token: unknown,
  engine: GameEngine,
  at: Date,
  parallelPlay = true,
): Promise<Redeemed> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { kind: 'expired', launch: null };
  return inTransaction(db, async (trx) => {
    const launch = await trx
      .selectFrom('game_launches')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .forUpdate()
      .executeTakeFirst();
    if (!launch) return { kind: 'expired', launch: null };
    if (launch.used_at || launch.expires_at.getTime() <= at.getTime()) return { kind: 'expired', launch };
    const game = await trx
      .selectFrom('games')
      .select('engine')
      .where('code', '=', launch.game_code)
      .executeTakeFirstOrThrow();
    if (game.engine !== engine) return { kind: 'expired', launch: null };
    await trx.updateTable('game_launches').set({ used_at: at }).where('id', '=', launch.id).execute();
    if (!(await signedIn(trx, launch.login_token_hash, at))) return { kind: 'ended', launch };
    const sessionToken = newToken();
    const session = await trx
      .insertInto('game_sessions')
      .values({
        token_hash: sha256(sessionToken),
        launch_id: launch.id,
        member_id: launch.member_id,
        game_code: launch.game_code,
        vendor_code: launch.vendor_code,
        engine,
        created_at: at,
        expires_at: new Date(at.getTime() + GAME_SESSION_MS),
        last_round_at: null,
        login_token_hash: launch.login_token_hash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!parallelPlay) await endGameSessions(trx, launch.member_id, at, 'other_game', session.id);
    return { kind: 'opened', token: sessionToken, session, launch };
  });
}

/**
 * The open game session behind a page's token, locked for the round (or reopen) about to be
 * played. GAME_SESSION_ENDED when it is unknown, of another game (`engine`, when given), past its
 * time, or when the site session that launched it has ended; GAME_SESSION_REPLACED when it ended
 * because the member opened another game (no play in two games at once).
 */
export async function lockGameSession(
  trx: Db,
  token: unknown,
  engine: GameEngine | null,
  at: Date,
): Promise<GameSession> {
  if (typeof token !== 'string' || !TOKEN.test(token)) fail('GAME_SESSION_ENDED');
  const session = await trx
    .selectFrom('game_sessions')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .forUpdate()
    .executeTakeFirst();
  if (!session || (engine && session.engine !== engine)) fail('GAME_SESSION_ENDED');
  if (session.expires_at.getTime() <= at.getTime()) {
    fail(session.end_reason === 'other_game' ? 'GAME_SESSION_REPLACED' : 'GAME_SESSION_ENDED');
  }
  if (!(await signedIn(trx, session.login_token_hash, at))) fail('GAME_SESSION_ENDED');
  return session;
}
