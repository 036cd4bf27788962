import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { WALLET_MODE_SETTING } from '../../../server/modules/vendors/seed';
import { errors, funds, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { freePlayToken } from './member-centre-fixtures';
import { newPlayer, PAY_PASSWORD } from './payments-fixtures';

type Wallets = z.output<typeof wallet.wallets>;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const key = () => ({ 'Idempotency-Key': randomUUID() });
const balanceOfVendor = (view: Wallets | null, code: string) =>
  view?.wallets.find((item) => item.vendorCode === code)?.balance;

async function sumOfAllBalances(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('merchant wallet and wallet transfer', () => {
  it('lists every vendor wallet in transfer mode, moves money in and out, and recalls all to main', async () => {
    const { token } = await newPlayer(server, 'wallet_mover', 100_000);
    const listed = await server.call(wallet.merchantWallet, {}, { token });
    expect(listed.body.value).toMatchObject({ isSingle: false, mainBalance: 100_000, sumBalance: 100_000 });
    expect(listed.body.value!.wallets.length).toBeGreaterThanOrEqual(40);
    expect(balanceOfVendor(listed.body.value, 'DS88')).toBe(0);

    const toDs88 = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'DS88', amount: 30_000 },
      { token, headers: key() },
    );
    expect(toDs88.status).toBe(200);
    expect(toDs88.body.value).toMatchObject({ mainBalance: 70_000, sumBalance: 100_000 });
    expect(balanceOfVendor(toDs88.body.value, 'DS88')).toBe(30_000);

    await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'EVO', amount: 20_000 },
      { token, headers: key() },
    );
    const back = await server.call(
      wallet.walletTransfer,
      { direction: 'toMain', vendorCode: 'DS88', amount: 5_000 },
      { token, headers: key() },
    );
    expect(back.body.value).toMatchObject({ mainBalance: 55_000 });
    expect(balanceOfVendor(back.body.value, 'DS88')).toBe(25_000);

    const recalled = await server.call(
      wallet.walletTransfer,
      { direction: 'recallAll' },
      { token, headers: key() },
    );
    expect(recalled.body.value).toMatchObject({ mainBalance: 100_000, sumBalance: 100_000 });
    expect(recalled.body.value!.wallets.every((item) => item.balance === 0)).toBe(true);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('refuses more than the wallet holds, unknown vendors, and a missing Idempotency-Key', async () => {
    const { token } = await newPlayer(server, 'wallet_short', 1_000);
    const over = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'PG', amount: 1_001 },
      { token, headers: key() },
    );
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    const outOfEmpty = await server.call(
      wallet.walletTransfer,
      { direction: 'toMain', vendorCode: 'PG', amount: 1 },
      { token, headers: key() },
    );
    expect(outOfEmpty.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    const unknown = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'NOPE', amount: 1 },
      { token, headers: key() },
    );
    expect(unknown.body.code).toBe(errors.NOT_FOUND.code);
    const noKey = await server.call(wallet.walletTransfer, { direction: 'recallAll' }, { token });
    expect(noKey.status).toBe(400);
    const fraction = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'PG', amount: 1.5 },
      { token, headers: key() },
    );
    expect(fraction.body.code).toBe(errors.INVALID_INPUT.code);
  });

  it('moves money once for a retried transfer and refuses the key with another body', async () => {
    const { token } = await newPlayer(server, 'wallet_retry', 10_000);
    const headers = key();
    const body = { direction: 'toVendor', vendorCode: 'SABA', amount: 4_000 } as const;
    const first = await server.call(wallet.walletTransfer, body, {
      token,
      headers,
    });
    const retry = await server.call(wallet.walletTransfer, body, {
      token,
      headers,
    });
    expect(retry.body).toEqual(first.body);
    const other = await server.call(wallet.walletTransfer, { ...body, amount: 4_001 }, { token, headers });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
    const now = await server.call(wallet.merchantWallet, {}, { token });
    expect(now.body.value!.mainBalance).toBe(6_000);
  });

  it('shows only main in single mode and refuses vendor transfers there', async () => {
    const { token } = await newPlayer(server, 'wallet_single', 5_000);
    await server.ctx.db
      .updateTable('brand_settings')
      .set({ value: JSON.stringify('single') })
      .where('key', '=', WALLET_MODE_SETTING)
      .execute();
    try {
      const listed = await server.call(wallet.merchantWallet, {}, { token });
      expect(listed.body.value).toEqual({
        isSingle: true,
        mainBalance: 5_000,
        sumBalance: 5_000,
        wallets: [],
      });
      const refused = await server.call(
        wallet.walletTransfer,
        { direction: 'toVendor', vendorCode: 'PG', amount: 1 },
        { token, headers: key() },
      );
      expect(refused.body.code).toBe(errors.FEATURE_DISABLED.code);
    } finally {
      await server.ctx.db
        .updateTable('brand_settings')
        .set({ value: JSON.stringify('transfer') })
        .where('key', '=', WALLET_MODE_SETTING)
        .execute();
    }
  });
});

describe('free-play accounts', () => {
  it('may look at their wallets but need a real account to move money', async () => {
    const demo = { token: await freePlayToken(server) };
    const listed = await server.call(wallet.merchantWallet, {}, { token: demo.token });
    expect(listed.status).toBe(200);
    const moved = await server.call(
      wallet.walletTransfer,
      { direction: 'recallAll' },
      { token: demo.token, headers: key() },
    );
    expect(moved.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    const upline = await server.call(
      wallet.transferToUpline,
      { amount: 1, paymentPassword: PAY_PASSWORD },
      { token: demo.token, headers: key() },
    );
    expect(upline.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
  });
});

describe('transfer to upline', () => {
  it('sends money to the upline after the payment password checks out, once per key', async () => {
    const agent = await newPlayer(server, 'upline_agent', 0);
    const player = await newPlayer(server, 'downline_player', 20_000);
    await server.ctx.db
      .updateTable('members')
      .set({ upline_id: agent.id })
      .where('id', '=', player.id)
      .execute();
    const noPassword = await server.call(
      wallet.transferToUpline,
      { amount: 1_000, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: key() },
    );
    expect(noPassword.body.code).toBe(errors.PAYMENT_PASSWORD_NOT_SET.code);
    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token: player.token },
    );
    const wrong = await server.call(
      wallet.transferToUpline,
      { amount: 1_000, paymentPassword: 'Wrong999' },
      { token: player.token, headers: key() },
    );
    expect(wrong.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);

    const headers = key();
    const sent = await server.call(
      wallet.transferToUpline,
      { amount: 7_500, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers },
    );
    await server.call(
      wallet.transferToUpline,
      { amount: 7_500, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers },
    );
    expect(sent.body.value).toEqual({ sumBalance: 12_500, uplineAccount: 'upline_agent' });
    const agentBalance = await server.call(wallet.balance, {}, { token: agent.token });
    expect(agentBalance.body.value).toEqual({ sumBalance: 7_500 });

    const tooMuch = await server.call(
      wallet.transferToUpline,
      { amount: 12_501, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: key() },
    );
    expect(tooMuch.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
  });

  it('refuses a member without an upline', async () => {
    const loner = await newPlayer(server, 'no_upline', 1_000);
    const answer = await server.call(
      wallet.transferToUpline,
      { amount: 1, paymentPassword: PAY_PASSWORD },
      { token: loner.token, headers: key() },
    );
    expect(answer.body.code).toBe(errors.FEATURE_DISABLED.code);
  });
});

describe('consolidated funds', () => {
  it('answers the four contract flags (no contracts yet) and the total of main and vendor wallets', async () => {
    const { token } = await newPlayer(server, 'consolidated', 9_000);
    await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'KM', amount: 4_000 },
      { token, headers: key() },
    );
    const answer = await server.call(wallet.consolidatedFunds, {}, { token });
    expect(answer.body.value).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      sumBalance: 9_000,
    });
    const unsigned = await server.call(wallet.consolidatedFunds, {});
    expect(unsigned.status).toBe(401);
  });
});
