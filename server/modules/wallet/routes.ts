import type { FastifyInstance } from 'fastify';
import { wallet } from '../../../src/core/contract';
import { requestTransactionOr } from '../../db/request-transaction';
import { route } from '../../http/route';
import { now, type ServerContext } from '../context';
import { memberBalance } from '../ledger/accounts';
import { realMemberIdOf, realMemberOf } from '../member/guard';
import { walletSetup } from '../vendors/vendors';
import { consolidatedFunds } from './consolidated';
import { transferToUpline } from './upline-transfer';
import { moveBetweenWallets } from './vendor-transfer';
import { walletsOf } from './wallets-view';

export function walletRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, wallet.balance, async (_input, call) => ({
    sumBalance: await memberBalance(ctx.db, call.session.memberId),
  }));

  route(app, ctx, wallet.merchantWallet, async (_input, call) =>
    walletsOf(ctx.db, call.session.memberId, now(ctx), await walletSetup(ctx.db)),
  );

  route(app, ctx, wallet.walletTransfer, async (input, call) => {
    const memberId = realMemberIdOf(call);
    const setup = await walletSetup(ctx.db);
    // A refused move refuses the request: it joins the request's transaction, no savepoint of its own.
    const trx = requestTransactionOr(ctx.db);
    await moveBetweenWallets(trx, memberId, input, call.idempotencyKey, now(ctx), setup);
    return walletsOf(trx, memberId, now(ctx), setup);
  });

  route(app, ctx, wallet.transferToUpline, async (input, call) => {
    const member = await realMemberOf(ctx.db, call);
    const uplineAccount = await transferToUpline(ctx.db, member, input, call.idempotencyKey, now(ctx));
    return { sumBalance: await memberBalance(ctx.db, member.id), uplineAccount };
  });

  route(app, ctx, wallet.consolidatedFunds, async (_input, call) =>
    consolidatedFunds(ctx.db, call.session.memberId),
  );
}
