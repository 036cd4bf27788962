import { isAgentType } from '../../../src/core/contract/member-types';
import { fail } from '../../http/envelope';
import type { SignedInCall } from '../../http/route';
import type { Member } from '../auth/tables';
import type { ServerContext } from '../context';
import type { Db } from '../database';

/**
 * Access rules of the agent endpoints. An agent sees and acts on its own subtree only: the
 * member ids and accounts a request names are checked against the closure table, never
 * against an upline the client sends.
 */

/** The signed-in member of an agent endpoint; anyone else is refused with AGENT_ONLY. */
export async function agentOf(ctx: Pick<ServerContext, 'db'>, call: SignedInCall): Promise<Member> {
  const member = await ctx.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', call.session.memberId)
    .executeTakeFirstOrThrow();
  if (!isAgentType(member.type)) {
    refusalLog(call, { agentId: null, memberId: member.id, type: member.type }, 'agent endpoint refused');
    fail('AGENT_ONLY');
  }
  return member;
}

export interface DownlineScope {
  /** Only the agent's direct children (transfers, contracts); reports accept any depth. */
  direct?: boolean;
  /** The call being checked: a refusal is logged with its endpoint. */
  call: SignedInCall;
}

/**
 * The agent's descendants (depth >= 1), or its direct children only, as a subquery of
 * member ids: `where('m.id', 'in', descendantsQuery(db, agentId))`.
 */
export function descendantsQuery(db: Db, agentId: number, options: { direct?: boolean } = {}) {
  const query = db
    .selectFrom('member_tree')
    .select('member_tree.descendant_id')
    .where('ancestor_id', '=', agentId);
  return options.direct ? query.where('depth', '=', 1) : query.where('depth', '>=', 1);
}

/** How far below the agent a member sits (1 = direct child), or null outside its downline. */
export async function levelBelow(db: Db, agentId: number, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row ? row.depth : null;
}

/**
 * Refuses a member outside the agent's downline (NOT_IN_DOWNLINE) or, with `direct`, one that
 * is not a direct child (NOT_DIRECT_DOWNLINE; a deeper descendant is told so, a stranger is
 * told NOT_IN_DOWNLINE). Unknown ids are strangers. Every refusal is logged.
 */
export async function assertInDownline(
  db: Db,
  agentId: number,
  memberId: number,
  scope: DownlineScope,
): Promise<void> {
  await checkLevel(db, agentId, memberId, scope, {});
}

async function checkLevel(
  db: Db,
  agentId: number,
  memberId: number,
  scope: DownlineScope,
  named: Record<string, unknown>,
): Promise<void> {
  const level = await levelBelow(db, agentId, memberId);
  if (level === null) {
    refusalLog(scope.call, { agentId, memberId, ...named }, 'not in the downline');
    fail('NOT_IN_DOWNLINE');
  }
  if (scope.direct && level !== 1) {
    refusalLog(scope.call, { agentId, memberId, ...named, level }, 'not a direct downline');
    fail('NOT_DIRECT_DOWNLINE');
  }
}

/**
 * The downline member a request names by account (case-insensitive), checked like
 * assertInDownline; an unknown account is refused the same way as a foreign one, so the
 * answer never tells whether an account exists.
 */
export async function downlineByAccount(
  db: Db,
  agentId: number,
  account: string,
  scope: DownlineScope,
): Promise<Member> {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('username_lower', '=', account.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) {
    refusalLog(scope.call, { agentId, account }, 'not in the downline');
    fail('NOT_IN_DOWNLINE');
  }
  await checkLevel(db, agentId, member.id, scope, { account });
  return member;
}

/** One structured warning per refusal: who asked, about whom, on which endpoint. */
function refusalLog(call: SignedInCall, fields: Record<string, unknown>, message: string): void {
  const request = call.request;
  call.request.log.warn(
    {
      event: 'agent_access_refused',
      ...fields,
      endpoint: `${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]}`,
    },
    message,
  );
}
