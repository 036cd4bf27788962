import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-register';
import { setPhoneProvider, type ThirdPartyPhoneProvider } from '../../src/core';
import { auth, system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import {
  $,
  type FakeApi,
  fakeApi,
  input,
  loginResultFixture,
  mount,
  resetPage,
  route,
  statusFixture,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

/** The spec §8 texts (English) of each failure a third-party phone verifier reports. */
const messages: [code: string, field: 'mobileNum' | 'verificationCode', text: string][] = [
  ['auth/invalid-phone-number', 'mobileNum', 'Invalid phone number format'],
  ['auth/missing-phone-number', 'mobileNum', 'Please enter a valid phone number'],
  ['auth/too-many-requests', 'verificationCode', 'Too many requests, please try again after 5 minutes'],
  ['auth/internal-error', 'verificationCode', 'Unknown error, please try again'],
  ['auth/invalid-verification-code', 'verificationCode', 'Invalid verification code'],
  [
    'auth/missing-verification-code',
    'verificationCode',
    'Missing verification code, please send a code first',
  ],
  ['auth/captcha-check-failed', 'verificationCode', 'Captcha check failed, please try again'],
  ['auth/quota-exceeded', 'verificationCode', 'Quota exceeded, please contact customer service'],
  [
    'auth/operation-not-allowed',
    'verificationCode',
    'Operation not allowed: this function is not enabled, please contact customer service',
  ],
  ['auth/code-expired', 'verificationCode', 'The code has expired, please send it again'],
  ['auth/popup-closed-by-user', 'verificationCode', 'Login failure, please try again'],
];

/** A provider object as a partner page would plug in, failing with `code` where asked. */
function fakeProvider(
  failures: { send?: string; confirm?: string } = {},
): ThirdPartyPhoneProvider & { sent: string[]; confirmed: [string, string][] } {
  const sent: string[] = [];
  const confirmed: [string, string][] = [];
  return {
    channel: 'firebase',
    sent,
    confirmed,
    async sendCode(phoneNumber) {
      sent.push(phoneNumber);
      if (failures.send) throw Object.assign(new Error('provider failure'), { code: failures.send });
      return `verification-${sent.length}`;
    },
    async confirm(verificationId, code) {
      confirmed.push([verificationId, code]);
      if (failures.confirm) throw { code: failures.confirm };
      return 'id-token-from-provider';
    },
  };
}

function fieldError(el: HTMLElement, name: string): string {
  return input(el, name).closest('.field')?.querySelector('.field__error')?.textContent ?? '';
}

const sendButton = (el: HTMLElement) => $(el, '[part="send-code"]') as HTMLButtonElement;

/** Mounts <gd-register> on its mobile tab with the number typed in. */
async function mobileTab(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const el = await mount('gd-register', attributes);
  await waitFor(() => $(el, '[data-tab="mobile"]')).then((tab) => tab.click());
  await waitFor(() => $(el, '.country__button')?.textContent?.includes('+63'));
  type(input(el, 'mobileNum'), '9123456789');
  return el;
}

function fillTheRest(el: HTMLElement, code: string): void {
  type(input(el, 'verificationCode'), code);
  type(input(el, 'password'), 'Secret12');
  type(input(el, 'confirmPassword'), 'Secret12');
  type(input(el, 'qqNum'), '123456');
  input(el, 'ageConfirmed').click();
  input(el, 'termsAccepted').click();
}

describe('<gd-register> with a third-party phone verifier', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    const status = statusFixture();
    status.info.register.phoneVerifier = 'thirdParty';
    api = await fakeApi([
      route(system.status, () => ({ value: status })),
      route(auth.smsRegisterCode, () => ({ value: { expiredMinutes: 2, message: 'sent' } })),
      // The reference platform runs no third-party service: it refuses such tokens.
      route(auth.registerMobile, () => ({ code: 1502, status: 403 })),
    ]);
    navigationFallback.assign = () => {};
  });
  afterEach(() => {
    setPhoneProvider(null);
    api.restore();
  });

  it('the page plugs a provider in through gamedeck.setPhoneProvider, which checks its shape', () => {
    expect(globalThis.gamedeck?.setPhoneProvider).to.equal(setPhoneProvider);
    expect(() => globalThis.gamedeck?.setPhoneProvider({ channel: 'x' } as ThirdPartyPhoneProvider)).to.throw(
      TypeError,
    );
    expect(() => setPhoneProvider({ ...fakeProvider(), channel: '' })).to.throw(TypeError);
  });

  it('sends the code through the provider and counts down one minute', async () => {
    const provider = fakeProvider();
    globalThis.gamedeck?.setPhoneProvider(provider);
    const el = await mobileTab();
    sendButton(el).click();
    await waitFor(() => /Resend in (60|59)s/.test(sendButton(el).textContent ?? ''));
    expect(sendButton(el).disabled).to.equal(true);
    expect(provider.sent).to.deep.equal(['+639123456789']);
    expect(api.callsTo(auth.smsRegisterCode)).to.have.length(0);
  });

  it('shows each provider failure on sending as the spec message, under the number or the code', async () => {
    const el = await mobileTab();
    for (const [code, field, text] of messages) {
      // A new provider gives the form a new adapter, so the one-per-second send throttle starts afresh.
      setPhoneProvider(fakeProvider({ send: code }));
      await waitFor(() => !sendButton(el).disabled);
      sendButton(el).click();
      await waitFor(() => fieldError(el, field) === text);
      expect(sendButton(el).textContent).to.equal('Send code');
    }
  });

  it('shows the provider failures of confirming the typed code, in the visitor language', async () => {
    const el = await mobileTab({ lang: 'es' });
    setPhoneProvider(fakeProvider({ confirm: 'auth/invalid-verification-code' }));
    await waitFor(() => textOf(el).includes('Enviar código'));
    sendButton(el).click();
    await waitFor(() => /60|59/.test(sendButton(el).textContent ?? ''));
    fillTheRest(el, '123456');
    submit(el);
    await waitFor(() => fieldError(el, 'verificationCode') === 'Código de verificación no válido');
    expect(api.callsTo(auth.registerMobile)).to.have.length(0);
  });

  it('asks for a code to be sent first when none was', async () => {
    setPhoneProvider(fakeProvider());
    const el = await mobileTab();
    fillTheRest(el, '123456');
    submit(el);
    await waitFor(
      () => fieldError(el, 'verificationCode') === 'Missing verification code, please send a code first',
    );
    expect(api.callsTo(auth.registerMobile)).to.have.length(0);
  });

  it('registers with the provider token and shows the platform refusing it', async () => {
    const provider = fakeProvider();
    setPhoneProvider(provider);
    const el = await mobileTab();
    const logins: Event[] = [];
    el.addEventListener('gd-login', (event) => logins.push(event));
    sendButton(el).click();
    await waitFor(() => provider.sent.length === 1);
    fillTheRest(el, '654321');
    submit(el);
    await waitFor(() => $(el, '[part="form-error"]'));
    expect($(el, '[part="form-error"]')?.textContent).to.equal(
      'This function is not enabled, please contact customer service',
    );
    expect(provider.confirmed).to.deep.equal([['verification-1', '654321']]);
    const [call] = api.callsTo(auth.registerMobile);
    expect(call?.headers.get('content-type')).to.contain('application/jose');
    expect(call?.body).to.include({
      login: true,
      mobileNum: '9123456789',
      countryDialingCode: '+63',
      firebaseChannel: 'firebase',
      firebaseIdToken: 'id-token-from-provider',
    });
    expect(call?.body).to.not.have.property('verificationCode');
    expect(logins).to.have.length(0);

    // A platform that accepts the token signs the visitor in; the confirmed token is reused.
    api.on(auth.registerMobile, () => ({
      value: { ...loginResultFixture, userName: 'p9123456789' },
    }));
    submit(el);
    await waitFor(() => logins.length === 1);
    expect(provider.confirmed).to.have.length(1);
    expect(api.callsTo(auth.registerMobile)[1]?.body).to.include({
      firebaseIdToken: 'id-token-from-provider',
    });
  });

  it('falls back to the platform SMS codes when no provider is plugged in', async () => {
    const el = await mobileTab();
    sendButton(el).click();
    await waitFor(() => /Resend in (120|119)s/.test(sendButton(el).textContent ?? ''));
    expect(api.callsTo(auth.smsRegisterCode)[0]?.body).to.include({
      mobileNo: '9123456789',
      regType: 'mobile',
    });
  });

  it('keeps the platform SMS codes when the brand does not ask for a third party', async () => {
    api.on(system.status, () => ({ value: statusFixture() }));
    const provider = fakeProvider();
    setPhoneProvider(provider);
    const el = await mobileTab();
    sendButton(el).click();
    await waitFor(() => /Resend in (120|119)s/.test(sendButton(el).textContent ?? ''));
    expect(provider.sent).to.have.length(0);
  });
});
