import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPaymentPassword } from '../../../server/modules/payments/payment-password';
import { errors, funds } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { newPlayer, PAY_PASSWORD } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('payment password', () => {
  it('is set once, then changed only with the old one', async () => {
    const { id, token } = await newPlayer(server, 'pp_setter');
    const before = await server.call(funds.profile, {}, { token });
    expect(before.body.value).toEqual({ paymentPasswordSet: false, bankAccount: null });

    await expect(verifyPaymentPassword(server.ctx.db, id, PAY_PASSWORD)).rejects.toMatchObject({
      code: errors.PAYMENT_PASSWORD_NOT_SET.code,
    });
    const mismatch = await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: 'Other123' },
      { token },
    );
    expect(mismatch.body.code).toBe(errors.PAYMENT_PASSWORD_MISMATCH.code);
    const set = await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token },
    );
    expect(set.body.code).toBe(0);
    await expect(verifyPaymentPassword(server.ctx.db, id, PAY_PASSWORD)).resolves.toBeUndefined();

    const noOld = await server.call(
      funds.setPaymentPassword,
      { newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token },
    );
    expect(noOld.body.fields).toHaveProperty('oldPassword');
    const wrongOld = await server.call(
      funds.setPaymentPassword,
      { oldPassword: 'Wrong123', newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token },
    );
    expect(wrongOld.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);
    const changed = await server.call(
      funds.setPaymentPassword,
      { oldPassword: PAY_PASSWORD, newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token },
    );
    expect(changed.body.code).toBe(0);
    await expect(verifyPaymentPassword(server.ctx.db, id, PAY_PASSWORD)).rejects.toMatchObject({
      code: errors.PAYMENT_PASSWORD_WRONG.code,
    });
  });

  it('travels encrypted only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: funds.setPaymentPassword.path,
      payload: JSON.stringify({ newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD }),
      headers: { 'content-type': 'application/json', token: 'whatever' },
    });
    expect(response.json().code).not.toBe(0);
  });
});

describe('bank account', () => {
  it('binds behind the payment password, masks the number and keeps the login holder name in sync', async () => {
    const { id, token } = await newPlayer(server, 'pp_banker');
    const account = { bankName: 'BDO', accountNumber: '001234567890', accountHolderName: 'Juan Cruz' };
    const early = await server.call(
      funds.bindBankAccount,
      { ...account, paymentPassword: PAY_PASSWORD },
      { token },
    );
    expect(early.body.code).toBe(errors.PAYMENT_PASSWORD_NOT_SET.code);

    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token },
    );
    const wrong = await server.call(
      funds.bindBankAccount,
      { ...account, paymentPassword: 'Wrong123' },
      { token },
    );
    expect(wrong.body.code).toBe(errors.PAYMENT_PASSWORD_WRONG.code);
    const bound = await server.call(
      funds.bindBankAccount,
      { ...account, paymentPassword: PAY_PASSWORD },
      { token },
    );
    expect(bound.body.value).toEqual({
      paymentPasswordSet: true,
      bankAccount: { bankName: 'BDO', accountNumberMasked: '****7890', accountHolderName: 'Juan Cruz' },
    });
    const member = await server.ctx.db
      .selectFrom('members')
      .select('bank_account_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(member.bank_account_name).toBe('Juan Cruz');

    const badNumber = await server.call(
      funds.bindBankAccount,
      { ...account, accountNumber: '12ab', paymentPassword: PAY_PASSWORD },
      { token },
    );
    expect(badNumber.body.fields).toHaveProperty('accountNumber');
  });
});
