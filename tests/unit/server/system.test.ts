import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorConfigSchema, staticOperatorConfig } from '../../../server/config/operator';
import { auth, errors, member, system, wallet } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    operator: staticOperatorConfig({
      regions: [
        { cidr: '203.0.113.0/24', country: 'US' },
        { cidr: '2001:db8::/32', country: 'GB' },
      ],
      restrictedCountries: ['US', 'GB'],
      corsOrigins: ['https://partner.example'],
    }),
  });
});
afterAll(() => server.close());

describe('GET /wps/system/status', () => {
  it('answers the brand settings and the caller location', async () => {
    const { body } = await server.call(system.status, {
      url: 'localhost',
    });
    const status = body.value!;
    expect(status.status).toBe(0);
    expect(status.location).toEqual({ ip: '127.0.0.1', country: 'PH' });
    expect(status.info.register.phoneDigits).toBe(10);
    expect(status.info.register.fields.find((rule) => rule.name === 'username')).toMatchObject({
      min: 4,
      max: 16,
      pattern: '1',
    });
    expect(status.info.customerService.map((cs) => cs.csType)).toEqual(['TELEGRAM', 'LIVECHAT', 'VIP']);
    expect(status.info.launchGameCDNs).toEqual(['https://play.gamedeck.test']);
    expect(status.info.loginedToHomePage, 'the brand rule is off by default').toBe(false);
  });

  it('restricts regions by IPv4 and IPv6 range, while status keeps answering', async () => {
    const v4 = await server.call(system.status, {}, { ip: '203.0.113.9' });
    expect(v4.body.value).toMatchObject({ status: 2, regionRestriction: true, location: { country: 'US' } });
    const v6 = await server.call(system.status, {}, { ip: '2001:db8::1' });
    expect(v6.body.value?.status).toBe(2);
    const closed = await server.call(system.domainRoute, {}, { ip: '203.0.113.9' });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe(errors.REGION_RESTRICTED.code);
    const countries = await server.call(system.countries, {}, { ip: '203.0.113.9' });
    expect(countries.body.code).toBe(0);
  });
});

describe('operator config file', () => {
  it('switches maintenance on while running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-operator-'));
    const live = await startServer({ dataDir });
    try {
      expect((await live.call(system.domainRoute, {})).body.code).toBe(0);
      writeFileSync(
        join(dataDir, 'operator.json'),
        JSON.stringify({ maintenance: { enabled: true, endTime: '2030-01-01T06:00:00Z' } }),
      );
      await vi.waitFor(async () => expect((await live.call(system.domainRoute, {})).status).toBe(503), {
        timeout: 3_000,
        interval: 100,
      });
      const closed = await live.call(system.domainRoute, {});
      expect(closed.status).toBe(503);
      expect(closed.body.code).toBe(errors.MAINTENANCE.code);
      const status = await live.call(system.status, {});
      expect(status.body.value).toMatchObject({
        status: 1,
        maintenance: true,
        maintenanceEnd: '2030-01-01T06:00:00Z',
      });
      expect((await live.call(system.publicKey, {})).body.code).toBe(0);
      expect((await live.call(system.whitelabel, {})).body.code).toBe(0);
    } finally {
      await live.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('loginedToHomePage brand setting', () => {
  it('comes from the operator file, off until the operator switches it on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-operator-'));
    const live = await startServer({ dataDir });
    const brandRule = async () => (await live.call(system.status, {})).body.value?.info.loginedToHomePage;
    try {
      expect(await brandRule()).toBe(false);
      writeFileSync(join(dataDir, 'operator.json'), JSON.stringify({ loginedToHomePage: true }));
      await vi.waitFor(async () => expect(await brandRule()).toBe(true), { timeout: 3_000, interval: 100 });
      // The site stays open: the rule is applied by the site, not by the API.
      expect((await live.call(system.domainRoute, {})).body.code).toBe(0);
      writeFileSync(
        join(dataDir, 'operator.json'),
        JSON.stringify({ loginedToHomePage: false, rateLimits: true }),
      );
      await vi.waitFor(async () => expect(await brandRule()).toBe(false), { timeout: 3_000, interval: 100 });
    } finally {
      await live.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the site languages', () => {
  it('are ES by default, with ES and EN offered, until the operator file offers more', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gd-operator-'));
    const live = await startServer({ dataDir });
    const languages = async () => (await live.call(system.status, {})).body.value?.info.languages;
    try {
      expect(await languages()).toEqual({ default: 'es', supported: ['es', 'en'] });
      writeFileSync(
        join(dataDir, 'operator.json'),
        JSON.stringify({ languages: { default: 'es', supported: ['es', 'en', 'pt', 'ty'] } }),
      );
      await vi.waitFor(
        async () => expect(await languages()).toEqual({ default: 'es', supported: ['es', 'en', 'pt', 'ty'] }),
        { timeout: 3_000, interval: 100 },
      );
    } finally {
      await live.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuse a language without translations, and a default the picker does not offer', () => {
    const parse = (languages: unknown) => operatorConfigSchema.safeParse({ languages }).success;
    expect(parse({ default: 'pt', supported: ['es', 'pt'] })).toBe(true);
    expect(parse({ default: 'fr', supported: ['fr', 'es'] })).toBe(false);
    expect(parse({ default: 'pt', supported: ['es', 'en'] })).toBe(false);
    expect(parse({ default: 'es', supported: [] })).toBe(false);
  });
});

describe('system calls', () => {
  it('whitelabel holds the switches of this task', async () => {
    const { body } = await server.call(system.whitelabel, {});
    const codes = JSON.stringify(body.value);
    for (const code of ['MOBILEVERCODELOGIN3', 'DIRECTREG3', 'FREEPLAY3', 'CHNGPASSVERIF3', 'PASSEXPIRY3']) {
      expect(codes).toContain(code);
    }
  });

  it('register settings, countries, domain route and public key', async () => {
    const settings = await server.call(system.registerSettingsCall, {});
    expect(settings.body.value).toMatchObject({
      captcha: true,
      smsVerification: false,
      phoneVerifier: 'sms',
    });
    const countries = await server.call(system.countries, {});
    expect(countries.body.value).toHaveLength(18);
    expect(countries.body.value?.[0]).toEqual({
      countryCode: 'PH',
      countryDialingCode: '+63',
      name: 'Philippines',
    });
    const route = await server.call(system.domainRoute, {});
    expect(route.body.value).toMatchObject({ domainList: [{ domain: 'https://play.gamedeck.test' }] });
    const key = await server.call(system.publicKey, {});
    expect(key.body.value?.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    expect(key.body.value?.jwk).not.toHaveProperty('d');
  });

  it('announcements by type and banner group', async () => {
    const { body } = await server.call(system.announcements, {
      types: 'B,PL,PU,PR,H',
      execution: 'B',
      group: 'w_login',
    });
    expect(body.value?.banners.map((banner) => banner.group)).toEqual(['w_login']);
    expect(body.value?.banners[0]?.imageUrl).toBe('https://play.gamedeck.test/assets/banners/w_login.svg');
    expect(body.value?.popup).toHaveLength(1);
    expect(body.value?.player.length).toBeGreaterThanOrEqual(2);
    const art = await server.app.inject({ method: 'GET', url: '/assets/banners/w_login.svg' });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    const onlyPopup = await server.call(system.announcements, {
      types: 'PU',
    });
    expect(onlyPopup.body.value?.banners).toHaveLength(0);
  });

  it('captcha: a base64 PNG, at most one draw per second per id', async () => {
    const id = randomUUID();
    const { body } = await server.call(auth.captchaImage, { id });
    const png = PNG.sync.read(Buffer.from(body.value!, 'base64'));
    expect(png.width).toBeGreaterThan(50);
    const again = await server.call(auth.captchaImage, { id });
    expect(again.status).toBe(429);
    server.clock.advance(1001);
    expect((await server.call(auth.captchaImage, { id })).body.code).toBe(0);
    expect((await server.call(auth.captchaImage, { id: 'not-a-uuid' })).status).toBe(400);
  });
});

describe('member and wallet', () => {
  it('member info, icon and balance of the demo player (10,000.00 in minor units)', async () => {
    const token = (
      await server.call(auth.login, {
        type: 'username',
        username: 'demo_player',
        password: 'Demo1234',
      })
    ).body.value!.token;
    const info = await server.call(member.info, {}, { token });
    expect(info.body.value).toMatchObject({ account: 'demo_player', email: 'player@demo.gamedeck.test' });
    const icon = await server.call(member.icon, {}, { token });
    expect(icon.body.value).toEqual({
      avatar: 'https://play.gamedeck.test/assets/avatar/default.svg',
      avatarType: 'STATIC',
    });
    const balance = await server.call(wallet.balance, {}, { token });
    expect(balance.body.value).toEqual({ sumBalance: 1_000_000 });
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates a type-4 demo account with 2,000.00 from the free-play house', async () => {
    const nonce = await server.encrypt(randomUUID());
    const { body } = await server.call(
      auth.freePlay,
      { os: 'Linux', platform: 'W', nonce },
      { headers: { version: '3' } },
    );
    expect(body.value).toMatchObject({ memberType: 4, mustChangePassword: false });
    expect(body.value?.userName).toMatch(/^guest_[0-9a-f]{6}$/);
    const balance = await server.call(wallet.balance, {}, { token: body.value!.token });
    expect(balance.body.value).toEqual({ sumBalance: 200_000 });
  });

  it('refuses a missing version header and a nonce not sealed to the server key', async () => {
    const nonce = await server.encrypt(randomUUID());
    const noVersion = await server.call(auth.freePlay, { os: 'Linux', platform: 'W', nonce });
    expect(noVersion.status).toBe(400);
    const forged = await server.call(
      auth.freePlay,
      { os: 'Linux', platform: 'W', nonce: 'x'.repeat(40) },
      { headers: { version: '3' } },
    );
    expect(forged.body.code).toBe(errors.DECRYPTION_FAILED.code);
  });
});

describe('CORS', () => {
  it('passes the preflight of a JWE call from a partner origin only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: auth.login.path,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,token,language,version',
        },
      });
    const partner = await preflight('https://partner.example');
    expect(partner.statusCode).toBe(204);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(partner.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets a partner page read the next body nonce on an encrypted call's answer", async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: auth.login.path,
      headers: { origin: 'https://partner.example', 'content-type': 'application/jose' },
      payload: await server.encrypt({ type: 'username', username: 'demo_player', password: 'x' }),
    });
    expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain('replay-nonce');
    expect(answer.headers['replay-nonce']).toBeDefined();
  });
});

describe('dev routes', () => {
  it('exist only in dev mode', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    const production = await startServer({ devMode: false });
    try {
      const outbox = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ code: errors.NOT_FOUND.code });
      expect(
        (await production.app.inject({ method: 'GET', url: `/dev/captcha/${randomUUID()}` })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
