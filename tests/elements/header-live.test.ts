import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-header';
import { session } from '../../src/core';
import { auth, errors, funds, messages, wallet } from '../../src/core/contract';
import { navigationFallback } from '../../src/elements/define';
import { announceBalanceChange } from '../../src/features/ui/money/balance-change';
import {
  $,
  buttonWithText,
  type FakeApi,
  fakeApi,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  type,
  waitFor,
} from './support';

interface SummaryFixture {
  secondsSinceLogin: number;
  wagered: number;
  net: number;
  realityCheckMinutes: number | null;
  panicButton?: boolean;
  limitAlert?: funds.SessionSummaryAlert | null;
}

async function signIn(header: HTMLElement): Promise<void> {
  const username = await waitFor(() => $(header, '.quick-login input[name="username"]') as HTMLInputElement);
  type(username, 'demo_player');
  type($(header, '.quick-login input[name="password"]') as HTMLInputElement, 'Demo1234');
  ($(header, '.quick-login') as HTMLFormElement).requestSubmit();
  await waitFor(() => $(header, '[part="balance"]'));
}

describe('<gd-header> live figures', () => {
  let api: FakeApi;
  let balance: number;
  let unread: number;
  let summary: SummaryFixture;

  beforeEach(async () => {
    await resetPage();
    balance = 1_000_000;
    unread = 0;
    summary = { secondsSinceLogin: 125, wagered: 0, net: 0, realityCheckMinutes: null };
    api = await fakeApi([
      route(wallet.balance, () => ({ value: { sumBalance: balance } })),
      route(messages.unreadCount, () => ({ value: { count: unread } })),
      route(funds.sessionSummary, () => ({
        value: {
          loginAt: new Date(Date.now() - summary.secondsSinceLogin * 1000).toISOString(),
          endsAt: null,
          panicButton: false,
          limitAlert: null,
          ...summary,
        },
      })),
    ]);
    navigationFallback.assign = () => {};
  });
  afterEach(() => api.restore());

  it('shows a money movement at once and reads the balance again when the window regains focus', async () => {
    const header = await mount('gd-header');
    await signIn(header);
    await waitFor(() => textOf(header).includes('P 10,000.00'));

    // A transfer made on the page: the page announces it, the header follows.
    balance = 950_000;
    const changes: number[] = [];
    document.addEventListener('gd-balance-change', (event) => changes.push(event.detail.balanceMinor), {
      once: true,
    });
    await announceBalanceChange(header);
    await waitFor(() => textOf(header).includes('P 9,500.00'));
    expect(changes).to.deep.equal([950_000]);

    // Back from the payment gateway's window: the deposit callback credited the wallet meanwhile.
    balance = 1_200_000;
    window.dispatchEvent(new FocusEvent('focus'));
    await waitFor(() => textOf(header).includes('P 12,000.00'));
  });

  it('shows the unread message count on the account button and the member centre entry, and clears it', async () => {
    customElements.get('gd-member-centre') ??
      customElements.define('gd-member-centre', class extends HTMLElement {});
    unread = 3;
    const header = await mount('gd-header');
    await signIn(header);
    const badge = await waitFor(() => $(header, '[part="unread-badge"]'));
    expect(badge.textContent).to.equal('3');
    expect($(header, '[part="account-button"] .visually-hidden')?.textContent).to.equal(
      ', Unread messages: 3',
    );

    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    const entry = await waitFor(() => $(header, '.menu__item .badge'));
    expect(entry.textContent).to.equal('3');

    // The messages page marked them read.
    unread = 0;
    document.dispatchEvent(new CustomEvent('gd-messages-read', { bubbles: true, composed: true }));
    await waitFor(() => $(header, '[part="unread-badge"]') === null);

    // A new message arrives; closing the member centre reads the count again.
    unread = 120;
    const centre =
      document.querySelector('gd-member-centre') ??
      document.body.appendChild(document.createElement('gd-member-centre'));
    centre.setAttribute('open', 'true');
    centre.setAttribute('open', 'false');
    await waitFor(() => $(header, '[part="unread-badge"]')?.textContent === '99+');
  });

  it('shows the session clock and the net position since login, and stops when signed out', async () => {
    summary = { secondsSinceLogin: 125, wagered: 50_000, net: 12_000, realityCheckMinutes: null };
    const header = await mount('gd-header');
    await signIn(header);
    const clock = await waitFor(() => $(header, '[part="session-clock"]'));
    expect(clock.textContent).to.match(/^0:02:0[5-7]$/);
    await waitFor(() => clock.textContent !== '0:02:05' && clock.textContent !== '0:02:06');
    expect($(header, '[part="session-net"]')?.textContent).to.contain('+P 120.00');
    expect($(header, '[part="session-net"]')?.classList.contains('is-up')).to.equal(true);

    session.clearLocalSession();
    await waitFor(() => $(header, '[part="session-info"]') === null);
  });

  it('de: one press of the panic button in the header locks the account and shows the break at once', async () => {
    summary = { secondsSinceLogin: 60, wagered: 0, net: 0, realityCheckMinutes: null, panicButton: true };
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();
    api.on(funds.panicButton, () => ({ value: { kind: 'time_out' as const, until } }));
    const header = await mount('gd-header');
    await signIn(header);
    const panic = (await waitFor(() => $(header, '[part="panic-button"]'))) as HTMLButtonElement;
    expect(panic.textContent).to.contain('Lock 24 h');
    expect(panic.textContent).to.contain('Panic button: locks your account for 24 hours');
    panic.click();
    // No confirmation: the one press is the lock, and the header turns to the restricted notice.
    const notice = await waitFor(() => $(header, '[part="restricted-notice"]'));
    expect(notice.textContent).to.contain('Your account is in a break until');
    expect(api.callsTo(funds.panicButton)).to.have.length(1);
    expect($(header, '[part="panic-button"]')).to.equal(null);
  });

  it('shows no panic button where the profile offers none', async () => {
    const header = await mount('gd-header');
    await signIn(header);
    await waitFor(() => $(header, '[part="session-clock"]'));
    expect($(header, '[part="panic-button"]')).to.equal(null);
  });

  it('reminds the member every N minutes with time, wagered and net, and continues or logs out', async () => {
    // Four minutes and 59 seconds into a session with a five-minute reality check.
    summary = { secondsSinceLogin: 299, wagered: 250_000, net: -8_000, realityCheckMinutes: 5 };
    const header = await mount('gd-header');
    const events: string[] = [];
    header.addEventListener('gd-logout', () => events.push('logout'));
    await signIn(header);
    const reminder = await waitFor(() => $(header, 'dialog[open][part="reality-check"]'), 4000);
    expect(reminder.textContent).to.contain('Reality check');
    expect(reminder.textContent).to.contain('P 2,500.00');
    expect(reminder.textContent).to.contain('P -80.00');
    expect(reminder.textContent).to.match(/0:0[45]:\d\d/);

    buttonWithText(header, 'Continue').click();
    await waitFor(() => $(header, 'dialog[open][part="reality-check"]') === null);

    // Continuing waits for the next period instead of asking again at once.
    await sleep(1200);
    expect($(header, 'dialog[open][part="reality-check"]')).to.equal(null);
    expect(events).to.deep.equal([]);
  });

  it('shows a limit alert once: how much of which limit is used, until the member closes it', async () => {
    summary = {
      secondsSinceLogin: 60,
      wagered: 0,
      net: 0,
      realityCheckMinutes: null,
      limitAlert: {
        id: 7,
        kind: 'loss',
        window: 'day',
        percent: 50,
        limit: 10_000,
        used: 5_000,
        at: new Date().toISOString(),
        windows: 'rolling',
      },
    };
    const header = await mount('gd-header');
    await signIn(header);
    const alert = await waitFor(() => $(header, 'dialog[open][part="limit-alert"]'), 4000);
    expect(alert.textContent).to.contain('Limit alert');
    expect(alert.textContent).to.contain(
      'You have lost P 50.00 of your P 100.00 loss limit per 24 hours (50 %)',
    );
    buttonWithText(header, 'OK').click();
    await waitFor(() => $(header, 'dialog[open][part="limit-alert"]') === null);

    // The figures are read again when the balance moves: the same alert is not shown twice.
    balance = 990_000;
    await announceBalanceChange(header);
    await waitFor(() => api.callsTo(funds.sessionSummary).length >= 2);
    await sleep(300);
    expect($(header, 'dialog[open][part="limit-alert"]')).to.equal(null);
  });

  it('signs the member out with the reason when a limit reached ended the session', async () => {
    const header = await mount('gd-header');
    await signIn(header);
    await waitFor(() => $(header, '[part="session-info"]'));
    api.on(funds.sessionSummary, () => ({
      code: errors.RG_LIMIT_SIGNED_OUT.code,
      status: 401,
      value: null,
    }));
    balance = 990_000;
    await announceBalanceChange(header);
    const ended = await waitFor(() => $(header, 'dialog[open][part="dialog"]'), 4000);
    expect(ended.textContent).to.contain('You have reached one of your limits, so you have been signed out.');
    expect(session.token.value).to.equal(null);
  });

  it('logs out from the reminder', async () => {
    summary = { secondsSinceLogin: 299, wagered: 0, net: 0, realityCheckMinutes: 5 };
    const header = await mount('gd-header');
    const events: string[] = [];
    header.addEventListener('gd-logout', () => events.push('logout'));
    await signIn(header);
    await waitFor(() => $(header, 'dialog[open][part="reality-check"]'), 4000);
    const reminder = $(header, 'dialog[open][part="reality-check"]') as HTMLElement;
    const logOut = Array.from(reminder.querySelectorAll('button')).find((b) => b.textContent === 'Log out');
    logOut?.click();
    await waitFor(() => events.includes('logout'));
    expect(api.callsTo(auth.logout)).to.have.length(1);
    await waitFor(() => $(header, '[part="login-button"]'));
  });
});
