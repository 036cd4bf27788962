import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBrand } from '../../../server/config/brand';
import {
  ACCOUNT_FAILURES_FOR_LOCK,
  ACCOUNT_LOCK_MS,
  IP_DRAIN_MS,
  IP_FAILURES_FOR_CAPTCHA,
} from '../../../server/modules/auth/login-failures';
import { auth, errors } from '../../../src/core/contract';
import type { VerificationChallenge } from '../../../src/core/contract/auth';
import { type CallOptions, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const login = (input: Record<string, unknown>, options: CallOptions = {}) =>
  server.call(auth.login, { type: 'username', ...input }, options);

/** Wrong passwords for `username`, each with a solved captcha; answers the last reply. */
async function failWithCaptchas(username: string, times: number) {
  let last = await login({ username, password: 'wrong-guess', ...(await server.solvedCaptcha()) });
  for (let attempt = 1; attempt < times; attempt += 1) {
    last = await login({ username, password: 'wrong-guess', ...(await server.solvedCaptcha()) });
  }
  return last;
}

describe('password spraying from one IP', () => {
  const ip = '198.51.100.90';

  it('meets a captcha after 20 failures over 40 usernames, though the sprayer signs in to its own account every 18', async () => {
    // The sprayer's own account has signed in from this address before (it passed the new-IP check).
    const first = await login({ username: 'demo_player', password: 'Demo1234' }, { ip });
    const { challengeId } = first.body.value as unknown as VerificationChallenge;
    const own = () =>
      login(
        {
          username: 'demo_player',
          password: 'Demo1234',
          challengeId,
          challengeMethod: 'bankName',
          challengeAnswer: 'Demo Player',
        },
        { ip },
      );
    expect((await own()).body.code).toBe(0);

    const replies: { code: number; captcha: unknown }[] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const { body } = await login({ username: `victim${attempt % 40}`, password: 'Spring2025' }, { ip });
      replies.push({ code: body.code, captcha: (body.value as { captcha?: unknown } | null)?.captcha });
      if ((attempt + 1) % 18 === 0) expect((await own()).body.code).toBe(0);
    }
    const counted = replies.filter((reply) => reply.code === errors.LOGIN_FAILED.code);
    expect(counted).toHaveLength(IP_FAILURES_FOR_CAPTCHA);
    expect(counted.at(-1)?.captcha).toBe(true);
    expect(replies.slice(IP_FAILURES_FOR_CAPTCHA).every((r) => r.code === errors.CAPTCHA_INVALID.code)).toBe(
      true,
    );
  });

  it('asks a stranger behind the same address for a captcha, not the accounts that signed in from it', async () => {
    const stranger = await login({ username: 'demo_agent', password: 'Demo1234' }, { ip });
    expect(stranger.body.code).toBe(errors.CAPTCHA_INVALID.code);
    const solved = await login(
      { username: 'demo_agent', password: 'Demo1234', ...(await server.solvedCaptcha()) },
      { ip },
    );
    // Past the captcha the stranger meets the usual new-IP check, not a block.
    expect(solved.body.code).toBe(errors.VERIFICATION_REQUIRED.code);
    const regular = await login({ username: 'demo_player', password: 'Demo1234' }, { ip });
    expect(regular.body.code).toBe(0);
  });

  it("drains the address's count by one failure a minute", async () => {
    server.clock.advance(IP_FAILURES_FOR_CAPTCHA * IP_DRAIN_MS);
    const after = await login({ username: 'victim0', password: 'Spring2025' }, { ip });
    expect(after.body.code).toBe(errors.LOGIN_FAILED.code);
    expect(after.body.value).toEqual({ captcha: false });
  });
});

describe('account lock', () => {
  it('locks an account after 10 failures: 25 wrong passwords with solved captchas, then the right one, is refused', async () => {
    const last = await failWithCaptchas('demo_agent', 25);
    expect(last.status).toBe(429);
    expect(last.body.code).toBe(errors.TOO_MANY_REQUESTS.code);
    const right = await login({
      username: 'demo_agent',
      password: 'Demo1234',
      ...(await server.solvedCaptcha()),
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(errors.TOO_MANY_REQUESTS.code);
    expect(right.body.value).toEqual({ captcha: true, retryAfterSeconds: ACCOUNT_LOCK_MS / 1000 });
    const en = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as Record<string, string>;
    expect(en[right.body.message]).toBe('Too many requests, please try again after 5 minutes');
  });

  it('the owner gets past the lock with an e-mail reset', async () => {
    server.clock.advance(1000);
    await server.call(auth.forgotByEmail, { username: 'demo_agent', email: 'agent@demo.gamedeck.test' });
    const [mail] = await server.outbox('agent@demo.gamedeck.test');
    const resetToken = new URL(mail!.body.match(/(https:\/\/\S+)/)![1]!).searchParams.get('token')!;
    const reset = await server.call(auth.resetByEmailLink, {
      resetToken,
      newPassword: 'Owner2025',
      confirmNewPassword: 'Owner2025',
    });
    expect(reset.body.code).toBe(0);
    const signedIn = await login({ username: 'demo_agent', password: 'Owner2025' });
    expect(signedIn.body.code).toBe(0);
  });

  it('the owner gets past the lock with an SMS reset', async () => {
    expect((await failWithCaptchas('demo_player', ACCOUNT_FAILURES_FOR_LOCK + 1)).status).toBe(429);
    server.clock.advance(1000);
    const phone = { mobileNum: '9171234567', countryDialingCode: '+63' };
    expect((await server.call(auth.forgotCode, phone)).body.code).toBe(0);
    const reset = await server.call(auth.resetByPhone, {
      ...phone,
      verificationCode: await server.lastCode('+63 9171234567'),
      newPassword: 'Owner2026',
      confirmNewPassword: 'Owner2026',
    });
    expect(reset.body.code).toBe(0);
    expect((await login({ username: 'demo_player', password: 'Owner2026' })).body.code).toBe(0);
    // The reset forgave the old failures: one wrong password now neither locks nor needs a captcha.
    expect((await login({ username: 'demo_player', password: 'nope' })).body.value).toEqual({
      captcha: false,
    });
  });

  it('lifts the lock after 5 minutes, and the next failure locks again', async () => {
    const ip = '127.0.0.1';
    expect((await failWithCaptchas('demo_affiliate', ACCOUNT_FAILURES_FOR_LOCK)).status).toBe(401);
    const locked = await login({ username: 'demo_affiliate', password: 'Demo1234', site: 'agent' }, { ip });
    expect(locked.status).toBe(429);
    server.clock.advance(ACCOUNT_LOCK_MS);
    const wrong = await failWithCaptchas('demo_affiliate', 1);
    expect(wrong.body.code).toBe(errors.LOGIN_FAILED.code);
    const relocked = await login({
      username: 'demo_affiliate',
      password: 'Demo1234',
      site: 'agent',
      ...(await server.solvedCaptcha()),
    });
    expect(relocked.status).toBe(429);
    server.clock.advance(ACCOUNT_LOCK_MS);
    const passed = await login({
      username: 'demo_affiliate',
      password: 'Demo1234',
      site: 'agent',
      ...(await server.solvedCaptcha()),
    });
    expect(passed.body.code).toBe(0);
  });
});

describe('attempts under way', () => {
  /** Three sign-ins of demo_fresh under way, as a process that died in the middle of them leaves them. */
  async function leftUnderWay(since: string) {
    await server.ctx.db
      .insertInto('login_failures')
      .values({
        scope_key: 'account:demo_fresh',
        failures: 0,
        updated_at: new Date(server.clock.now()),
        locked_until: null,
        pending: 3,
        reserved_at: sql<Date>`clock_timestamp() - ${since}::interval`,
      })
      .onConflict((conflict) =>
        conflict.column('scope_key').doUpdateSet({
          pending: 3,
          reserved_at: sql<Date>`clock_timestamp() - ${since}::interval`,
        }),
      )
      .execute();
  }

  it('count toward the captcha like failures, and stop counting a minute after the last one began', async () => {
    await leftUnderWay('1 second');
    const meanwhile = await login({ username: 'demo_fresh', password: defaultBrand.defaultPassword });
    expect(meanwhile.body.code).toBe(errors.CAPTCHA_INVALID.code);
    expect(meanwhile.body.value).toEqual({ captcha: true });

    await leftUnderWay('61 seconds');
    const later = await login({ username: 'demo_fresh', password: defaultBrand.defaultPassword });
    expect(later.body.code).toBe(0);
  });
});
