import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../../../src/core/contract/errors';
import * as session from '../../../src/core/session';
import { clearLocalSession } from '../../../src/core/session/lifecycle';
import { fail, fakePlatform, MemoryStorage, type SeenRequest } from './fake-platform';

const loginResult = (overrides: Record<string, unknown> = {}) => ({
  token: 'token-1',
  userName: 'demo_player',
  memberType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  mustChangePassword: false,
  ...overrides,
});

const memberInfo = (type = 0) => ({
  id: 7,
  account: 'demo_player',
  nickname: null,
  type,
  toUpline: true,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  firstTimeLogin: false,
  lastLoginTime: null,
  lastLoginIp: null,
  restriction: null,
});

const status = {
  status: 0,
  info: {
    whitelabel: [
      { code: 'MOBILEVERCODELOGIN3', name: 'Mobile login', enabled: true, children: [] },
      {
        code: 'MENU',
        name: 'Menu',
        enabled: false,
        children: [{ code: 'FREEPLAY3', name: 'Free play', enabled: true, children: [] }],
      },
    ],
    register: {
      fields: [],
      smsVerification: false,
      captcha: true,
      phoneDigits: 10,
      phoneVerifier: 'sms',
      passwordExpiry: true,
    },
    resources: [],
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '127.0.0.1', country: 'PH' },
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
};

function platformRoutes(login: (request: SeenRequest) => unknown, type = 0) {
  return {
    'POST /wps/session/login': login,
    'POST /wps/member/login/first': () => null,
    'GET /wps/member/info': () => memberInfo(type),
    'GET /wps/v2/wallets/balance': () => ({ sumBalance: 1_000_000 }),
    'GET /wps/system/domainRoute': () => ({ domainList: [{ domain: 'a.test', speed: 12 }], resources: [] }),
    'DELETE /wps/session/logout': () => null,
    'POST /wps/member/password': () => null,
    'GET /wps/system/status': () => status,
  };
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  session.useSessionStorage(storage);
  clearLocalSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('stores exactly the spec keys and loads member, balance and routes', async () => {
    await fakePlatform(platformRoutes(() => loginResult()));
    await session.login({ type: 'username', username: 'demo_player', password: 'Demo1234' });
    expect(storage.keys()).toEqual(['account', 'isAgent', 'merchant', 'routers', 'token']);
    expect(storage.getItem('token')).toBe('token-1');
    expect(storage.getItem('isAgent')).toBe('0');
    expect(storage.getItem('merchant')).toBe('GD');
    expect(JSON.parse(storage.getItem('routers') ?? '')).toMatchObject({
      domainList: [{ domain: 'a.test' }],
    });
    expect(session.loginState.value).toBe(true);
    expect(session.balanceMinor.value).toBe(1_000_000);
    expect(session.member.value?.account).toBe('demo_player');
    expect(session.canShowMemberCentre.value).toBe(true);
    expect(session.canShowAgentCentre.value).toBe(false);
  });

  it('makes the first-login call on a first login', async () => {
    const { seen } = await fakePlatform(platformRoutes(() => loginResult({ firstTimeLogin: true })));
    await session.login({ type: 'username', username: 'demo_player', password: 'Demo1234' });
    expect(seen.some((request) => request.path === '/wps/member/login/first')).toBe(true);
  });

  it('a forced change stops before member info, then signs in again with the new password', async () => {
    const logins: unknown[] = [];
    const { seen } = await fakePlatform(
      platformRoutes((request) => {
        logins.push(request.body);
        return logins.length === 1
          ? loginResult({ mustChangePassword: true, defaultPassword: true, firstTimeLogin: true })
          : loginResult({ token: 'token-2', firstTimeLogin: true });
      }),
    );
    await session.login({ type: 'username', username: 'demo_fresh', password: 'Gd@12345' });
    expect(session.mustChangePassword.value).toBe(true);
    expect(session.loginState.value).toBe(false);
    expect(seen.some((request) => request.path === '/wps/member/info')).toBe(false);
    expect(seen.some((request) => request.path === '/wps/member/login/first')).toBe(false);

    await session.changePassword({
      oldPassword: 'Gd@12345',
      newPassword: 'abc123',
      confirmNewPassword: 'abc123',
    });
    expect(logins[1]).toMatchObject({ username: 'demo_player', password: 'abc123' });
    expect(session.mustChangePassword.value).toBe(false);
    expect(session.token.value).toBe('token-2');
    expect(session.loginState.value).toBe(true);
    expect(seen.some((request) => request.path === '/wps/member/login/first')).toBe(true);
  });

  it('SMS logins never force the change', async () => {
    await fakePlatform(platformRoutes(() => loginResult({ mustChangePassword: true })));
    await session.login({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
    });
    expect(session.mustChangePassword.value).toBe(false);
    expect(session.loginState.value).toBe(true);
  });

  it('agent types see the agent centre', async () => {
    await fakePlatform(platformRoutes(() => loginResult({ memberType: 41 }), 41));
    await session.login({ type: 'username', username: 'agent', password: 'Demo1234' });
    expect(session.canShowAgentCentre.value).toBe(true);
    expect(session.isAgentType(4)).toBe(false);
  });
});

describe('logout and guards', () => {
  it('logout clears session storage but the merchant, and resets the signals', async () => {
    const { seen } = await fakePlatform(platformRoutes(() => loginResult()));
    await session.login({ type: 'username', username: 'demo_player', password: 'Demo1234' });
    storage.setItem('gameVendor', '[]');
    storage.setItem('validate', '{}');
    await session.logout();
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/wps/session/logout' });
    expect(storage.keys()).toEqual(['merchant']);
    expect(session.token.value).toBeNull();
    expect(session.loginState.value).toBe(false);
    expect(session.balanceMinor.value).toBeNull();
  });

  it('logout still ends the local session when the server is unreachable', async () => {
    await fakePlatform(platformRoutes(() => loginResult()));
    await session.login({ type: 'username', username: 'demo_player', password: 'Demo1234' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await session.logout();
    expect(session.token.value).toBeNull();
  });

  it('requireLogin opens the login popup without a session', () => {
    expect(session.requireLogin()).toBe(false);
    expect(session.loginPopup.value).toEqual({ open: true, messageKey: 'err_not_logged_in' });
  });

  it('requireRealAccount refuses the demo account with the spec warning', async () => {
    await fakePlatform(platformRoutes(() => loginResult({ memberType: 4 }), 4));
    await session.login({ type: 'username', username: 'demo', password: 'x' });
    expect(session.canShowMemberCentre.value).toBe(false);
    expect(session.requireRealAccount()).toBe(false);
    expect(session.notice.value).toEqual({
      key: 'in_need_true_account',
      kind: 'warning',
      confirmKey: 'in_increase_submit',
    });
  });

  it('an ended session clears and says why', () => {
    session.token.value = 'x';
    session.expire('in_been_out');
    expect(session.token.value).toBeNull();
    expect(session.sessionEnded.value).toBe('in_been_out');
  });
});

describe('system status', () => {
  it('fills settings and validate, switches follow the enabled tree', async () => {
    const { seen } = await fakePlatform(platformRoutes(() => loginResult()));
    await session.loadStatus();
    expect(storage.keys()).toEqual(['settings', 'validate']);
    expect(JSON.parse(storage.getItem('validate') ?? '')).toMatchObject({ captcha: true, phoneDigits: 10 });
    expect(session.statusCode.value).toBe(0);
    expect(session.isSwitchOn('MOBILEVERCODELOGIN3')).toBe(true);
    // Under a switched-off parent, a child is off too.
    expect(session.isSwitchOn('FREEPLAY3')).toBe(false);
    expect(seen.at(-1)?.path).toBe('/wps/system/status');
  });

  it('a failed status call keeps its catalogue code', async () => {
    await fakePlatform({ 'GET /wps/system/status': () => fail(errors.REGION_RESTRICTED.code, 403) });
    await expect(session.loadStatus()).rejects.toMatchObject({ key: 'region_text' });
  });
});

describe('one core per page', () => {
  it('keeps its state on the global, so a second bundle shares it', async () => {
    const shared = globalThis.__gamedeckCore as Record<string, { token: unknown }>;
    expect(shared.session?.token).toBe(session.token);
  });
});
