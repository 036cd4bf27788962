import type { Db } from '../database';
import type { GameSessionEndReason } from './tables';

/**
 * Ends every open game session of the member at `at`, but `keep` (a session just opened): the games' pages
 * answer at their next round or reopen — GAME_SESSION_ENDED after an exclusion (a time-out, self-exclusion or
 * panic lock started; a new launch is refused while it lasts), GAME_SESSION_REPLACED when another game was
 * opened where the profile allows no play in two games at once.
 */
export async function endGameSessions(
  db: Db,
  memberId: number,
  at: Date,
  reason: GameSessionEndReason = 'exclusion',
  keep: number | null = null,
): Promise<void> {
  let query = db
    .updateTable('game_sessions')
    .set({ expires_at: at, end_reason: reason })
    .where('member_id', '=', memberId)
    .where('expires_at', '>', at);
  if (keep !== null) query = query.where('id', '<>', keep);
  await query.execute();
}
