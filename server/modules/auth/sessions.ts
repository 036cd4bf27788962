import type { LoginResult } from '../../../src/core/contract/auth';
import { fail } from '../../http/envelope';
import type { CallerSession, Restriction } from '../../http/route';
import { newToken, sha256 } from '../../security/tokens';
import type { Member } from '../auth/tables';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { releaseGameWallets } from '../ledger/game-wallets';
import { SessionCache, type SessionEnd } from './session-cache';

export type { SessionEnd };

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

/** A signed-in member's session: the shape route() hands every handler as `call.session`. */
export type AuthSession = CallerSession;

/**
 * The member's latest time-out or self-exclusion (null when none was ever set), asked of the responsible-gaming
 * module (handed down: it sits above sign-in). Its end may have passed: authenticate() compares it with the clock.
 */
export type ExclusionOf = (memberId: number) => Promise<Restriction | null>;

/** A session a time limit may end: its token hash, member and sign-in time. */
export interface LimitedSession {
  tokenHash: string;
  memberId: number;
  createdAt: Date;
}

/**
 * The responsible-gaming rules' time limits on sessions (handed down: they sit above sign-in): when one ends a
 * session, and ending it there (the break, the history record, the games).
 */
export interface SessionLimits {
  endOf(session: LimitedSession): Promise<SessionEnd | null>;
  end(session: LimitedSession, end: SessionEnd): Promise<void>;
}

/**
 * Why a session stopped: logout, a password change made from another session, a time limit, or a limit the member
 * reached where the jurisdiction profile signs them out (limit_reached).
 */
export type EndReason = 'logout' | 'elsewhere' | 'password_changed' | 'limit_reached' | SessionEnd['reason'];

const LIMIT_REASONS: readonly string[] = ['time_limit', 'session_limit'];

/** What a call with an ended session answers: the reason the site tells the member. */
const ENDED_ANSWER: Partial<Record<string, 'SESSION_ENDED_ELSEWHERE' | 'RG_LIMIT_SIGNED_OUT'>> = {
  elsewhere: 'SESSION_ENDED_ELSEWHERE',
  limit_reached: 'RG_LIMIT_SIGNED_OUT',
};

/**
 * The session behind a `token` header. A token ended because the password changed
 * elsewhere answers SESSION_ENDED_ELSEWHERE (the UI says "signed in elsewhere"); one a time
 * limit ended (now, or before) answers RG_SESSION_TIME_LIMIT `{reason}`; anything else unknown,
 * ended or expired answers NOT_LOGGED_IN.
 */
export async function authenticate(
  ctx: ServerContext,
  token: string | undefined,
  exclusionOf: ExclusionOf,
  limits: SessionLimits,
): Promise<AuthSession> {
  if (!token || token.length > 200) fail('NOT_LOGGED_IN');
  const tokenHash = sha256(token);
  const cache = sessionCache(ctx);
  let row = cache.get(tokenHash);
  if (!row) {
    const found = await ctx.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'sessions.member_id',
        'members.type as member_type',
        'sessions.created_at',
        'sessions.expires_at',
        'sessions.ended_at',
        'sessions.end_reason',
        'sessions.must_change_password',
      ])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!found) fail('NOT_LOGGED_IN');
    // Read with the session and kept as long (an exclusion that starts drops every node's copy at once).
    const limited = { tokenHash, memberId: found.member_id, createdAt: found.created_at };
    row = {
      ...found,
      exclusion: found.ended_at ? null : await exclusionOf(found.member_id),
      limitEnd: found.ended_at ? null : await limits.endOf(limited),
    };
    cache.set(tokenHash, row);
  }
  if (row.ended_at) {
    if (row.end_reason !== null && LIMIT_REASONS.includes(row.end_reason)) {
      fail('RG_SESSION_TIME_LIMIT', { reason: row.end_reason });
    }
    fail(ENDED_ANSWER[row.end_reason ?? ''] ?? 'NOT_LOGGED_IN');
  }
  const at = ctx.clock.now();
  if (row.expires_at.getTime() <= at) fail('NOT_LOGGED_IN');
  if (row.limitEnd && row.limitEnd.endsAt.getTime() <= at) {
    await limits.end({ tokenHash, memberId: row.member_id, createdAt: row.created_at }, row.limitEnd);
    fail('RG_SESSION_TIME_LIMIT', { reason: row.limitEnd.reason });
  }
  const { exclusion } = row;
  const restricted = exclusion !== null && (exclusion.until === null || exclusion.until.getTime() > at);
  return {
    tokenHash,
    memberId: row.member_id,
    memberType: row.member_type,
    mustChangePassword: row.must_change_password,
    restriction: restricted ? exclusion : null,
  };
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
  const ended = await ctx.db
    .updateTable('sessions')
    .set({ ended_at: now(ctx), end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  await sessionCache(ctx).changed({ tokenHash });
  if (ended) await releaseGamesWhenSignedOut(ctx, ctx.db, ended.member_id);
}

/**
 * Ends a session at the time its limit was reached, in the caller's transaction; false when it had already
 * ended. Every node forgets its copy once the caller commits (forgetMemberSessions).
 */
export async function endSessionAtLimit(db: Db, tokenHash: string, end: SessionEnd): Promise<boolean> {
  const ended = await db
    .updateTable('sessions')
    .set({ ended_at: end.endsAt, end_reason: end.reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  return ended !== undefined;
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
  await releaseGamesWhenSignedOut(ctx, db, memberId);
}

/**
 * Ends every live session of a member with `reason`, in the caller's transaction; each node forgets its copy at
 * once (a node that reads the session again before the commit keeps it for at most SESSION_CACHE_MS).
 */
export async function endMemberSessions(
  ctx: ServerContext,
  db: Db,
  memberId: number,
  reason: EndReason,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now(ctx), end_reason: reason })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .execute();
  await forgetMemberSessions(ctx, memberId);
  await releaseGamesWhenSignedOut(ctx, db, memberId);
}

/**
 * A game plays only while the site session that launched it lives: once the member has no live
 * session left, every game of theirs has ended, and their game wallets are idle at once.
 */
async function releaseGamesWhenSignedOut(ctx: ServerContext, db: Db, memberId: number): Promise<void> {
  const live = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now(ctx))
    .executeTakeFirst();
  if (!live) await releaseGameWallets(db, memberId);
}

/**
 * Drops every node's copy of a member's sessions. Called again by a caller whose transaction
 * ended sessions once it commits: a read between the change and the commit still saw them live.
 */
export async function forgetMemberSessions(ctx: ServerContext, memberId: number): Promise<void> {
  await sessionCache(ctx).changed({ memberId });
}
