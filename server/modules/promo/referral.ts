import { fail } from '../../http/envelope';
import { maskAccount } from '../auth/mask-account';
import type { ServerContext } from '../context';

export async function referralEnabled(ctx: ServerContext): Promise<boolean> {
  const promotion = await ctx.db
    .selectFrom('promotions')
    .select(['enabled', 'start_time', 'end_time'])
    .where('code', '=', 'REFERRAL')
    .executeTakeFirst();
  const at = ctx.clock.now();
  return (
    !!promotion &&
    promotion.enabled &&
    promotion.start_time.getTime() <= at &&
    (promotion.end_time === null || promotion.end_time.getTime() >= at)
  );
}

/**
 * The member's invite link (its username is the referral code registration accepts) and the
 * friends who registered with it; a friend counts as deposited after any deposit.
 */
export async function referralInfo(ctx: ServerContext, member: { id: number; username: string }) {
  if (!(await referralEnabled(ctx))) fail('FEATURE_DISABLED');
  const invitees = await ctx.db
    .selectFrom('members')
    .select((eb) => [
      'members.username',
      'members.created_at',
      eb
        .exists(
          eb
            .selectFrom('ledger_entries')
            .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
            .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
            .select('ledger_entries.id')
            .whereRef('ledger_accounts.member_id', '=', 'members.id')
            .where('ledger_transfers.kind', '=', 'deposit'),
        )
        .as('deposited'),
    ])
    .where('members.recommender_id', '=', member.id)
    .orderBy('members.created_at', 'desc')
    .orderBy('members.id', 'desc')
    .execute();
  return {
    referralCode: member.username,
    inviteLink: `${ctx.publicUrl}/register.html?referralCode=${encodeURIComponent(member.username)}`,
    invitees: invitees.map((row) => ({
      account: maskAccount(row.username),
      registeredAt: row.created_at.toISOString(),
      status: row.deposited ? ('deposited' as const) : ('registered' as const),
    })),
  };
}
