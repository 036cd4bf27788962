import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-point-mall';
import { session } from '../../src/core';
import { member, points, records, wallet } from '../../src/core/contract';
import type { PointReward, RedeemRecord } from '../../src/core/contract/points';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  type RecordedCall,
  resetPage,
  route,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const ISO = '2026-11-20T08:00:00.000Z';

const reward = (code: string, cost: number, overrides: Partial<PointReward> = {}): PointReward => ({
  code,
  name: `Reward ${code}`,
  image: '',
  cost,
  stockLeft: 10,
  kind: 'goods',
  money: 0,
  ...overrides,
});

const redemption = (id: number, status: RedeemRecord['status'], overrides: Partial<RedeemRecord> = {}) => ({
  id,
  referenceNo: `PR${String(id).padStart(6, '0')}`,
  rewardCode: 'jersey',
  name: 'Team jersey',
  kind: 'goods' as const,
  quantity: 1,
  points: 1_500,
  status,
  time: ISO,
  decidedAt: status === 'in_process' ? null : ISO,
  remark: '',
  account: 'demo_player',
  address: '1 Main St, Manila',
  ...overrides,
});

const config = { amountRequirement: 1_000, exchangeRatio: 10, pointsRequirement: 100 };
const balance = (currentPoints: number) => ({
  currentPoints,
  heldPoints: 0,
  pointsBalance: currentPoints,
  worth: currentPoints * 10,
  towardsNextPoint: 250,
});

const keyOf = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key') ?? null;
const click = (el: HTMLElement, selector: string) => ($(el, selector) as HTMLButtonElement).click();
const field = (el: HTMLElement, name: string) =>
  $(el, `[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;

/** Types into an input or a textarea the way React notices. */
function fill(target: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  if (target instanceof HTMLInputElement) {
    type(target, value);
    return;
  }
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

const confirmButton = (el: HTMLElement) =>
  waitFor(
    () =>
      $(
        el,
        'dialog[open][part="dialog"] .dialog__actions .btn--primary:not([disabled])',
      ) as HTMLButtonElement,
  );

async function signIn(memberType = 0): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
  expect(session.memberType.value).to.equal(memberType);
}

describe('<gd-point-mall>', () => {
  let api: FakeApi;
  let current: number;
  beforeEach(async () => {
    await resetPage();
    current = 2_000;
    api = await fakeApi([
      route(points.pointConfig, () => ({ value: config })),
      route(points.pointBalance, () => ({ value: balance(current) })),
      route(points.pointRewards, () => ({
        value: {
          list: [
            reward('watch', 20_000, { stockLeft: 3 }),
            reward('jersey', 1_500),
            reward('cash-50', 600, { kind: 'money', money: 5_000 }),
            reward('gone', 100, { stockLeft: 0 }),
          ],
        },
      })),
      route(points.redeemList, () => ({ value: { list: [], page: 1, pageSize: 10, total: 0 } })),
    ]);
  });
  afterEach(() => api.restore());

  it('shows a visitor what the mall is and opens the login from its sign-in button', async () => {
    const el = await mount('gd-point-mall');
    await waitFor(() => $(el, '[part="point-mall-intro"]'));
    expect(textOf(el)).to.contain('Points never expire.');
    click(el, '[part~="sign-in"]');
    await waitFor(() => session.loginPopup.value.open);
    expect(api.callsTo(points.pointBalance)).to.have.length(0);
  });

  it('tells a free-play account that points need a real account, and asks for none', async () => {
    api.on(member.info, () => ({ value: { ...memberFixture, type: 4 } }));
    await signIn(4);
    const el = await mount('gd-point-mall');
    const warning = await waitFor(() => $(el, '[part="real-account-warning"]'));
    expect(warning.textContent).to.contain('This function needs a real account');
    expect($(el, '[part~="sign-in"]')).to.equal(null);
    expect(api.callsTo(points.pointBalance)).to.have.length(0);
  });

  it('shows the loading state, then a failure with a retry that loads the mall', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on(points.pointBalance, async () => {
      await held;
      return { code: 1999, status: 500 };
    });
    await signIn();
    const el = await mount('gd-point-mall');
    await waitFor(() => $(el, '.load-state--loading'));
    release();
    await waitFor(() => $(el, '[part="error"]'));
    api.on(points.pointBalance, () => ({ value: balance(current) }));
    click(el, '[part="error"] button');
    await waitFor(() => $(el, '[part="points-summary"]'));
  });

  it("shows the member's points, their worth and the rules, and the rewards they can afford first", async () => {
    await signIn();
    const el = await mount('gd-point-mall');
    await waitFor(() => $$(el, '[part="reward"]').length === 4);
    expect($(el, '[part="current-points"]')?.textContent).to.equal('2,000');
    expect($(el, '[part="points-worth"]')?.textContent).to.contain('200.00');
    expect($(el, '[part="exchange-ratio"]')?.textContent).to.contain('0.10');
    expect(textOf(el)).to.contain('7.50 more in valid bets to your next point');
    const order = $$(el, '[part="reward"]').map((card) => card.dataset.reward);
    expect(order).to.deep.equal(['cash-50', 'jersey', 'watch', 'gone']);
    expect(textOf(el)).to.contain('Pays P 50.00');
    const watch = $(el, '[data-reward="watch"]')!;
    expect(watch.textContent).to.contain('18,000 more points needed');
    expect((watch.querySelector('button') as HTMLButtonElement).disabled).to.equal(true);
    const gone = $(el, '[data-reward="gone"]')!;
    expect(gone.textContent).to.contain('Out of stock');
    expect((gone.querySelector('button') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('says so when no reward is on offer', async () => {
    api.on(points.pointRewards, () => ({ value: { list: [] } }));
    await signIn();
    const el = await mount('gd-point-mall');
    await waitFor(() => $(el, '[part="rewards-empty"]'));
    expect(textOf(el)).to.contain('There are no rewards on offer right now.');
  });

  it('redeems goods: quantity, address and payment password, a confirmation, then In Process in the history', async () => {
    current = 5_000;
    let redeemed: RedeemRecord | null = null;
    api.on(points.redeemPointReward, (call) => {
      current -= 3_000;
      redeemed = redemption(42, 'in_process', {
        quantity: 2,
        points: 3_000,
        address: String(call.body?.address),
      });
      return { value: redeemed };
    });
    api.on(points.redeemList, () => ({
      value: { list: redeemed ? [redeemed] : [], page: 1, pageSize: 10, total: redeemed ? 1 : 0 },
    }));
    await signIn();
    const el = await mount('gd-point-mall');
    await waitFor(() => $(el, '[data-reward="jersey"] button'));
    click(el, '[data-reward="jersey"] button');
    await waitFor(() => $(el, '[part="redeem-dialog"] form'));
    // 5,000 points buy three jerseys at most.
    fill(field(el, 'quantity'), '4');
    submit(el, '[part="redeem-form"]');
    await waitFor(() => textOf(el).includes('Choose between 1 and 3'));
    expect(textOf(el)).to.contain('Input cannot be empty');
    expect(api.callsTo(points.redeemPointReward)).to.have.length(0);
    fill(field(el, 'quantity'), '1');
    (await waitFor(() => $(el, '[aria-label="One more"]:not([disabled])'))).click();
    await waitFor(() => field(el, 'quantity').value === '2');
    expect($(el, '[part="redeem-total"]')?.textContent).to.equal('3,000 pts');
    fill(field(el, 'address'), '  1 Main St, Manila ');
    fill(field(el, 'paymentPassword'), 'pay123');
    submit(el, '[part="redeem-form"]');
    const confirm = await confirmButton(el);
    expect(textOf(el)).to.contain('Redeem 2 × Reward jersey for 3,000 points?');
    confirm.click();
    await waitFor(() => $(el, '[part="redeem-done"]'));
    expect(textOf(el)).to.contain('Reference PR000042');
    const [sent] = api.callsTo(points.redeemPointReward);
    expect(sent?.headers.get('content-type')).to.contain('application/jose');
    expect(sent?.body).to.deep.equal({
      rewardCode: 'jersey',
      quantity: 2,
      address: '1 Main St, Manila',
      paymentPassword: 'pay123',
    });
    expect(keyOf(sent)).to.match(/^[0-9a-f-]{36}$/);
    await waitFor(() => $(el, '[part="current-points"]')?.textContent === '2,000');

    (
      Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) =>
        b.textContent?.includes('See redeem history'),
      ) as HTMLButtonElement
    ).click();
    const row = await waitFor(() => $(el, '[part="redeem-rows"] tr[data-reference="PR000042"]'));
    expect(row.dataset.status).to.equal('in_process');
    expect(row.textContent).to.contain('In Process');
    expect(row.textContent).to.contain('Team jersey × 2');
  });

  it('keeps a money reward without an address, and says a wrong password, a lock and an empty stock', async () => {
    const refusals = [
      { code: 1701, status: 403 },
      { code: 1851, status: 423, value: { retryAfterSeconds: 840, minutes: 14 } },
      { code: 1853, status: 409 },
    ];
    api.on(points.redeemPointReward, () => refusals.shift() as never);
    await signIn();
    const el = await mount('gd-point-mall');
    await waitFor(() => $(el, '[data-reward="cash-50"] button'));
    click(el, '[data-reward="cash-50"] button');
    await waitFor(() => $(el, '[part="redeem-form"]'));
    expect(field(el, 'address')).to.equal(null);
    fill(field(el, 'paymentPassword'), 'wrong1');
    const attempt = async (answer: string) => {
      await waitFor(() => $(el, '[part="redeem-form"] [part~="submit"]:not([disabled])'));
      submit(el, '[part="redeem-form"]');
      (await confirmButton(el)).click();
      await waitFor(() => textOf(el).includes(answer));
    };
    await attempt('The payment password is incorrect');
    const firstKey = keyOf(api.callsTo(points.redeemPointReward)[0]);
    await attempt('Try again in 14 minutes');
    await attempt('This reward is out of stock.');
    const calls = api.callsTo(points.redeemPointReward);
    expect(calls).to.have.length(3);
    expect(calls[0]?.body).to.deep.equal({ rewardCode: 'cash-50', quantity: 1, paymentPassword: 'wrong1' });
    // Each answered refusal retires its key: the next attempt is a new request.
    expect(keyOf(calls[1])).to.not.equal(firstKey);
    expect($(el, '[part="redeem-done"]')).to.equal(null);
  });

  it('lists redemptions with their statuses, remarks and references', async () => {
    api.on(points.redeemList, () => ({
      value: {
        list: [
          redemption(3, 'approved', { name: 'Cash 50.00', kind: 'money', address: '' }),
          redemption(2, 'rejected', { remark: 'Address outside delivery area' }),
          redemption(1, 'in_process'),
        ],
        page: 1,
        pageSize: 10,
        total: 3,
      },
    }));
    await signIn();
    const el = await mount('gd-point-mall', { section: 'history' });
    await waitFor(() => $$(el, '[part="redeem-rows"] tbody tr').length === 3);
    const status = (reference: string) =>
      $(el, `tr[data-reference="${reference}"] [part="redeem-status"]`)?.textContent;
    expect(status('PR000003')).to.equal('Approved');
    expect(status('PR000002')).to.equal('Rejected');
    expect(status('PR000001')).to.equal('In Process');
    expect($(el, 'tr[data-reference="PR000002"]')?.textContent).to.contain('Address outside delivery area');
  });

  it('shows an empty history, and the points details with the changed points and the balance after', async () => {
    api.on(records.accountRecord, () => ({
      value: {
        list: [
          {
            id: 9,
            type: 'points_redeem',
            memo: 'Redeem',
            wallet: 'points',
            amount: -600,
            balance: 1_400,
            createdAt: ISO,
          },
          {
            id: 8,
            type: 'points_earn',
            memo: 'Points for round',
            wallet: 'points',
            amount: 2_000,
            balance: 2_000,
            createdAt: ISO,
          },
        ],
        page: 1,
        pageSize: 20,
        total: 2,
        types: ['points_earn', 'points_redeem'],
      },
    }));
    await signIn();
    const el = await mount('gd-point-mall', { section: 'history' });
    await waitFor(() => $(el, '[part="history-empty"]'));
    expect(textOf(el)).to.contain('You have not redeemed any reward yet.');
    (
      Array.from(el.shadowRoot!.querySelectorAll('[role="tab"]')).find(
        (tab) => tab.textContent === 'Points details',
      ) as HTMLButtonElement
    ).click();
    await waitFor(() => $$(el, '[part="details-rows"] tbody tr').length === 2);
    expect(api.callsTo(records.accountRecord)[0]?.query.get('asset')).to.equal('points');
    const redeemRow = $(el, '[part="details-rows"] tr[data-type="points_redeem"]')!;
    expect(redeemRow.textContent).to.contain('Redeemed (held)');
    expect(redeemRow.textContent).to.contain('-600');
    expect(redeemRow.textContent).to.contain('1,400');
    expect($(el, 'tr[data-type="points_earn"]')?.textContent).to.contain('+2,000');
  });

  it('converts points: the requirement, a preview of the money, a confirmation, then the wallet grows', async () => {
    let total = 1_000_000;
    api.on(wallet.balance, () => ({ value: { sumBalance: total } }));
    api.on(points.convertPoint, (call) => {
      const converted = Number(call.body?.points);
      current -= converted;
      total += converted * 10;
      return { value: { points: converted, money: converted * 10, currentPoints: current } };
    });
    await signIn();
    const el = await mount('gd-point-mall', { section: 'convert' });
    await waitFor(() => $(el, '[part="convert-form"]'));
    expect(textOf(el)).to.contain('At least 100 points per conversion, each point pays P 0.10.');
    fill(field(el, 'points'), '50');
    fill(field(el, 'paymentPassword'), 'pay123');
    submit(el, '[part="convert-form"]');
    await waitFor(() => textOf(el).includes('Convert at least 100 points'));
    fill(field(el, 'points'), '2001');
    submit(el, '[part="convert-form"]');
    await waitFor(() => textOf(el).includes('You have 2,000 points'));
    fill(field(el, 'points'), '1500');
    expect($(el, '[part="convert-preview"]')?.textContent).to.contain('150.00');
    submit(el, '[part="convert-form"]');
    (await confirmButton(el)).click();
    await waitFor(() => textOf(el).includes('1,500 points converted: P 150.00 is in your wallet.'));
    const [sent] = api.callsTo(points.convertPoint);
    expect(sent?.body).to.deep.equal({ points: 1_500, paymentPassword: 'pay123' });
    expect(keyOf(sent)).to.match(/^[0-9a-f-]{36}$/);
    await waitFor(() => session.balanceMinor.value === 1_015_000);
    await waitFor(() => $(el, '[part="current-points"]')?.textContent === '500');
    expect(field(el, 'paymentPassword').value).to.equal('');
  });

  it('tells a member below the points requirement how many they need', async () => {
    current = 40;
    await signIn();
    const el = await mount('gd-point-mall', { section: 'convert' });
    await waitFor(() => $(el, '[part="convert-not-enough"]'));
    expect(textOf(el)).to.contain('You need 100 points to convert.');
  });
});
