import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-header';
import { session } from '../../src/core';
import { auth, funds, messages, wallet } from '../../src/core/contract';
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
        value: { loginAt: new Date(Date.now() - summary.secondsSinceLogin * 1000).toISOString(), ...summary },
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
