import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { member, wallet } from '../../src/core/contract';
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

const vendor = (
  vendorCode: string,
  displayName: string,
  gameType: string,
  balance: number,
  inPlay: boolean,
) => ({
  vendorCode,
  walletCode: vendorCode,
  displayName,
  gameType,
  accountTypeId: 101,
  vassalage: vendorCode,
  isHot: vendorCode === 'EVO',
  balance,
  inPlay,
});

/** Main and two game wallets; `inPlay` names those a game played from in the last 30 s. */
function walletsFixture(mainBalance: number, evo: number, pg: number, inPlay: string[] = []) {
  return {
    isSingle: false,
    mainBalance,
    sumBalance: mainBalance + evo + pg,
    wallets: [
      vendor('EVO', 'Evolution', 'LIVE', evo, inPlay.includes('EVO')),
      vendor('PG', 'PG Soft', 'RNG', pg, inPlay.includes('PG')),
    ],
  };
}

async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
}

const field = (el: HTMLElement, form: string, name: string) =>
  el.shadowRoot?.querySelector<HTMLInputElement>(`${form} input[name="${name}"]`) as HTMLInputElement;

const keyOf = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key') ?? null;

describe('<gd-member-centre> wallet pages', () => {
  let api: FakeApi;
  let totalBalance: number;
  beforeEach(async () => {
    await resetPage();
    totalBalance = 1_000_000;
    api = await fakeApi([
      route(wallet.balance, () => ({ value: { sumBalance: totalBalance } })),
      route(wallet.merchantWallet, () => ({ value: walletsFixture(600_000, 400_000, 0) })),
    ]);
  });
  afterEach(() => api.restore());

  describe('transferFund', () => {
    const form = '[part="transfer-form"]';

    it('shows the total, main and every game wallet, and moves money into the chosen one', async () => {
      api.on(wallet.walletTransfer, () => ({
        value: walletsFixture(598_766, 400_000, 1_234),
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => $(el, '[part="transfer-fund"]'));
      const figures = $$(el, '.wl-figure__value').map((node) => node.textContent);
      expect(figures).to.have.length(3);
      expect(textOf(el)).to.contain('Total balance');
      expect(textOf(el)).to.contain('Live casino');
      expect(textOf(el)).to.contain('Slots');
      expect($$(el, '.wl-card').map((card) => card.dataset.vendor)).to.deep.equal(['EVO', 'PG']);

      ($(el, '.wl-card[data-vendor="PG"]') as HTMLButtonElement).click();
      await waitFor(() => $(el, '.wl-card[data-vendor="PG"][aria-pressed="true"]'));
      await waitFor(() => el.shadowRoot?.activeElement === field(el, form, 'amount'));
      expect(($(el, 'select[name="vendorCode"]') as HTMLSelectElement).value).to.equal('PG');
      // Main and the idle Evolution wallet, which the server brings home when main alone is short.
      expect(textOf(el)).to.contain('Available: P 10,000.00');
      const changes: number[] = [];
      el.addEventListener('gd-balance-change', (event) => changes.push(event.detail.balanceMinor));
      totalBalance = 1_000_001;
      type(field(el, form, 'amount'), '12.34');
      submit(el, form);
      await waitFor(() => textOf(el).includes('moved to PG Soft'));
      const [call] = api.callsTo(wallet.walletTransfer);
      expect(call?.headers.get('content-type')).to.contain('application/jose');
      expect(call?.body).to.deep.equal({ direction: 'toVendor', vendorCode: 'PG', amount: 1234 });
      expect(keyOf(call)).to.match(/^[0-9a-f-]{36}$/);
      await waitFor(() => changes.length === 1);
      expect(changes).to.deep.equal([1_000_001]);
      expect(session.balanceMinor.value).to.equal(1_000_001);
      expect(field(el, form, 'amount').value).to.equal('');
    });

    it('moves money out of a game wallet, checking its balance first', async () => {
      api.on(wallet.walletTransfer, () => ({ value: walletsFixture(1_000_000, 0, 0) }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => $(el, form));
      ($(el, '.wl-direction[data-direction="toMain"]') as HTMLButtonElement).click();
      type(field(el, form, 'amount'), '4000.01');
      submit(el, form);
      await waitFor(() => textOf(el).includes('Insufficient balance'));
      expect(api.callsTo(wallet.walletTransfer)).to.have.length(0);
      ($(el, '.wl-max') as HTMLButtonElement).click();
      await waitFor(() => field(el, form, 'amount').value === '4000.00');
      submit(el, form);
      await waitFor(() => textOf(el).includes('from Evolution to your main wallet'));
      expect(api.callsTo(wallet.walletTransfer)[0]?.body).to.deep.equal({
        direction: 'toMain',
        vendorCode: 'EVO',
        amount: 400_000,
      });
    });

    it('sends the same key again only when the answer was lost', async () => {
      let answers = 0;
      api.on(wallet.walletTransfer, () => {
        answers += 1;
        if (answers === 1) throw new TypeError('connection reset');
        if (answers === 2) return { code: 1600, status: 409 };
        return { value: walletsFixture(599_000, 401_000, 0) };
      });
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '10');
      submit(el, form);
      await waitFor(() => $(el, `${form} [part="form-error"]`));
      submit(el, form);
      await waitFor(() => textOf(el).includes('Insufficient balance'));
      submit(el, form);
      await waitFor(() => textOf(el).includes('moved to Evolution'));
      const keys = api.callsTo(wallet.walletTransfer).map(keyOf);
      expect(keys).to.have.length(3);
      expect(keys[1]).to.equal(keys[0]);
      expect(keys[2]).to.not.equal(keys[1]);
    });

    it('recalls every game wallet to main', async () => {
      api.on(wallet.walletTransfer, () => ({ value: walletsFixture(1_000_000, 0, 0) }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => $(el, '[part="recall-all"]'));
      ($(el, '[part="recall-all"]') as HTMLButtonElement).click();
      await waitFor(() => textOf(el).includes('moved back to your main wallet'));
      const [call] = api.callsTo(wallet.walletTransfer);
      expect(call?.body).to.deep.equal({ direction: 'recallAll' });
      expect(keyOf(call)).to.not.equal(null);
      await waitFor(() => ($(el, '[part="recall-all"]') as HTMLButtonElement).disabled);
    });

    it('in single-wallet mode shows main only, without transfers', async () => {
      api.on(wallet.merchantWallet, () => ({
        value: { isSingle: true, mainBalance: 1_000_000, sumBalance: 1_000_000, wallets: [] },
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => textOf(el).includes('Games use your main wallet directly'));
      expect($(el, form)).to.equal(null);
      expect($(el, '[part="recall-all"]')).to.equal(null);
      expect($$(el, '.wl-figure')).to.have.length(2);
    });

    it('says when the wallets cannot be read and loads them again on retry', async () => {
      let fail = true;
      api.on(wallet.merchantWallet, () =>
        fail ? { code: 1600, status: 409 } : { value: walletsFixture(600_000, 400_000, 0) },
      );
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferFund' });
      await waitFor(() => $(el, '[part="page-error"]'));
      expect(textOf(el)).to.contain('Insufficient balance');
      fail = false;
      ($(el, '[part="page-error"] button') as HTMLButtonElement).click();
      await waitFor(() => $(el, form));
    });
  });

  describe('transferUpline', () => {
    const form = '[part="upline-form"]';
    const confirmButton = (el: HTMLElement) =>
      waitFor(() => $(el, '.dialog__actions .btn--primary') as HTMLButtonElement);

    it('tells a member without an upline transfer that it is not available', async () => {
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferUpline' });
      await waitFor(() => $(el, '[part="upline-unavailable"]'));
      expect($(el, form)).to.equal(null);
    });

    it('sends an amount with the payment password after a confirmation', async () => {
      api.on(member.info, () => ({ value: { ...memberFixture, toUpline: true } }));
      api.on(wallet.transferToUpline, () => ({
        value: { sumBalance: 950_000, uplineAccount: 'agent_mia' },
      }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferUpline' });
      await waitFor(() => $(el, form));
      expect(textOf(el)).to.contain('Available: P 10,000.00');
      type(field(el, form, 'amount'), '10000.01');
      submit(el, form);
      await waitFor(() => textOf(el).includes('Insufficient balance'));
      type(field(el, form, 'amount'), '500');
      type(field(el, form, 'paymentPassword'), 'pay123');
      submit(el, form);
      totalBalance = 950_000;
      (await confirmButton(el)).click();
      await waitFor(() => textOf(el).includes('sent to agent_mia'));
      const [call] = api.callsTo(wallet.transferToUpline);
      expect(call?.headers.get('content-type')).to.contain('application/jose');
      expect(call?.body).to.deep.equal({ amount: 50_000, paymentPassword: 'pay123' });
      expect(keyOf(call)).to.not.equal(null);
      await waitFor(() => session.balanceMinor.value === 950_000);
      expect(field(el, form, 'paymentPassword').value).to.equal('');
    });

    it('counts main and the game wallets no game is playing from, which the server brings home, and not one in play', async () => {
      api.on(member.info, () => ({ value: { ...memberFixture, toUpline: true } }));
      api.on(wallet.merchantWallet, () => ({ value: walletsFixture(0, 400_000, 250_000, ['PG']) }));
      api.on(wallet.transferToUpline, () => ({ value: { sumBalance: 550_000, uplineAccount: 'agent_mia' } }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferUpline' });
      await waitFor(() => $(el, form));
      expect(textOf(el)).to.contain('Available: P 4,000.00');
      type(field(el, form, 'amount'), '4000.01');
      submit(el, form);
      await waitFor(() => textOf(el).includes('Insufficient balance'));
      type(field(el, form, 'amount'), '1000');
      type(field(el, form, 'paymentPassword'), 'pay123');
      submit(el, form);
      (await confirmButton(el)).click();
      await waitFor(() => textOf(el).includes('sent to agent_mia'));
      // The idle wallet came home and paid: 3,000.00 is left on main, the wallet in play keeps its own.
      await waitFor(() => textOf(el).includes('Available: P 3,000.00'));
    });

    it('marks a wrong payment password and keeps the form', async () => {
      api.on(member.info, () => ({ value: { ...memberFixture, toUpline: true } }));
      api.on(wallet.transferToUpline, () => ({ code: 1701, status: 403 }));
      await signIn();
      const el = await mount('gd-member-centre', { open: 'true', page: 'transferUpline' });
      await waitFor(() => $(el, form));
      type(field(el, form, 'amount'), '1');
      type(field(el, form, 'paymentPassword'), 'wrong1');
      submit(el, form);
      (await confirmButton(el)).click();
      await waitFor(() => textOf(el).includes('The payment password is incorrect'));
      expect(field(el, form, 'amount').value).to.equal('1');
      expect(session.balanceMinor.value).to.equal(1_000_000);
    });
  });
});
