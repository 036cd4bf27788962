import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-header';
import '../../src/elements/gd-login';
import { session } from '../../src/core';
import { auth, member, system } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import {
  $,
  expectAccessible,
  type FakeApi,
  fakeApi,
  loginResultFixture,
  memberFixture,
  mount,
  refusal,
  resetPage,
  statusFixture,
  textOf,
  type,
  waitFor,
} from './support';

async function signIn(header: HTMLElement): Promise<void> {
  const username = await waitFor(() => $(header, '.quick-login input[name="username"]') as HTMLInputElement);
  type(username, 'demo_player');
  type($(header, '.quick-login input[name="password"]') as HTMLInputElement, 'Demo1234');
  ($(header, '.quick-login') as HTMLFormElement).requestSubmit();
  await waitFor(() => $(header, '[part="balance"]'));
}

describe('<gd-header>', () => {
  let api: FakeApi;
  let assigned: string[];
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
    assigned = [];
    navigationFallback.assign = (path) => assigned.push(path);
  });
  afterEach(() => api.restore());

  it('shows register, free demo and mobile login only when their switches are on', async () => {
    const header = await mount('gd-header');
    await waitFor(() => $(header, '[part="register-button"]'));
    expect($(header, '[part="free-play-button"]')).to.not.equal(null);
    expect($(header, '[part="mobile-login-button"]')).to.not.equal(null);

    await resetPage();
    const status = statusFixture();
    status.info.whitelabel = status.info.whitelabel.map((node) => ({ ...node, enabled: false }));
    api.on(system.status, () => ({ value: status }));
    const bare = await mount('gd-header');
    await waitFor(() => session.systemStatus.value !== null);
    await waitFor(() => $(bare, '[part="login-button"]'));
    expect($(bare, '[part="register-button"]')).to.equal(null);
    expect($(bare, '[part="free-play-button"]')).to.equal(null);
    expect($(bare, '[part="mobile-login-button"]')).to.equal(null);
  });

  it('marks the site as a demo only when the status says the brand is one', async () => {
    const header = await mount('gd-header');
    await waitFor(() => $(header, '[part="register-button"]'));
    expect($(header, '[part="demo-mark"]')).to.equal(null);

    await resetPage();
    const status = statusFixture();
    status.info.demo = true;
    api.on(system.status, () => ({ value: status }));
    const demo = await mount('gd-header');
    const mark = await waitFor(() => $(demo, '[part="demo-mark"]'));
    expect(mark.textContent).to.contain('Demo');
    expect(mark.textContent).to.contain('Demo site: deposits are simulated and no real money is paid');
    for (const width of ['390px', '1366px']) {
      demo.style.width = width;
      expect(mark.getBoundingClientRect().height).to.be.above(0);
      await expectAccessible(demo, `demo mark, ${width} wide`);
    }
  });

  it('signs in, shows the balance, hides it on click, and logs out after confirmation', async () => {
    const header = await mount('gd-header');
    const events: string[] = [];
    header.addEventListener('gd-login', () => events.push('login'));
    header.addEventListener('gd-logout', () => events.push('logout'));
    await signIn(header);
    await waitFor(() => textOf(header).includes('P 10,000.00'));
    expect(events).to.deep.equal(['login']);

    ($(header, '.balance__amount') as HTMLButtonElement).click();
    await waitFor(() => !textOf(header).includes('P 10,000.00'));
    expect(session.balanceHidden.value).to.equal(true);

    sessionStorage.setItem('merchant', 'GD');
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    const logoutItem = await waitFor(() => $(header, '.menu__item--danger'));
    logoutItem.click();
    const dialog = await waitFor(() => $(header, 'dialog[open]'));
    expect(dialog.textContent).to.contain('Are you sure you want to log out?');
    const submitButton = Array.from(dialog.querySelectorAll('button')).find(
      (b) => b.textContent === 'Submit',
    );
    submitButton?.click();
    await waitFor(() => events.includes('logout'));
    expect(api.callsTo(auth.logout)).to.have.length(1);
    expect(assigned).to.deep.equal(['/']);
    expect(sessionStorage.getItem('token')).to.equal(null);
    expect(sessionStorage.getItem('merchant')).to.equal('GD');
    await waitFor(() => $(header, '[part="login-button"]'));
  });

  it('shows the member centre entry once that element is defined on the page', async () => {
    const header = await mount('gd-header');
    await signIn(header);
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[part="account-menu"]'));
    expect(textOf(header)).to.not.contain('Member centre');
    customElements.define('gd-member-centre', class extends HTMLElement {});
    await waitFor(() => textOf(header).includes('Member centre'));
    expect(textOf(header)).to.not.contain('Agent centre');
  });

  it('links the VIP club and the points mall from the account menu', async () => {
    const header = await mount('gd-header');
    await signIn(header);
    for (const [entry, path] of [
      ['vip-entry', '/vip'],
      ['point-mall-entry', '/pointMall'],
    ] as const) {
      ($(header, '[part="account-button"]') as HTMLButtonElement).click();
      (await waitFor(() => $(header, `[part="${entry}"]`))).click();
      await waitFor(() => !$(header, '[part="account-menu"]'));
      expect(assigned.at(-1)).to.equal(path);
    }
  });

  it('says an account is excluded and until when, and closes the VIP club and points mall in its menu', async () => {
    api.on(member.info, () => ({
      value: {
        ...memberFixture,
        restriction: { kind: 'time_out' as const, until: '2026-12-01T10:00:00.000Z' },
      },
    }));
    const header = await mount('gd-header');
    await signIn(header);
    const notice = await waitFor(() => $(header, '[part="restricted-notice"]'));
    expect(notice.textContent).to.contain('in a break until');
    expect(notice.textContent).to.contain('withdraw your balance');
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[part="account-menu"]'));
    expect($(header, '[part="vip-entry"]')).to.equal(null);
    expect($(header, '[part="point-mall-entry"]')).to.equal(null);
    await expectAccessible(header, 'restricted');
  });

  it('switches every element on the page to the chosen language at once', async () => {
    const header = await mount('gd-header');
    const login = await mount('gd-login');
    const changes: string[] = [];
    document.addEventListener('gd-language-change', (e) => changes.push(e.detail.language), { once: true });
    await waitFor(() => textOf(login).includes('Remember me'));
    ($(header, '[part="language-picker"] button') as HTMLButtonElement).click();
    const spanish = await waitFor(() => $(header, '.menu__item[lang="es"]'));
    spanish.click();
    await waitFor(() => textOf(login).includes('Recordarme') || textOf(login).includes('Recuérdame'));
    expect($(header, '.gd-root')?.getAttribute('lang')).to.equal('es');
    expect($(login, '.gd-root')?.getAttribute('lang')).to.equal('es');
    expect(changes).to.deep.equal(['es']);
    expect(localStorage.getItem('lang')).to.equal('es');
  });

  it("keeps an element's own lang attribute over the site language", async () => {
    const login = await mount('gd-login', { lang: 'es' });
    await waitFor(() => $(login, '.gd-root')?.getAttribute('lang') === 'es');
    const other = await mount('gd-login');
    expect($(other, '.gd-root')?.getAttribute('lang')).to.equal('en');
  });

  it('tells the member when the session ended elsewhere', async () => {
    const header = await mount('gd-header');
    session.expire('in_been_out');
    await waitFor(() =>
      $(header, 'dialog[open]')?.textContent?.includes('Your account has been signed in elsewhere'),
    );
  });

  it('passes axe signed out and signed in, on a phone-wide bar and a desktop one, menus open', async () => {
    const header = await mount('gd-header');
    await waitFor(() => $(header, '[part="free-play-button"]'));
    for (const width of ['390px', '1366px']) {
      header.style.width = width;
      await expectAccessible(header, `signed out, ${width} wide`);
    }
    ($(header, '.lang-btn') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[role="menu"]'));
    await expectAccessible(header, 'with the language menu open');
    await signIn(header);
    for (const width of ['390px', '1366px']) {
      header.style.width = width;
      await expectAccessible(header, `signed in, ${width} wide`);
    }
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[role="menuitem"]'));
    await expectAccessible(header, 'with the account menu open');
  });

  it('passes axe in the light palette too, its sign-in buttons included, signed out and signed in', async () => {
    const header = await mount('gd-header', { theme: 'light' });
    await waitFor(() => $(header, '[part="free-play-button"]'));
    for (const width of ['390px', '1366px']) {
      header.style.width = width;
      await expectAccessible(header, `light, signed out, ${width} wide`);
    }
    await signIn(header);
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[role="menuitem"]'));
    await expectAccessible(header, 'light, with the account menu open');
  });

  it("continues a refused sign-in of its own fields in the login form: the error, then the server's captcha", async () => {
    // The server's refusal of each try (null: the password is right).
    let refusedWith: { captcha: boolean } | null = { captcha: false };
    api.on(auth.login, () =>
      refusedWith ? refusal({ code: 1200, status: 401, value: refusedWith }) : { value: loginResultFixture },
    );
    const header = await mount('gd-header');
    const tryQuickLogin = async (password: string) => {
      const username = await waitFor(
        () => $(header, '.quick-login input[name="username"]') as HTMLInputElement,
      );
      type(username, 'demo_player');
      type($(header, '.quick-login input[name="password"]') as HTMLInputElement, password);
      ($(header, '.quick-login') as HTMLFormElement).requestSubmit();
      return waitFor(() => $(header, 'dialog[open] [part="login-form"]'));
    };

    const form = await tryQuickLogin('Wrong123');
    await waitFor(() => form.textContent?.includes('Incorrect username or password'));
    expect((form.querySelector('input[name="username"]') as HTMLInputElement).value).to.equal('demo_player');
    expect(form.querySelector('[part="captcha-image"]')).to.equal(null);
    await expectAccessible(header, 'with the refused sign-in in the login form');

    // Closed, tried again from the header: the server now asks for a captcha, which the form shows.
    ($(header, 'dialog[open] .modal__close') as HTMLButtonElement).click();
    await waitFor(() => !$(header, 'dialog[open]'));
    refusedWith = { captcha: true };
    const again = await tryQuickLogin('Wrong456');
    await waitFor(() => again.querySelector('[part="captcha-image"] canvas'));
    expect(again.textContent).to.contain('Incorrect username or password');
    expect(api.callsTo(auth.login)).to.have.length(2);

    // The form sends the captcha with the next try, as when the attempt began there.
    refusedWith = null;
    type(again.querySelector('input[name="password"]') as HTMLInputElement, 'Demo1234');
    type(again.querySelector('input[name="captcha"]') as HTMLInputElement, 'AB12');
    (again as HTMLFormElement).requestSubmit();
    await waitFor(() => api.callsTo(auth.login).length === 3);
    expect(api.callsTo(auth.login)[2]?.body).to.include({ username: 'demo_player', captcha: 'AB12' });
  });

  it('opens the login form with the field messages when its own fields are left empty', async () => {
    const header = await mount('gd-header');
    await waitFor(() => $(header, '.quick-login'));
    ($(header, '.quick-login') as HTMLFormElement).requestSubmit();
    const form = await waitFor(() => $(header, 'dialog[open] [part="login-form"]'));
    await waitFor(() => form.textContent?.includes('Input cannot be empty'));
    expect(api.callsTo(auth.login)).to.have.length(0);
  });

  it('logo click emits gd-navigate to /', async () => {
    const header = await mount('gd-header');
    const logo = await waitFor(() => $(header, '[part="logo"]'));
    logo.click();
    expect(assigned).to.deep.equal(['/']);
  });
});
