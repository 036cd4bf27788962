import { inPage, type Paging, pageOf } from '../../db/paging';
import type { ServerContext } from '../context';

/** Bonuses paid onto the member's wallets (ledger transfers of kind bonus), newest first. */
export async function bonusDetails(ctx: ServerContext, memberId: number, paging: Paging) {
  const base = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
    .where('ledger_accounts.member_id', '=', memberId)
    .where('ledger_accounts.kind', 'like', 'player%')
    .where('ledger_transfers.kind', '=', 'bonus');
  const rows = await base
    .select([
      'ledger_entries.id',
      'ledger_transfers.memo',
      'ledger_entries.amount_minor',
      'ledger_entries.created_at',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .$call((select) => inPage(select, paging))
    .execute();
  const sums = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_minor'), eb.lit(0)).as('amount'),
    ])
    .executeTakeFirstOrThrow();
  const list = rows.map((row) => ({
    id: row.id,
    title: row.memo,
    amount: Number(row.amount_minor),
    createdAt: row.created_at.toISOString(),
  }));
  return { ...pageOf(list, Number(sums.total), paging), totalAmount: Number(sums.amount) };
}
