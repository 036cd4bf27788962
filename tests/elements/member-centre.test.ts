import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { centrePages, pageLoading } from '../../src/features/member-centre/centre-pages';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  resetPage,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

async function signIn(memberType = 0): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
  expect(session.memberType.value).to.equal(memberType);
}

describe('<gd-member-centre>', () => {
  let api: FakeApi;
  const securityLoader = centrePages[0]?.load;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi({
      'GET /wps/member/info/icon': () => ({
        value: {
          avatar: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
          avatarType: 'STATIC',
        },
      }),
      'GET /wps/member/funds/profile': () => ({ value: { paymentPasswordSet: false, bankAccount: null } }),
    });
    pageLoading.timeoutMs = 120_000;
    if (centrePages[0] && securityLoader) centrePages[0].load = securityLoader;
  });
  afterEach(() => api.restore());

  it('lists only the built pages, highlights the default one and shows the profile', async () => {
    api.on('GET /wps/member/info', () => ({
      value: {
        ...memberFixture,
        nickname: 'Lucky Ann',
        lastLoginTime: '2026-11-20T08:05:00.000Z',
        lastLoginIp: '198.51.100.4',
        memberLabel: [
          { labelName: 'VIP', color: '#FF8800' },
          { labelName: 'Plain', color: '' },
        ],
      },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $(el, 'dialog[open]'));
    const items = $$(el, '.mc-menu__item');
    expect(items.map((item) => item.dataset.page)).to.deep.equal(centrePages.map((page) => page.key));
    expect($(el, '[aria-current="page"]')?.dataset.page).to.equal('securityCenter');
    await waitFor(() => textOf(el).includes('Lucky Ann'));
    expect(textOf(el)).to.contain('Bronze');
    expect(textOf(el)).to.contain('Level 1');
    expect(textOf(el)).to.contain('198.51.100.4');
    const labels = $$(el, '.mc-label');
    expect(labels.map((label) => label.style.color)).to.deep.equal([
      'rgb(255, 136, 0)',
      'rgb(171, 171, 171)',
    ]);
    await waitFor(() => $(el, '[part="avatar"]'));
  });

  it('closes with the close button and reflects open="false"', async () => {
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $(el, 'dialog[open]'));
    ($(el, '[part="modal-close"]') as HTMLButtonElement).click();
    await waitFor(() => el.getAttribute('open') === 'false' && !$(el, 'dialog[open]'));
  });

  it('a page that does not load in time says to check the network, and retry loads it', async () => {
    await signIn();
    pageLoading.timeoutMs = 60;
    const entry = centrePages[0];
    if (!entry || !securityLoader) throw new Error('no security page');
    entry.load = () => new Promise(() => {});
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $(el, '[part="page-loading"]'));
    await waitFor(() =>
      textOf(el).includes('The page took longer to load, please check your network connectivity'),
    );
    entry.load = securityLoader;
    ($(el, '[part="page-error"] button') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="security-center"]'));
  });

  it('a free-play account gets the real-account warning instead of the centre', async () => {
    api.on('GET /wps/member/info', () => ({ value: { ...memberFixture, type: 4 } }));
    await signIn(4);
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => session.notice.value?.key === 'in_need_true_account');
    expect(session.notice.value?.confirmKey).to.equal('in_increase_submit');
    await waitFor(() => el.getAttribute('open') === 'false');
    expect($(el, '.mc')).to.equal(null);
  });

  it('without a session asks for the login popup', async () => {
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => session.loginPopup.value.open);
    await waitFor(() => el.getAttribute('open') === 'false');
  });

  it('sets the payment password, then asks for the old one to change it', async () => {
    api.on('POST /wps/member/paymentPassword', () => ({ value: null }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="payment-password-form"]';
    await waitFor(() => $(el, form));
    expect(el.shadowRoot?.querySelector(`${form} input[name="oldPassword"]`)).to.equal(null);
    const field = (name: string) =>
      el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
    type(field('newPassword'), '246810');
    type(field('confirmNewPassword'), '246811');
    submit(el, form);
    await waitFor(() => textOf(el).includes('Incorrect confirmation input'));
    type(field('confirmNewPassword'), '246810');
    submit(el, form);
    await waitFor(() => textOf(el).includes('Payment password saved'));
    const [call] = api.callsTo('POST /wps/member/paymentPassword');
    expect(call?.headers.get('content-type')).to.contain('application/jose');
    expect(call?.body).to.deep.equal({ newPassword: '246810', confirmNewPassword: '246810' });
    await waitFor(() => field('oldPassword'));
    expect(textOf(el)).to.contain('Change payment password');
  });

  it('changes the login password with the shared form', async () => {
    api.on('POST /wps/member/password', () => ({ value: null }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="change-password-form"]';
    await waitFor(() => $(el, form) && session.systemStatus.value);
    const field = (name: string) =>
      el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
    type(field('oldPassword'), 'OldPass1');
    type(field('newPassword'), 'NewPass1');
    type(field('confirmNewPassword'), 'NewPass1');
    submit(el, form);
    await waitFor(
      () => textOf(el).includes('Password changed') || api.callsTo('POST /wps/member/password').length,
    );
    const [call] = api.callsTo('POST /wps/member/password');
    expect(call?.body).to.include({ oldPassword: 'OldPass1', newPassword: 'NewPass1' });
  });
});
