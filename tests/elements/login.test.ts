import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-login';
import { session } from '../../src/core';
import { auth, system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { bannerFixture } from './nav-fixtures';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  input,
  loginResultFixture,
  mount,
  refusal,
  resetPage,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

describe('<gd-login>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it("shows a banner's text over the form, its HTML sanitised once the sanitiser arrives", async () => {
    api.on(system.announcements, () => ({
      value: {
        player: [],
        banners: [
          bannerFixture(7, {
            group: 'w_login',
            content: '<p>Weekend <b>bonus</b><img src="data:," onerror="window.__bannerHacked=1"></p>',
          }),
        ],
        popup: [],
        promotion: [],
      },
    }));
    const el = await mount('gd-login');
    await waitFor(() => $(el, '[part="banner"] .banner__content b'));
    expect($(el, '[part="banner"] .banner__content')?.textContent).to.equal('Weekend bonus');
    expect($(el, '[part="banner"] .banner__content')?.innerHTML).not.to.contain('onerror');
    expect((window as { __bannerHacked?: number }).__bannerHacked).to.equal(undefined);
  });

  it('says "Input cannot be empty" for a missing username and password', async () => {
    const el = await mount('gd-login');
    await waitFor(() => input(el, 'username'));
    submit(el);
    await waitFor(() => textOf(el).includes('Input cannot be empty'));
    expect($$(el, '.field__error')).to.have.length(2);
    expect(api.callsTo(auth.login)).to.have.length(0);
    await expectAccessible(el, 'with its field errors');
  });

  it('signs in with an encrypted body, emits gd-login, then gd-navigate / in place of the form, with a page fallback', async () => {
    const el = await mount('gd-login');
    const logins: CustomEvent[] = [];
    const navigations: CustomEvent[] = [];
    el.addEventListener('gd-login', (e) => logins.push(e));
    document.addEventListener('gd-navigate', (e) => navigations.push(e), { once: true });
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'Demo1234');
    submit(el);
    await waitFor(() => logins.length === 1);
    const [call] = api.callsTo(auth.login);
    expect(call?.headers.get('content-type')).to.contain('application/jose');
    expect(call?.body).to.include({ type: 'username', username: 'demo_player', password: 'Demo1234' });
    expect(logins[0]?.detail).to.deep.equal({ account: 'demo_player', memberType: 0 });
    expect(logins[0]?.bubbles && logins[0]?.composed).to.equal(true);
    await waitFor(() => navigations.length === 1);
    expect(navigations[0]?.detail).to.deep.equal({ path: '/', replace: true });
    expect(navigations[0]?.cancelable).to.equal(true);
    expect(assigned).to.deep.equal(['/']);
    expect(session.token.value).to.equal('tok-123');
  });

  it('leads an inline login to the page return-to names, and home when it names another site', async () => {
    for (const [returnTo, expected] of [
      ['/vip?tab=levels#top', '/vip?tab=levels#top'],
      ['//evil.example/x', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
    ]) {
      session.token.value = null;
      const navigations: string[] = [];
      const record = (event: GlobalEventHandlersEventMap['gd-navigate']) => {
        navigations.push(event.detail.path);
        event.preventDefault();
      };
      document.addEventListener('gd-navigate', record);
      try {
        const el = await mount('gd-login', { 'return-to': returnTo! });
        type(input(el, 'username'), 'demo_player');
        type(input(el, 'password'), 'Demo1234');
        submit(el);
        await waitFor(() => navigations.length === 1);
        expect(navigations, returnTo).to.deep.equal([expected]);
        el.remove();
      } finally {
        document.removeEventListener('gd-navigate', record);
      }
    }
  });

  it('leaves routing to the host page when gd-navigate is cancelled', async () => {
    const el = await mount('gd-login');
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('gd-navigate', cancel);
    try {
      type(input(el, 'username'), 'demo_player');
      type(input(el, 'password'), 'Demo1234');
      submit(el);
      await waitFor(() => session.token.value !== null);
      await new Promise((r) => setTimeout(r, 50));
      expect(assigned).to.deep.equal([]);
    } finally {
      document.removeEventListener('gd-navigate', cancel);
    }
  });

  it('reveals the captcha after a failure flagged by the server and sends it with the next try', async () => {
    api.on(auth.login, () => refusal({ code: 1200, status: 401, value: { captcha: true } }));
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'wrong');
    submit(el);
    await waitFor(() => textOf(el).includes('Incorrect username or password'));
    await waitFor(() => $(el, '[part="captcha-image"] canvas'));
    const [captchaCall] = api.callsTo(auth.captchaImage);
    const captchaId = captchaCall?.query.get('id');
    expect(captchaId).to.match(/^[0-9a-f-]{36}$/);
    submit(el);
    await waitFor(() => textOf(el).includes('Input cannot be empty'));
    type(input(el, 'captcha'), 'AB12');
    api.on(auth.login, () => ({ value: loginResultFixture }));
    submit(el);
    await waitFor(() => api.callsTo(auth.login).length === 2);
    expect(api.callsTo(auth.login)[1]?.body).to.include({ captcha: 'AB12', captchaId });
  });

  it('draws a fresh captcha at once after a wrong answer, since the server spends each one', async () => {
    api.on(auth.login, () => refusal({ code: 1200, status: 401, value: { captcha: true } }));
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'wrong');
    submit(el);
    await waitFor(() => api.callsTo(auth.captchaImage).length === 1);
    api.on(auth.login, () => refusal({ code: 1201, status: 400, value: { captcha: true } }));
    type(input(el, 'captcha'), '0000');
    submit(el);
    await waitFor(() => textOf(el).includes('Incorrect captcha, please try again'));
    await waitFor(() => api.callsTo(auth.captchaImage).length === 2);
    const [first, second] = api.callsTo(auth.captchaImage).map((c) => c.query.get('id'));
    expect(second).to.not.equal(first);
  });

  it('shows the spec messages for non-members and agent logins', async () => {
    api.on(auth.login, () => ({ code: 1202, status: 403 }));
    const el = await mount('gd-login');
    type(input(el, 'username'), 'agent01');
    type(input(el, 'password'), 'Demo1234');
    submit(el);
    await waitFor(() => textOf(el).includes('Non-member account unable to login'));

    const agent = await mount('gd-login', { site: 'agent' });
    api.on(auth.login, () => ({ code: 1203, status: 403 }));
    type(input(agent, 'username'), 'demo_player');
    type(input(agent, 'password'), 'Demo1234');
    submit(agent);
    await waitFor(() => textOf(agent).includes('Non-agents cannot log in'));
    expect(api.callsTo(auth.login).at(-1)?.body).to.include({ site: 'agent' });
  });

  it('says when a time-out ends in the refusal at sign-in, in the reader language and time zone', async () => {
    const end = new Date('2026-11-30T12:00:00.000Z');
    api.on(auth.login, () =>
      refusal({ code: 1711, status: 403, value: { kind: 'timeout', until: end.toISOString() } }),
    );
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'Demo1234');
    submit(el);
    // The browser's own time zone is the reader's: the same instant, written where they are.
    const english = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(end);
    expect(english).to.contain('Nov 30, 2026');
    await waitFor(() =>
      textOf(el).includes(`Your account is in a time-out or self-exclusion period until ${english}`),
    );

    el.remove();
    const spanish = await mount('gd-login', { lang: 'es' });
    await waitFor(() => spanish.shadowRoot?.querySelector('input[name="username"]'));
    type(input(spanish, 'username'), 'demo_player');
    type(input(spanish, 'password'), 'Demo1234');
    submit(spanish);
    const inSpanish = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(end);
    expect(inSpanish).to.contain('30 nov 2026');
    await waitFor(() => textOf(spanish).includes(`autoexclusión hasta el ${inSpanish}`));
  });

  it('asks for the extra verification of a new IP and says "Please complete verification first" on a wrong answer', async () => {
    api.on(auth.login, (call) =>
      call.body?.challengeId
        ? { code: 1205, status: 403 }
        : refusal({
            code: 1204,
            status: 403,
            value: {
              challengeId: 'ch-1',
              methods: ['sms', 'bankName'],
              maskedMobile: '+63 ****1234',
              maskedEmail: null,
            },
          }),
    );
    api.on(auth.sendChallengeCode, () => ({ value: { expiredMinutes: 1 } }));
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'Demo1234');
    submit(el);
    await waitFor(() => input(el, 'challengeAnswer'));
    expect(textOf(el)).to.contain('+63 ****1234');
    $(el, '[part="send-code"]')?.click();
    await waitFor(() => api.callsTo(auth.sendChallengeCode).length === 1);
    type(input(el, 'challengeAnswer'), '000000');
    submit(el);
    await waitFor(() => textOf(el).includes('Please complete verification first'));
    expect(api.callsTo(auth.login)[1]?.body).to.include({
      challengeId: 'ch-1',
      challengeMethod: 'sms',
      challengeAnswer: '000000',
    });
  });

  it('SMS tab: checks the number against the digits rule and counts down after sending a code', async () => {
    api.on(auth.smsLoginCode, () => ({ value: { expiredMinutes: 1, message: 'sent' } }));
    const el = await mount('gd-login');
    await waitFor(() => $(el, '[data-tab="sms"]'));
    $(el, '[data-tab="sms"]')?.click();
    await waitFor(() => input(el, 'mobileNum'));
    await waitFor(() => $(el, '.country__button')?.textContent?.includes('+63'));
    type(input(el, 'mobileNum'), '912345');
    $(el, '[part="send-code"]')?.click();
    await waitFor(() => textOf(el).includes('Phone numbers may be required to have 10 digits'));
    type(input(el, 'mobileNum'), '9123456789');
    $(el, '[part="send-code"]')?.click();
    await waitFor(() => /Resend in (60|59)s/.test($(el, '[part="send-code"]')?.textContent ?? ''));
    expect(($(el, '[part="send-code"]') as HTMLButtonElement).disabled).to.equal(true);
    expect(api.callsTo(auth.smsLoginCode)[0]?.body).to.include({
      mobileNum: '9123456789',
      countryDialingCode: '+63',
    });
  });

  it('opens the forced password change that cannot be dismissed', async () => {
    api.on(auth.login, () => ({ value: { ...loginResultFixture, mustChangePassword: true } }));
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_fresh');
    type(input(el, 'password'), 'Default123');
    submit(el);
    const dialog = await waitFor(
      () => $(el, 'dialog[part="forced-change-password"][open]') as HTMLDialogElement | null,
    );
    expect(dialog.querySelector('.modal__close')).to.equal(null);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.close();
    await waitFor(() => dialog.open);
    expect(assigned).to.deep.equal([]);
  });

  it('remembers the username only, for one day', async () => {
    const el = await mount('gd-login');
    type(input(el, 'username'), 'demo_player');
    type(input(el, 'password'), 'Demo1234');
    input(el, 'remember').click();
    // The choice is stored when the sign-in has finished (member data loaded), just before gd-login.
    const signedIn = new Promise((resolve) => el.addEventListener('gd-login', resolve, { once: true }));
    submit(el);
    await signedIn;
    expect(session.token.value).to.not.equal(null);
    expect(document.cookie).to.contain('demo_player');
    expect(document.cookie).to.not.contain('Demo1234');
  });
});
