import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-register';
import { auth, system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import {
  $,
  blur,
  expectAccessible,
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

/** The message under a field. */
function fieldError(el: HTMLElement, name: string): string {
  const field = input(el, name).closest('.field');
  return field?.querySelector('.field__error')?.textContent ?? '';
}

describe('<gd-register>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(auth.register, () => ({ value: { ...loginResultFixture, userName: 'newplayer1' } })),
      route(auth.registerMobile, () => ({
        value: { ...loginResultFixture, userName: 'p9123456789' },
      })),
      route(auth.affiliate, (call) =>
        call.query.get('code') === 'AFF2025'
          ? { value: { valid: true as const, agentName: 'demo_agent' } }
          : { code: 1301, status: 400 },
      ),
    ]);
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('shows the spec validation messages on blur and on submit', async () => {
    const el = await mount('gd-register');
    await waitFor(() => input(el, 'username'));

    type(input(el, 'username'), '1abc');
    blur(input(el, 'username'));
    await waitFor(() => fieldError(el, 'username').includes('6 - 12 characters'));

    type(input(el, 'password'), 'short');
    blur(input(el, 'password'));
    await waitFor(() => fieldError(el, 'password') === 'Please fill in your password with 8 characters');

    type(input(el, 'confirmPassword'), 'other');
    blur(input(el, 'confirmPassword'));
    await waitFor(() => fieldError(el, 'confirmPassword') === 'Incorrect confirmation input');

    type(input(el, 'qqNum'), '12ab5');
    blur(input(el, 'qqNum'));
    await waitFor(() => fieldError(el, 'qqNum').includes('digits only'));

    type(input(el, 'mobileNum'), '12345');
    blur(input(el, 'mobileNum'));
    await waitFor(() => fieldError(el, 'mobileNum') === 'Phone numbers may be required to have 10 digits');

    submit(el);
    await waitFor(() => textOf(el).includes('Please confirm that you are at least 18 years old'));
    expect(textOf(el)).to.contain('Please accept the General Terms and Conditions');
    expect(api.callsTo(auth.register)).to.have.length(0);
    await expectAccessible(el, 'with its field errors');
  });

  it('links the terms to the user agreement in the help centre, in a new tab, without ticking the box', async () => {
    const el = await mount('gd-register');
    const link = (await waitFor(() => $(el, '[part="terms-link"]'))) as HTMLAnchorElement;
    expect(link.textContent).to.equal('General Terms and Conditions');
    expect(link.closest('label')?.textContent).to.equal(
      'I have read and accept the General Terms and Conditions',
    );
    expect(new URL(link.href).pathname + new URL(link.href).search).to.equal('/help?article=terms');
    expect(link.target).to.equal('_blank');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    expect(input(el, 'termsAccepted').checked).to.equal(false);
  });

  it("fills the invitation code from an agent's referral code, and leaves it to the visitor otherwise", async () => {
    const el = await mount('gd-register', { 'referral-code': 'AFF2025' });
    await waitFor(() => input(el, 'affiliateCode').value === 'AFF2025');
    expect(api.callsTo(auth.affiliate)[0]?.query.get('code')).to.equal('AFF2025');

    // A member's username also refers (the server accepts it as referralCode), but is no invitation code.
    await resetPage();
    const byMember = await mount('gd-register', { 'referral-code': 'friend_ann' });
    await waitFor(() => api.callsTo(auth.affiliate).some((call) => call.query.get('code') === 'friend_ann'));
    await waitFor(() => textOf(byMember).includes('friend_ann'));
    expect(input(byMember, 'affiliateCode').value).to.equal('');
  });

  it('works alone on a bare page with referral-code, and registers, signs in and navigates home', async () => {
    const el = await mount('gd-register', { 'referral-code': 'AFF2025' });
    const logins: CustomEvent[] = [];
    el.addEventListener('gd-login', (e) => logins.push(e));
    await waitFor(() => input(el, 'username'));
    expect(textOf(el)).to.contain('AFF2025');
    type(input(el, 'username'), 'newplayer1');
    type(input(el, 'password'), 'Secret12');
    type(input(el, 'confirmPassword'), 'Secret12');
    type(input(el, 'qqNum'), '123456');
    input(el, 'ageConfirmed').click();
    input(el, 'termsAccepted').click();
    submit(el);
    await waitFor(() => logins.length === 1);
    const [call] = api.callsTo(auth.register);
    expect(call?.headers.get('content-type')).to.contain('application/jose');
    expect(call?.body).to.include({
      username: 'newplayer1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      referralCode: 'AFF2025',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(logins[0]?.detail.account).to.equal('newplayer1');
    await waitFor(() => assigned.length === 1);
    expect(assigned).to.deep.equal(['/']);
  });

  it('reads ?referralCode= from the page address when the attribute is absent', async () => {
    const before = location.href;
    history.replaceState(null, '', '?referralCode=AFF2025');
    try {
      const el = await mount('gd-register');
      await waitFor(() => textOf(el).includes('AFF2025'));
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('warns about an invalid invitation code checked on blur', async () => {
    const el = await mount('gd-register');
    await waitFor(() => input(el, 'affiliateCode'));
    type(input(el, 'affiliateCode'), 'NOPE');
    blur(input(el, 'affiliateCode'));
    await waitFor(() => $(el, 'dialog[open]')?.textContent?.includes('Invalid invitation code'));
    expect(api.callsTo(auth.affiliate)[0]?.query.get('code')).to.equal('NOPE');
  });

  it('mobile tab: number, code and its countdown, and reloads the captcha when switching tabs', async () => {
    const status = statusFixture();
    status.info.register.captcha = true;
    api.on(system.status, () => ({ value: status }));
    api.on(auth.smsRegisterCode, () => ({ value: { expiredMinutes: 2, message: 'sent' } }));
    const el = await mount('gd-register');
    await waitFor(() => api.callsTo(auth.captchaImage).length === 1);
    $(el, '[data-tab="mobile"]')?.click();
    await waitFor(() => api.callsTo(auth.captchaImage).length === 2);
    await waitFor(() => $(el, '.country__button')?.textContent?.includes('+63'));
    submit(el);
    await waitFor(() => fieldError(el, 'verificationCode') === 'Please enter a valid verification code');
    type(input(el, 'mobileNum'), '9123456789');
    $(el, '[part="send-code"]')?.click();
    await waitFor(() => /Resend in (120|119)s/.test($(el, '[part="send-code"]')?.textContent ?? ''));
    expect(api.callsTo(auth.smsRegisterCode)[0]?.body).to.include({
      mobileNo: '9123456789',
      countryDialingCode: '+63',
      regType: 'mobile',
    });
  });
});
