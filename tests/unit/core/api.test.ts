import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, encryptForServer } from '../../../src/core/api';
import { auth, errors, member, system } from '../../../src/core/contract';
import { ApiError } from '../../../src/core/contract/errors';
import { clearLocalSession } from '../../../src/core/session/lifecycle';
import { sessionEnded, token } from '../../../src/core/session/state';
import { useSessionStorage } from '../../../src/core/session/storage';
import { fail, fakePlatform, MemoryStorage, ok, type SeenRequest } from './fake-platform';

beforeEach(() => {
  useSessionStorage(new MemoryStorage());
  clearLocalSession();
  sessionEnded.value = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const memberInfo = {
  id: 7,
  account: 'demo_player',
  nickname: null,
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  firstTimeLogin: false,
  lastLoginTime: null,
  lastLoginIp: null,
  restriction: null,
};

describe('JWE bodies', () => {
  it('round-trips: the client seals, the key holder opens', async () => {
    const { privateKey } = await fakePlatform({});
    const sealed = await encryptForServer('{"secret":"Demo1234"}');
    expect(sealed.split('.')).toHaveLength(5);
    expect(decodeProtectedHeader(sealed)).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: 'test-key',
    });
    const { plaintext } = await compactDecrypt(sealed, privateKey);
    expect(new TextDecoder().decode(plaintext)).toBe('{"secret":"Demo1234"}');
  });

  it('encrypted endpoints send application/jose and never the plain password', async () => {
    const { seen } = await fakePlatform({
      'POST /wps/session/login': () => ({
        token: 't',
        userName: 'demo_player',
        memberType: 0,
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
        mustChangePassword: false,
      }),
    });
    await call(auth.login, { type: 'username', username: 'demo_player', password: 'Demo1234' });
    const login = seen.find((request) => request.path === '/wps/session/login');
    expect(login?.contentType).toBe('application/jose');
    expect(login?.rawBody).not.toContain('Demo1234');
    expect(login?.body).toEqual({
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      site: 'member',
    });
  });

  it('fetches the public key once and reuses it', async () => {
    const { seen } = await fakePlatform({});
    await encryptForServer('a');
    await encryptForServer('b');
    expect(seen.filter((request) => request.path === '/wps/system/publicKey')).toHaveLength(1);
  });

  it('refuses clearly without WebCrypto (pages that are not https)', async () => {
    await fakePlatform({});
    vi.stubGlobal('crypto', {});
    await expect(encryptForServer('x')).rejects.toMatchObject({ code: errors.INSECURE_CONTEXT.code });
  });
});

describe('envelope', () => {
  it('code 0 gives the value, parsed by the response schema', async () => {
    await fakePlatform({ 'GET /wps/member/info': () => memberInfo });
    await expect(call(member.info, {})).resolves.toEqual(memberInfo);
  });

  it('a failure code becomes an ApiError with value and fields', async () => {
    await fakePlatform({
      'POST /wps/session/login': () => fail(errors.LOGIN_FAILED.code, 401, { captcha: true }),
      'PUT /wps/member/register': () =>
        fail(errors.INVALID_INPUT.code, 400, null, { username: 'val_pattern_1' }),
    });
    const loginError = await call(auth.login, { type: 'username', username: 'a', password: 'b' }).catch(
      (e) => e,
    );
    expect(loginError).toBeInstanceOf(ApiError);
    expect(loginError).toMatchObject({ code: 1200, value: { captcha: true }, key: 'err_login_failed' });
    const registerError = await call(auth.register, {
      username: 'x',
      password: 'abc123',
      confirmPassword: 'abc123',
      ageConfirmed: true,
      termsAccepted: true,
    }).catch((e) => e);
    expect(registerError.fields).toEqual({ username: 'val_pattern_1' });
  });

  it('GET input travels as query parameters with token and Language headers', async () => {
    const { seen } = await fakePlatform({
      'GET /wps/system/status': () => fail(errors.MAINTENANCE.code, 503),
    });
    token.value = 'tok-123';
    await expect(call(system.status, { url: 'site.test' })).rejects.toMatchObject({
      key: 'maintenance_text',
    });
    const request = seen.at(-1);
    expect(request?.query.get('url')).toBe('site.test');
    expect(request?.headers.get('token')).toBe('tok-123');
    expect(request?.headers.get('Language')).toBe('es');
  });

  it('form endpoints post urlencoded bodies', async () => {
    const { seen } = await fakePlatform({ 'POST /wps/member/password/email': () => null });
    await call(auth.forgotByEmail, { username: 'demo_player', email: 'demo@example.com' });
    expect(seen.at(-1)?.contentType).toBe('application/x-www-form-urlencoded');
    expect(seen.at(-1)?.body).toEqual({ username: 'demo_player', email: 'demo@example.com' });
  });

  it('input the contract refuses never leaves the page', async () => {
    const { seen } = await fakePlatform({});
    await expect(
      call(auth.smsLoginCode, { mobileNum: 'abc', countryDialingCode: '+63' }),
    ).rejects.toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { mobileNum: 'err_invalid_input' },
    });
    expect(seen).toHaveLength(0);
  });

  it('a network failure is NETWORK ("Network link is abnormal")', async () => {
    await fakePlatform({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const error = await call(auth.smsLoginCode, { mobileNum: '9171234567', countryDialingCode: '+63' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.key).toBe('err_network');
  });

  it('an answer that is not an envelope is INVALID_URL on 404, UNKNOWN otherwise', async () => {
    await fakePlatform({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>not here</html>', { status: 404 })),
    );
    await expect(call(system.countries, {})).rejects.toMatchObject({ key: 'err_invalid_url' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ hello: 'world' })),
    );
    await expect(call(system.countries, {})).rejects.toMatchObject({ key: 'err_unknown' });
  });

  it('a session ended elsewhere clears the session with in_been_out', async () => {
    await fakePlatform({ 'GET /wps/member/info': () => fail(errors.SESSION_ENDED_ELSEWHERE.code, 401) });
    token.value = 'old-token';
    await expect(call(member.info, {})).rejects.toMatchObject({ key: 'in_been_out' });
    expect(token.value).toBeNull();
    expect(sessionEnded.value).toBe('in_been_out');
  });

  it('resends once with a fresh key when the server could not decrypt', async () => {
    let attempts = 0;
    const { seen } = await fakePlatform({
      'POST /wps/member/password/verification': () =>
        ++attempts === 1 ? fail(errors.DECRYPTION_FAILED.code, 400) : null,
    });
    await call(auth.resetByPhone, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'abc123',
    });
    expect(attempts).toBe(2);
    expect(seen.filter((request) => request.path === '/wps/system/publicKey')).toHaveLength(2);
  });

  describe('the next nonce on an answer', () => {
    const verification = {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'abc123',
    };
    const path = '/wps/member/password/verification';
    const handing = (nonce: string, answer: Response = ok(null)) => {
      answer.headers.set('Replay-Nonce', nonce);
      return answer;
    };
    const noncesSent = (seen: SeenRequest[]) =>
      seen
        .filter((request) => request.path === path)
        .map((request) => decodeProtectedHeader(request.rawBody).nonce);
    const noncesAsked = (seen: SeenRequest[]) =>
      seen.filter((request) => request.path === '/wps/system/nonce').length;

    it('seals the next body with the nonce the last answer handed on, asking only for the first', async () => {
      let handed = 0;
      const { seen } = await fakePlatform({ [`POST ${path}`]: () => handing(`handed-${++handed}`) });
      await call(auth.resetByPhone, verification);
      await call(auth.resetByPhone, verification);
      await call(auth.resetByPhone, verification);
      expect(noncesAsked(seen)).toBe(1);
      expect(noncesSent(seen)).toEqual([expect.stringMatching(/^nonce-/), 'handed-1', 'handed-2']);
    });

    it('takes a handed nonce once, and asks again once it is a minute old', async () => {
      const { seen } = await fakePlatform({
        [`POST ${path}`]: (request) => (noncesSent([request])[0] === 'once' ? ok(null) : handing('once')),
      });
      const now = vi.spyOn(Date, 'now');
      now.mockReturnValue(1_000_000);
      await call(auth.resetByPhone, verification);
      await call(auth.resetByPhone, verification);
      await call(auth.resetByPhone, verification);
      expect(noncesSent(seen).slice(1)).toEqual(['once', expect.stringMatching(/^nonce-/)]);
      await call(auth.resetByPhone, verification);
      now.mockReturnValue(1_000_000 + 60_000);
      await call(auth.resetByPhone, verification);
      expect(noncesAsked(seen)).toBe(3);
      expect(noncesSent(seen).at(-1)).toMatch(/^nonce-/);
      now.mockRestore();
    });

    it('resends once with a nonce asked for when the server refused the handed one', async () => {
      let attempts = 0;
      const { seen } = await fakePlatform({
        [`POST ${path}`]: () =>
          ++attempts === 2 ? fail(errors.BODY_NONCE_INVALID.code, 400) : handing('refused-later'),
      });
      await call(auth.resetByPhone, verification);
      await call(auth.resetByPhone, verification);
      expect(attempts).toBe(3);
      expect(noncesSent(seen)).toEqual([
        expect.stringMatching(/^nonce-/),
        'refused-later',
        expect.stringMatching(/^nonce-/),
      ]);
    });
  });
});
