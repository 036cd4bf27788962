import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, errors, games, member } from '../../../src/core/contract';
import { LogCapture, startServer, type TestServer } from './harness';

let server: TestServer;
const logs = new LogCapture();
beforeAll(async () => {
  server = await startServer({ logStream: logs });
});
afterAll(() => server.close());

const post = (url: string, payload: string, contentType: string, extra: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...extra } });

describe('request handling', () => {
  it('answers malformed JSON with MALFORMED_BODY', async () => {
    const response = await post(auth.smsLoginCode.path, '{"mobileNum": ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: errors.MALFORMED_BODY.code, value: null });
  });

  it('answers a body over 64 KB with BODY_TOO_LARGE', async () => {
    const response = await post(
      auth.smsLoginCode.path,
      JSON.stringify({ mobileNum: '1'.repeat(70_000) }),
      'application/json',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(errors.BODY_TOO_LARGE.code);
  });

  it('refuses plain JSON where the contract requires JWE', async () => {
    const response = await post(
      auth.login.path,
      JSON.stringify({ type: 'username', username: 'demo_player', password: 'Demo1234' }),
      'application/json',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(errors.ENCRYPTION_REQUIRED.code);
  });

  it('refuses a JWE it cannot open, and a JWE holding something other than JSON', async () => {
    const garbage = await post(auth.login.path, 'a.b.c.d.e', 'application/jose');
    expect(garbage.json().code).toBe(errors.DECRYPTION_FAILED.code);
    const notJson = await post(
      auth.login.path,
      await server.encrypt('x', await server.bodyNonce()),
      'application/jose',
    );
    // A JSON string is valid JSON but not an object: the schema refuses it.
    expect(notJson.json().code).toBe(errors.INVALID_INPUT.code);
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await server.call(auth.smsLoginCode, {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      admin: 1,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toHaveProperty('admin');
    const wrongType = await post(auth.smsLoginCode.path, JSON.stringify([1, 2]), 'application/json');
    expect(wrongType.statusCode).toBe(400);
    const text = await post(auth.smsLoginCode.path, 'hello', 'text/plain');
    expect(text.json().code).toBe(errors.MALFORMED_BODY.code);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: errors.NOT_FOUND.code, message: 'err_not_found', value: null });
    const page = await server.app.inject({
      method: 'GET',
      url: '/register',
      headers: { accept: 'text/html' },
    });
    // No built site: still an envelope, never a crash.
    expect(page.statusCode).toBe(404);
  });

  it('serves the built site with long-cached hashed assets and a history-mode fallback', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'gd-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Gamedeck</title>');
    writeFileSync(join(distDir, 'assets', 'gd-login-3f9a1c2b.js'), 'export {};');
    const site = await startServer({ distDir });
    try {
      const page = await site.app.inject({
        method: 'GET',
        url: '/register',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Gamedeck</title>');
      const asset = await site.app.inject({ method: 'GET', url: '/assets/gd-login-3f9a1c2b.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await site.app.inject({
        method: 'GET',
        url: '/wps/nothing',
        headers: { accept: 'text/html' },
      });
      expect(api.json().code).toBe(errors.NOT_FOUND.code);
      const dev = await site.app.inject({
        method: 'GET',
        url: '/dev/nothing',
        headers: { accept: 'text/html' },
      });
      expect(dev.statusCode).toBe(404);
    } finally {
      await site.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('survives hostile input', async () => {
    const hostile = [
      post(auth.login.path, '\u0000\u0001', 'application/jose'),
      post(auth.forgotByEmail.path, 'username=%ZZ&email=', 'application/x-www-form-urlencoded'),
      server.app.inject({ method: 'GET', url: `${auth.captchaImage.path}?id=1&id=2` }),
      server.app.inject({ method: 'GET', url: member.info.path, headers: { token: 'x'.repeat(5000) } }),
      post(auth.smsLoginCode.path, '{"__proto__":{"polluted":1}}', 'application/json'),
    ];
    for (const response of await Promise.all(hostile)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().code).toBe('number');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('text the database cannot store', () => {
  const refusedAt = (answer: { status: number; body: { code: number; fields?: Record<string, string> } }) => {
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(errors.INVALID_CHARACTERS.code);
    return Object.keys(answer.body.fields ?? {});
  };

  it('refuses NUL and lone surrogates in JSON, JWE and form bodies with INVALID_CHARACTERS', async () => {
    const json = await server.call(auth.smsLoginCode, {
      mobileNum: '917\u00001234567',
      countryDialingCode: '+63',
    });
    expect(refusedAt(json)).toEqual(['mobileNum']);
    const jwe = await server.call(auth.login, { type: 'username', username: 'demo\ud800', password: 'x' });
    expect(refusedAt(jwe)).toEqual(['username']);
    const trailing = await server.call(auth.login, {
      type: 'username',
      username: 'demo',
      password: 'x\udc00',
    });
    expect(refusedAt(trailing)).toEqual(['password']);
    const form = await server.call(auth.forgotByEmail, { username: 'demo\u0000', email: 'a@b.test' });
    expect(refusedAt(form)).toEqual(['username']);
    const key = await server.call(auth.smsLoginCode, { 'mobile\u0000Num': '9171234567' });
    expect(refusedAt(key)).toEqual(['mobile\u0000Num']);
  });

  it('refuses them in a query, and still takes a whole surrogate pair', async () => {
    const query = await server.call(games.gameList, { vendorCode: 'PG\u0000', platform: 'html5' });
    expect(refusedAt(query)).toEqual(['vendorCode']);
    const emoji = await server.call(games.gameList, { gameName: '\u{1f3b0}', platform: 'html5' });
    expect(emoji.status).toBe(200);
  });

  it('refuses them in the path and query of routes outside the contract', async () => {
    for (const url of ['/gateway/pay/%00', '/assets/avatar/custom/%00', '/dev/outbox?to=a%00']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(refusedAt({ status: response.statusCode, body: response.json() }).length).toBe(1);
    }
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or codes', async () => {
    const result = await server.call(auth.login, {
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
    });
    const token = result.body.value!.token;
    await server.call(member.info, {}, { token });
    await server.call(auth.smsLoginCode, { mobileNum: '9171234567', countryDialingCode: '+63' });
    const code = await server.lastCode('+63 9171234567');
    await server.call(auth.forgotByEmail, { username: 'demo_player', email: 'player@demo.gamedeck.test' });
    const [mail] = await server.outbox('player@demo.gamedeck.test');
    const resetToken = mail!.body.match(/token=(\S+)/)![1]!;
    await server.app.inject({ method: 'GET', url: `/resetPassword?token=${resetToken}` });

    expect(logs.lines.length).toBeGreaterThan(5);
    expect(logs.text).not.toContain('Demo1234');
    expect(logs.text).not.toContain(token);
    expect(logs.text).not.toContain(code);
    expect(logs.text).not.toContain(resetToken);
  });
});

describe('request log', () => {
  it('writes one line per answered request with its path, status and time, never its query', async () => {
    const mark = logs.lines.length;
    await server.app.inject({ method: 'GET', url: '/resetPassword?token=secret-reset-token' });
    const lines = logs.lines
      .slice(mark)
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/resetPassword' });
    expect(typeof lines[0]!.status).toBe('number');
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
  });
});
