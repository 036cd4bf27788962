import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-vip';
import { session } from '../../src/core';
import { member, vip } from '../../src/core/contract';
import type { VipLevel } from '../../src/core/contract/vip';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  resetPage,
  route,
  textOf,
  waitFor,
} from './support';

const ISO = '2026-11-20T08:00:00.000Z';

const level = (rank: number, name: string, validBet: number, deposits: number): VipLevel => ({
  rank,
  name,
  validBet,
  deposits,
  upgradeBonus: rank === 1 ? 0 : rank * 10_000,
  rebatePercent: 0.1 + rank / 10,
  monthlyBonus: rank === 1 ? 0 : rank * 5_000,
  dailyWithdrawals: rank * 3,
});

const LEVELS = [
  level(1, 'Bronze', 0, 0),
  level(2, 'Silver', 500_000, 100_000),
  level(3, 'Gold', 2_000_000, 500_000),
];

const status = (overrides = {}) => ({
  rankLevel: 2,
  labelName: 'Silver',
  periodDays: 30,
  validBet: 1_500_000,
  deposits: 600_000,
  next: { rank: 3, name: 'Gold', validBetLeft: 500_000, depositsLeft: 0 },
  history: [
    {
      fromRank: 1,
      toRank: 2,
      fromName: 'Bronze',
      toName: 'Silver',
      reason: 'upgrade' as const,
      bonus: 20_000,
      time: ISO,
    },
  ],
  csType: 'LIVECHAT' as const,
  ...overrides,
});

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
}

describe('<gd-vip>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(vip.vipLevels, () => ({ value: { periodDays: 30, levels: LEVELS } })),
      route(vip.vipStatus, () => ({ value: status() })),
    ]);
  });
  afterEach(() => api.restore());

  it('shows a visitor every level side by side and a sign-in button', async () => {
    const el = await mount('gd-vip');
    await waitFor(() => $$(el, '[part="benefits-table"] thead th[data-rank]').length === 3);
    const names = $$(el, 'thead th[data-rank] .vip-table__name').map((cell) => cell.textContent);
    expect(names).to.deep.equal(['Bronze', 'Silver', 'Gold']);
    const rows = $$(el, '[part="benefits-table"] tbody tr').map((row) => row.textContent);
    expect(rows[0]).to.contain('Valid bets needed').and.contain('P 5,000.00').and.contain('P 20,000.00');
    expect(rows[3]).to.contain('Rebate').and.contain('0.3%');
    expect(rows[5]).to.contain('Withdrawals a day').and.contain('9');
    expect($(el, '[part="vip-status"]')).to.equal(null);
    expect(api.callsTo(vip.vipStatus)).to.have.length(0);
    ($(el, '[part~="sign-in"]') as HTMLButtonElement).click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it("shows the member's level, the bars to the next level and the upgrade history", async () => {
    await signIn();
    const el = await mount('gd-vip');
    await waitFor(() => $(el, '[part="vip-status"]') && $(el, '[part="benefits-table"]'));
    expect($(el, '[part="vip-level"]')?.textContent).to.equal('Silver');
    expect(textOf(el)).to.contain('Next: Gold');
    const bars = $$(el, '[role="progressbar"]');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).to.deep.equal(['Valid bets', 'Deposits']);
    expect(bars[0]?.getAttribute('aria-valuenow')).to.equal('75');
    expect(bars[0]?.getAttribute('aria-valuetext')).to.equal('P 15,000.00 of P 20,000.00');
    expect(bars[1]?.getAttribute('aria-valuenow')).to.equal('100');
    expect(textOf(el)).to.contain('P 5,000.00 to go');
    expect(textOf(el)).to.contain('Reached');
    expect(textOf(el)).to.contain('Counted over the last 30 days');
    const mine = $(el, 'thead th[aria-current="true"]');
    expect(mine?.dataset.rank).to.equal('2');
    expect(mine?.textContent).to.contain('Your level');
    const change = $(el, '[part="history-rows"] tr[data-to-rank="2"]');
    expect(change?.textContent).to.contain('Bronze → Silver');
    expect(change?.textContent).to.contain('Upgrade');
    expect(change?.textContent).to.contain('P 200.00');
  });

  it('says the top level has been reached, an empty history, and VIP service above rank 4', async () => {
    api.on(vip.vipStatus, () => ({
      value: status({ rankLevel: 5, labelName: 'Diamond', next: null, history: [], csType: 'VIP' }),
    }));
    await signIn();
    const el = await mount('gd-vip');
    await waitFor(() => $(el, '[part="vip-top"]'));
    expect($$(el, '[role="progressbar"]')).to.have.length(0);
    expect(textOf(el)).to.contain('Your VIP customer service is open.');
    expect(textOf(el)).to.contain('No level changes yet');
  });

  it('shows the loading state, and failures with a retry', async () => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on(vip.vipLevels, async () => {
      await held;
      return fail ? { code: 1999, status: 500 } : { value: { periodDays: 30, levels: LEVELS } };
    });
    api.on(vip.vipStatus, () => (fail ? { code: 1999, status: 500 } : { value: status() }));
    await signIn();
    const el = await mount('gd-vip');
    await waitFor(() => $(el, '[part="benefits"] .load-state--loading'));
    release();
    await waitFor(() => $$(el, '[part="error"]').length === 2);
    fail = false;
    for (const button of $$(el, '[part="error"] button')) (button as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="vip-status"]') && $(el, '[part="benefits-table"]'));
  });

  it('says when no levels are set up', async () => {
    api.on(vip.vipLevels, () => ({ value: { periodDays: 30, levels: [] } }));
    const el = await mount('gd-vip');
    await waitFor(() => textOf(el).includes('The VIP levels are not set up yet.'));
  });

  it('tells a free-play account that levels need a real account, with the benefits still shown', async () => {
    api.on(member.info, () => ({ value: { ...memberFixture, type: 4 } }));
    await signIn();
    const el = await mount('gd-vip');
    await waitFor(() => $(el, '[part="real-account-warning"]') && $(el, '[part="benefits-table"]'));
    expect(textOf(el)).to.contain('This function needs a real account');
    expect(api.callsTo(vip.vipStatus)).to.have.length(0);
  });
});
