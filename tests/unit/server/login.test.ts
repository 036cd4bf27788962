import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTotp } from '../../../server/security/totp';
import { auth, errors, member } from '../../../src/core/contract';
import type { VerificationChallenge } from '../../../src/core/contract/auth';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const login = (input: Record<string, unknown>, options = {}) =>
  server.call(auth.login, { type: 'username', ...input }, options);

describe('POST /wps/session/login', () => {
  it('signs in with username and password and opens a session', async () => {
    const { status, body } = await login({ username: 'demo_player', password: 'Demo1234' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.value).toMatchObject({
      userName: 'demo_player',
      memberType: 0,
      defaultPassword: false,
      mustChangePassword: false,
      passwordExpired: false,
    });
    const info = await server.call(member.info, {}, { token: body.value!.token });
    expect(info.body.value).toMatchObject({ account: 'demo_player', type: 0, toUpline: true });
  });

  it('gives a new token at every login and stores only its hash', async () => {
    const first = await login({ username: 'demo_agent', password: 'Demo1234' });
    const second = await login({ username: 'DEMO_AGENT', password: 'Demo1234' });
    expect(first.body.value!.token).not.toBe(second.body.value!.token);
    const stored = await server.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(first.body.value!.token);
  });

  it('refuses missing fields and wrong types with per-field keys', async () => {
    const missing = await login({ username: 'demo_player' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(errors.INVALID_INPUT.code);
    expect(missing.body.fields).toEqual({ password: 'val_required' });
    const wrongType = await login({ username: 42, password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields?.username).toBeDefined();
  });

  it('asks for a captcha after 3 failures and needs it solved; a success resets', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { status, body } = await login({ username: 'demo_agent', password: 'wrong-one' });
      expect(status).toBe(401);
      expect(body.code).toBe(errors.LOGIN_FAILED.code);
      expect(body.value).toEqual({ captcha: attempt >= 3 });
    }
    const withoutCaptcha = await login({ username: 'demo_agent', password: 'Demo1234' });
    expect(withoutCaptcha.body.code).toBe(errors.CAPTCHA_INVALID.code);
    expect(withoutCaptcha.body.value).toEqual({ captcha: true });

    const drawn = await server.solvedCaptcha();
    const wrongAnswer = String((Number(drawn.captcha) + 1) % 10000).padStart(4, '0');
    const wrong = await login({
      username: 'demo_agent',
      password: 'Demo1234',
      captchaId: drawn.captchaId,
      captcha: wrongAnswer,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(errors.CAPTCHA_INVALID.code);

    const solved = await server.solvedCaptcha();
    const passed = await login({ username: 'demo_agent', password: 'Demo1234', ...solved });
    expect(passed.body.code).toBe(0);
    // The captcha is single use.
    const reused = await login({ username: 'demo_agent', password: 'bad', ...solved });
    expect(reused.body.value).toEqual({ captcha: false });
  });

  it('asks for a captcha after 20 failures from one IP across accounts', async () => {
    const ip = '198.51.100.77';
    let last: unknown;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      last = (await login({ username: `nobody${attempt}`, password: 'x' }, { ip })).body.value;
    }
    expect(last).toEqual({ captcha: true });
    const next = await login({ username: 'someone_else', password: 'x' }, { ip });
    expect(next.body.code).toBe(errors.CAPTCHA_INVALID.code);
  });

  it('challenges a login from an IP the account never used, and passes with the SMS code', async () => {
    const ip = '203.0.113.50';
    const first = await login({ username: 'demo_player', password: 'Demo1234' }, { ip });
    expect(first.status).toBe(403);
    expect(first.body.code).toBe(errors.VERIFICATION_REQUIRED.code);
    const challenge = first.body.value as unknown as VerificationChallenge;
    expect(challenge.methods).toEqual(['sms', 'email', 'bankName']);
    expect(challenge.maskedMobile).toBe('******4567');
    expect(challenge.maskedEmail).toMatch(/^pl\*+@demo\.gamedeck\.test$/);

    const sent = await server.call(auth.sendChallengeCode, {
      challengeId: challenge.challengeId,
      method: 'sms',
    });
    expect(sent.body.code).toBe(0);
    const code = await server.lastCode('+63 9171234567');

    const wrong = await login(
      {
        username: 'demo_player',
        password: 'Demo1234',
        challengeId: challenge.challengeId,
        challengeMethod: 'sms',
        challengeAnswer: code === '000000' ? '111111' : '000000',
      },
      { ip },
    );
    expect(wrong.body.code).toBe(errors.VERIFICATION_FAILED.code);

    const passed = await login(
      {
        username: 'demo_player',
        password: 'Demo1234',
        challengeId: challenge.challengeId,
        challengeMethod: 'sms',
        challengeAnswer: code,
      },
      { ip },
    );
    expect(passed.body.code).toBe(0);
    // The IP is known now.
    const again = await login({ username: 'demo_player', password: 'Demo1234' }, { ip });
    expect(again.body.code).toBe(0);
  });

  it('accepts the bank account name (trimmed, any case) as the answer', async () => {
    const ip = '203.0.113.51';
    const first = await login({ username: 'demo_player', password: 'Demo1234' }, { ip });
    const { challengeId } = first.body.value as unknown as VerificationChallenge;
    const passed = await login(
      {
        username: 'demo_player',
        password: 'Demo1234',
        challengeId,
        challengeMethod: 'bankName',
        challengeAnswer: '  demo PLAYER ',
      },
      { ip },
    );
    expect(passed.body.code).toBe(0);
  });

  it('accepts an authenticator (TOTP) code when the account has one', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await server.ctx.db
      .updateTable('members')
      .set({ totp_secret: secret })
      .where('username', '=', 'demo_agent')
      .execute();
    const ip = '203.0.113.52';
    const first = await login({ username: 'demo_agent', password: 'Demo1234' }, { ip });
    const { challengeId, methods } = first.body.value as unknown as VerificationChallenge;
    expect(methods).toEqual(['email', 'totp']);
    const answer = (challengeAnswer: string) =>
      login(
        {
          username: 'demo_agent',
          password: 'Demo1234',
          challengeId,
          challengeMethod: 'totp',
          challengeAnswer,
        },
        { ip },
      );
    const code = memberTotp(secret).generate({ timestamp: server.clock.now() });
    expect((await answer(code === '000000' ? '111111' : '000000')).body.code).toBe(
      errors.VERIFICATION_FAILED.code,
    );
    expect((await answer(code)).body.code).toBe(0);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const proxied = await startServer({
      operator: { current: () => ({ ...server.ctx.operator.current(), trustedProxies: ['10.0.0.0/8'] }) },
    });
    try {
      const call = (ip: string) =>
        proxied.call(
          auth.login,
          { type: 'username', username: 'demo_player', password: 'Demo1234' },
          { ip, headers: { 'x-forwarded-for': '203.0.113.60' } },
        );
      // From a trusted proxy: the forwarded (unknown) address is the caller.
      expect((await call('10.1.2.3')).body.code).toBe(errors.VERIFICATION_REQUIRED.code);
      // From loopback (not a proxy): the header is ignored.
      expect((await call('127.0.0.1')).body.code).toBe(0);
    } finally {
      await proxied.close();
    }
  });

  it('keeps non-agents off the agent site and agent-site accounts off the member site', async () => {
    const player = await login({ username: 'demo_player', password: 'Demo1234', site: 'agent' });
    expect(player.status).toBe(403);
    expect(player.body.code).toBe(errors.NON_AGENT.code);
    const agent = await login({ username: 'demo_agent', password: 'Demo1234', site: 'agent' });
    expect(agent.body.code).toBe(0);
    const affiliate = await login({ username: 'demo_affiliate', password: 'Demo1234' });
    expect(affiliate.body.code).toBe(errors.NON_MEMBER.code);
    const affiliateOnAgentSite = await login({
      username: 'demo_affiliate',
      password: 'Demo1234',
      site: 'agent',
    });
    expect(affiliateOnAgentSite.body.value?.memberType).toBe(41);
  });

  it('signs in by SMS code', async () => {
    const sent = await server.call(auth.smsLoginCode, { mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(sent.body).toMatchObject({ code: 0, value: { expiredMinutes: 1 } });
    const code = await server.lastCode('+63 9171234567');
    const result = await login({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(result.body.code).toBe(0);
    expect(result.body.value).toMatchObject({ userName: 'demo_player', mustChangePassword: false });
    // Single use.
    const again = await login({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(again.body.code).toBe(errors.SMS_CODE_INVALID.code);
  });

  it('refuses an SMS login code for an unknown number', async () => {
    const sent = await server.call(auth.smsLoginCode, { mobileNum: '9170000000', countryDialingCode: '+63' });
    expect(sent.status).toBe(404);
    expect(sent.body.code).toBe(errors.USER_EMAIL_NOT_FOUND.code);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = (await login({ username: 'demo_player', password: 'Demo1234' })).body.value!;
    const out = await server.call(auth.logout, {}, { token });
    expect(out.body).toEqual({ code: 0, message: 'ok', value: null });
    const after = await server.call(member.info, {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('answers NOT_LOGGED_IN without a token, with an unknown one, and after 12 hours', async () => {
    expect((await server.call(member.info, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
    expect((await server.call(member.info, {}, { token: 'made-up' })).body.code).toBe(
      errors.NOT_LOGGED_IN.code,
    );
    const { token } = (await login({ username: 'demo_player', password: 'Demo1234' })).body.value!;
    server.clock.advance(12 * 3600_000 + 1);
    expect((await server.call(member.info, {}, { token })).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('first login stays true until the first-login call is made', async () => {
    const fresh = (await login({ username: 'demo_fresh', password: 'Gd@12345' })).body.value!;
    expect(fresh.firstTimeLogin).toBe(true);
    expect((await server.call(auth.firstLogin, {}, { token: fresh.token })).body.code).toBe(0);
    const again = (await login({ username: 'demo_fresh', password: 'Gd@12345' })).body.value!;
    expect(again.firstTimeLogin).toBe(false);
  });
});

describe('forced password change', () => {
  it('a default-password session is accepted by nothing but the change and logout', async () => {
    const result = (await login({ username: 'demo_fresh', password: 'Gd@12345' })).body.value!;
    expect(result).toMatchObject({ defaultPassword: true, mustChangePassword: true });
    const info = await server.call(member.info, {}, { token: result.token });
    expect(info.status).toBe(403);
    expect(info.body.code).toBe(errors.PASSWORD_CHANGE_REQUIRED.code);

    const other = (await login({ username: 'demo_fresh', password: 'Gd@12345' })).body.value!;
    const changed = await server.call(
      auth.changePassword,
      { oldPassword: 'Gd@12345', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2025' },
      { token: result.token },
    );
    expect(changed.body.code).toBe(0);
    // The changing session ends too (the client signs in again); the other one was "signed in elsewhere".
    expect((await server.call(member.info, {}, { token: result.token })).body.code).toBe(
      errors.NOT_LOGGED_IN.code,
    );
    const elsewhere = await server.call(member.info, {}, { token: other.token });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.code).toBe(errors.SESSION_ENDED_ELSEWHERE.code);
    expect(elsewhere.body.message).toBe('in_been_out');

    const relogin = (await login({ username: 'demo_fresh', password: 'Fresh2025' })).body.value!;
    expect(relogin.mustChangePassword).toBe(false);
    expect((await server.call(member.info, {}, { token: relogin.token })).body.code).toBe(0);
  });

  it('a password older than 90 days must be changed', async () => {
    const expiring = await startServer();
    try {
      expiring.clock.advance(91 * 86_400_000);
      const result = await expiring.call(auth.login, {
        type: 'username',
        username: 'demo_player',
        password: 'Demo1234',
      });
      expect(result.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    } finally {
      await expiring.close();
    }
  });
});

describe('POST /wps/member/password', () => {
  it('ends the other sessions with in_been_out and keeps the changing one', async () => {
    const registered = await server.call(auth.register, {
      username: 'changer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9990000001',
      countryDialingCode: '+63',
      ageConfirmed: true,
      termsAccepted: true,
      ...(await server.solvedCaptcha()),
    });
    expect(registered.body.code).toBe(0);
    const here = (await login({ username: 'changer1', password: 'Secret123' })).body.value!;
    const there = (await login({ username: 'changer1', password: 'Secret123' })).body.value!;

    const wrongOld = await server.call(
      auth.changePassword,
      { oldPassword: 'nope12345', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      { token: here.token },
    );
    expect(wrongOld.body.code).toBe(errors.OLD_PASSWORD_WRONG.code);
    const badNew = await server.call(
      auth.changePassword,
      { oldPassword: 'Secret123', newPassword: 'short', confirmNewPassword: 'other' },
      { token: here.token },
    );
    expect(badNew.status).toBe(400);
    expect(Object.keys(badNew.body.fields ?? {}).sort()).toEqual(['confirmNewPassword', 'newPassword']);
    const plain = await server.app.inject({
      method: 'POST',
      url: auth.changePassword.path,
      headers: { token: here.token, 'content-type': 'application/json' },
      payload: { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
    });
    expect(plain.statusCode).toBe(415);

    const ok = await server.call(
      auth.changePassword,
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      { token: here.token },
    );
    expect(ok.body.code).toBe(0);
    expect((await server.call(member.info, {}, { token: here.token })).body.code).toBe(0);
    expect((await server.call(member.info, {}, { token: there.token })).body.code).toBe(
      errors.SESSION_ENDED_ELSEWHERE.code,
    );
  });
});
