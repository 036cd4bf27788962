import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { auth, errors, funds, member } from '../../src/core/contract';
import type { ResponsibleChangeEntry, ResponsibleSettings } from '../../src/core/contract/funds';
import { centrePages } from '../../src/elements/member-centre-pages';
import { pageLoading } from '../../src/features/ui/centre/centre-page';
import { parseMajorToMinor } from '../../src/features/ui/money/money-input';
import { responsibleFixture } from './responsible-fixture';
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
      route(funds.responsibleHistory, () => ({ value: { list: [], page: 1, pageSize: 10, total: 0 } })),
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
    const items = $$(el, '.centre-menu__item');
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

  it('shows each limit’s use in its window and a waiting raise, and saves loss and wager limits', async () => {
    api.on(funds.setLossLimits, (c) => ({
      value: { ...responsibleFixture, lossLimits: c.body as ResponsibleSettings['lossLimits'] },
    }));
    api.on(funds.setWagerLimits, (c) => ({
      value: { ...responsibleFixture, wagerLimits: c.body as ResponsibleSettings['wagerLimits'] },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const loss = '[part="loss-limits-form"]';
    const wager = '[part="wager-limits-form"]';
    await waitFor(() => $(el, loss) && $(el, wager));
    const usage = (form: string) => $$(el, `${form} [part="limit-usage"]`).map((node) => node.textContent);
    expect(usage('[part="deposit-limits-form"]')).to.deep.equal([
      'P 0.00 used in this period',
      'P 1,200.00 used · P 3,800.00 left',
      'P 1,200.00 used in this period',
    ]);
    // A net win shows nothing used and leaves more than the limit before the loss could pass it.
    expect(usage(loss)).to.deep.equal([
      'P 20.00 used · P 30.00 left',
      'P 0.00 used in this period',
      'P 40.00 used in this period',
    ]);
    expect(usage(wager)).to.deep.equal([
      'P 90.00 used in this period',
      'P 90.00 used in this period',
      'P 300.00 used in this period',
    ]);
    const pending = $(el, `${loss} [part="pending-limits"]`)?.textContent ?? '';
    expect(pending).to.contain('Loss limit per 24 hours: P 80.00');
    expect(pending).to.contain('Loss limit per 7 days: No limit');
    expect(pending).to.contain('Loss limit per 30 days: P 200.00');
    expect($(el, `${wager} [part="pending-limits"]`)).to.equal(null);

    const field = (form: string, name: string) =>
      el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
    expect(field(loss, 'day').value).to.equal('50.00');
    type(field(loss, 'week'), '120');
    submit(el, loss);
    await waitFor(() => api.callsTo(funds.setLossLimits).length === 1);
    expect(api.callsTo(funds.setLossLimits)[0]?.body).to.deep.equal({
      day: 5_000,
      week: 12_000,
      month: null,
    });
    type(field(wager, 'month'), '1,000.5');
    submit(el, wager);
    await waitFor(() => api.callsTo(funds.setWagerLimits).length === 1);
    expect(api.callsTo(funds.setWagerLimits)[0]?.body).to.deep.equal({
      day: null,
      week: null,
      month: 100_050,
    });
    await waitFor(() => usage(wager)[2] === 'P 300.00 used · P 700.50 left');
    expect(api.callsTo(funds.setDepositLimits)).to.have.length(0);
  });

  it('lists the member’s own changes, newest first, and reads them again after a change', async () => {
    const none = { day: null, week: null, month: null };
    const entries: ResponsibleChangeEntry[] = [
      {
        id: 2,
        change: 'loss_limits',
        actor: 'member',
        before: { limits: { ...none, day: 5_000 }, pending: null, appliesAt: null },
        after: {
          limits: { ...none, day: 5_000 },
          pending: { ...none, day: 8_000 },
          appliesAt: '2026-11-22T08:00:00Z',
        },
        at: '2026-11-21T08:00:00Z',
      },
      {
        id: 3,
        change: 'register',
        actor: 'system',
        before: { register: { name: 'GAMSTOP', listed: false } },
        after: { register: { name: 'GAMSTOP', listed: true } },
        at: '2026-11-21T09:00:00Z',
      },
      {
        id: 1,
        change: 'exclusion',
        actor: 'operator',
        before: { exclusion: null },
        after: { exclusion: { kind: 'self_exclusion', until: null } },
        at: '2026-11-20T08:00:00Z',
      },
    ];
    api.on(funds.responsibleHistory, () => ({ value: { list: entries, page: 1, pageSize: 10, total: 3 } }));
    api.on(funds.setRealityCheck, () => ({ value: { ...responsibleFixture, realityCheckMinutes: 30 } }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const rows = () => $$(el, '[part="history-list"] li').map((node) => node.textContent ?? '');
    await waitFor(() => rows().length === 3);
    expect(rows()[0]).to.contain('Loss limits');
    expect(rows()[0]).to.contain('by you');
    expect(rows()[0]).to.contain('Before: 24 hours: P 50.00 · 7 days: No limit · 30 days: No limit');
    expect(rows()[0]).to.contain('24 hours: P 80.00');
    expect(rows()[1]).to.contain('National self-exclusion register');
    expect(rows()[1]).to.contain('automatically');
    expect(rows()[1]).to.contain('Before: GAMSTOP: not listed');
    expect(rows()[1]).to.contain('After: GAMSTOP: listed');
    expect(rows()[2]).to.contain('by our support team');
    expect(rows()[2]).to.contain('Before: no break');
    expect(rows()[2]).to.contain('After: Self-exclusion, permanent');
    expect($(el, '[part="responsible-history"] [part="pager"]')).to.equal(null);

    const select = el.shadowRoot?.querySelector<HTMLSelectElement>('#mc-reality') as HTMLSelectElement;
    select.value = '30';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => api.callsTo(funds.responsibleHistory).length === 2);
  });

  it('offers no "Off" and no interval above the one the jurisdiction requires for the reality check', async () => {
    api.on(funds.responsible, () => ({
      value: { ...responsibleFixture, realityCheckMinutes: 30, realityCheckMaxMinutes: 30 },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const select = await waitFor(
      () => el.shadowRoot?.querySelector<HTMLSelectElement>('#mc-reality') ?? null,
    );
    expect(Array.from(select.options).map((option) => option.value)).to.deep.equal(['15', '30']);
    expect(select.value).to.equal('30');
    expect(textOf(el)).to.contain('at least every 30 minutes');
  });

  it('says so when there is no change yet', async () => {
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => textOf(el).includes('No change yet'));
    expect($$(el, '[part="history-list"] li')).to.have.length(0);
  });

  it('names a failed load of the responsible-gaming settings', async () => {
    api.on(funds.responsible, () => ({ code: errors.NOT_FOUND.code, status: 404, value: null }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => $(el, '[part="responsible"] [role="alert"]'));
    expect($(el, '[part="loss-limits-form"]')).to.equal(null);
  });

  it('a self-exclusion keeps the session, restricted: the dialog says what stays possible, then a banner and three pages', async () => {
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const form = '[part="exclusion-form"]';
    await waitFor(() => $(el, form));
    const period = el.shadowRoot?.querySelector<HTMLSelectElement>(`${form} select`) as HTMLSelectElement;
    period.value = 'permanent';
    period.dispatchEvent(new Event('change', { bubbles: true }));
    type(el.shadowRoot?.querySelector(`${form} input[type="password"]`) as HTMLInputElement, 'Demo1234');
    submit(el, form);
    const confirm = await waitFor(
      () => $(el, 'dialog[open][part="dialog"] .dialog__actions .btn--primary') as HTMLButtonElement | null,
    );
    const dialogText = textOf(el);
    expect(dialogText).to.contain('withdraw your whole balance');
    expect(dialogText).to.contain('contact support');

    api.on(funds.exclude, () => ({ value: null }));
    api.on(member.info, () => ({
      value: { ...memberFixture, restriction: { kind: 'self_exclusion' as const, until: null } },
    }));
    confirm.click();
    await waitFor(() => api.callsTo(funds.exclude).length === 1);
    expect(api.callsTo(funds.exclude)[0]?.body).to.deep.equal({ period: 'permanent', password: 'Demo1234' });
    const banner = await waitFor(() => $(el, '[part="restricted-banner"]'));
    expect(banner.textContent).to.contain('self-excluded permanently');
    expect(banner.textContent).to.contain('withdraw your whole balance');
    expect(session.token.value).to.equal('tok-123');
    await waitFor(() => $$(el, '.centre-menu__item').length === 3);
    expect($$(el, '.centre-menu__item').map((item) => item.dataset.page)).to.deep.equal([
      'securityCenter',
      'withdraw',
      'messageV2',
    ]);
    // The account page keeps the passwords and the limits, not the profile, bindings or sessions.
    expect($(el, '[part="responsible"]')).to.not.equal(null);
    expect(textOf(el)).to.not.contain('198.51.100.4');
    await expectAccessible(el, 'restricted');
  });

  it('shows until when a time-out lasts, in the member’s language', async () => {
    api.on(member.info, () => ({
      value: {
        ...memberFixture,
        restriction: { kind: 'time_out' as const, until: '2026-12-01T10:00:00.000Z' },
      },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    const banner = await waitFor(() => $(el, '[part="restricted-banner"]'));
    expect(banner.textContent).to.contain('in a break until');
    expect(banner.textContent).to.match(/2026/);
  });
});
