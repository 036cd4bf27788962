import type { Db } from '../../db/connection';
import { fail } from '../../http/envelope';

/** Free-play demo accounts (type 4) never move real money. */
export async function requireRealMember(db: Db, memberId: number): Promise<void> {
  const row = await db.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst();
  if (!row) fail('NOT_LOGGED_IN');
  if (row.type === 4) fail('NEED_REAL_ACCOUNT');
}
