import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-login';
import '../../src/elements/gd-register';
import { session } from '../../src/core';
import { auth, system } from '../../src/core/contract';
import type { SystemStatus } from '../../src/core/contract/system';
import {
  $,
  type FakeApi,
  fakeApi,
  input,
  type MockAnswer,
  mount,
  resetPage,
  statusFixture,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const insecureText = 'Secure sign-in needs a secure page (https). Please open this site over https.';

/** What a plain-http page lacks: WebCrypto's subtle API and crypto.randomUUID. */
function withoutSecureContext(): () => void {
  for (const name of ['subtle', 'randomUUID'] as const) {
    Object.defineProperty(crypto, name, { value: undefined, configurable: true });
  }
  return () => {
    delete (crypto as unknown as Record<string, unknown>).subtle;
    delete (crypto as unknown as Record<string, unknown>).randomUUID;
  };
}

describe('elements and the state a page starts with', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  it('on a page without WebCrypto (plain http) the login and register forms still render and say why they cannot sign in', async () => {
    const status = statusFixture();
    status.info.register.captcha = true;
    api.on(system.status, () => ({ value: status }));
    const restore = withoutSecureContext();
    try {
      const login = await mount('gd-login');
      await waitFor(() => $(login, 'input[name="username"]'));
      expect($(login, '[part="error"]')).to.equal(null);
      await waitFor(() => $(login, '[part="insecure-page"]')?.textContent === insecureText);

      const register = await mount('gd-register');
      await waitFor(() => $(register, 'input[name="captcha"]'));
      await waitFor(() => api.callsTo(auth.captchaImage).length === 1);
      const captchaId = api.callsTo(auth.captchaImage)[0]?.query.get('id') ?? '';
      expect(captchaId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect($(register, '[part="insecure-page"]')).to.not.equal(null);

      type(input(login, 'username'), 'demo_player');
      type(input(login, 'password'), 'Demo1234');
      submit(login);
      await waitFor(() => $(login, '[part="form-error"]')?.textContent === insecureText);
      expect(api.callsTo(auth.login)).to.have.length(0);
    } finally {
      restore();
    }
  });

  it('a tab that starts with settings in sessionStorage renders from them and still loads the fresh status', async () => {
    const stale = statusFixture();
    stale.info.whitelabel = stale.info.whitelabel.filter((node) => node.code !== 'MOBILEVERCODELOGIN3');
    sessionStorage.setItem('settings', JSON.stringify(stale));
    session.systemStatus.value = stale;
    let answer: (value: MockAnswer<SystemStatus>) => void = () => {};
    api.on(system.status, () => new Promise((resolve) => (answer = resolve)));

    const login = await mount('gd-login');
    await waitFor(() => $(login, 'input[name="username"]'));
    expect($(login, '[data-tab="sms"]')).to.equal(null);
    await waitFor(() => api.callsTo(system.status).length === 1);

    answer({ value: statusFixture() });
    await waitFor(() => $(login, '[data-tab="sms"]'));
    expect(textOf(login)).to.contain('Username');
    expect(JSON.parse(sessionStorage.getItem('settings') ?? '{}').info.whitelabel).to.have.length(4);

    // A second element on the page shares that one load.
    await mount('gd-login');
    expect(api.callsTo(system.status)).to.have.length(1);
  });
});
