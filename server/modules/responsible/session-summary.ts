import { sql } from 'kysely';
import { now, type ServerContext } from '../context';
import { latestAlert } from './alerts';
import { profileOf } from './profiles';
import { responsibleState } from './rules';
import { sessionEndOf } from './session-limits';
import { realityCheckMinutes } from './settings';

/**
 * Time since the current session's login, the stakes and net result of the rounds and lottery bets since then,
 * when a time limit ends the session, whether the brand's profile offers the panic button, and the newest limit
 * alert since the session began.
 */
export async function sessionSummary(ctx: ServerContext, memberId: number, tokenHash: string) {
  const at = now(ctx);
  const session = await ctx.db
    .selectFrom('sessions')
    .select(['created_at', 'member_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  const rounds = await ctx.db
    .selectFrom('played_rounds')
    .select([
      sql<number>`coalesce(sum(stake_minor) filter (where status <> 'refunded'), 0)`.as('wagered'),
      sql<number>`coalesce(sum(payout_minor - stake_minor) filter (where status = 'settled'), 0)`.as('net'),
    ])
    .where('member_id', '=', memberId)
    .where('started_at', '>=', session.created_at)
    .executeTakeFirstOrThrow();
  const state = await responsibleState(ctx.db, memberId, at);
  const end = await sessionEndOf(ctx.db, { tokenHash, memberId, createdAt: session.created_at }, at);
  const profile = profileOf(ctx.operator.current());
  return {
    loginAt: session.created_at.toISOString(),
    secondsSinceLogin: Math.floor((at.getTime() - session.created_at.getTime()) / 1000),
    wagered: Number(rounds.wagered),
    net: Number(rounds.net),
    realityCheckMinutes: realityCheckMinutes(state, profile),
    endsAt: end?.endsAt.toISOString() ?? null,
    panicButton: profile.panicButton,
    limitAlert: await latestAlert(ctx.db, memberId, session.created_at, profile.windows),
  };
}
