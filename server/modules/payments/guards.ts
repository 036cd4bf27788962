import { isFreePlayType } from '../../../src/core/contract/member-types';
import { fail } from '../../http/envelope';
import type { Db } from '../database';

/** Free-play demo accounts (type 4) never move real money. */
export async function requireRealMember(db: Db, memberId: number): Promise<void> {
  const row = await db.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst();
  if (!row) fail('NOT_LOGGED_IN');
  if (isFreePlayType(row.type)) fail('NEED_REAL_ACCOUNT');
}
