import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-join';
import { session } from '../../src/core';
import { errors, join, member } from '../../src/core/contract';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  input,
  memberFixture,
  mount,
  refusal,
  resetPage,
  route,
  submit,
  textOf,
  type,
  waitFor,
} from './support';

const ISO = '2026-11-20T08:00:00.000Z';

const PROGRAMME = {
  agentType: 1,
  affiliate: false,
  description: 'Bring players and earn from their play.',
  contracts: [
    {
      kind: 'dividend' as const,
      periodType: 'weekly' as const,
      rate: 2000,
      activeMembers: 3,
      periodValidBet: 500_000,
      periodProfitLoss: 0,
    },
    { kind: 'dailySalary' as const, rate: 100, activeMembers: 3, dailyBetAmount: 10_000 },
  ],
};

const application = (overrides: Partial<join.Application> = {}): join.Application => ({
  id: 4,
  state: 'pending',
  contactName: 'Ana Lima',
  contactKind: 'telegram',
  contact: '@ana_lima',
  audience: 'About 40 players',
  message: 'I run a football channel.',
  remark: null,
  createdAt: ISO,
  decidedAt: null,
  ...overrides,
});

async function signIn(type = 0): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  expect(session.memberType.value).to.equal(type);
}

const textarea = (el: HTMLElement) => $(el, 'textarea[name="message"]') as HTMLTextAreaElement;
function typeArea(area: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<gd-join>', () => {
  let api: FakeApi;
  beforeEach(async () => {
    await resetPage();
    api = await fakeApi([
      route(join.programme, () => ({ value: PROGRAMME })),
      route(join.myApplication, () => ({ value: null })),
    ]);
  });
  afterEach(() => api.restore());

  it('shows a visitor the programme, what agents earn and a sign-in first', async () => {
    const el = await mount('gd-join', { lang: 'en' });
    await waitFor(() => $$(el, '[part="contracts"] > li').length === 2);
    expect(textOf(el)).to.contain('Bring players and earn from their play.');
    const dividend = $(el, '[data-kind="dividend"]')!;
    expect(dividend.textContent).to.contain('Dividend').and.contain('20.00%');
    expect(dividend.textContent).to.contain("of the team's net loss each week");
    expect($(el, '[data-kind="dailySalary"]')?.textContent).to.contain('1.00%');
    expect($(el, '[part="join-form"]')).to.equal(null);
    expect(api.callsTo(join.myApplication)).to.have.length(0);
    await expectAccessible(el, 'to a visitor');
    ($(el, '[part~="sign-in"]') as HTMLButtonElement).click();
    await waitFor(() => session.loginPopup.value.open);
  });

  it('checks the form, sends one application with an Idempotency-Key and then shows it pending', async () => {
    api.on(join.apply, (call) => ({
      value: application({
        contactName: String(call.body?.contactName),
        contactKind: call.body?.contactKind as join.ContactKind,
        contact: String(call.body?.contact),
        audience: String(call.body?.audience),
        message: String(call.body?.message),
      }),
    }));
    await signIn();
    const el = await mount('gd-join', { lang: 'en' });
    await waitFor(() => $(el, '[part="join-form"]'));
    await expectAccessible(el, 'with the empty form');
    submit(el);
    await waitFor(() => $$(el, '.field__error').length === 3);
    expect(api.callsTo(join.apply)).to.have.length(0);

    type(input(el, 'contactName'), 'Ana Lima');
    (el.shadowRoot!.querySelector('input[value="email"]') as HTMLInputElement).click();
    await waitFor(() => $(el, 'input[name="contact"][type="email"]'));
    type(input(el, 'contact'), 'ana@');
    type(input(el, 'audience'), 'About 40 players');
    typeArea(textarea(el), 'x'.repeat(501));
    submit(el);
    await waitFor(() => textOf(el).includes('Enter an e-mail address such as name@example.com.'));
    expect(textOf(el)).to.contain('At most 500 characters.');
    expect(api.callsTo(join.apply)).to.have.length(0);

    type(input(el, 'contact'), 'ana@example.com');
    typeArea(textarea(el), '  I run a football channel. ');
    await waitFor(() => textOf(el).includes('25 of 500 characters'));
    submit(el);
    await waitFor(() => $(el, '[part="application-status"]'));
    const [sent] = api.callsTo(join.apply);
    expect(sent?.body).to.deep.equal({
      contactName: 'Ana Lima',
      contactKind: 'email',
      contact: 'ana@example.com',
      audience: 'About 40 players',
      message: 'I run a football channel.',
    });
    expect(sent?.headers.get('Idempotency-Key')).to.match(/.{8,}/);
    expect($(el, '[part="application-status"]')?.dataset.state).to.equal('pending');
    expect(textOf(el)).to.contain('Your application waits for a decision.');
    expect($(el, '[part="join-form"]')).to.equal(null);
    await expectAccessible(el, 'with the pending application');
  });

  it("says the server's refusal in the member's language", async () => {
    api.on(join.apply, () =>
      refusal({ code: errors.AGENT_APPLICATION_PENDING.code, status: 409, value: null }),
    );
    await signIn();
    const el = await mount('gd-join', { lang: 'es' });
    await waitFor(() => $(el, '[part="join-form"]'));
    type(input(el, 'contactName'), 'Ana');
    type(input(el, 'contact'), '+63 917 123 4567');
    type(input(el, 'audience'), 'Mi grupo');
    submit(el);
    await waitFor(() => textOf(el).includes('Su solicitud de agente ya está en espera.'));
  });

  it("shows a rejection with the operator's reason and the form to apply again", async () => {
    api.on(join.myApplication, () => ({
      value: application({ state: 'rejected', remark: 'Tell us more about your channel', decidedAt: ISO }),
    }));
    await signIn();
    const el = await mount('gd-join', { lang: 'en' });
    await waitFor(() => $(el, '[part="application-status"]') && $(el, '[part="join-form"]'));
    expect($(el, '[part="remark"]')?.textContent).to.contain('Tell us more about your channel');
    expect(textOf(el)).to.contain('Not approved').and.contain('You may apply again');
    await expectAccessible(el, 'after a rejection');
  });

  it('reads the member again once approved, so the page (and the header) know an agent', async () => {
    api.on(join.myApplication, () => ({ value: application({ state: 'approved', decidedAt: ISO }) }));
    await signIn();
    api.on(member.info, () => ({ value: { ...memberFixture, type: 1 } }));
    const el = await mount('gd-join', { lang: 'en' });
    await waitFor(() => $(el, '[part="agent-note"]'));
    expect(session.memberType.value).to.equal(1);
    expect(textOf(el)).to.contain('You are an agent');
    expect(session.canShowAgentCentre.value).to.equal(true);
  });

  it('tells a free-play account it needs a real one', async () => {
    api.on(member.info, () => ({ value: { ...memberFixture, type: 4 } }));
    await signIn(4);
    const el = await mount('gd-join', { lang: 'en' });
    await waitFor(() => $(el, '[part="real-account-warning"]'));
    expect($(el, '[part="join-form"]')).to.equal(null);
    expect(api.callsTo(join.myApplication)).to.have.length(0);
  });
});
