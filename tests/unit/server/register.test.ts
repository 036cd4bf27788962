import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, errors, member, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const baseForm = {
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ageConfirmed: true,
  termsAccepted: true,
};

async function registerByUsername(fields: Record<string, unknown>) {
  return server.call(auth.register, {
    ...baseForm,
    countryDialingCode: '+63',
    ...(await server.solvedCaptcha()),
    ...fields,
  });
}

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code to the outbox', async () => {
    const { status, body } = await server.call(auth.smsRegisterCode, {
      mobileNo: '9180000001',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    expect(status).toBe(200);
    expect(body.value).toEqual({ expiredMinutes: 1, message: 'sent' });
    const [message] = await server.outbox('+63 9180000001');
    expect(message?.channel).toBe('sms');
    expect(message?.body).toMatch(/\b\d{6}\b/);
  });

  it('refuses a registered number, a wrong digit count and a malformed number', async () => {
    const taken = await server.call(auth.smsRegisterCode, {
      mobileNo: '9171234567',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    expect(taken.body.code).toBe(errors.MOBILE_TAKEN.code);
    const short = await server.call(auth.smsRegisterCode, {
      mobileNo: '91700001',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    expect(short.body).toMatchObject({ code: errors.PHONE_DIGITS.code, value: { digits: 10 } });
    const letters = await server.call(auth.smsRegisterCode, {
      mobileNo: '91700abc01',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    expect(letters.status).toBe(400);
  });

  it('allows one code per number per 60 s and 5 per hour', async () => {
    const send = () =>
      server.call(auth.smsRegisterCode, {
        mobileNo: '9180000009',
        countryDialingCode: '+63',
        regType: 'mobile',
      });
    expect((await send()).body.code).toBe(0);
    const tooSoon = await send();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe(errors.SMS_WAIT.code);
    for (let sent = 2; sent <= 5; sent += 1) {
      server.clock.advance(61_000);
      expect((await send()).body.code).toBe(0);
    }
    server.clock.advance(61_000);
    const sixth = await send();
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(errors.TOO_MANY_REQUESTS.code);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers with the SMS code, derives a username and signs in', async () => {
    await server.call(auth.smsRegisterCode, {
      mobileNo: '9180000002',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    const code = await server.lastCode('+63 9180000002');
    const { status, body } = await server.call(auth.registerMobile, {
      ...baseForm,
      mobileNum: '9180000002',
      countryDialingCode: '+63',
      verificationCode: code,
      ...(await server.solvedCaptcha()),
    });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ userName: 'm9180000002', memberType: 0, firstTimeLogin: true });
    const info = await server.call(member.info, {}, { token: body.value!.token });
    expect(info.body.value).toMatchObject({ mobileNum: '9180000002', type: 0 });
    const balance = await server.call(wallet.balance, {}, { token: body.value!.token });
    expect(balance.body.value).toEqual({ sumBalance: 0 });
  });

  it('refuses a wrong code and an expired one', async () => {
    await server.call(auth.smsRegisterCode, {
      mobileNo: '9180000003',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
    const code = await server.lastCode('+63 9180000003');
    const form = async (verificationCode: string) =>
      server.call(auth.registerMobile, {
        ...baseForm,
        mobileNum: '9180000003',
        countryDialingCode: '+63',
        verificationCode,
        ...(await server.solvedCaptcha()),
      });
    const wrong = await form(code === '123456' ? '654321' : '123456');
    expect(wrong.body.code).toBe(errors.SMS_CODE_INVALID.code);
    server.clock.advance(5 * 60_000 + 1);
    const expired = await form(code);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe(errors.SMS_CODE_EXPIRED.code);
  });

  it('refuses a third-party phone token while the brand runs its own SMS', async () => {
    const { body } = await server.call(auth.registerMobile, {
      ...baseForm,
      mobileNum: '9180000004',
      countryDialingCode: '+63',
      login: true,
      firebaseIdToken: 'token-from-a-third-party',
      ...(await server.solvedCaptcha()),
    });
    expect(body.code).toBe(errors.FEATURE_DISABLED.code);
  });
});

describe('PUT /wps/member/register', () => {
  it('registers on the username tab with captcha, affiliate code and e-mail', async () => {
    const { body } = await registerByUsername({
      username: 'NewPlayer1',
      mobileNum: '9180000010',
      email: 'new.player@example.test',
      affiliateCode: 'demoagent',
    });
    expect(body.code).toBe(0);
    expect(body.value?.userName).toBe('NewPlayer1');
    const row = await server.ctx.db
      .selectFrom('members')
      .select(['upline_id', 'registration_ip', 'email'])
      .where('username_lower', '=', 'newplayer1')
      .executeTakeFirstOrThrow();
    const agent = await server.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_agent')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      upline_id: agent.id,
      registration_ip: '127.0.0.1',
      email: 'new.player@example.test',
    });
  });

  it('links the recommender named by the referral code', async () => {
    const { body } = await registerByUsername({
      username: 'Referred1',
      mobileNum: '9180000011',
      referralCode: 'demo_player',
    });
    expect(body.code).toBe(0);
    const row = await server.ctx.db
      .selectFrom('members as m')
      .innerJoin('members as r', 'r.id', 'm.recommender_id')
      .select('r.username')
      .where('m.username', '=', 'Referred1')
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('demo_player');
  });

  it('refuses a taken username (any case) and a taken mobile number', async () => {
    const name = await registerByUsername({
      username: 'DEMO_PLAYER'.replace('_', ''),
      mobileNum: '9180000012',
    });
    expect(name.body.code).toBe(0);
    const again = await registerByUsername({ username: 'demoplayer', mobileNum: '9180000013' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(errors.USERNAME_TAKEN.code);
    const mobile = await registerByUsername({ username: 'Another1', mobileNum: '9171234567' });
    expect(mobile.body.code).toBe(errors.MOBILE_TAKEN.code);
  });

  it('refuses an unknown invitation code', async () => {
    const { status, body } = await registerByUsername({
      username: 'Invited1',
      mobileNum: '9180000014',
      affiliateCode: 'NOSUCH',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(errors.INVALID_AFFILIATE.code);
  });

  it('refuses a wrong captcha', async () => {
    const drawn = await server.solvedCaptcha();
    const { body } = await registerByUsername({
      username: 'Captcha1',
      mobileNum: '9180000015',
      captchaId: drawn.captchaId,
      captcha: drawn.captcha === '0000' ? '1111' : '0000',
    });
    expect(body.code).toBe(errors.CAPTCHA_INVALID.code);
  });

  it('validates every field with the shared rules and names them', async () => {
    const { status, body } = await server.call(auth.register, {
      username: '1bad',
      password: 'abc',
      confirmPassword: 'abd',
      mobileNum: '12345',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(status).toBe(400);
    expect(body.code).toBe(errors.INVALID_INPUT.code);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(
      ['captcha', 'confirmPassword', 'countryDialingCode', 'mobileNum', 'password', 'username'].sort(),
    );
  });

  it('refuses a form without the age and terms confirmations (contract)', async () => {
    const { status, body } = await server.call(auth.register, { username: 'Player9', password: 'Secret123' });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({ confirmPassword: 'val_required', ageConfirmed: 'val_required' });
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('confirms an agent code and refuses others', async () => {
    const ok = await server.call(auth.affiliate, { code: 'DEMOAGENT' });
    expect(ok.body.value).toEqual({ valid: true, agentName: 'demo_agent' });
    const bad = await server.call(auth.affiliate, { code: 'NOPE' });
    expect(bad.body.code).toBe(errors.INVALID_AFFILIATE.code);
    const empty = await server.call(auth.affiliate, {});
    expect(empty.status).toBe(400);
  });
});
