import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-download';
import { system } from '../../src/core/contract';
import { $, $$, expectAccessible, type FakeApi, fakeApi, mount, resetPage, textOf, waitFor } from './support';

const SITE = 'https://play.example.test';

const resource = (
  resourceType: string,
  url: string,
  install: NonNullable<system.Resource['install']>,
  more: Partial<system.Resource> = {},
): system.Resource => ({
  resourceType,
  url,
  qrCodeUrl: `${SITE}/download/qr/${resourceType.toLowerCase()}.svg`,
  labelNameEn: resourceType,
  labelNameCn: '',
  install,
  ...more,
});

/** An operator without store apps, as the server lists its downloads. */
const RESOURCES = [
  resource('IOS', `${SITE}/download/ios`, 'profile', { signed: false }),
  resource('MOBILECONFIG', `${SITE}/download/ios`, 'profile', { signed: false }),
  resource('ANDROID', `${SITE}/download/android`, 'webApp'),
  resource('LITE', `${SITE}/`, 'webApp'),
];

/** An operator with both store apps and a signing certificate. */
const WITH_STORES = [
  resource('IOS', 'https://apps.apple.test/app/1', 'store'),
  resource('MOBILECONFIG', `${SITE}/download/ios`, 'profile', { signed: true }),
  resource('ANDROID', 'https://play.store.test/app/1', 'store'),
  resource('LITE', `${SITE}/`, 'webApp'),
];

const appsShown = (el: HTMLElement) => $$(el, '[part~="app"]').map((card) => card.dataset.app);

describe('<gd-download>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
    api.on(system.domainRoute, () => ({ value: { domainList: [], resources: RESOURCES } }));
  });
  afterEach(() => api.restore());

  it('shows the iOS profile, Android and lite apps with QR codes of size 125, what installs each, and the iOS steps', async () => {
    const el = await mount('gd-download', { lang: 'en' });
    await waitFor(() => appsShown(el).length === 3);
    // A computer: the spec's order; the profile is the iOS app when there is no store app.
    expect(appsShown(el)).to.deep.equal(['ios', 'android', 'lite']);
    const ios = $(el, '[data-app="ios"]')!;
    const qr = ios.querySelector('svg[role="img"]')!;
    expect(qr.getAttribute('width')).to.equal('125');
    expect(qr.getAttribute('aria-label')).to.equal('QR code of the iOS app');
    const profile = ios.querySelector('a')!;
    expect(profile.getAttribute('href')).to.equal(`${SITE}/download/ios`);
    expect(profile.hasAttribute('download')).to.equal(true);
    expect(profile.textContent).to.equal('Install the profile');
    expect(ios.textContent).to.contain('This profile is not signed, so iOS shows it as Not Verified.');
    // The web app installs from the browser (this one offers no install): where to find it.
    const android = $(el, '[data-app="android"]')!;
    expect(android.querySelector('a')).to.equal(null);
    expect(android.textContent).to.contain(
      "In your browser's menu, choose Install app or Add to Home Screen.",
    );
    expect($(el, '[data-app="lite"] a')?.textContent).to.equal('Open the lite app');
    expect($(el, '[data-app="lite"] a')?.getAttribute('href')).to.equal(`${SITE}/`);
    expect($(el, '.dl-app--yours')).to.equal(null);
    const steps = $$(el, '[part="ios-steps"] li').map((step) => step.querySelector('h4')?.textContent);
    expect(steps).to.deep.equal(['Download the profile', 'Install it', 'Open']);
    expect($$(el, '[part="ios-steps"] svg')).to.have.length(3);
    expect(textOf(el)).to.contain('Profile Downloaded');
    await expectAccessible(el, 'with the apps');
  });

  it('links store apps as configured and gives the signed profile a card of its own', async () => {
    api.on(system.domainRoute, () => ({ value: { domainList: [], resources: WITH_STORES } }));
    const el = await mount('gd-download', { lang: 'en', platform: 'ios' });
    await waitFor(() => appsShown(el).length === 4);
    expect(appsShown(el)).to.deep.equal(['ios', 'profile', 'android', 'lite']);
    const android = $(el, '[data-app="android"] a')!;
    expect(android.getAttribute('href')).to.equal('https://play.store.test/app/1');
    expect(android.getAttribute('target')).to.equal('_blank');
    expect(android.textContent).to.equal('Download the Android app');
    expect($(el, '[data-app="ios"] a')?.getAttribute('href')).to.equal('https://apps.apple.test/app/1');
    expect($(el, '[data-app="profile"]')?.textContent).to.contain(
      'The profile is signed: iOS shows it as Verified.',
    );
    expect($$(el, '.dl-app--yours').map((card) => card.dataset.app)).to.deep.equal(['ios', 'profile']);
    await expectAccessible(el, 'with store apps');
  });

  it("puts the visitor's own phone platform first and marks it", async () => {
    const el = await mount('gd-download', { lang: 'en', platform: 'android' });
    await waitFor(() => appsShown(el).length === 3);
    expect(appsShown(el)).to.deep.equal(['android', 'ios', 'lite']);
    expect($(el, '.dl-app--yours')?.dataset.app).to.equal('android');
    expect($(el, '.dl-app--yours')?.textContent).to.contain('For your phone');
    const ios = await mount('gd-download', { lang: 'en', platform: 'ios' });
    await waitFor(() => appsShown(ios).length === 3);
    expect(appsShown(ios)).to.deep.equal(['ios', 'android', 'lite']);
  });

  it('says when no app is offered, and offers a retry when the list cannot load', async () => {
    api.on(system.domainRoute, () => ({
      value: { domainList: [], resources: [resource('WINDOWS', SITE, 'store')] },
    }));
    const el = await mount('gd-download', { lang: 'en' });
    await waitFor(() => textOf(el).includes('No apps are offered for download right now.'));
    // No profile offered: no steps to install one.
    expect($(el, '[part="ios-steps"]')).to.equal(null);

    let failures = 1;
    api.on(system.domainRoute, () =>
      failures-- > 0
        ? { code: 1999, status: 500, value: null }
        : { value: { domainList: [], resources: RESOURCES } },
    );
    const failed = await mount('gd-download', { lang: 'en' });
    const retry = await waitFor(() => $(failed, '[part~="error"] button') as HTMLButtonElement | null);
    await expectAccessible(failed, 'after a failed load');
    retry.click();
    await waitFor(() => appsShown(failed).length === 3);
  });

  // Last: once installed, the page stays so.
  it("installs the web app with the browser's own offer, and then says it is installed", async () => {
    const el = await mount('gd-download', { lang: 'en', platform: 'android' });
    await waitFor(() => appsShown(el).length === 3);
    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {
        prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    const install = await waitFor(
      () =>
        $$(el, '[data-app="android"] button').find((button) => button.textContent === 'Install the app') as
          | HTMLButtonElement
          | undefined,
    );
    expect($$(el, 'button').filter((button) => button.textContent === 'Install the app')).to.have.length(2);
    install.click();
    await waitFor(() =>
      $(el, '[data-app="android"]')?.textContent?.includes('The app is installed on this device.'),
    );
    expect(prompted).to.equal(1);
    expect($(el, '[data-app="lite"]')?.textContent).to.contain('The app is installed on this device.');
    await expectAccessible(el, 'installed');
  });
});
