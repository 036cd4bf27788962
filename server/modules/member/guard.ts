import type { Db } from '../../db/connection';
import type { Member } from '../../db/schema';
import { fail } from '../../http/envelope';
import type { CallContext } from '../../http/route';

/** Free-play (type 4) accounts may look but not change anything: they need a real account. */
export const FREE_PLAY_TYPE = 4;

/** The signed-in member of a call (routes declared with auth: true always have one). */
export async function callerOf(db: Db, call: CallContext): Promise<Member> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', call.session!.memberId)
    .executeTakeFirstOrThrow();
}

/** The signed-in member, refusing a free-play account with NEED_REAL_ACCOUNT. */
export async function realMemberOf(db: Db, call: CallContext): Promise<Member> {
  const member = await callerOf(db, call);
  if (member.type === FREE_PLAY_TYPE) fail('NEED_REAL_ACCOUNT');
  return member;
}
