import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-download';
import { system } from '../../src/core/contract';
import { $, $$, expectAccessible, type FakeApi, fakeApi, mount, resetPage, textOf, waitFor } from './support';

const resource = (resourceType: string, url: string, labelNameEn: string) => ({
  resourceType,
  url,
  qrCodeUrl: null,
  labelNameEn,
  labelNameCn: '',
});

const RESOURCES = [
  resource('ANDROID', 'https://play.example.test/download/android', 'Android app'),
  resource('IOS', 'https://play.example.test/download/ios', 'iOS app'),
  resource('MOBILECONFIG', 'https://play.example.test/download/profile', 'Profile'),
  resource('LITE', 'https://play.example.test/', 'Lite app'),
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

  it('shows the iOS, Android and lite apps with QR codes of size 125 and their links, and the iOS steps', async () => {
    const el = await mount('gd-download', { lang: 'en' });
    await waitFor(() => appsShown(el).length === 3);
    // A computer: the spec's order; the profile resource is the side bar's, not an app.
    expect(appsShown(el)).to.deep.equal(['ios', 'android', 'lite']);
    const android = $(el, '[data-app="android"]')!;
    const qr = android.querySelector('svg[role="img"]')!;
    expect(qr.getAttribute('width')).to.equal('125');
    expect(qr.getAttribute('aria-label')).to.equal('QR code of the Android app');
    const link = android.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://play.example.test/download/android');
    expect(link.textContent).to.equal('Download the Android app');
    expect($(el, '[data-app="lite"] a')?.textContent).to.equal('Open the lite app');
    expect($(el, '.dl-app--yours')).to.equal(null);
    const steps = $$(el, '[part="ios-steps"] li').map((step) => step.querySelector('h4')?.textContent);
    expect(steps).to.deep.equal(['Install', 'Trust the profile', 'Open']);
    expect($$(el, '[part="ios-steps"] svg')).to.have.length(3);
    expect(textOf(el)).to.contain('VPN & Device Management');
    await expectAccessible(el, 'with the apps');
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
    api.on(system.domainRoute, () => ({ value: { domainList: [], resources: [RESOURCES[2]!] } }));
    const el = await mount('gd-download', { lang: 'en' });
    await waitFor(() => textOf(el).includes('No apps are offered for download right now.'));
    expect($(el, '[part="ios-steps"]')).to.not.equal(null);

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
});
