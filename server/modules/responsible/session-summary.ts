import { sql } from 'kysely';
import { now, type ServerContext } from '../../context';
import { responsibleState } from './rules';

/** Time since the current session's login, and the stakes and net result of the rounds and lottery bets since then. */
export async function sessionSummary(ctx: ServerContext, memberId: number, tokenHash: string) {
  const at = now(ctx);
  const session = await ctx.db
    .selectFrom('sessions')
    .select('created_at')
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
  return {
    loginAt: session.created_at.toISOString(),
    secondsSinceLogin: Math.floor((at.getTime() - session.created_at.getTime()) / 1000),
    wagered: Number(rounds.wagered),
    net: Number(rounds.net),
    realityCheckMinutes: state.realityCheckMinutes,
  };
}
