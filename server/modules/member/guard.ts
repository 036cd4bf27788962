import { isFreePlayType } from '../../../src/core/contract/member-types';
import { fail } from '../../http/envelope';
import type { SignedInCall } from '../../http/route';
import type { Member } from '../auth/tables';
import type { Db } from '../database';

/** The signed-in member of a call (routes declared with auth: true always have one). */
export async function callerOf(db: Db, call: SignedInCall): Promise<Member> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', call.session.memberId)
    .executeTakeFirstOrThrow();
}

/** The signed-in member, refusing a free-play account (it may look, not change anything) with NEED_REAL_ACCOUNT. */
export async function realMemberOf(db: Db, call: SignedInCall): Promise<Member> {
  const member = await callerOf(db, call);
  if (isFreePlayType(member.type)) fail('NEED_REAL_ACCOUNT');
  return member;
}

/**
 * The signed-in member's id, refusing a free-play account as realMemberOf does, by the type read with the session:
 * for a call that needs nothing else of the member (a wallet transfer), one read fewer.
 */
export function realMemberIdOf(call: SignedInCall): number {
  if (isFreePlayType(call.session.memberType)) fail('NEED_REAL_ACCOUNT');
  return call.session.memberId;
}
