import type { Db } from '../../db/connection';

export type AccountKind = 'player_main' | 'player_demo' | 'house_seed' | 'house_freeplay';

/** The member's (or the house's, when memberId is null) account of a kind, created on first use. */
export async function accountFor(
  db: Db,
  memberId: number | null,
  kind: AccountKind,
  at: Date,
): Promise<number> {
  let query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  const existing = await query.executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('ledger_accounts')
    .values({ member_id: memberId, kind, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** What a member holds across its player accounts, in minor units. */
export async function memberBalance(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_minor'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('kind', 'like', 'player%')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
