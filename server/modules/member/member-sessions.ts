import { endOtherSessions } from '../auth/sessions';
import type { ServerContext } from '../context';

export interface SessionEntry {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

/** The member's live sessions, newest first; ids are a prefix of the token hash, never the token. */
export async function liveSessions(
  ctx: ServerContext,
  memberId: number,
  currentTokenHash: string,
): Promise<SessionEntry[]> {
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date(ctx.clock.now()))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.token_hash.slice(0, 12),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.token_hash === currentTokenHash,
  }));
}

/** Ends every other live session; each then answers SESSION_ENDED_ELSEWHERE (in_been_out). */
export async function logOutOthers(ctx: ServerContext, memberId: number, currentTokenHash: string) {
  const before = await liveSessions(ctx, memberId, currentTokenHash);
  await endOtherSessions(ctx, ctx.db, memberId, currentTokenHash);
  return { ended: before.filter((entry) => !entry.current).length };
}
