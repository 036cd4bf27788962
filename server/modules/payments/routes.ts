import type { FastifyInstance } from 'fastify';
import { funds, MAX_PROOF_BYTES, MAX_PROOFS } from '../../../src/core/contract';
import { route, type SignedInCall } from '../../http/route';
import { now, type ServerContext } from '../context';
import { bindBankAccount, fundsProfile } from './bank-account';
import { callbackRoute } from './callback';
import { createDeposit, depositChannels, depositOf, depositsOf } from './deposits';
import { requireRealMember } from './guards';
import { setPaymentPassword } from './payment-password';
import { proofRoutes } from './proofs';
import { paymentSettings } from './settings';
import { confirmReceived, markDepositPaid, reportNotReceived, settleDue } from './settlement';
import { requestWithdrawal, withdrawalOf, withdrawalsOf, withdrawMinimum } from './withdrawals';

/** How often expiries, forced receipts and gateway remainders are swept without a request. */
const SWEEP_MS = 30_000;

export function paymentsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const memberOf = (call: SignedInCall) => call.session.memberId;

  route(app, ctx, funds.profile, async (_input, call) => fundsProfile(ctx.db, memberOf(call)));

  route(app, ctx, funds.setPaymentPassword, async (input, call) => {
    await requireRealMember(ctx.db, memberOf(call));
    await setPaymentPassword(ctx, memberOf(call), input);
    return null;
  });

  route(app, ctx, funds.bindBankAccount, async (input, call) => {
    await requireRealMember(ctx.db, memberOf(call));
    return bindBankAccount(ctx, memberOf(call), input);
  });

  route(app, ctx, funds.depositChannels, async () => depositChannels(ctx.db));
  route(app, ctx, funds.createDeposit, async (input, call) => {
    await settleDue(ctx);
    return createDeposit(ctx, memberOf(call), input);
  });
  route(app, ctx, funds.getDeposit, async (input, call) => depositOf(ctx, memberOf(call), input.orderNo));
  route(app, ctx, funds.listDeposits, async (input, call) =>
    depositsOf(ctx, memberOf(call), input.page, input.size),
  );
  route(app, ctx, funds.markDepositPaid, async (input, call) =>
    markDepositPaid(ctx, memberOf(call), input.orderNo),
  );

  route(app, ctx, funds.withdrawSettings, async (_input, call) => {
    const settings = await paymentSettings(ctx.db);
    return {
      minAmount: await withdrawMinimum(ctx.db, memberOf(call), settings.withdrawMinMinor, now(ctx)),
      maxAmount: settings.withdrawMaxMinor,
      forcedReceiptMinutes: settings.forcedReceiptMinutes,
      maxProofs: MAX_PROOFS,
      maxProofBytes: MAX_PROOF_BYTES,
    };
  });
  route(app, ctx, funds.createWithdrawal, async (input, call) =>
    requestWithdrawal(ctx, memberOf(call), input),
  );
  route(app, ctx, funds.getWithdrawal, async (input, call) =>
    withdrawalOf(ctx, memberOf(call), input.withdrawalNo),
  );
  route(app, ctx, funds.listWithdrawals, async (input, call) =>
    withdrawalsOf(ctx, memberOf(call), input.page, input.size),
  );
  route(app, ctx, funds.confirmReceived, async (input, call) =>
    confirmReceived(ctx, memberOf(call), input.matchId),
  );
  route(app, ctx, funds.reportNotReceived, async (input, call) =>
    reportNotReceived(ctx, memberOf(call), input.matchId),
  );

  proofRoutes(app, ctx);
  callbackRoute(app, ctx);

  ctx.scheduler.every('payment-sweep', SWEEP_MS, () => settleDue(ctx));
}
