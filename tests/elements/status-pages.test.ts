import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-maintenance';
import '../../src/elements/gd-region';
import { leaveAnswer, takeAnswer } from '../../src/core/api/page-prefetch';
import { errors, service, system } from '../../src/core/contract';
import {
  $,
  expectAccessible,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  statusFixture,
  textOf,
  waitFor,
} from './support';

describe('<gd-maintenance> and <gd-region>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi();
  });
  afterEach(() => api.restore());

  it('maintenance: the spec text, the end time and Contact Us', async () => {
    api.on(system.status, () => ({
      value: statusFixture({ status: 1, maintenance: true, maintenanceEnd: '2025-11-21T08:30:00Z' }),
    }));
    const el = await mount('gd-maintenance');
    await waitFor(() => textOf(el).includes('We are currently performing a system maintenance.'));
    await waitFor(() => $(el, '[part="end-time"]')?.textContent?.includes('2025'));
    expect($(el, '[part="contact-us"]')?.textContent).to.contain('Contact Us');
    await expectAccessible(el);
    expect(api.callsTo(system.status)[0]?.query.get('url')).to.equal(location.host);
  });

  it('takes the status the page already asked for instead of asking again, and asks when that failed', async () => {
    const statusPath = `/wps/system/status?url=${encodeURIComponent(location.host)}`;
    leaveAnswer(
      statusPath,
      'en',
      null,
      Promise.resolve({
        status: 200,
        body: {
          code: 0,
          message: 'ok',
          value: statusFixture({ status: 1, maintenance: true, maintenanceEnd: '2031-01-02T03:04:00Z' }),
        },
      }),
    );
    const el = await mount('gd-maintenance');
    await waitFor(() => $(el, '[part="end-time"]')?.textContent?.includes('2031'));
    expect(api.callsTo(system.status)).to.have.length(0);
    expect(takeAnswer(statusPath, 'en', null)).to.equal(null);

    await resetPage();
    leaveAnswer(statusPath, 'en', null, Promise.reject(new TypeError('Failed to fetch')));
    api.on(system.status, () => ({
      value: statusFixture({ status: 1, maintenance: true, maintenanceEnd: '2032-01-02T03:04:00Z' }),
    }));
    const again = await mount('gd-maintenance');
    await waitFor(() => $(again, '[part="end-time"]')?.textContent?.includes('2032'));
    expect(api.callsTo(system.status)).to.have.length(1);
  });

  it('region: the spec text, IP and country', async () => {
    api.on(system.status, () => ({
      value: statusFixture({ status: 2, regionRestriction: true }),
    }));
    const el = await mount('gd-region');
    await waitFor(() => $(el, '[part="ip"]'));
    expect(textOf(el)).to.contain(
      'Due to restriction of your location or IP address, you are not allowed to access the site.',
    );
    expect($(el, '[part="ip"]')?.textContent).to.equal('203.0.113.7');
    await expectAccessible(el);
    expect($(el, '[part="country"]')?.textContent).to.equal('PH');
  });

  it('Contact Us opens the live chat in a 440 x 500 window', async () => {
    const opened: { url: string | undefined; features: string | undefined }[] = [];
    const popup = { location: { href: '' }, close: () => {} };
    const realOpen = window.open;
    window.open = ((url?: string, _target?: string, features?: string) => {
      opened.push({ url, features });
      return popup;
    }) as typeof window.open;
    try {
      api.on(service.customerService, () => ({
        value: {
          version: {
            pathList: [
              {
                type: 3,
                csType: 'LIVECHAT' as const,
                path: 'https://play.example.test/service/chat?ticket=one-time',
              },
            ],
          },
        },
      }));
      const el = await mount('gd-region');
      const button = await waitFor(() => $(el, '[part="contact-us"]'));
      await waitFor(() => textOf(el).includes('203.0.113.7'));
      button.click();
      expect(opened[0]?.features).to.contain('width=440,height=500');
      // The window goes to the live chat's link, which carries a one-time ticket.
      await waitFor(() => popup.location.href !== '');
      expect(popup.location.href).to.equal('https://play.example.test/service/chat?ticket=one-time');
    } finally {
      window.open = realOpen;
    }
  });

  it('Contact Us closes the window again when the live chat cannot open', async () => {
    let closed = false;
    const popup = {
      location: { href: '' },
      close: () => {
        closed = true;
      },
    };
    const realOpen = window.open;
    window.open = (() => popup) as unknown as typeof window.open;
    try {
      api.on(service.customerService, () => ({ status: 503, code: errors.UNKNOWN.code, value: null }));
      const el = await mount('gd-maintenance');
      const button = await waitFor(() => $(el, '[part="contact-us"]'));
      button.click();
      await waitFor(() => closed);
      expect(popup.location.href).to.equal('');
    } finally {
      window.open = realOpen;
    }
  });
});
