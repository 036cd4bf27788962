import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../server/modules/payments/settings';
import { errors, funds, MAX_PROOF_BYTES } from '../../../src/core/contract';
import type { DepositOrder, Withdrawal } from '../../../src/core/contract/funds';
import { startServer, type TestServer } from './harness';
import { ledgerSum, mainBalance, newPlayer, once, PAY_PASSWORD, readyToWithdraw } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

async function withdraw(token: string, amount: number) {
  return server.call(
    funds.createWithdrawal,
    { amount, paymentPassword: PAY_PASSWORD },
    { token, headers: once() },
  );
}

async function deposit(token: string, amount: number): Promise<DepositOrder> {
  const answer = await server.call(
    funds.createDeposit,
    { channel: 'BANK', amount },
    { token, headers: once() },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

async function markPaid(token: string, orderNo: string) {
  const answer = await server.call(funds.markDepositPaid, { orderNo }, { token });
  expect(answer.body.code).toBe(0);
}

async function read(token: string, withdrawalNo: string): Promise<Withdrawal> {
  const answer = await server.call(funds.getWithdrawal, { withdrawalNo }, { token });
  return answer.body.value!;
}

const upload = (token: string, matchId: number, bytes: Buffer, type: string) =>
  server.app.inject({
    method: 'POST',
    url: `${funds.uploadProof.path}?matchId=${matchId}`,
    payload: bytes,
    headers: { 'content-type': type, token },
  });

describe('withdrawal request', () => {
  it('needs bounds, a bank account and the payment password, then holds the money at once', async () => {
    const w = await newPlayer(server, 'wd_request', 1_000_000);
    const noSetup = await withdraw(w.token, 100_000);
    expect(noSetup.body.code).toBe(errors.BANK_ACCOUNT_REQUIRED.code);
    await readyToWithdraw(server, w.token, 'Ana Reyes');
    const wrong = await server.call(
      funds.createWithdrawal,
      { amount: 100_000, paymentPassword: 'Wrong123' },
      { token: w.token, headers: once() },
    );
    expect(wrong.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);
    expect((await withdraw(w.token, 1)).body.code).toBe(errors.AMOUNT_OUT_OF_BOUNDS.code);

    const ok = await withdraw(w.token, 300_000);
    expect(ok.body.value).toMatchObject({
      status: 'pending',
      amount: 300_000,
      receivedAmount: 0,
      remainingAmount: 300_000,
    });
    expect(await mainBalance(server, w.id)).toBe(700_000);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('cannot take more than the balance', async () => {
    const w = await newPlayer(server, 'wd_poor', 150_000);
    await readyToWithdraw(server, w.token, 'Poor Player');
    expect((await withdraw(w.token, 200_000)).body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    expect(await mainBalance(server, w.id)).toBe(150_000);
  });
});

describe('person-to-person settlement', () => {
  // Earlier withdrawals leave the market: past their matching window the gateway pays them.
  beforeEach(async () => {
    const settings = await paymentSettings(server.ctx.db);
    server.clock.advance((settings.matchingWindowMinutes + 1) * 60_000);
  });

  it('matches several deposits, confirms receipt, forces an unanswered one and pays the remainder by gateway', async () => {
    const w = await newPlayer(server, 'wd_owner', 2_000_000);
    await readyToWithdraw(server, w.token, 'Maria Santos');
    const requested = (await withdraw(w.token, 1_000_000)).body.value!;
    const d1 = await newPlayer(server, 'wd_dep1');
    const d2 = await newPlayer(server, 'wd_dep2');

    const first = await deposit(d1.token, 300_000);
    expect(first).toMatchObject({ p2p: true, payUrl: null, matchStatus: 'awaiting_payment' });
    expect(first.payee).toEqual({
      bankName: 'BDO',
      accountNumber: '001234567890',
      accountHolderName: 'Maria Santos',
    });
    const second = await deposit(d2.token, 200_000);
    expect(second.p2p).toBe(true);

    let view = await read(w.token, requested.withdrawalNo);
    expect(view.matches.map((match) => match.amount)).toEqual([300_000, 200_000]);

    // The first depositor pays; the withdrawer confirms.
    await markPaid(d1.token, first.orderNo);
    const confirmed = await server.call(
      funds.confirmReceived,
      { matchId: view.matches[0]!.matchId },
      { token: w.token, headers: once() },
    );
    expect(confirmed.body.value).toMatchObject({ receivedAmount: 300_000, remainingAmount: 700_000 });
    expect(await mainBalance(server, d1.id)).toBe(300_000);

    // The second depositor pays; the withdrawer never answers: forced received after the minutes.
    await markPaid(d2.token, second.orderNo);
    const settings = await paymentSettings(server.ctx.db);
    server.clock.advance(settings.forcedReceiptMinutes * 60_000 - 1000);
    view = await read(w.token, requested.withdrawalNo);
    expect(view.matches[1]!.status).toBe('paid');
    server.clock.advance(1000);
    view = await read(w.token, requested.withdrawalNo);
    expect(view.matches[1]!.status).toBe('forced');
    expect(await mainBalance(server, d2.id)).toBe(200_000);
    expect(view).toMatchObject({ receivedAmount: 500_000, remainingAmount: 500_000, status: 'pending' });

    // Once the matching window is over, the gateway pays what no deposit matched.
    server.clock.advance(settings.matchingWindowMinutes * 60_000);
    view = await read(w.token, requested.withdrawalNo);
    expect(view).toMatchObject({ status: 'completed', gatewayPaidAmount: 500_000, remainingAmount: 0 });
    expect(await mainBalance(server, w.id)).toBe(1_000_000);
    const hold = await server.ctx.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', w.id)
      .where('kind', '=', 'hold_withdrawal')
      .executeTakeFirstOrThrow();
    expect(Number(hold.balance_minor)).toBe(0);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('takes not-received with proofs: png and jpg accepted, too big, wrong type and a 4th file refused', async () => {
    const w = await newPlayer(server, 'wd_proof', 1_000_000);
    await readyToWithdraw(server, w.token, 'Proof Owner');
    const requested = (await withdraw(w.token, 400_000)).body.value!;
    const d = await newPlayer(server, 'wd_proof_dep');
    const order = await deposit(d.token, 100_000);
    const matchId = (await read(w.token, requested.withdrawalNo)).matches[0]!.matchId;

    const early = await server.call(funds.reportNotReceived, { matchId }, { token: w.token });
    expect(early.body.code).toBe(errors.PROOF_REQUIRED.code);

    const png = await upload(w.token, matchId, PNG, 'image/png');
    expect(png.json()).toMatchObject({ code: 0, value: { proofCount: 1 } });
    const liar = await upload(w.token, matchId, Buffer.from('GIF89a....'), 'image/png');
    expect(liar.json().code).toBe(errors.PROOF_INVALID.code);
    const gif = await upload(w.token, matchId, Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.json().code).not.toBe(0);
    const big = await upload(
      w.token,
      matchId,
      Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES)]),
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(errors.BODY_TOO_LARGE.code);
    const other = await newPlayer(server, 'wd_stranger');
    expect((await upload(other.token, matchId, PNG, 'image/png')).json().code).toBe(errors.NOT_FOUND.code);
    expect((await upload(w.token, matchId, JPEG, 'image/jpeg')).json().value.proofCount).toBe(2);
    expect((await upload(w.token, matchId, PNG, 'image/png')).json().value.proofCount).toBe(3);
    expect((await upload(w.token, matchId, PNG, 'image/png')).json().code).toBe(errors.TOO_MANY_PROOFS.code);

    const reported = await server.call(funds.reportNotReceived, { matchId }, { token: w.token });
    expect(reported.body.value!.matches[0]).toMatchObject({ status: 'not_received', proofCount: 3 });
    // A disputed match is never forced and the depositor is not credited: saying it is paid now is refused.
    const paidLate = await server.call(funds.markDepositPaid, { orderNo: order.orderNo }, { token: d.token });
    expect(paidLate.body.code).toBe(errors.ORDER_NOT_PENDING.code);
    const { forcedReceiptMinutes } = await paymentSettings(server.ctx.db);
    server.clock.advance(forcedReceiptMinutes * 2 * 60_000);
    const later = await read(w.token, requested.withdrawalNo);
    expect(later.matches[0]!.status).toBe('not_received');
    expect(later.status).toBe('pending');
    expect(await mainBalance(server, d.id)).toBe(0);
    expect(await ledgerSum(server)).toBe(0);
  });

  it('cancels a match whose depositor never pays, and the room goes back to the withdrawal', async () => {
    const w = await newPlayer(server, 'wd_unpaid', 1_000_000);
    await readyToWithdraw(server, w.token, 'Unpaid Owner');
    const requested = (await withdraw(w.token, 200_000)).body.value!;
    const d = await newPlayer(server, 'wd_ghost');
    const order = await deposit(d.token, 200_000);
    expect(order.p2p).toBe(true);
    const settings = await paymentSettings(server.ctx.db);
    server.clock.advance(settings.orderExpiryMinutes * 60_000);
    const view = await read(w.token, requested.withdrawalNo);
    expect(view.matches[0]!.status).toBe('cancelled');
    const again = await deposit(d.token, 200_000);
    expect(again.p2p).toBe(true);
  });
});
