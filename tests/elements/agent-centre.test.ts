import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-agent-centre';
import { session } from '../../src/core';
import { agents, member, system } from '../../src/core/contract';
import type { IncomeLine, TeamBetRow } from '../../src/core/contract/agents';
import {
  agentMember,
  agentPages,
  agentStatus,
  contractFixture,
  dailyTerms,
  memberRow,
  overviewFixture,
  signIn,
} from './agent-fixtures';
import {
  $,
  $$,
  buttonWithText,
  expectAccessible,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  type RecordedCall,
  refusal,
  resetPage,
  route,
  sleep,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const menuKeys = (el: HTMLElement) => $$(el, '.centre-menu__item').map((item) => item.dataset.page);
const agentCalls = (api: FakeApi) => api.calls.filter((c) => c.path.startsWith('/wps/agent/'));

function choose(el: HTMLElement, name: string, value: string): void {
  const select = el.shadowRoot?.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`No select ${name}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<gd-agent-centre>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(system.status, () => ({ value: agentStatus(['HOURSALARY3']) })),
      route(member.info, () => ({ value: agentMember(1) })),
      route(agents.teamOverview, () => ({ value: overviewFixture })),
    ]);
  });
  afterEach(() => api.restore());

  it('refuses a member who is not an agent: the agents-only notice, and nothing asked of the agent API', async () => {
    api.on(member.info, () => ({ value: memberFixture }));
    await signIn();
    const el = await mount('gd-agent-centre', { open: 'true' });
    await waitFor(() => session.notice.value?.key === 'err_agent_only');
    await waitFor(() => el.getAttribute('open') === 'false');
    expect($(el, '[part="agent-centre"]')).to.equal(null);
    await sleep(50);
    expect(agentCalls(api)).to.have.length(0);
  });

  it('asks a visitor to log in first', async () => {
    const el = await mount('gd-agent-centre', { open: 'true' });
    await waitFor(() => session.loginPopup.value.open);
    expect(session.loginPopup.value.messageKey).to.equal('err_not_logged_in');
    expect(el.getAttribute('open')).to.equal('false');
  });

  it('lists a contract page only while its brand switch is on, and opens on the team overview', async () => {
    await signIn();
    const el = await mount('gd-agent-centre', { open: 'true' });
    await waitFor(() => menuKeys(el).includes('agentRealtimeSalary'));
    expect(menuKeys(el)).to.deep.equal([
      'agentAnnouncement',
      'agentTeamOverview',
      'agentRegister',
      'agentTeamManagement',
      'agentTeamBetting',
      'agentProfitLoss',
      'agentIncome',
      'agentTransactions',
      'agentDividend',
      'agentDailySalary',
      'agentRealtimeSalary',
    ]);
    expect($(el, '[aria-current="page"]')?.dataset.page).to.equal('agentTeamOverview');

    // The whole AGENT3 group off hides every contract page, whatever its own switch says.
    await resetPage();
    api.on(system.status, () => ({ value: agentStatus([], false) }));
    await signIn();
    const bare = await mount('gd-agent-centre', { open: 'true' });
    await waitFor(() => $(bare, '[part="team-figures"]'));
    await sleep(50);
    expect(menuKeys(bare).filter((key) => /Salary|Dividend/.test(key ?? ''))).to.deep.equal([]);
  });

  it('team overview: the figures, a titled SVG chart per figure, and the series as a table', async () => {
    await signIn();
    const el = await mount('gd-agent-centre', { open: 'true' });
    const figures = await waitFor(() => $(el, '[part="team-figures"]'));
    expect($(el, '[data-figure="teamSize"]')?.textContent).to.equal('12');
    expect($(el, '[data-figure="winLoss"]')?.textContent).to.equal('P -3,100.00');
    expect(figures.textContent).to.contain('P 25,000.00');
    const [first] = api.callsTo(agents.teamOverview);
    expect(first?.query.get('startDate')).to.match(/^\d{4}-\d{2}-\d{2}$/);

    const chart = $(el, '[part="team-chart"] svg') as HTMLElement;
    expect(chart.getAttribute('role')).to.equal('img');
    expect(chart.querySelector('title')?.textContent).to.equal('Valid bet per day');
    expect($$(el, '[part="team-chart"] rect').map((bar) => bar.dataset.value)).to.deep.equal([
      '1000000',
      '1500000',
    ]);
    buttonWithText(el, 'Active members').click();
    await waitFor(() => chart.querySelector('title')?.textContent === 'Active members per day');
    expect($$(el, '[part="team-chart"] rect').map((bar) => bar.dataset.value)).to.deep.equal(['2', '4']);
    const table = $$(el, '.ag-table-fallback tbody tr').map((row) => row.textContent);
    expect(table).to.have.length(2);
    expect(table[1]).to.contain('P -3,600.00');
    await expectAccessible(el, 'on the team overview');
  });

  it('register: the one-time password is shown once with a copy button, and the role goes with the request', async () => {
    await signIn();
    api.on(agents.registerDownline, (call) => ({
      value: {
        memberId: 301,
        username: String(call.body?.username),
        type: call.body?.role === 'agent' ? 2 : 0,
        oneTimePassword: 'Xy7#kq2Lm9pA',
        usesDefaultPassword: false,
      },
    }));
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentRegister' });
    const username = await waitFor(() =>
      el.shadowRoot?.querySelector<HTMLInputElement>('input[name="username"]'),
    );
    type(username, 'sub_one');
    ($(el, 'input[name="role"][value="agent"]') as HTMLInputElement).click();
    submit(el, '[part="register-form"]');
    const otp = await waitFor(() => $(el, '[part="one-time-password"]'));
    expect(otp.textContent).to.contain('Xy7#kq2Lm9pA');
    expect(textOf(el)).to.contain('will not be shown again');
    expect(textOf(el)).to.contain('Sub-agent');
    const [sent] = api.callsTo(agents.registerDownline);
    expect(sent?.body).to.deep.equal({ username: 'sub_one', role: 'agent' });
    expect(sent?.headers.get('idempotency-key')).to.be.a('string');

    ($(el, '[part="register-another"]') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="register-form"]'));
    expect(textOf(el)).to.not.contain('Xy7#kq2Lm9pA');
  });

  it('register: a type 2 agent gets no role choice and registers members', async () => {
    api.on(member.info, () => ({ value: agentMember(2) }));
    api.on(agents.registerDownline, () => ({
      value: {
        memberId: 302,
        username: 'member_two',
        type: 0,
        oneTimePassword: null,
        usesDefaultPassword: true,
      },
    }));
    await signIn();
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentRegister' });
    const username = await waitFor(() =>
      el.shadowRoot?.querySelector<HTMLInputElement>('input[name="username"]'),
    );
    expect(el.shadowRoot?.querySelector('input[name="role"]')).to.equal(null);
    type(username, 'member_two');
    submit(el, '[part="register-form"]');
    await waitFor(() => $(el, '[part="registered"]'));
    expect(api.callsTo(agents.registerDownline)[0]?.body).to.deep.equal({
      username: 'member_two',
      role: 'member',
    });
    expect($(el, '[part="one-time-password"]')).to.equal(null);
    expect(textOf(el)).to.contain("brand's default password");
  });

  it('team management: filters and paging go to the server; transfer and offer only on direct downline rows', async () => {
    await signIn();
    api.on(
      agents.teamMembers,
      agentPages(45, (id) => memberRow(id, id % 2 === 0 ? { level: 2, uplineAccount: 'sub_one' } : {})),
    );
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentTeamManagement' });
    await waitFor(() => $$(el, '[part="team-members"] tbody tr').length === 20);
    const first = api.callsTo(agents.teamMembers)[0] as RecordedCall;
    expect(first.query.get('page')).to.equal('1');
    expect(first.query.get('pageSize')).to.equal('20');
    expect(first.query.get('sort')).to.equal('registered');

    const row1 = $(el, 'tr[data-member-id="1"]') as HTMLElement;
    const row2 = $(el, 'tr[data-member-id="2"]') as HTMLElement;
    expect(row1.querySelector('[data-action="transfer"]')).to.not.equal(null);
    expect(row1.querySelector('[data-action="offer"]')).to.not.equal(null);
    expect(row2.querySelector('[data-action]')).to.equal(null);
    expect(row2.textContent).to.contain('Level 2 (under sub_one)');
    await expectAccessible(el, 'on team management');

    ($(el, '[part="load-more"]') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part="team-members"] tbody tr').length === 40);
    expect(api.callsTo(agents.teamMembers).at(-1)?.query.get('page')).to.equal('2');

    type(el.shadowRoot?.querySelector('input[name="search"]') as HTMLInputElement, 'play');
    choose(el, 'status', 'mustChangePassword');
    choose(el, 'directOnly', 'true');
    choose(el, 'sort', 'balance');
    await waitFor(() => api.callsTo(agents.teamMembers).at(-1)?.query.get('search') === 'play');
    const last = api.callsTo(agents.teamMembers).at(-1) as RecordedCall;
    expect(last.query.get('page')).to.equal('1');
    expect(last.query.get('status')).to.equal('mustChangePassword');
    expect(last.query.get('directOnly')).to.equal('true');
    expect(last.query.get('sort')).to.equal('balance');
  });

  it('team management: an affiliate agent has no transfer action', async () => {
    api.on(member.info, () => ({ value: agentMember(41) }));
    api.on(
      agents.teamMembers,
      agentPages(3, (id) => memberRow(id)),
    );
    await signIn();
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentTeamManagement' });
    await waitFor(() => $$(el, '[part="team-members"] tbody tr').length === 3);
    expect($$(el, '[data-action="transfer"]')).to.have.length(0);
    expect($$(el, '[data-action="offer"]')).to.have.length(3);
  });

  it('transfer to a direct downline: amount in minor units, payment password, idempotency key, row balance updated', async () => {
    await signIn();
    api.on(
      agents.teamMembers,
      agentPages(1, (id) => memberRow(id)),
    );
    api.on(agents.transferToDownline, () => ({ value: { sumBalance: 987_655, account: 'player_1' } }));
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentTeamManagement' });
    const action = await waitFor(() => $(el, 'tr[data-member-id="1"] [data-action="transfer"]'));
    action.click();
    const amount = await waitFor(() =>
      el.shadowRoot?.querySelector<HTMLInputElement>('[part="transfer-form"] input[name="amount"]'),
    );
    type(amount, '100.5');
    type(
      el.shadowRoot?.querySelector(
        '[part="transfer-form"] input[name="paymentPassword"]',
      ) as HTMLInputElement,
      '135790',
    );
    submit(el, '[part="transfer-form"]');
    await waitFor(() => textOf(el).includes('P 100.50 sent to player_1'));
    const [sent] = api.callsTo(agents.transferToDownline);
    expect(sent?.body).to.deep.equal({ memberId: 1, amount: 10_050, paymentPassword: '135790' });
    expect(sent?.headers.get('idempotency-key')).to.be.a('string');
    await waitFor(() => ($(el, 'tr[data-member-id="1"]')?.textContent ?? '').includes('P 223.95'));
  });

  it('contract offer lower than contracts further down: the warning lists them, confirming resends with confirmTerminate', async () => {
    await signIn();
    api.on(
      agents.teamMembers,
      agentPages(2, (id) => memberRow(id)),
    );
    api.on(agents.contracts, () => ({
      value: {
        own: contractFixture(
          9,
          { ...dailyTerms, rate: 150 },
          { status: 'accepted', fromAccount: null, toAccount: 'demo_agent' },
        ),
        ceiling: { ...dailyTerms, rate: 150 },
        offers: { rows: [], total: 0, page: 1, totalPages: 0 },
      },
    }));
    const affected = [
      contractFixture(
        41,
        { ...dailyTerms, rate: 120 },
        { status: 'accepted', fromAccount: 'player_1', toAccount: 'grandchild_a' },
      ),
      contractFixture(
        42,
        { ...dailyTerms, rate: 110 },
        { status: 'accepted', fromAccount: 'player_1', toAccount: 'grandchild_b' },
      ),
    ];
    api.on(agents.offerContract, (call) =>
      call.body?.confirmTerminate
        ? {
            value: contractFixture(50, call.body.terms as typeof dailyTerms, {
              toAccount: 'player_1',
              toMemberId: 1,
            }),
          }
        : refusal({ code: 1846, value: { affected } }),
    );
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentDailySalary' });
    await waitFor(() => $$(el, 'select[name="memberId"] option').length === 3);
    expect(textOf(el)).to.contain('1.50%');
    choose(el, 'memberId', '1');
    const rate = await waitFor(() =>
      el.shadowRoot?.querySelector<HTMLInputElement>('[part="offer-form"] input[name="rate"]'),
    );
    type(rate, '1.6');
    submit(el, '[part="offer-form"]');
    await waitFor(() => textOf(el).includes('You may offer at most 1.50%'));
    expect(api.callsTo(agents.offerContract)).to.have.length(0);

    type(rate, '1');
    submit(el, '[part="offer-form"]');
    const warning = await waitFor(() => $(el, '[part="termination-warning"] .ag-affected'));
    expect($$(el, '.ag-affected li').map((item) => item.dataset.contractId)).to.deep.equal(['41', '42']);
    expect(warning.textContent).to.contain('grandchild_a');
    expect(warning.textContent).to.contain('1.20%');
    ($(el, '[part="confirm-terminate"]') as HTMLButtonElement).click();
    await waitFor(() => textOf(el).includes('Offer sent to player_1'));
    const [firstTry, confirmed] = api.callsTo(agents.offerContract);
    const terms = { kind: 'dailySalary', rate: 100, activeMembers: 3, dailyBetAmount: 50_000 };
    expect(firstTry?.body).to.deep.equal({ memberId: 1, terms, confirmTerminate: false });
    expect(confirmed?.body).to.deep.equal({ memberId: 1, terms, confirmTerminate: true });
    expect($(el, '[part="termination-warning"] .ag-affected')).to.equal(null);
  });

  it('team betting: the range, filters and pages asked for, with the totals shown', async () => {
    await signIn();
    const bet = (id: number): TeamBetRow => ({
      roundId: id,
      account: 'player_1',
      vendor: 'PG',
      gameCode: 'fortune-ox',
      gameName: 'Fortune Ox',
      gameType: 'RNG',
      stake: 1_000,
      validBet: 1_000,
      payout: 0,
      winLoss: -1_000,
      status: 'settled',
      startedAt: '2026-11-20T08:00:00Z',
      settledAt: '2026-11-20T08:00:05Z',
    });
    api.on(
      agents.teamBets,
      agentPages(25, bet, {
        totals: { rounds: 25, stake: 25_000, validBet: 25_000, payout: 0, winLoss: -25_000 },
      }),
    );
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentTeamBetting' });
    await waitFor(() => $$(el, '[part="team-bets"] tbody tr').length === 20);
    expect($(el, '[part="bet-totals"]')?.textContent).to.contain('P -250.00');
    expect(textOf(el)).to.contain('Fortune Ox');
    choose(el, 'status', 'settled');
    type(el.shadowRoot?.querySelector('input[name="account"]') as HTMLInputElement, 'player_1');
    await waitFor(() => api.callsTo(agents.teamBets).at(-1)?.query.get('account') === 'player_1');
    const last = api.callsTo(agents.teamBets).at(-1) as RecordedCall;
    expect(last.query.get('status')).to.equal('settled');
    expect(last.query.get('startDate')).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(last.query.get('page')).to.equal('1');
  });

  it('my income: a settlement drills down to its rounds, and the payout moves income to the wallet', async () => {
    await signIn();
    const line: IncomeLine = {
      id: 77,
      kind: 'dailySalary',
      amount: 5_000,
      periodStart: '2026-11-19T00:00:00Z',
      periodEnd: '2026-11-20T00:00:00Z',
      contractId: 9,
      basis: '0.50% of 10,000.00 valid bet',
      rounds: 2,
      at: '2026-11-20T00:01:00Z',
    };
    // As on the server: the payout lowers the income balance that the list read after it answers.
    let incomeBalance = 5_000;
    api.on(agents.income, () => ({
      value: { rows: [line], total: 1, page: 1, totalPages: 1, incomeBalance, totalEarned: 5_000 },
    }));
    api.on(agents.incomeRounds, (call) => ({
      value: {
        rows: [81, 82].map(
          (roundId): TeamBetRow => ({
            roundId,
            account: 'player_1',
            vendor: 'PG',
            gameCode: 'fortune-ox',
            gameName: 'Fortune Ox',
            gameType: 'RNG',
            stake: 500_000,
            validBet: 500_000,
            payout: 0,
            winLoss: -500_000,
            status: 'settled',
            startedAt: '2026-11-19T08:00:00Z',
            settledAt: '2026-11-19T08:00:05Z',
          }),
        ),
        total: call.query.get('incomeId') === '77' ? 2 : 0,
        page: 1,
        totalPages: 1,
      },
    }));
    api.on(agents.incomePayout, () => {
      incomeBalance = 2_000;
      return { value: { incomeBalance, sumBalance: 1_003_000 } };
    });
    const el = await mount('gd-agent-centre', { open: 'true', page: 'agentIncome' });
    const rounds = await waitFor(() => $(el, 'tr[data-income-id="77"] [data-action="rounds"]'));
    expect(rounds.textContent).to.equal('2 rounds');
    expect($(el, '[data-figure="incomeBalance"]')?.textContent).to.equal('P 50.00');
    rounds.click();
    await waitFor(() => $$(el, '[part="income-rounds"] tbody tr').length === 2);
    expect(api.callsTo(agents.incomeRounds)[0]?.query.get('incomeId')).to.equal('77');

    type(el.shadowRoot?.querySelector('[part="payout-form"] input[name="amount"]') as HTMLInputElement, '30');
    type(
      el.shadowRoot?.querySelector('[part="payout-form"] input[name="paymentPassword"]') as HTMLInputElement,
      '135790',
    );
    submit(el, '[part="payout-form"]');
    await waitFor(() => $(el, '[data-figure="incomeBalance"]')?.textContent === 'P 20.00');
    const [payout] = api.callsTo(agents.incomePayout);
    expect(payout?.body).to.deep.equal({ amount: 3_000, paymentPassword: '135790' });
    expect(payout?.headers.get('idempotency-key')).to.be.a('string');
  });
});
