import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { transferToDownline } from '../../../src/core/contract/agents';
import { isAffiliateAgentType } from '../../../src/core/contract/member-types';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { SignedInCall } from '../../http/route';
import { now, type ServerContext } from '../context';
import { accountFor, memberBalance } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import { verifyPaymentPassword } from '../payments/payment-password';
import { agentOf, assertInDownline } from './guard';

type Input = ParsedRequestOf<typeof transferToDownline>;

/**
 * POST /wps/agent/transfer: moves money from the agent's main wallet to a direct child's main
 * wallet, after the agent's payment password checks out, as one ledger transfer keyed by the
 * request's Idempotency-Key (a retry moves nothing more). Affiliate agents are paid by
 * contracts only and move no money to their downline.
 */
export async function transferToDownlineMember(
  ctx: ServerContext,
  call: SignedInCall,
  input: Input,
): Promise<ResponseOf<typeof transferToDownline>> {
  const agent = await agentOf(ctx, call);
  if (isAffiliateAgentType(agent.type)) fail('AFFILIATE_NO_TRANSFER');
  await assertInDownline(ctx.db, agent.id, input.memberId, { direct: true, call });
  await verifyPaymentPassword(ctx.db, agent.id, input.paymentPassword);
  const child = await ctx.db
    .selectFrom('members')
    .select(['id', 'username', 'disabled'])
    .where('id', '=', input.memberId)
    .executeTakeFirstOrThrow();
  if (child.disabled) fail('ACCOUNT_DISABLED');

  const at = now(ctx);
  await inTransaction(ctx.db, async (trx) =>
    transfer(trx, {
      idempotencyKey: `downline:${agent.id}:${call.idempotencyKey}`,
      kind: 'transfer_downline',
      memo: `to downline ${child.username}`,
      legs: [
        { accountId: await accountFor(trx, agent.id, 'player_main', at), amountMinor: -input.amount },
        { accountId: await accountFor(trx, child.id, 'player_main', at), amountMinor: input.amount },
      ],
      at,
    }),
  );
  call.request.log.info(
    { event: 'agent_transfer_downline', agentId: agent.id, memberId: child.id, amount: input.amount },
    'transfer to downline',
  );
  return { sumBalance: await memberBalance(ctx.db, agent.id), account: child.username };
}
