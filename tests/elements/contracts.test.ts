import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-header';
import '../../src/elements/gd-agent-centre';
import '../../src/elements/gd-member-centre';
import { session } from '../../src/core';
import { agents, member as memberApi, system, wallet } from '../../src/core/contract';
import type { IncomeLine } from '../../src/core/contract/agents';
import {
  agentMember,
  agentStatus,
  contractFixture,
  dailyTerms,
  dividendTerms,
  signIn,
} from './agent-fixtures';
import {
  $,
  $$,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  resetPage,
  route,
  sleep,
  textOf,
  waitFor,
} from './support';

function flags(pending: { daily?: boolean; dividend?: boolean }) {
  return {
    value: {
      dailysalreqtype: pending.daily ?? false,
      divtypereq: pending.dividend ?? false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      sumBalance: 1_000_000,
    },
  };
}

const offerCard = (el: HTMLElement, id: number) =>
  $(el, `[part="contract-offers"] [data-contract-id="${id}"]`);

function buttonIn(card: HTMLElement | null, text: string): HTMLButtonElement {
  const found = Array.from(card?.querySelectorAll('button') ?? []).find(
    (b) => b.textContent?.trim() === text,
  );
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

describe('contract acceptance dialog', () => {
  let api: FakeApi;
  let pending: { daily: boolean; dividend: boolean };
  beforeEach(async () => {
    await resetPage();
    pending = { daily: true, dividend: true };
    api = await fakeApi([
      route(system.status, () => ({ value: agentStatus() })),
      route(wallet.consolidatedFunds, () => flags(pending)),
      route(agents.pendingContracts, () => ({
        value: {
          list: [
            ...(pending.daily
              ? [contractFixture(11, dailyTerms, { toAccount: 'demo_player', toMemberId: 7 })]
              : []),
            ...(pending.dividend
              ? [contractFixture(12, dividendTerms, { toAccount: 'demo_player', toMemberId: 7 })]
              : []),
          ],
        },
      })),
      route(agents.processDailySalary, (call) => {
        pending.daily = false;
        const contract = contractFixture(11, dailyTerms, {
          status: call.body?.accept ? 'accepted' : 'rejected',
        });
        return { value: { contract, terminated: [] } };
      }),
      route(agents.processDividend, (call) => {
        pending.dividend = false;
        const contract = contractFixture(12, dividendTerms, {
          status: call.body?.accept ? 'accepted' : 'rejected',
        });
        return { value: { contract, terminated: [] } };
      }),
    ]);
  });
  afterEach(() => api.restore());

  it("opens after login with each offer in words; accept and reject use the kind's own call, then the flags are read again", async () => {
    await signIn();
    const header = await mount('gd-header');
    const daily = await waitFor(() => offerCard(header, 11));
    const dividend = offerCard(header, 12) as HTMLElement;
    expect(daily.textContent).to.contain('Daily salary');
    expect(daily.textContent).to.contain("1.00% of the team's valid bet of each day");
    expect(daily.textContent).to.contain('When 3 members of the team each bet at least P 500.00 in the day');
    expect(daily.textContent).to.contain('Offered by demo_agent');
    expect(dividend.textContent).to.contain("20.00% of the team's net loss each week");
    expect(dividend.textContent).to.contain('P 1,000.00');
    const flagReads = api.callsTo(wallet.consolidatedFunds).length;

    buttonIn(daily, 'Accept').click();
    await waitFor(() => daily.textContent?.includes('Accepted'));
    expect(api.callsTo(agents.processDailySalary)[0]?.body).to.deep.equal({
      contractId: 11,
      accept: true,
    });
    buttonIn(dividend, 'Reject').click();
    await waitFor(() => dividend.textContent?.includes('Rejected'));
    expect(api.callsTo(agents.processDividend)[0]?.body).to.deep.equal({
      contractId: 12,
      accept: false,
    });
    await waitFor(() => api.callsTo(wallet.consolidatedFunds).length >= flagReads + 2);

    // Everything decided: the header has no entry left to open it again.
    ($(header, '[part="contract-offers-close"]') as HTMLButtonElement).click();
    await waitFor(() => !offerCard(header, 11));
    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    await waitFor(() => $(header, '[part="account-menu"]'));
    expect($(header, '[part="contract-offers-entry"]')).to.equal(null);
  });

  it('the header entry shows the waiting kinds and opens the dialog again after "decide later"', async () => {
    pending.dividend = false;
    await signIn();
    const header = await mount('gd-header');
    await waitFor(() => offerCard(header, 11));
    ($(header, '[part="contract-offers-close"]') as HTMLButtonElement).click();
    await waitFor(() => !offerCard(header, 11));

    ($(header, '[part="account-button"]') as HTMLButtonElement).click();
    const entry = await waitFor(() => $(header, '[part="contract-offers-entry"]'));
    expect(entry.textContent).to.contain('Contract offers');
    expect(entry.querySelector('.badge')?.textContent).to.equal('1');
    entry.click();
    await waitFor(() => offerCard(header, 11));
    expect(api.callsTo(agents.pendingContracts)).to.have.length(2);
  });

  it('does not open by itself again on a reload of the same session', async () => {
    pending.dividend = false;
    await signIn();
    const header = await mount('gd-header');
    await waitFor(() => offerCard(header, 11));
    const mark = sessionStorage.getItem('gd.contractOffersShown');
    expect(mark).to.be.a('string');

    // A reload starts a fresh page: the dialog closed, the flags read again.
    ($(header, '[part="contract-offers-close"]') as HTMLButtonElement).click();
    await waitFor(() => !offerCard(header, 11));
    header.remove();
    await sleep(30);
    const again = await mount('gd-header');
    await waitFor(() => api.callsTo(wallet.consolidatedFunds).length >= 2);
    await sleep(100);
    expect(offerCard(again, 11)).to.equal(null);
  });

  it('a member without offers sees no dialog and no entry; a free-play account is never asked', async () => {
    pending = { daily: false, dividend: false };
    await signIn();
    const header = await mount('gd-header');
    await waitFor(() => api.callsTo(wallet.consolidatedFunds).length === 1);
    await sleep(100);
    expect($(header, '[part="contract-offers"] .ctr-card')).to.equal(null);
    expect(api.callsTo(agents.pendingContracts)).to.have.length(0);

    await resetPage();
    api.on(memberApi.info, () => ({ value: { ...memberFixture, type: 4 } }));
    const flagsBefore = api.callsTo(wallet.consolidatedFunds).length;
    await signIn();
    await mount('gd-header');
    await sleep(150);
    expect(api.callsTo(wallet.consolidatedFunds).length).to.equal(flagsBefore);
  });

  it('the agent icon shows for agent types only and opens the agent centre', async () => {
    pending = { daily: false, dividend: false };
    await signIn();
    const member = await mount('gd-header');
    await waitFor(() => $(member, '[part="balance"]'));
    expect($(member, '[part="agent-centre-button"]')).to.equal(null);

    await resetPage();
    api.on(memberApi.info, () => ({ value: agentMember(42) }));
    api.on(agents.teamOverview, () => ({ value: { ...emptyOverview } }));
    await signIn();
    const agent = await mount('gd-header');
    const icon = await waitFor(() => $(agent, '[part="agent-centre-button"]'));
    expect(icon.getAttribute('aria-label')).to.equal('Agent centre');
    icon.click();
    const centre = await waitFor(() => document.querySelector('gd-agent-centre') as HTMLElement | null);
    expect(centre.getAttribute('open')).to.equal('true');
    await waitFor(() => $$(centre, '.centre-menu__item').length > 0);
    expect(textOf(centre)).to.contain('Team overview');
    expect(session.memberType.value).to.equal(42);
  });
});

describe('contract income in the member centre', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(wallet.consolidatedFunds, () => flags({})),
      route(wallet.merchantWallet, () => ({
        value: { isSingle: true, mainBalance: 0, sumBalance: 0, wallets: [] },
      })),
    ]);
  });
  afterEach(() => api.restore());

  const menu = (el: HTMLElement) => $$(el, '.centre-menu__item').map((item) => item.dataset.page);

  it('a member paid by a contract finds its income there; a member never paid does not see the entry', async () => {
    const line: IncomeLine = {
      id: 5,
      kind: 'dailySalary',
      amount: 10_000,
      periodStart: '2026-11-19T00:00:00Z',
      periodEnd: '2026-11-20T00:00:00Z',
      contractId: 11,
      basis: '1.00% of 10,000.00 valid bet',
      rounds: 4,
      at: '2026-11-20T00:01:00Z',
    };
    api.on(agents.income, () => ({
      value: { rows: [line], total: 1, page: 1, totalPages: 1, incomeBalance: 10_000, totalEarned: 10_000 },
    }));
    await signIn();
    const el = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => menu(el).includes('contractIncome'));
    ($(el, '[data-page="contractIncome"]') as HTMLButtonElement).click();
    await waitFor(() => $(el, 'tr[data-income-id="5"]'));
    expect(textOf(el)).to.contain('1.00% of 10,000.00 valid bet');
    expect($(el, '[data-figure="incomeBalance"]')?.textContent).to.equal('P 100.00');

    await resetPage();
    api.on(agents.income, () => ({
      value: { rows: [], total: 0, page: 1, totalPages: 0, incomeBalance: 0, totalEarned: 0 },
    }));
    await signIn();
    const plain = await mount('gd-member-centre', { open: 'true' });
    await waitFor(() => api.callsTo(agents.income).length >= 2);
    await sleep(50);
    expect(menu(plain).includes('contractIncome')).to.equal(false);
  });
});

const emptyOverview = {
  teamSize: 0,
  directMembers: 0,
  subAgents: 0,
  newMembers: 0,
  activeMembers: 0,
  teamBalance: 0,
  deposits: 0,
  withdrawals: 0,
  rounds: 0,
  validBet: 0,
  winLoss: 0,
  series: [],
};
