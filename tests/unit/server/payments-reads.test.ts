import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../server/modules/payments/settings';
import { settleDue } from '../../../server/modules/payments/settlement';
import { type Endpoint, funds, records } from '../../../src/core/contract';
import type { DepositOrder } from '../../../src/core/contract/funds';
import type { AccountRow } from '../../../src/core/contract/records';
import { startServer, type TestServer } from './harness';
import { newPlayer, once, PAY_PASSWORD, readyToWithdraw } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Player = { id: number; token: string };

/** Every row settlement may write, in a stable order. */
async function settlementRows() {
  const db = server.ctx.db;
  return {
    orders: await db.selectFrom('deposit_orders').selectAll().orderBy('id').execute(),
    withdrawals: await db.selectFrom('withdrawals').selectAll().orderBy('id').execute(),
    matches: await db.selectFrom('withdrawal_matches').selectAll().orderBy('id').execute(),
    transfers: await db.selectFrom('ledger_transfers').select('id').orderBy('id').execute(),
    accounts: await db.selectFrom('ledger_accounts').select(['id', 'balance_minor']).orderBy('id').execute(),
  };
}

async function deposit(who: Player, channel: string, amount: number): Promise<DepositOrder> {
  const answer = await server.call(
    funds.createDeposit,
    { channel, amount },
    { token: who.token, headers: once() },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.value!;
}

async function readEverything(withdrawer: Player, depositor: Player, withdrawalNo: string) {
  const day = new Date(server.clock.now()).toISOString().slice(0, 10);
  const range = { startDate: day, endDate: day };
  const call = async <E extends Endpoint>(endpoint: E, input: Record<string, unknown>, who: Player) => {
    const answer = await server.call(endpoint, input, { token: who.token });
    expect(answer.body.code).toBe(0);
    return answer.body.value!;
  };
  return {
    withdrawal: await call(funds.getWithdrawal, { withdrawalNo }, withdrawer),
    withdrawals: await call(funds.listWithdrawals, { page: 1, size: 10 }, withdrawer),
    deposits: await call(funds.listDeposits, { page: 1, size: 10 }, depositor),
    withdrawerRecord: await call(records.accountRecord, range, withdrawer),
    depositorRecord: await call(records.accountRecord, range, depositor),
  };
}

describe('reads never settle', () => {
  it('show forced receipts, expiries and gateway remainders that are due, write nothing, and the sweep writes the same', async () => {
    const settings = await paymentSettings(server.ctx.db);
    const withdrawer = await newPlayer(server, 'reads_withdrawer', 1_000_000);
    const depositor = await newPlayer(server, 'reads_depositor');
    // Before the withdrawal, so no withdrawal has room for it: a gateway order.
    const lapsing = await deposit(depositor, 'GCASH', 50_000);
    expect(lapsing.p2p).toBe(false);
    await readyToWithdraw(server, withdrawer.token, 'Reads Owner');
    const requested = await server.call(
      funds.createWithdrawal,
      { amount: 300_000, paymentPassword: PAY_PASSWORD },
      { token: withdrawer.token, headers: once() },
    );
    const withdrawalNo = requested.body.value!.withdrawalNo;
    const matched = await deposit(depositor, 'BANK', 100_000);
    expect(matched.p2p).toBe(true);
    const paid = await server.call(
      funds.markDepositPaid,
      { orderNo: matched.orderNo },
      { token: depositor.token },
    );
    expect(paid.body.code).toBe(0);

    // Past the forced receipt, the order's expiry and the matching window: everything is due.
    server.clock.advance(
      (Math.max(settings.forcedReceiptMinutes, settings.orderExpiryMinutes, settings.matchingWindowMinutes) +
        1) *
        60_000,
    );
    const before = await settlementRows();
    const read = await readEverything(withdrawer, depositor, withdrawalNo);
    expect(await settlementRows()).toEqual(before);

    expect(read.withdrawal).toMatchObject({
      status: 'completed',
      receivedAmount: 300_000,
      remainingAmount: 0,
      gatewayPaidAmount: 200_000,
    });
    expect(read.withdrawal.matches.map((match) => match.status)).toEqual(['forced']);
    expect(read.withdrawal.completedAt).not.toBeNull();
    expect(read.withdrawals.list[0]).toEqual(read.withdrawal);
    const states = Object.fromEntries(read.deposits.list.map((order) => [order.orderNo, order.status]));
    expect(states).toEqual({ [matched.orderNo]: 'paid', [lapsing.orderNo]: 'expired' });
    const recordStates = (rows: AccountRow[]) =>
      rows.flatMap((row) => (row.order ? [`${row.order.orderNo}:${row.order.state}`] : []));
    expect(recordStates(read.depositorRecord.list).sort()).toEqual(
      [`${matched.orderNo}:paid`, `${lapsing.orderNo}:expired`].sort(),
    );
    expect(recordStates(read.withdrawerRecord.list)).toEqual([`${withdrawalNo}:completed`]);

    // The sweep writes what the reads showed.
    await settleDue(server.ctx);
    const written = await readEverything(withdrawer, depositor, withdrawalNo);
    expect({ ...written.withdrawal, completedAt: null }).toEqual({ ...read.withdrawal, completedAt: null });
    expect(written.deposits.list.map((order) => order.status)).toEqual(
      read.deposits.list.map((order) => order.status),
    );
    const stored = await server.ctx.db
      .selectFrom('withdrawals')
      .select('status')
      .where('withdrawal_no', '=', withdrawalNo)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('completed');
  });
});
