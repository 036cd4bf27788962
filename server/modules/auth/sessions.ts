import type { LoginResult } from '../../../src/core/contract/auth';
import { now, type ServerContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Member } from '../../db/schema';
import { fail } from '../../http/envelope';
import { newToken, sha256 } from '../../security/tokens';
import { SessionCache } from './session-cache';

const SESSION_HOURS = 12;

const caches = new WeakMap<ServerContext, SessionCache>();
/** The node's copy of recently read sessions (one per server). */
function sessionCache(ctx: ServerContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache(ctx.fanout);
    caches.set(ctx, cache);
  }
  return cache;
}

export interface AuthSession {
  tokenHash: string;
  memberId: number;
  mustChangePassword: boolean;
}

/** Why a session stopped: logout, or a password change made from another session. */
export type EndReason = 'logout' | 'elsewhere' | 'password_changed';

/**
 * The session behind a `token` header. A token ended because the password changed
 * elsewhere answers SESSION_ENDED_ELSEWHERE (the UI says "signed in elsewhere");
 * anything else unknown, ended or expired answers NOT_LOGGED_IN.
 */
export async function authenticate(ctx: ServerContext, token: string | undefined): Promise<AuthSession> {
  if (!token || token.length > 200) fail('NOT_LOGGED_IN');
  const tokenHash = sha256(token);
  const cache = sessionCache(ctx);
  let row = cache.get(tokenHash);
  if (!row) {
    row =
      (await ctx.db
        .selectFrom('sessions')
        .select(['member_id', 'expires_at', 'ended_at', 'end_reason', 'must_change_password'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()) ?? null;
    if (!row) fail('NOT_LOGGED_IN');
    cache.set(tokenHash, row);
  }
  if (row.ended_at) fail(row.end_reason === 'elsewhere' ? 'SESSION_ENDED_ELSEWHERE' : 'NOT_LOGGED_IN');
  if (row.expires_at.getTime() <= ctx.clock.now()) fail('NOT_LOGGED_IN');
  return { tokenHash, memberId: row.member_id, mustChangePassword: row.must_change_password };
}

/** Opens a new session (a new token at every login) and answers the login result. */
export async function openSession(
  ctx: ServerContext,
  db: Db,
  member: Member,
  flags: { defaultPassword: boolean; passwordExpired: boolean; mustChangePassword: boolean; ip: string },
): Promise<LoginResult> {
  const token = newToken();
  const at = now(ctx);
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      member_id: member.id,
      created_at: at,
      expires_at: new Date(at.getTime() + SESSION_HOURS * 3600_000),
      ended_at: null,
      end_reason: null,
      must_change_password: flags.mustChangePassword,
    })
    .execute();
  await db
    .updateTable('members')
    .set({ last_login_at: at, last_login_ip: flags.ip })
    .where('id', '=', member.id)
    .execute();
  return {
    token,
    userName: member.username,
    memberType: member.type,
    firstTimeLogin: member.first_time_login,
    passwordExpired: flags.passwordExpired,
    defaultPassword: flags.defaultPassword,
    mustChangePassword: flags.mustChangePassword,
  };
}

export async function endSession(ctx: ServerContext, tokenHash: string, reason: EndReason): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ ended_at: now(ctx), end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
  await sessionCache(ctx).changed({ tokenHash });
}

/** Ends every live session of a member except `keepTokenHash` ("signed in elsewhere" for them). */
export async function endOtherSessions(
  ctx: ServerContext,
  db: Db,
  memberId: number,
  keepTokenHash: string | null,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now(ctx), end_reason: 'elsewhere' })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
  await forgetMemberSessions(ctx, memberId);
}

/**
 * Drops every node's copy of a member's sessions. Called again by a caller whose transaction
 * ended sessions once it commits: a read between the change and the commit still saw them live.
 */
export async function forgetMemberSessions(ctx: ServerContext, memberId: number): Promise<void> {
  await sessionCache(ctx).changed({ memberId });
}
