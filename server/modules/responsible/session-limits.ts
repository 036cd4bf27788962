import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import {
  endSessionAtLimit,
  forgetMemberSessions,
  type LimitedSession,
  type SessionEnd,
} from '../auth/sessions';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { recallGameWallets } from '../ledger/game-wallets';
import { recordChange } from './history';
import { profileOf } from './profiles';
import { responsibleState } from './rules';
import { type EndGameSessions, save } from './settings';

const MINUTE = 60_000;

/**
 * When a time limit ends this session, if one does: the member's session-time limit counted from the sign-in
 * (`time_limit`), or the time limit set for this session before its first game, counted from when it was set
 * (`session_limit`), whichever comes first.
 */
export async function sessionEndOf(db: Db, session: LimitedSession, at: Date): Promise<SessionEnd | null> {
  const ends: SessionEnd[] = [];
  const { minutes } = (await responsibleState(db, session.memberId, at)).session;
  if (minutes !== null) {
    ends.push({ endsAt: new Date(session.createdAt.getTime() + minutes * MINUTE), reason: 'time_limit' });
  }
  const own = await db
    .selectFrom('play_session_limits')
    .select(['minutes', 'set_at'])
    .where('token_hash', '=', session.tokenHash)
    .executeTakeFirst();
  if (own)
    ends.push({ endsAt: new Date(own.set_at.getTime() + own.minutes * MINUTE), reason: 'session_limit' });
  return ends.reduce<SessionEnd | null>(
    (first, end) => (first === null || end.endsAt.getTime() < first.endsAt.getTime() ? end : first),
    null,
  );
}

/**
 * Whether the site session behind `tokenHash` has reached a time limit (a game's round asks before it plays:
 * the game sessions of a session past its limit have ended, even before the site notices).
 */
export async function sessionLimitPassed(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(['member_id', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return false;
  const end = await sessionEndOf(db, { tokenHash, memberId: row.member_id, createdAt: row.created_at }, at);
  return end !== null && end.endsAt.getTime() <= at.getTime();
}

/**
 * Ends a session that reached a time limit, once: the session ends at the limit's time, the mandatory break of
 * the profile starts then (a longer break already running stays), the end is recorded in the member's history
 * (actor system), and every game wallet comes home to main and every open game session ends, as an exclusion
 * does. A session already ended is left as it is.
 */
export async function endAtLimit(
  ctx: ServerContext,
  session: LimitedSession,
  end: SessionEnd,
  endGames: EndGameSessions,
): Promise<void> {
  const at = now(ctx);
  const breakMinutes = profileOf(ctx.operator.current()).sessionBreakMinutes;
  await inTransaction(ctx.db, async (trx) => {
    if (!(await endSessionAtLimit(trx, session.tokenHash, end))) return;
    const state = await responsibleState(trx, session.memberId, at, true);
    const breakEnd = breakMinutes === null ? null : new Date(end.endsAt.getTime() + breakMinutes * MINUTE);
    const breakUntil =
      state.breakUntil && (!breakEnd || state.breakUntil.getTime() > breakEnd.getTime())
        ? state.breakUntil
        : breakEnd;
    await save(trx, session.memberId, { ...state, breakUntil }, at);
    await recordChange(trx, {
      memberId: session.memberId,
      change: 'session_end',
      actor: 'system',
      before: { sessionEnd: null },
      after: {
        sessionEnd: {
          reason: end.reason,
          startedAt: session.createdAt.toISOString(),
          endedAt: end.endsAt.toISOString(),
          breakUntil: breakUntil?.toISOString() ?? null,
        },
      },
      at: end.endsAt,
    });
    await recallGameWallets(trx, {
      memberId: session.memberId,
      which: 'all',
      idempotencyKey: `rg-session-end:${session.tokenHash}`,
      memo: 'session time limit reached: game wallets recalled to main',
      at,
    });
    await endGames(trx, session.memberId, at);
  });
  await forgetMemberSessions(ctx, session.memberId);
}

/**
 * Before a sign-in: ends the member's sessions that reached a time limit unnoticed (no call came since), then
 * refuses with RG_SESSION_BREAK `{until}` while the mandatory break that followed lasts.
 */
export async function assertNoSessionBreak(
  ctx: ServerContext,
  memberId: number,
  endGames: EndGameSessions,
): Promise<void> {
  const at = now(ctx);
  const live = await ctx.db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  for (const row of live) {
    const session = { tokenHash: row.token_hash, memberId, createdAt: row.created_at };
    const end = await sessionEndOf(ctx.db, session, at);
    if (end && end.endsAt.getTime() <= at.getTime()) await endAtLimit(ctx, session, end, endGames);
  }
  const { breakUntil } = await responsibleState(ctx.db, memberId, at);
  if (breakUntil && breakUntil.getTime() > at.getTime())
    fail('RG_SESSION_BREAK', { until: breakUntil.toISOString() });
}

/**
 * Where the profile asks for them (es), a game launch or bet needs this session's own time and loss limits:
 * refused with RG_SESSION_LIMITS_REQUIRED until they are set.
 */
export async function assertSessionLimitsSet(ctx: ServerContext, tokenHash: string): Promise<void> {
  if (!profileOf(ctx.operator.current()).sessionLimitsBeforePlay) return;
  const own = await ctx.db
    .selectFrom('play_session_limits')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!own) fail('RG_SESSION_LIMITS_REQUIRED');
}

/**
 * Sets this session's own time and loss limits. Set again, each keeps the lower of the two values: a session's
 * limits are only ever tightened. The member's settings row is made if missing, so a stake's check locks it.
 */
export async function setPlaySessionLimits(
  ctx: ServerContext,
  session: { tokenHash: string; memberId: number },
  input: { minutes: number; lossLimit: number },
): Promise<{ minutes: number; lossLimit: number; endsAt: string }> {
  const at = now(ctx);
  const set = await inTransaction(ctx.db, async (trx) => {
    const state = await responsibleState(trx, session.memberId, at, true);
    await save(trx, session.memberId, state, at);
    const row = await trx
      .insertInto('play_session_limits')
      .values({
        token_hash: session.tokenHash,
        member_id: session.memberId,
        minutes: input.minutes,
        loss_limit_minor: input.lossLimit,
        set_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('token_hash').doUpdateSet((eb) => ({
          minutes: eb.fn('least', [eb.ref('play_session_limits.minutes'), eb.ref('excluded.minutes')]),
          loss_limit_minor: eb.fn('least', [
            eb.ref('play_session_limits.loss_limit_minor'),
            eb.ref('excluded.loss_limit_minor'),
          ]),
        })),
      )
      .returning(['minutes', 'loss_limit_minor', 'set_at'])
      .executeTakeFirstOrThrow();
    return row;
  });
  await forgetMemberSessions(ctx, session.memberId);
  return {
    minutes: set.minutes,
    lossLimit: Number(set.loss_limit_minor),
    endsAt: new Date(set.set_at.getTime() + set.minutes * MINUTE).toISOString(),
  };
}
