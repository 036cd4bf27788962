import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const loginCode = async (username: string, password: string) =>
  (await server.call(auth.login, { type: 'username', username, password })).body.code;

async function resetTokenFromOutbox(email: string): Promise<string> {
  const [mail] = await server.outbox(email);
  const link = mail?.body.match(/(https:\/\/\S+)/)?.[1];
  expect(link?.startsWith('https://play.gamedeck.test/resetPassword?token=')).toBe(true);
  return new URL(link!).searchParams.get('token')!;
}

describe('forgot password by e-mail', () => {
  it('mails a reset link (form post) that sets the password exactly once', async () => {
    const sent = await server.call(auth.forgotByEmail, {
      username: 'demo_player',
      email: 'PLAYER@demo.gamedeck.test',
    });
    expect(sent.body).toEqual({ code: 0, message: 'ok', value: null });
    const resetToken = await resetTokenFromOutbox('player@demo.gamedeck.test');

    const mismatch = await server.call(auth.resetByEmailLink, {
      resetToken,
      newPassword: 'Reset2025',
      confirmNewPassword: 'Reset2026',
    });
    expect(mismatch.body.fields).toEqual({ confirmNewPassword: 'val_confirm' });

    const reset = await server.call(auth.resetByEmailLink, {
      resetToken,
      newPassword: 'Reset2025',
      confirmNewPassword: 'Reset2025',
    });
    expect(reset.body.code).toBe(0);
    expect(await loginCode('demo_player', 'Reset2025')).toBe(0);
    expect(await loginCode('demo_player', 'Demo1234')).toBe(errors.LOGIN_FAILED.code);

    const reused = await server.call(auth.resetByEmailLink, {
      resetToken,
      newPassword: 'Again2025',
      confirmNewPassword: 'Again2025',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe(errors.RESET_LINK_INVALID.code);
  });

  it('refuses a link older than 30 minutes', async () => {
    await server.call(auth.forgotByEmail, { username: 'demo_agent', email: 'agent@demo.gamedeck.test' });
    const resetToken = await resetTokenFromOutbox('agent@demo.gamedeck.test');
    server.clock.advance(31 * 60_000);
    const late = await server.call(auth.resetByEmailLink, {
      resetToken,
      newPassword: 'Late2025x',
      confirmNewPassword: 'Late2025x',
    });
    expect(late.body.code).toBe(errors.RESET_LINK_INVALID.code);
  });

  it('refuses a username and e-mail that do not match, and a malformed address', async () => {
    const wrong = await server.call(auth.forgotByEmail, {
      username: 'demo_player',
      email: 'someone@else.test',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe(errors.USER_EMAIL_NOT_FOUND.code);
    const malformed = await server.call(auth.forgotByEmail, {
      username: 'demo_player',
      email: 'not-an-email',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('email');
  });
});

describe('forgot password by phone', () => {
  it('sends a code, answers when the next may be asked, and sets the password with it', async () => {
    const sent = await server.call(auth.forgotCode, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
    });
    expect(sent.body.value?.expirationTime).toBe(server.clock.now() + 60_000);
    const code = await server.lastCode('+63 9171234567');

    const wrong = await server.call(auth.resetByPhone, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Phone2025',
      confirmNewPassword: 'Phone2025',
    });
    expect(wrong.body.code).toBe(errors.SMS_CODE_INVALID.code);

    const reset = await server.call(auth.resetByPhone, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
      newPassword: 'Phone2025',
      confirmNewPassword: 'Phone2025',
    });
    expect(reset.body.code).toBe(0);
    expect(await loginCode('demo_player', 'Phone2025')).toBe(0);
  });

  it('refuses an expired code and an unknown number', async () => {
    server.clock.advance(61_000);
    await server.call(auth.forgotCode, { mobileNum: '9171234567', countryDialingCode: '+63' });
    const code = await server.lastCode('+63 9171234567');
    server.clock.advance(5 * 60_000 + 1);
    const expired = await server.call(auth.resetByPhone, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
      newPassword: 'Phone2026',
    });
    expect(expired.body.code).toBe(errors.SMS_CODE_EXPIRED.code);
    const unknown = await server.call(auth.forgotCode, {
      mobileNum: '9990001111',
      countryDialingCode: '+63',
    });
    expect(unknown.body.code).toBe(errors.USER_EMAIL_NOT_FOUND.code);
  });
});
