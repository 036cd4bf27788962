import type { FastifyInstance } from 'fastify';
import { wallet } from '../../../src/core/contract';
import type { ServerContext } from '../../context';
import { route } from '../../http/route';
import { memberBalance } from '../ledger/accounts';

export function walletRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, wallet.balance, async (_input, call) => ({
    sumBalance: await memberBalance(ctx.db, call.session!.memberId),
  }));
}
