import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { funds, wallet } from '../../src/core/contract';
import type { DepositOrder, Withdrawal } from '../../src/core/contract/funds';
import { polling } from '../../src/features/member-centre/funds/use-poll';
import { responsibleFixture } from './responsible-fixture';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  mount,
  type RecordedCall,
  refusal,
  resetPage,
  route,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const channels = [
  { code: 'BANK', name: 'Online banking', minAmount: 10_000, maxAmount: 5_000_000 },
  { code: 'EWALLET', name: 'E-wallet', minAmount: 5_000, maxAmount: 1_000_000 },
];

function orderFixture(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D0001',
    channel: 'BANK',
    amount: 25_050,
    status: 'pending',
    p2p: false,
    payUrl: 'http://gateway.test/gateway/pay/D0001',
    payee: null,
    matchStatus: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    expiresAt: '2026-11-21T08:30:00.000Z',
    ...overrides,
  };
}

type MatchFixture = Withdrawal['matches'][number];

function withdrawalFixture(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    withdrawalNo: 'W0001',
    amount: 50_000,
    status: 'pending',
    receivedAmount: 0,
    remainingAmount: 50_000,
    gatewayPaidAmount: 0,
    matches: [] as MatchFixture[],
    createdAt: '2026-11-21T08:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

const bank = { bankName: 'BDO', accountNumberMasked: '****6789', accountHolderName: 'Ann Cruz' };
const settings = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  forcedReceiptMinutes: 30,
  maxProofs: 3,
  maxProofBytes: 5_242_880,
};

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
}

const field = (el: HTMLElement, form: string, name: string) =>
  el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;
const keyOf = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key') ?? null;
const click = (el: HTMLElement, selector: string) => ($(el, selector) as HTMLButtonElement).click();

describe('<gd-member-centre> deposit and withdrawal pages', () => {
  let api: FakeApi;
  let balance: number;
  const realOpen = window.open;
  let opened: string[];
  beforeEach(async () => {
    await resetPage();
    polling.everyMs = 40;
    balance = 1_000_000;
    opened = [];
    window.open = ((url: string) => {
      opened.push(url);
      return { opener: window } as unknown as Window;
    }) as typeof window.open;
    api = await fakeApi([
      route(wallet.balance, () => ({ value: { sumBalance: balance } })),
      route(funds.depositChannels, () => ({ value: channels })),
      route(funds.listDeposits, () => ({ value: { list: [], total: 0 } })),
      route(funds.profile, () => ({ value: { paymentPasswordSet: true, bankAccount: bank } })),
      route(funds.withdrawSettings, () => ({ value: settings })),
      route(funds.listWithdrawals, () => ({ value: { list: [], total: 0 } })),
    ]);
  });
  afterEach(() => {
    api.restore();
    window.open = realOpen;
    polling.everyMs = 3000;
  });

  describe('depositv2', () => {
    const form = '[part="deposit-form"]';

    it('creates an order in minor units, opens the gateway and follows it until paid', async () => {
      let status: DepositOrder['status'] = 'pending';
      api.on(funds.createDeposit, () => ({ value: orderFixture() }));
      api.on(funds.getDeposit, () => ({ value: orderFixture({ status }) }));
      api.on(funds.listDeposits, () => ({
        value: {
          list: [
            orderFixture({ status }),
            orderFixture({ orderNo: 'D0000', status: 'expired' }),
            orderFixture({ orderNo: 'D000F', status: 'failed' }),
          ],
          total: 3,
        },
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $$(el, '.fd-choice').length === 2);
      expect(textOf(el)).to.contain('Online banking');
      type(field(el, form, 'amount'), '250.5');
      submit(el, form);
      await waitFor(() => $(el, '[part="deposit-order"]'));
      const [created] = api.callsTo(funds.createDeposit);
      expect(created?.body).to.deep.equal({ channel: 'BANK', amount: 25_050 });
      expect(created?.headers.get('content-type')).to.contain('application/jose');
      expect(keyOf(created)).to.be.a('string');
      expect(opened).to.deep.equal(['http://gateway.test/gateway/pay/D0001']);
      expect(textOf(el)).to.contain('Order D0001');

      const events: number[] = [];
      el.addEventListener('gd-balance-change', (event) => events.push(event.detail.balanceMinor));
      await waitFor(() => api.callsTo(funds.getDeposit).length >= 2);
      balance = 1_025_050;
      status = 'paid';
      await waitFor(() => $(el, '[part="order-outcome"]'));
      expect(textOf(el)).to.contain('Paid: the amount is in your wallet.');
      await waitFor(() => events.length === 1);
      expect(events).to.deep.equal([1_025_050]);
      expect(session.balanceMinor.value).to.equal(1_025_050);
      await waitFor(() => $(el, '.fd-history__row .fd-chip')?.dataset.state === 'paid');
      const states = $$(el, '.fd-history__row .fd-chip').map((chip) => chip.dataset.state);
      expect(states).to.deep.equal(['paid', 'expired', 'failed']);
      // Settled: no more polling.
      const reads = api.callsTo(funds.getDeposit).length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(api.callsTo(funds.getDeposit).length).to.equal(reads);
    });

    it('offers a link when the payment window is blocked', async () => {
      window.open = (() => null) as typeof window.open;
      api.on(funds.createDeposit, () => ({ value: orderFixture() }));
      api.on(funds.getDeposit, () => ({ value: orderFixture() }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '100');
      submit(el, form);
      const link = (await waitFor(() => $(el, '[part="gateway-link"]'))) as HTMLAnchorElement;
      expect(link.href).to.equal('http://gateway.test/gateway/pay/D0001');
      expect(link.target).to.equal('_blank');
    });

    it('tells the member a channel no payment provider serves is unavailable, and opens nothing', async () => {
      api.on(funds.createDeposit, () => refusal({ code: 1713, status: 409, value: null }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '250');
      submit(el, form);
      const alert = await waitFor(() => $(el, `${form} [role="alert"]`));
      expect(alert.textContent).to.contain('Deposits through this channel are not available right now.');
      expect($(el, '[part="deposit-order"]')).to.equal(null);
      expect(opened).to.deep.equal([]);
    });

    it('checks the channel bounds before sending', async () => {
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      click(el, '[data-channel="EWALLET"]');
      type(field(el, form, 'amount'), '20000');
      submit(el, form);
      await waitFor(() => textOf(el).includes('From P 50.00 to P 10,000.00') && $(el, '.field--invalid'));
      expect(api.callsTo(funds.createDeposit)).to.have.length(0);
    });

    it('shows a deposit refused by the responsible-gaming limit with what is left', async () => {
      api.on(funds.createDeposit, () =>
        refusal({ code: 1705, status: 403, value: { window: 'week', limit: 500_000, remaining: 120_000 } }),
      );
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '2000');
      submit(el, form);
      const box = await waitFor(() => $(el, '[part="deposit-limit"]'));
      expect(box.textContent).to.contain('Responsible gaming limit reached');
      expect(box.textContent).to.contain('P 5,000.00 per 7 days');
      expect(box.textContent).to.contain('You can still deposit P 1,200.00');
      expect($(el, '[part="deposit-order"]')).to.equal(null);
    });

    it('asks for the date of birth the jurisdiction wants where the deposit was refused, then makes the deposit', async () => {
      let birthDate: string | null = null;
      api.on(funds.createDeposit, () =>
        birthDate ? { value: orderFixture() } : refusal({ code: 1724, status: 403, value: null }),
      );
      api.on(funds.getDeposit, () => ({ value: orderFixture() }));
      api.on(funds.setBirthDate, (request) => {
        birthDate = (request.body as { birthDate: string }).birthDate;
        return { value: { ...responsibleFixture, birthDate, birthDateRequired: true } };
      });
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '250.5');
      submit(el, form);
      const asked = '[part="birth-date-form"]';
      await waitFor(() => $(el, asked));
      expect(textOf(el)).to.contain("This site's rules ask for your date of birth");
      expect($(el, `${form} [part="form-error"]`)).to.equal(null);
      type(field(el, asked, 'birthDate'), '1990-04-12');
      submit(el, asked);
      await waitFor(() => $(el, '[part="deposit-order"]'));
      expect(birthDate).to.equal('1990-04-12');
      expect($(el, asked)).to.equal(null);
      const calls = api.callsTo(funds.createDeposit);
      expect(calls.map((call) => call.body)).to.deep.equal([
        { channel: 'BANK', amount: 25_050 },
        { channel: 'BANK', amount: 25_050 },
      ]);
    });

    it('keeps the same key when the same deposit is retried after a lost answer', async () => {
      let fail = true;
      api.on(funds.createDeposit, () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { value: orderFixture() };
      });
      api.on(funds.getDeposit, () => ({ value: orderFixture() }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '100');
      submit(el, form);
      await waitFor(() => $(el, `${form} [part="form-error"]`));
      fail = false;
      submit(el, form);
      await waitFor(() => $(el, '[part="deposit-order"]'));
      const calls = api.callsTo(funds.createDeposit);
      expect(calls).to.have.length(2);
      expect(keyOf(calls[0])).to.equal(keyOf(calls[1]));
    });

    it('shows the payee of a person-to-person order and sends "I have paid"', async () => {
      const payee = { bankName: 'BPI', accountNumber: '001122334455', accountHolderName: 'Ben Reyes' };
      let matchStatus = 'awaiting_payment';
      const p2p = () => orderFixture({ p2p: true, payUrl: null, payee, matchStatus });
      api.on(funds.createDeposit, () => ({ value: p2p() }));
      api.on(funds.getDeposit, () => ({ value: p2p() }));
      api.on(funds.markDepositPaid, () => {
        matchStatus = 'paid';
        return { value: p2p() };
      });
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '250.50');
      submit(el, form);
      await waitFor(() => $(el, '[part="payee"]'));
      expect(opened).to.have.length(0);
      expect(textOf(el)).to.contain('001122334455');
      expect(textOf(el)).to.contain('Ben Reyes');
      click(el, '[part="mark-paid"]');
      await waitFor(() => textOf(el).includes('Waiting for the receiver to confirm your transfer.'));
      expect(api.callsTo(funds.markDepositPaid)[0]?.body).to.deep.equal({ orderNo: 'D0001' });
      expect($(el, '[part="mark-paid"]')).to.equal(null);
    });

    it('says when the channels cannot be loaded and tries again', async () => {
      let down = true;
      api.on(funds.depositChannels, () => (down ? { code: 1999, status: 500 } : { value: channels }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'depositv2' });
      await waitFor(() => $(el, '[part="deposit-new"] .page-failure'));
      down = false;
      ($(el, '[part="deposit-new"] .page-failure button') as HTMLButtonElement).click();
      await waitFor(() => $$(el, '.fd-choice').length === 2);
      expect(textOf(el)).to.contain('No deposits yet');
    });
  });

  describe('withdraw', () => {
    const form = '[part="withdraw-form"]';

    it('binds a bank account first, confirmed with the payment password', async () => {
      api.on(funds.profile, () => ({
        value: { paymentPasswordSet: true, bankAccount: null },
      }));
      api.on(funds.bindBankAccount, () => ({
        value: { paymentPasswordSet: true, bankAccount: bank },
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'withdraw' });
      const bankForm = '[part="bank-account-form"]';
      await waitFor(() => $(el, bankForm));
      expect($(el, form)).to.equal(null);
      type(field(el, bankForm, 'bankName'), 'BDO');
      type(field(el, bankForm, 'accountNumber'), '12345');
      type(field(el, bankForm, 'accountHolderName'), 'Ann Cruz');
      type(field(el, bankForm, 'paymentPassword'), '246810');
      submit(el, bankForm);
      await waitFor(() => textOf(el).includes('Enter 6 to 30 digits'));
      type(field(el, bankForm, 'accountNumber'), '0012345678');
      submit(el, bankForm);
      await waitFor(() => $(el, form));
      const [bound] = api.callsTo(funds.bindBankAccount);
      expect(bound?.headers.get('content-type')).to.contain('application/jose');
      expect(bound?.body).to.deep.equal({
        bankName: 'BDO',
        accountNumber: '0012345678',
        accountHolderName: 'Ann Cruz',
        paymentPassword: '246810',
      });
      expect($(el, '[part="bank-bound"]')?.textContent).to.contain('****6789');
    });

    it('asks for a payment password when none is set', async () => {
      api.on(funds.profile, () => ({
        value: { paymentPasswordSet: false, bankAccount: null },
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'withdraw' });
      await waitFor(() => $(el, '[part="needs-payment-password"] [part="payment-password-form"]'));
      expect($(el, '[part="bank-account-form"]')).to.equal(null);
    });

    it('requests a withdrawal with the payment password and shows it pending', async () => {
      api.on(funds.createWithdrawal, () => {
        balance = 950_000;
        return { value: withdrawalFixture() };
      });
      api.on(funds.getWithdrawal, () => ({ value: withdrawalFixture() }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'withdraw' });
      await waitFor(() => $(el, form));
      expect($(el, '[part="withdraw-new"]')?.textContent).to.contain('From P 100.00 to P 50,000.00');
      type(field(el, form, 'amount'), '500');
      submit(el, form);
      await waitFor(() => textOf(el).includes('Input cannot be empty'));
      expect(api.callsTo(funds.createWithdrawal)).to.have.length(0);
      type(field(el, form, 'paymentPassword'), '246810');
      const events: number[] = [];
      el.addEventListener('gd-balance-change', (event) => events.push(event.detail.balanceMinor));
      submit(el, form);
      await waitFor(() => $(el, '[part="withdrawal-detail"]'));
      const [call] = api.callsTo(funds.createWithdrawal);
      expect(call?.body).to.deep.equal({ amount: 50_000, paymentPassword: '246810' });
      expect(keyOf(call)).to.be.a('string');
      expect($(el, '[part="withdrawal-detail"] .fd-chip')?.dataset.state).to.equal('pending');
      expect(field(el, form, 'paymentPassword').value).to.equal('');
      await waitFor(() => events.length === 1);
      expect(events).to.deep.equal([950_000]);
      expect(textOf(el)).not.to.contain('Cancel');
    });

    it('shows a wrong payment password under the field', async () => {
      api.on(funds.createWithdrawal, () => ({ code: 1701, status: 403 }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'withdraw' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '500');
      type(field(el, form, 'paymentPassword'), '999999');
      submit(el, form);
      await waitFor(() => $(el, `${form} .field--invalid input[name="paymentPassword"]`));
      expect($(el, '[part="withdrawal-detail"]')).to.equal(null);
    });

    it('confirms one matched deposit and reports another with proof pictures', async () => {
      let current = withdrawalFixture({
        receivedAmount: 0,
        remainingAmount: 50_000,
        matches: [
          {
            matchId: 11,
            amount: 20_000,
            status: 'paid',
            proofCount: 0,
            forcedAt: '2026-11-21T09:00:00.000Z',
          },
          {
            matchId: 12,
            amount: 30_000,
            status: 'paid',
            proofCount: 0,
            forcedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      });
      api.on(funds.listWithdrawals, () => ({ value: { list: [current], total: 1 } }));
      api.on(funds.getWithdrawal, () => ({ value: current }));
      api.on(funds.confirmReceived, () => {
        current = {
          ...current,
          receivedAmount: 20_000,
          remainingAmount: 30_000,
          matches: current.matches.map((m) =>
            m.matchId === 11 ? { ...m, status: 'received', forcedAt: null } : m,
          ),
        };
        return { value: current };
      });
      api.on(funds.reportNotReceived, () => {
        current = {
          ...current,
          matches: current.matches.map((m) =>
            m.matchId === 12 ? { ...m, status: 'not_received', proofCount: 2 } : m,
          ),
        };
        return { value: current };
      });
      const uploads: { type: string | null; matchId: string | null; size: number }[] = [];
      const inner = window.fetch;
      window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        // Only uploads are read here; every other call goes to the fake API untouched.
        if (url.pathname !== funds.uploadProof.path) return inner(input, init);
        const request = new Request(input, init);
        uploads.push({
          type: request.headers.get('content-type'),
          matchId: url.searchParams.get('matchId'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return new Response(
          JSON.stringify({
            code: 0,
            message: '',
            value: { proofId: uploads.length, proofCount: uploads.length },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }) as typeof window.fetch;

      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'withdraw' });
      (await waitFor(() => $(el, '[data-withdrawal="W0001"]'))).click();
      await waitFor(() => $$(el, '[part="match"]').length === 2);
      const total = (key: string) => $(el, `[data-total="${key}"] strong`)?.textContent;
      expect(total('fund_remaining')).to.equal('P 500.00');

      click(el, '[data-match="11"] [part="confirm-received"]');
      await waitFor(() => total('fund_received') === 'P 200.00');
      expect(total('fund_remaining')).to.equal('P 300.00');
      expect(api.callsTo(funds.confirmReceived)[0]?.body).to.deep.equal({ matchId: 11 });
      expect(keyOf(api.callsTo(funds.confirmReceived)[0])).to.be.a('string');
      expect($(el, '[data-match="11"] [part="confirm-received"]')).to.equal(null);

      click(el, '[data-match="12"] [part="not-received"]');
      const report = (await waitFor(() =>
        $(el, '[data-match="12"] [part="report-not-received"]'),
      )) as HTMLButtonElement;
      expect(report.disabled).to.equal(true);
      const picker = $(el, '[data-match="12"] input[type="file"]') as HTMLInputElement;
      const choose = (files: File[]) => {
        const transfer = new DataTransfer();
        for (const file of files) transfer.items.add(file);
        picker.files = transfer.files;
        picker.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose([new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })]);
      await waitFor(() => textOf(el).includes('“proof.gif” is not a PNG or JPG image.'));
      expect(uploads).to.have.length(0);
      // A text file named like a picture is refused where it is picked, by what its bytes are.
      choose([new File(['just some text'], 'receipt.png', { type: 'image/png' })]);
      await waitFor(() => textOf(el).includes('“receipt.png” is not an image.'));
      expect(uploads).to.have.length(0);
      choose([
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'a.png', {
          type: 'image/png',
        }),
        new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', { type: 'image/jpeg' }),
      ]);
      await waitFor(() => textOf(el).includes('Uploaded: 2 of 3.'));
      expect(uploads).to.deep.equal([
        { type: 'image/png', matchId: '12', size: 9 },
        { type: 'image/jpeg', matchId: '12', size: 4 },
      ]);
      await waitFor(() => !report.disabled);
      report.click();
      await waitFor(() => $(el, '[data-match="12"] .fd-chip')?.dataset.state === 'not_received');
      expect(api.callsTo(funds.reportNotReceived)[0]?.body).to.deep.equal({ matchId: 12 });
      expect(textOf(el)).to.contain('Customer service is reviewing this deposit.');
    });
  });
});
