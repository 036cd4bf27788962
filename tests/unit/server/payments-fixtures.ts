import { randomUUID } from 'node:crypto';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { settleDue } from '../../../server/modules/payments/settlement';
import { hashPassword } from '../../../server/security/passwords';
import { auth, funds } from '../../../src/core/contract';
import type { TestServer } from './harness';

export const PASSWORD = 'Demo1234';
export const PAY_PASSWORD = 'Pay12345';
let passwordHash: Promise<string> | undefined;

/** A fresh member who signs in from 127.0.0.1 without a challenge, with `balance` on the main wallet. */
export async function newPlayer(
  server: TestServer,
  username: string,
  balance = 0,
): Promise<{ id: number; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const at = new Date(server.clock.now());
  const db = server.ctx.db;
  const row = await db
    .insertInto('members')
    .values({
      username,
      username_lower: username.toLowerCase(),
      password_hash: await passwordHash,
      password_changed_at: at,
      type: 0,
      mobile_num: null,
      country_dialing_code: null,
      email: null,
      nickname: null,
      totp_secret: null,
      bank_account_name: null,
      affiliate_code: null,
      upline_id: null,
      recommender_id: null,
      first_time_login: false,
      last_login_at: null,
      last_login_ip: null,
      registration_ip: null,
      profile: '{}',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('known_ips').values({ member_id: row.id, ip: '127.0.0.1', created_at: at }).execute();
  const main = await accountFor(db, row.id, 'player_main', at);
  if (balance > 0) {
    const seed = await accountFor(db, null, 'house_seed', at);
    await transfer(db, {
      idempotencyKey: `test-fund:${username}`,
      kind: 'seed',
      memo: 'test balance',
      legs: [
        { accountId: seed, amountMinor: -balance },
        { accountId: main, amountMinor: balance },
      ],
      at,
    });
  }
  return { id: row.id, token: await signIn(server, username) };
}

export async function signIn(server: TestServer, username: string): Promise<string> {
  const answer = await server.call(auth.login, {
    type: 'username',
    username,
    password: PASSWORD,
  });
  if (!answer.body.value) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token;
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
