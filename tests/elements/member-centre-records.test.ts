import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { records, wallet } from '../../src/core/contract';
import type {
  AccountOrder,
  AccountOrderState,
  AccountRow,
  BettingRow,
} from '../../src/core/contract/records';
import { throttle } from '../../src/features/ui/lists/throttle';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  mount,
  type RecordedCall,
  resetPage,
  route,
  sleep,
  textOf,
  waitFor,
} from './support';

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
}

function betRow(id: number, overrides: Partial<BettingRow> = {}): BettingRow {
  return {
    id,
    vendor: 'EVO',
    vendorName: 'Evolution',
    gameCode: `baccarat-${id}`,
    gameType: 'LIVE',
    stake: 10_000,
    validBet: 10_000,
    payout: 15_000,
    winLoss: 5_000,
    status: 'settled',
    startedAt: '2026-11-20T08:00:00Z',
    settledAt: '2026-11-20T08:01:00Z',
    ...overrides,
  };
}

/** A betting record of `total` rounds served `pageSize` at a time, like the server. */
function bettingPages(total: number) {
  return (call: RecordedCall) => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 20);
    const ids = Array.from({ length: total }, (_, index) => total - index);
    return {
      value: {
        list: ids.slice((page - 1) * pageSize, page * pageSize).map((id) => betRow(id)),
        totals: {
          rounds: total,
          stake: total * 10_000,
          validBet: total * 10_000,
          payout: 0,
          winLoss: -12_345,
        },
        page,
        pageSize,
        total,
      },
    };
  };
}

const wallets = {
  isSingle: false,
  mainBalance: 0,
  sumBalance: 0,
  wallets: [
    {
      vendorCode: 'EVO',
      walletCode: 'EVO',
      displayName: 'Evolution',
      gameType: 'LIVE',
      accountTypeId: 105,
      vassalage: 'EVO',
      isHot: true,
      balance: 0,
      inPlay: false,
    },
    {
      vendorCode: 'PG',
      walletCode: 'PG',
      displayName: 'PG Soft',
      gameType: 'RNG',
      accountTypeId: 123,
      vassalage: 'PG',
      isHot: true,
      balance: 0,
      inPlay: false,
    },
  ],
};

const select = (el: HTMLElement, name: string) =>
  el.shadowRoot?.querySelector<HTMLSelectElement>(`select[name="${name}"]`) as HTMLSelectElement;

function choose(target: HTMLSelectElement, value: string): void {
  target.value = value;
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

function setDay(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function scrollToEnd(el: HTMLElement): Promise<void> {
  const region = $(el, '.rec-scroll') as HTMLElement;
  region.scrollTop = region.scrollHeight;
  region.dispatchEvent(new Event('scroll'));
}

describe('<gd-member-centre> records pages', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([route(wallet.merchantWallet, () => ({ value: wallets }))]);
    await signIn();
  });
  afterEach(() => api.restore());

  it('throttle runs at once, then at most once per window with the last call', async () => {
    let runs = 0;
    const limited = throttle(() => runs++, 200);
    limited.call();
    limited.call();
    limited.call();
    expect(runs).to.equal(1);
    await sleep(120);
    expect(runs).to.equal(1);
    await sleep(120);
    expect(runs).to.equal(2);
    limited.cancel();
  });

  it('betting record: totals, rows, and the next page loaded on scroll', async () => {
    api.on(records.bettingRecord, bettingPages(45));
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalHistoryCopy' });
    await waitFor(() => $$(el, '[part="betting-rows"] tbody tr').length === 20);
    const totals = $(el, '[part="betting-totals"]')?.textContent ?? '';
    expect(totals).to.contain('45');
    expect(totals).to.contain('-123.45');
    expect(textOf(el)).to.contain('Evolution');
    expect(textOf(el)).to.contain('Live casino');
    expect(textOf(el)).to.contain('Settled');
    const [first] = api.callsTo(records.bettingRecord);
    expect(first?.query.get('page')).to.equal('1');
    expect(first?.query.get('startDate')).to.match(/^\d{4}-\d{2}-\d{2}$/);

    await scrollToEnd(el);
    await waitFor(() => $$(el, '[part="betting-rows"] tbody tr').length === 40);
    await sleep(250);
    await scrollToEnd(el);
    await waitFor(() => $$(el, '[part="betting-rows"] tbody tr').length === 45);
    await waitFor(() => textOf(el).includes('All 45 shown'));
    const pages = api.callsTo(records.bettingRecord).map((call) => call.query.get('page'));
    expect(pages).to.deep.equal(['1', '2', '3']);
  });

  it('betting record: filters go to the server and start again from page 1', async () => {
    api.on(records.bettingRecord, bettingPages(3));
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalHistoryCopy' });
    await waitFor(() => $$(el, '[part="betting-rows"] tbody tr').length === 3);
    await waitFor(() => select(el, 'gameType').options.length === 3);
    choose(select(el, 'gameType'), 'RNG');
    await waitFor(() => select(el, 'vendor').options.length === 2);
    choose(select(el, 'vendor'), 'PG');
    choose(select(el, 'status'), 'refunded');
    await waitFor(() => api.callsTo(records.bettingRecord).at(-1)?.query.get('status') === 'refunded');
    const last = api.callsTo(records.bettingRecord).at(-1);
    expect(last?.query.get('gameType')).to.equal('RNG');
    expect(last?.query.get('vendor')).to.equal('PG');
    expect(last?.query.get('page')).to.equal('1');
  });

  it('betting record: a reversed range is refused before asking, an empty one says so', async () => {
    api.on(records.bettingRecord, bettingPages(0));
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalHistoryCopy' });
    await waitFor(() => textOf(el).includes('No bets in this period'));
    const asked = api.callsTo(records.bettingRecord).length;
    setDay(el.shadowRoot?.querySelector('input[name="startDate"]') as HTMLInputElement, '2026-12-31');
    setDay(el.shadowRoot?.querySelector('input[name="endDate"]') as HTMLInputElement, '2026-01-01');
    await waitFor(() => textOf(el).includes('The end date must not be before the start date'));
    expect(api.callsTo(records.bettingRecord).length).to.equal(asked);
  });

  it('betting record: a failed load shows the error and retry loads again', async () => {
    let fail = true;
    api.on(records.bettingRecord, (call) =>
      fail ? { code: 500, status: 500, value: null } : bettingPages(2)(call),
    );
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalHistoryCopy' });
    await waitFor(() => $(el, '[part="records-error"]'));
    fail = false;
    ($(el, '[part="records-error"] button') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part="betting-rows"] tbody tr').length === 2);
  });

  it('account record: entries with running balance, type filter from the server, more on scroll', async () => {
    const entry = (id: number) => ({
      id,
      type: id % 2 ? 'deposit' : 'bet',
      memo: id % 2 ? 'Deposit order D-1' : '',
      wallet: id % 2 ? 'main' : 'EVO',
      amount: id % 2 ? 50_000 : -1_000,
      balance: 100_000 + id,
      createdAt: '2026-11-20T08:00:00Z',
    });
    api.on(records.accountRecord, (call) => {
      const page = Number(call.query.get('page'));
      const total = call.query.get('type') ? 1 : 25;
      const ids = Array.from({ length: total }, (_, index) => total - index);
      return {
        value: {
          list: ids.slice((page - 1) * 20, page * 20).map(entry),
          types: ['bet', 'deposit', 'withdrawal'],
          page,
          pageSize: 20,
          total,
        },
      };
    });
    const el = await mount('gd-member-centre', { open: 'true', page: 'transactionHistory' });
    await waitFor(() => $$(el, '[part="account-rows"] tbody tr').length === 20);
    const firstRow = $$(el, '[part="account-rows"] tbody tr')[0]?.textContent ?? '';
    expect(firstRow).to.contain('Deposit');
    expect(firstRow).to.contain('Main');
    expect(firstRow).to.contain('+');
    expect(firstRow).to.contain('1,000.25');
    await scrollToEnd(el);
    await waitFor(() => $$(el, '[part="account-rows"] tbody tr').length === 25);
    const options = Array.from(select(el, 'type').options).map((option) => option.textContent);
    expect(options).to.deep.equal(['All', 'Bet', 'Deposit', 'Withdrawal']);
    choose(select(el, 'type'), 'withdrawal');
    await waitFor(() => $$(el, '[part="account-rows"] tbody tr').length === 1);
    expect(api.callsTo(records.accountRecord).at(-1)?.query.get('type')).to.equal('withdrawal');
  });

  it('account record: deposit orders show their state; one not credited yet has no balance', async () => {
    const order = (orderNo: string, state: AccountOrderState, amount: number): AccountOrder => ({
      kind: 'deposit',
      orderNo,
      state,
      amount,
    });
    const rows: AccountRow[] = [
      {
        id: null,
        type: 'deposit',
        memo: 'Deposit D-PENDING',
        wallet: 'main',
        amount: 0,
        balance: null,
        createdAt: '2026-11-20T09:00:00Z',
        order: order('D-PENDING', 'pending', 75_000),
      },
      {
        id: 42,
        type: 'deposit',
        memo: 'Deposit D-PAID',
        wallet: 'main',
        amount: 50_000,
        balance: 150_000,
        createdAt: '2026-11-20T08:30:00Z',
        order: order('D-PAID', 'paid', 50_000),
      },
      {
        id: null,
        type: 'deposit',
        memo: 'Deposit D-FAILED',
        wallet: 'main',
        amount: 0,
        balance: null,
        createdAt: '2026-11-20T08:10:00Z',
        order: order('D-FAILED', 'failed', 20_000),
      },
      {
        id: 41,
        type: 'withdrawal',
        memo: 'Withdrawal W-1 requested',
        wallet: 'main',
        amount: -30_000,
        balance: 100_000,
        createdAt: '2026-11-20T08:00:00Z',
        order: { kind: 'withdrawal', orderNo: 'W-1', state: 'pending', amount: 30_000 },
      },
    ];
    api.on(records.accountRecord, (call) => {
      const type = call.query.get('type');
      const list = type ? rows.filter((row) => row.type === type) : rows;
      return { value: { list, types: ['deposit', 'withdrawal'], page: 1, pageSize: 20, total: list.length } };
    });
    const el = await mount('gd-member-centre', { open: 'true', page: 'transactionHistory' });
    await waitFor(() => $$(el, '[part="account-rows"] tbody tr').length === 4);
    const [pending, paid, failed, withdrawal] = $$(el, '[part="account-rows"] tbody tr');
    expect(pending?.dataset.state).to.equal('pending');
    expect(pending?.dataset.order).to.equal('D-PENDING');
    expect(pending?.querySelector('[part="order-state"]')?.textContent).to.equal('Pending');
    const pendingCells = Array.from(pending?.querySelectorAll('td') ?? []);
    expect(pendingCells[4]?.textContent).to.contain('750.00');
    expect(pendingCells[4]?.textContent).not.to.contain('+');
    expect(pendingCells[5]?.textContent).to.contain('—');
    expect(pendingCells[5]?.textContent).not.to.match(/\d/);
    expect(pending?.querySelector('.rec-amount--plus')).to.equal(null);

    expect(paid?.dataset.id).to.equal('42');
    expect(paid?.querySelector('[part="order-state"]')?.textContent).to.equal('Paid');
    const paidCells = Array.from(paid?.querySelectorAll('td') ?? []);
    expect(paidCells[4]?.textContent).to.match(/^\+.*500\.00$/);
    expect(paidCells[5]?.textContent).to.contain('1,500.00');

    expect(failed?.querySelector('[part="order-state"]')?.textContent).to.equal('Failed');
    expect(withdrawal?.querySelector('[part="order-state"]')?.textContent).to.equal('Pending');
    expect(withdrawal?.textContent).to.contain('Withdrawal');

    choose(select(el, 'type'), 'deposit');
    await waitFor(() => $$(el, '[part="account-rows"] tbody tr').length === 3);
    expect(api.callsTo(records.accountRecord).at(-1)?.query.get('type')).to.equal('deposit');
    expect($$(el, '[part="account-rows"] tbody tr').map((row) => row.dataset.state)).to.deep.equal([
      'pending',
      'paid',
      'failed',
    ]);
  });

  it('account record: an error says so in the member language', async () => {
    api.on(records.accountRecord, () => ({ code: 500, status: 500, value: null }));
    const el = await mount('gd-member-centre', { open: 'true', page: 'transactionHistory' });
    await waitFor(() => $(el, '[part="records-error"]'));
  });

  it('profit and loss: periods, vendors and an SVG chart; the period tab asks again', async () => {
    const line = (winLoss: number) => ({ validBet: 20_000, payout: 20_000 + winLoss, winLoss, rounds: 2 });
    api.on(records.profitLoss, (call) => ({
      value: {
        periods: [
          {
            ...line(7_500),
            periodStart: '2026-11-16',
            periodEnd: call.query.get('period') === 'weekly' ? '2026-11-22' : '2026-11-16',
          },
          { ...line(-2_500), periodStart: '2026-11-17', periodEnd: '2026-11-17' },
        ],
        vendors: [
          { ...line(7_500), vendor: 'EVO', vendorName: 'Evolution' },
          { ...line(-2_500), vendor: 'PG', vendorName: 'PG Soft' },
        ],
        total: { validBet: 40_000, payout: 45_000, winLoss: 5_000, rounds: 4 },
      },
    }));
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalProfit' });
    await waitFor(() => $(el, '[part="profit-chart"]'));
    const bars = $$(el, '.rec-chart__bar');
    expect(bars.map((bar) => bar.dataset.value)).to.deep.equal(['7500', '-2500']);
    expect(bars[0]?.getAttribute('class')).to.contain('plus');
    expect(bars[1]?.getAttribute('class')).to.contain('minus');
    expect(Number(bars[0]?.getAttribute('height'))).to.be.greaterThan(
      Number(bars[1]?.getAttribute('height')),
    );
    expect($(el, '[part="profit-totals"]')?.textContent ?? '').to.contain('+');
    expect($(el, '[part="profit-vendors"]')?.textContent ?? '').to.contain('PG Soft');
    expect(api.callsTo(records.profitLoss)[0]?.query.get('period')).to.equal('daily');
    ($(el, '[data-tab="semimonthly"]') as HTMLButtonElement).click();
    await waitFor(() => api.callsTo(records.profitLoss).at(-1)?.query.get('period') === 'semimonthly');
    await waitFor(() => $(el, '[part="profit-chart"]'));
  });

  it('profit and loss: no settled rounds and a failure each say so', async () => {
    let fail = false;
    api.on(records.profitLoss, () =>
      fail
        ? { code: 500, status: 500, value: null }
        : { value: { periods: [], vendors: [], total: { validBet: 0, payout: 0, winLoss: 0, rounds: 0 } } },
    );
    const el = await mount('gd-member-centre', { open: 'true', page: 'personalProfit' });
    await waitFor(() => textOf(el).includes('No settled rounds in this period'));
    fail = true;
    ($(el, '[data-tab="monthly"]') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="records-error"]'));
  });
});
