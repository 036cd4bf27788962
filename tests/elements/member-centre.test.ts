import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { auth, funds, member } from '../../src/core/contract';
import type { ResponsibleSettings } from '../../src/core/contract/funds';
import { centrePages } from '../../src/elements/member-centre-pages';
import { pageLoading } from '../../src/features/ui/centre/centre-page';
import { parseMajorToMinor } from '../../src/features/ui/money/money-input';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  resetPage,
  route,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const avatarOf = (key: string) => ({
  avatar: `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' data-k='${key}'/%3E`,
  avatarType: 'STATIC' as const,
});

function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    account: 'demo_player',
    nickname: null,
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    memberLabel: [],
    memberColor: '#ABABAB',
    avatar: avatarOf('a1'),
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    totpEnabled: false,
    previousLoginTime: null,
    previousLoginIp: null,
    ...overrides,
  };
}

const responsibleFixture = {
  limits: { day: null, week: 500_000, month: null },
  pendingLimits: null,
  pendingAt: null,
  realityCheckMinutes: null,
  exclusion: null,
};

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
    api = await fakeApi([
      route(member.profile, () => ({ value: profileFixture() })),
      route(funds.responsible, () => ({ value: responsibleFixture })),
      route(member.playerAvatar, () => ({
        value: {
          ...avatarOf('a1'),
          choices: [
            { key: 'a1', url: avatarOf('a1').avatar },
            { key: 'a2', url: avatarOf('a2').avatar },
          ],
        },
      })),
      route(member.sessions, () => ({
        value: {
          list: [
            { id: 's1', createdAt: '2026-11-21T08:00:00Z', expiresAt: '2026-11-22T08:00:00Z', current: true },
            {
              id: 's2',
              createdAt: '2026-11-20T08:00:00Z',
              expiresAt: '2026-11-21T20:00:00Z',
              current: false,
            },
          ],
        },
      })),
      route(funds.profile, () => ({ value: { paymentPasswordSet: false, bankAccount: null } })),
    ]);
    pageLoading.timeoutMs = 120_000;
    if (centrePages[0] && securityLoader) centrePages[0].load = securityLoader;
  });
  afterEach(() => api.restore());

  it('lists only the built pages, highlights the default one and shows the profile', async () => {
    api.on(member.profile, () => ({
      value: profileFixture({
        nickname: 'Lucky Ann',
        previousLoginTime: '2026-11-20T08:05:00.000Z',
        previousLoginIp: '198.51.100.4',
        memberLabel: [
          { labelName: 'VIP', color: '#FF8800' },
          { labelName: 'Plain', color: '' },
        ],
      }),
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $(el, 'dialog[open]'));
    const items = $$(el, '.mc-menu__item');
    // Pages with an `available` hook (referral) stay out of the menu until the server offers them.
    const listed = centrePages.filter((page) => !page.available).map((page) => page.key);
    expect(items.map((item) => item.dataset.page)).to.deep.equal(listed);
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
    await waitFor(() => $(el, '[data-avatar]'));
    await expectAccessible(el, 'on its account page');
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
    pageLoading.timeoutMs = 120_000;
    ($(el, '[part="page-error"] button') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="security-center"]'));
  });

  it('a free-play account gets the real-account warning instead of the centre', async () => {
    api.on(member.info, () => ({ value: { ...memberFixture, type: 4 } }));
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
    api.on(funds.setPaymentPassword, () => ({ value: null }));
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
    const [call] = api.callsTo(funds.setPaymentPassword);
    expect(call?.headers.get('content-type')).to.contain('application/jose');
    expect(call?.body).to.deep.equal({ newPassword: '246810', confirmNewPassword: '246810' });
    await waitFor(() => field('oldPassword'));
    expect(textOf(el)).to.contain('Change payment password');
  });

  it('changes the login password with the shared form', async () => {
    api.on(auth.changePassword, () => ({ value: null }));
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
    await waitFor(() => textOf(el).includes('Password changed') || api.callsTo(auth.changePassword).length);
    const [call] = api.callsTo(auth.changePassword);
    expect(call?.body).to.include({ oldPassword: 'OldPass1', newPassword: 'NewPass1' });
  });

  it('changes the nickname and picks a STATIC avatar', async () => {
    api.on(member.updateNickname, (c) => ({ value: { nickname: c.body?.nickname as string } }));
    api.on(member.setStaticAvatar, (c) => ({ value: avatarOf(String(c.body?.key)) }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="nickname-form"]';
    await waitFor(() => $(el, form));
    const nickname = el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="nickname"]`);
    if (!nickname) throw new Error('no nickname field');
    type(nickname, 'Ace');
    submit(el, form);
    await waitFor(() => $(el, '.mc-profile__name')?.textContent === 'Ace');
    ($(el, '[data-avatar="a2"]') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[data-avatar="a2"]')?.getAttribute('aria-pressed') === 'true');
    expect(($(el, '[part="avatar"]') as HTMLImageElement).src).to.contain('a2');
    expect(api.callsTo(member.setStaticAvatar)[0]?.body).to.deep.equal({ key: 'a2' });
  });

  it('links an e-mail with the code sent to it', async () => {
    api.on(member.bindEmailCode, () => ({ value: { expiredMinutes: 10 } }));
    api.on(member.bindEmail, (c) => ({ value: { email: c.body?.email as string } }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="bind-email-form"]';
    await waitFor(() => $(el, form));
    const field = (name: string) =>
      el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
    type(field('email'), 'ann@example.com');
    (el.shadowRoot?.querySelector(`${form} [part="send-code"]`) as HTMLButtonElement | null)?.click();
    await waitFor(() => api.callsTo(member.bindEmailCode).length === 1);
    type(field('verificationCode'), '123456');
    submit(el, form);
    await waitFor(() => $(el, '[part="bound-email"]')?.textContent?.includes('ann@example.com'));
    expect(api.callsTo(member.bindEmail)[0]?.body).to.deep.equal({
      email: 'ann@example.com',
      verificationCode: '123456',
    });
  });

  it('sets up the authenticator: shows the secret and otpauth URL, confirms a code', async () => {
    const url = 'otpauth://totp/Gamedeck:demo_player?secret=JBSWY3DPEHPK3PXP&issuer=Gamedeck';
    api.on(member.totpSetup, () => ({ value: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: url } }));
    api.on(member.totpConfirm, () => ({ value: { totpEnabled: true } }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    (await waitFor(() => $(el, '[part="totp-start"]'))).click();
    await waitFor(() => $(el, '[part="totp-url"]')?.textContent === url);
    expect($(el, '[part="totp-secret"]')?.textContent).to.equal('JBSWY3DPEHPK3PXP');
    const code = el.shadowRoot?.querySelector<HTMLInputElement>('[part="totp-form"] input[name="code"]');
    if (!code) throw new Error('no code field');
    type(code, '654321');
    submit(el, '[part="totp-form"]');
    await waitFor(() => $(el, '[part="totp-state"]')?.textContent?.startsWith('On'));
    expect(api.callsTo(member.totpConfirm)[0]?.body).to.deep.equal({ code: '654321' });
  });

  it('lists the sessions and logs out the other ones', async () => {
    api.on(member.logoutOtherSessions, () => ({ value: { ended: 1 } }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $$(el, '[part="session-list"] li').length === 2);
    expect(textOf(el)).to.contain('This device');
    ($(el, '[part="logout-others"]') as HTMLButtonElement).click();
    await waitFor(() => textOf(el).includes('Other sessions logged out: 1'));
    expect(api.callsTo(member.logoutOtherSessions)).to.have.length(1);
  });

  it('reads money typed in major units as exact minor units', () => {
    expect(parseMajorToMinor('1,250.5', 2)).to.equal(125_050);
    expect(parseMajorToMinor('0.29', 2)).to.equal(29);
    expect(parseMajorToMinor('10', 0)).to.equal(10);
    expect(parseMajorToMinor('1.234', 2)).to.equal(null);
    expect(parseMajorToMinor('-5', 2)).to.equal(null);
    expect(parseMajorToMinor('abc', 2)).to.equal(null);
  });

  it('saves deposit limits typed in major units as integer minor units', async () => {
    api.on(funds.setDepositLimits, (c) => ({
      value: { ...responsibleFixture, limits: c.body as ResponsibleSettings['limits'] },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="deposit-limits-form"]';
    await waitFor(() => $(el, form));
    const field = (name: string) =>
      el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
    expect(field('week').value).to.equal('5000.00');
    type(field('day'), '100.29');
    submit(el, form);
    await waitFor(() => api.callsTo(funds.setDepositLimits).length === 1);
    expect(api.callsTo(funds.setDepositLimits)[0]?.body).to.deep.equal({
      day: 10_029,
      week: 500_000,
      month: null,
    });
  });
});
