import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Gives a new member its closure rows: itself at depth 0 and every ancestor of its upline one
 * level further. Call it in the transaction that inserts the member, so the tree never lags.
 */
export async function addToTree(db: Db, memberId: number, uplineId: number | null): Promise<void> {
  await db
    .insertInto('member_tree')
    .values({ ancestor_id: memberId, descendant_id: memberId, depth: 0 })
    .execute();
  if (uplineId === null) return;
  await sql`
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, ${memberId}::integer, depth + 1 FROM member_tree WHERE descendant_id = ${uplineId}::integer
  `.execute(db);
}
