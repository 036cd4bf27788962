import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/gd-side-bar';
import { service, system } from '../../src/core/contract';
import { $, $$, type FakeApi, fakeApi, mount, resetPage, statusFixture, textOf, waitFor } from './support';

const resources = [
  {
    resourceType: 'ANDROID',
    url: 'https://play.example.test/download/android',
    qrCodeUrl: null,
    labelNameEn: 'Android app',
    labelNameCn: '',
  },
  {
    resourceType: 'IOS',
    url: 'https://play.example.test/download/ios',
    qrCodeUrl: null,
    labelNameEn: 'iOS app',
    labelNameCn: '',
  },
  {
    resourceType: 'MOBILECONFIG',
    url: 'https://play.example.test/download/profile',
    qrCodeUrl: null,
    labelNameEn: 'Profile',
    labelNameCn: '',
  },
];

describe('<gd-side-bar>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    localStorage.removeItem('gd-side-bar-collapsed');
    api = await fakeApi();
    api.on(system.domainRoute, () => ({ value: { domainList: [], resources } }));
    const status = statusFixture();
    status.info.customerService = [
      { csType: 'TELEGRAM', path: 'https://t.me/gamedeck' },
      { csType: 'LIVECHAT', path: 'https://play.example.test/service/chat' },
    ];
    api.on(system.status, () => ({ value: status }));
    api.on(service.customerService, () => ({
      value: {
        version: {
          pathList: [
            { type: 1, csType: 'TELEGRAM' as const, path: 'https://t.me/gamedeck' },
            {
              type: 3,
              csType: 'LIVECHAT' as const,
              path: 'https://play.example.test/service/chat?ticket=t1',
            },
          ],
        },
      },
    }));
  });
  afterEach(async () => {
    api.restore();
    await setViewport({ width: 1366, height: 800 });
  });

  it('lists promotions, Telegram, iOS, mobile-config, Android and the live chat, in that order, with QR codes of size 125', async () => {
    const bar = await mount('gd-side-bar', { lang: 'en' });
    await waitFor(() => textOf(bar).includes('Telegram') && textOf(bar).includes('Android app'));
    const labels = $$(bar, '.bar .bar__label').map((label) => label.textContent);
    expect(labels).to.deep.equal([
      'Promotions',
      'Telegram',
      'iOS app',
      'iOS profile',
      'Android app',
      'Live chat',
    ]);
    const android = $$(bar, '.bar .bar__button').find(
      (button) => button.textContent === 'Android app',
    ) as HTMLButtonElement;
    android.click();
    const qr = await waitFor(() => $(bar, '.bar #qr-android svg'));
    expect(qr.getAttribute('width')).to.equal('125');
    expect(qr.getAttribute('aria-label') ?? qr.getAttribute('role')).to.be.ok;
    expect(android.getAttribute('aria-expanded')).to.equal('true');
  });

  it('collapses and remembers it', async () => {
    const bar = await mount('gd-side-bar', { lang: 'en' });
    const toggle = await waitFor(() => $(bar, '.bar__toggle'));
    toggle.click();
    await waitFor(() => $(bar, '.bar .bar__list') === null);
    expect(localStorage.getItem('gd-side-bar-collapsed')).to.equal('1');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('says on its element whether the bar is collapsed, so the page can keep clear of the open bar', async () => {
    const bar = await mount('gd-side-bar', { lang: 'en' });
    const toggle = await waitFor(() => $(bar, '.bar__toggle'));
    expect(bar.hasAttribute('data-collapsed')).to.equal(false);
    toggle.click();
    await waitFor(() => bar.hasAttribute('data-collapsed'));
    toggle.click();
    await waitFor(() => !bar.hasAttribute('data-collapsed'));
    bar.remove();
    localStorage.setItem('gd-side-bar-collapsed', '1');
    const remembered = await mount('gd-side-bar', { lang: 'en' });
    await waitFor(() => remembered.hasAttribute('data-collapsed'));
  });

  it("stands under the page's menus and popups: a low layer of its own, which the page can set", async () => {
    const bar = await mount('gd-side-bar', { lang: 'en' });
    const aside = await waitFor(() => $(bar, '[part="bar"]'));
    expect(getComputedStyle(aside).zIndex).to.equal('9');
    bar.style.setProperty('--gd-side-bar-z-index', '3');
    expect(getComputedStyle(aside).zIndex).to.equal('3');
  });

  it('on a phone puts its button where the page keeps room for it; the sheet opens above it and gives way', async () => {
    await setViewport({ width: 390, height: 844 });
    const bar = await mount('gd-side-bar', { lang: 'en' });
    bar.style.setProperty('--gd-side-bar-button-end', '8px');
    bar.style.setProperty('--gd-side-bar-button-bottom', '10px');
    const button = await waitFor(() => $(bar, '[part="fab"]') as HTMLButtonElement);
    const box = button.getBoundingClientRect();
    expect(Math.round(390 - box.right)).to.equal(8);
    expect(Math.round(844 - box.bottom)).to.equal(10);
    expect(button.textContent).to.equal('Help');

    button.click();
    const sheet = await waitFor(() => $(bar, '[role="dialog"]'));
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(sheet.getBoundingClientRect().bottom).to.be.at.most(box.top);
    // Escape closes it and gives the focus back to the button.
    (sheet.querySelector('a, button') as HTMLElement).focus();
    sheet.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !$(bar, '[role="dialog"]'));
    expect(bar.shadowRoot?.activeElement).to.equal(button);

    // A press elsewhere on the page (another menu, a link) closes it too; one inside it does not.
    button.click();
    const reopened = await waitFor(() => $(bar, '[role="dialog"]'));
    reopened.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect($(bar, '[role="dialog"]')).to.not.equal(null);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => !$(bar, '[role="dialog"]'));
  });

  it('opens the live chat in a 440 x 500 window with the link of its one-time ticket', async () => {
    const popup = { location: { href: '' }, close: () => {} };
    const realOpen = window.open;
    let features = '';
    window.open = ((_url?: string, _target?: string, given?: string) => {
      features = given ?? '';
      return popup;
    }) as typeof window.open;
    try {
      const bar = await mount('gd-side-bar', { lang: 'en' });
      const chat = await waitFor(() => $(bar, '.bar .bar__button--chat'));
      chat.click();
      await waitFor(() => popup.location.href !== '');
      expect(features).to.equal('width=440,height=500');
      expect(popup.location.href).to.equal('https://play.example.test/service/chat?ticket=t1');
    } finally {
      window.open = realOpen;
    }
  });
});
