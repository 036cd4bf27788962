import type { FastifyInstance } from 'fastify';
import { funds } from '../../../src/core/contract';
import type { ServerContext } from '../../context';
import { route } from '../../http/route';
import { bindBankAccount, fundsProfile } from './bank-account';
import { requireRealMember } from './guards';
import { setPaymentPassword } from './payment-password';

export function paymentsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, funds.profile, async (_input, call) => fundsProfile(ctx.db, call.session!.memberId));

  route(app, ctx, funds.setPaymentPassword, async (input, call) => {
    await requireRealMember(ctx.db, call.session!.memberId);
    await setPaymentPassword(ctx, call.session!.memberId, input);
    return null;
  });

  route(app, ctx, funds.bindBankAccount, async (input, call) => {
    await requireRealMember(ctx.db, call.session!.memberId);
    return bindBankAccount(ctx, call.session!.memberId, input);
  });
}
