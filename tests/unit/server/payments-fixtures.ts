import { randomUUID } from 'node:crypto';
import { settleDue } from '../../../server/modules/payments/settlement';
import { funds } from '../../../src/core/contract';
import type { TestServer } from './harness';
import { player } from './member-centre-fixtures';

export { PASSWORD, signIn } from './member-centre-fixtures';

export const PAY_PASSWORD = 'Pay12345';

/** A fresh member who signs in from 127.0.0.1 without a challenge, with `balance` on the main wallet. */
export async function newPlayer(
  server: TestServer,
  username: string,
  balance = 0,
  birthDate?: string | null,
): Promise<{ id: number; token: string }> {
  const { id, token } = await player(server, username, { balance, birthDate });
  return { id, token };
}

/** Payment password and a bank account, as a withdrawer needs. */
export async function readyToWithdraw(server: TestServer, token: string, holder: string): Promise<void> {
  await server.call(
    funds.setPaymentPassword,
    { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
    { token },
  );
  await server.call(
    funds.bindBankAccount,
    {
      bankName: 'BDO',
      accountNumber: '001234567890',
      accountHolderName: holder,
      paymentPassword: PAY_PASSWORD,
    },
    { token },
  );
}

/**
 * The member's main balance once the payments sweep has run at the clock's time (in a running
 * server its timer does), so money moved by a timed step that reads as done has moved.
 */
export async function mainBalance(server: TestServer, memberId: number): Promise<number> {
  await settleDue(server.ctx);
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'player_main')
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/** The sum of every account: zero whenever the ledger is consistent. */
export async function ledgerSum(server: TestServer): Promise<number> {
  await settleDue(server.ctx);
  const rows = await server.ctx.db.selectFrom('ledger_accounts').select('balance_minor').execute();
  return rows.reduce((sum, row) => sum + Number(row.balance_minor), 0);
}

/** A fresh Idempotency-Key header for one money-moving call. */
export const once = (): Record<string, string> => ({ 'Idempotency-Key': randomUUID() });

/** The member pressing Pay (or Fail) on the demo gateway page their order's pay address opens. */
export async function payOnGateway(
  server: TestServer,
  order: { payUrl: string | null },
  result: 'success' | 'failed' = 'success',
) {
  const address = new URL(order.payUrl ?? '');
  return server.app.inject({
    method: 'POST',
    url: address.pathname,
    payload: new URLSearchParams({ token: address.searchParams.get('token') ?? '', result }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
