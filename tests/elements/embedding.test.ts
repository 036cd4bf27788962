import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-login';
import '../../src/elements/gd-register';
import '../../src/elements/gd-forgot-password';
import '../../src/elements/gd-change-password';
import '../../src/elements/gd-member-centre';
import { sendKeys } from '@web/test-runner-commands';
import { brandConfig, configure, rememberChoice, session, setLanguage } from '../../src/core';
import { $, type FakeApi, fakeApi, mount, nextFrame, resetPage, textOf, waitFor } from './support';

/** What a partner page relies on: boolean attributes, modal state both ways, the page's language. */

type OpenElement = HTMLElement & { open: unknown };

const openDialog = (el: HTMLElement) => $(el, 'dialog[open]') as HTMLDialogElement | null;
const rootLang = (el: HTMLElement) => $(el, '.gd-root')?.getAttribute('lang');

describe('boolean attributes and properties', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  it('an `open` attribute without a value opens the modal; removing it closes it', async () => {
    const el = (await mount('gd-login', { mode: 'modal', open: '' })) as OpenElement;
    await waitFor(() => openDialog(el));
    expect(el.open).to.equal(true);
    el.removeAttribute('open');
    await waitFor(() => !openDialog(el));
    expect(el.open).to.equal(false);
  });

  it('open="false" keeps it closed, open="true" still opens it', async () => {
    const el = (await mount('gd-login', { mode: 'modal', open: 'false' })) as OpenElement;
    await nextFrame();
    expect(openDialog(el)).to.equal(null);
    expect(el.open).to.equal(false);
    el.setAttribute('open', 'true');
    await waitFor(() => openDialog(el));
    expect(el.open).to.equal(true);
  });

  it('the property is a boolean that reflects to the attribute; the string "false" is false', async () => {
    const el = (await mount('gd-login', { mode: 'modal' })) as OpenElement;
    el.open = 'false';
    await nextFrame();
    expect(el.open).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(openDialog(el)).to.equal(null);

    el.open = true;
    await waitFor(() => openDialog(el));
    expect(el.open).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);

    el.open = false;
    await waitFor(() => !openDialog(el));
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('a property set before the element is defined is a boolean too', async () => {
    const el = document.createElement('gd-login') as OpenElement;
    el.setAttribute('mode', 'modal');
    el.open = 'false';
    document.body.append(el);
    await waitFor(() => $(el, '.gd-root'));
    expect(el.open).to.equal(false);
    expect(openDialog(el)).to.equal(null);
  });
});

describe('gd-close', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  for (const tag of ['gd-login', 'gd-register', 'gd-forgot-password', 'gd-change-password']) {
    it(`<${tag} mode="modal"> closed by its close button emits gd-close and reads closed`, async () => {
      const el = (await mount(tag, { mode: 'modal', open: '' })) as OpenElement;
      const closes: Event[] = [];
      document.addEventListener('gd-close', (event) => closes.push(event), { once: true });
      await waitFor(() => openDialog(el));
      ($(el, '[part="modal-close"]') as HTMLButtonElement).click();
      await waitFor(() => closes.length === 1 && !openDialog(el));
      expect(closes[0]?.target).to.equal(el);
      expect(closes[0]?.bubbles && closes[0]?.composed).to.equal(true);
      expect(el.open).to.equal(false);
      expect(el.getAttribute('open')).to.equal('false');

      // The host can open it again.
      el.open = true;
      await waitFor(() => openDialog(el));
    });
  }

  it('Escape closes the login modal with gd-close', async () => {
    const el = (await mount('gd-login', { mode: 'modal', open: 'true' })) as OpenElement;
    const closed = new Promise<Event>((resolve) => el.addEventListener('gd-close', resolve, { once: true }));
    await waitFor(() => openDialog(el));
    await sendKeys({ press: 'Escape' });
    await closed;
    await waitFor(() => !openDialog(el));
    expect(el.open).to.equal(false);
  });

  it('a centre that may not open for a visitor closes itself with gd-close', async () => {
    const closed = new Promise<Event>((resolve) =>
      document.addEventListener('gd-close', resolve, { once: true }),
    );
    const el = (await mount('gd-member-centre', { open: '' })) as OpenElement;
    await waitFor(() => session.loginPopup.value.open);
    expect(((await closed) as Event).target).to.equal(el);
    expect(el.open).to.equal(false);
  });

  it('the host closing it emits no gd-close', async () => {
    const el = (await mount('gd-login', { mode: 'modal', open: '' })) as OpenElement;
    let closes = 0;
    el.addEventListener('gd-close', () => closes++);
    await waitFor(() => openDialog(el));
    el.open = false;
    await waitFor(() => !openDialog(el));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closes).to.equal(0);
  });
});

describe('the language an element speaks', () => {
  let api: FakeApi;
  const brand = brandConfig.value;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
    configure({ supportedLanguages: ['es', 'en', 'pt'] });
    // No choice made: neither on this page nor stored.
    rememberChoice(null);
    localStorage.removeItem('lang');
  });
  afterEach(async () => {
    api.restore();
    document.documentElement.removeAttribute('lang');
    configure({ supportedLanguages: brand.supportedLanguages, defaultLanguage: brand.defaultLanguage });
    await setLanguage('en');
  });

  async function mountIn(
    wrapper: HTMLElement,
    attributes: Record<string, string> = {},
  ): Promise<HTMLElement> {
    document.body.append(wrapper);
    const el = document.createElement('gd-login');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    wrapper.append(el);
    await waitFor(() => $(el, '.gd-root'));
    return el;
  }

  it('follows the page: <html lang> and its changes', async () => {
    document.documentElement.lang = 'en-GB';
    const el = await mountIn(document.createElement('div'));
    await waitFor(() => rootLang(el) === 'en' && textOf(el).includes('Log in'));
    document.documentElement.lang = 'pt';
    await waitFor(() => rootLang(el) === 'pt' && textOf(el).includes('Entrar'));
  });

  it('the nearest lang ancestor wins over <html lang>; a language the brand lacks falls to its default', async () => {
    document.documentElement.lang = 'en';
    const wrapper = document.createElement('section');
    wrapper.lang = 'pt';
    const el = await mountIn(wrapper);
    await waitFor(() => rootLang(el) === 'pt');
    wrapper.lang = 'de';
    await waitFor(() => rootLang(el) === 'es' && textOf(el).includes('Iniciar sesión'));
  });

  it("the element's own lang wins over everything", async () => {
    document.documentElement.lang = 'en';
    await setLanguage('es');
    const wrapper = document.createElement('div');
    wrapper.lang = 'en';
    const el = await mountIn(wrapper, { lang: 'pt' });
    await waitFor(() => rootLang(el) === 'pt' && textOf(el).includes('Entrar'));
  });

  it("the visitor's choice wins over the page's lang", async () => {
    document.documentElement.lang = 'en';
    const el = await mountIn(document.createElement('div'));
    await waitFor(() => rootLang(el) === 'en');
    await setLanguage('pt');
    await waitFor(() => rootLang(el) === 'pt');
    document.documentElement.lang = 'es';
    await nextFrame();
    expect(rootLang(el)).to.equal('pt');
  });

  it("a stored choice from an earlier visit wins over the page's lang", async () => {
    localStorage.setItem('lang', 'pt');
    document.documentElement.lang = 'en';
    const el = await mountIn(document.createElement('div'));
    await waitFor(() => rootLang(el) === 'pt');
  });
});
