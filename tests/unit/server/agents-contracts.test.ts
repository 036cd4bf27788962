import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Brand, defaultBrand, isSwitchOn } from '../../../server/config/brand';
import {
  fillAgentBrandSettings,
  seedDemoAgentContracts,
} from '../../../server/modules/agents/contracts-seed';
import { agents, errors, system, wallet } from '../../../src/core/contract';
import type { Contract, ContractTerms } from '../../../src/core/contract/agents';
import { type AgentTree, agentTree, newMember, signIn } from './agents-fixtures';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const daily = (rate: number, extra: Partial<Extract<ContractTerms, { kind: 'dailySalary' }>> = {}) =>
  ({ kind: 'dailySalary', rate, activeMembers: 1, dailyBetAmount: 0, ...extra }) as const;

async function offer(token: string, memberId: number, terms: ContractTerms, confirmTerminate = false) {
  return server.call(agents.offerContract, { memberId, terms, confirmTerminate }, { token });
}

async function decide(
  token: string,
  endpoint: typeof agents.processDailySalary,
  contractId: number,
  accept: boolean,
) {
  return server.call(endpoint, { contractId, accept }, { token });
}

/** Offers and accepts: the holder now has the terms. */
async function grant(fromToken: string, to: { username: string }, toId: number, terms: ContractTerms) {
  const offered = await offer(fromToken, toId, terms);
  expect(offered.body.code, JSON.stringify(offered.body)).toBe(0);
  const endpoint = {
    dividend: agents.processDividend,
    dailySalary: agents.processDailySalary,
    hourlySalary: agents.processHourlySalary,
    realtimeSalary: agents.processRealtimeSalary,
  }[terms.kind];
  const accepted = await decide(await signIn(server, to.username), endpoint, offered.body.value!.id, true);
  expect(accepted.body.value?.contract.status).toBe('accepted');
  return accepted.body.value!.contract;
}

async function statusOf(contractId: number): Promise<string> {
  const row = await server.ctx.db
    .selectFrom('agent_contracts')
    .select('status')
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('offering a contract', () => {
  let tree: AgentTree;
  let stranger: AgentTree;
  beforeAll(async () => {
    tree = await agentTree(server, 'of');
    stranger = await agentTree(server, 'ox');
  });

  it('goes to direct children only: a grandchild or someone else’s member is refused', async () => {
    const grandchild = await offer(tree.agent.token, tree.subMember1.id, daily(100));
    expect(grandchild.status).toBe(403);
    expect(grandchild.body.code).toBe(errors.NOT_DIRECT_DOWNLINE.code);

    const foreign = await offer(tree.agent.token, stranger.member1.id, daily(100));
    expect(foreign.body.code).toBe(errors.NOT_IN_DOWNLINE.code);
    expect(
      await server.ctx.db
        .selectFrom('agent_contracts')
        .select('id')
        .where('to_member_id', 'in', [tree.subMember1.id, stranger.member1.id])
        .execute(),
    ).toEqual([]);
  });

  it('is for agents only', async () => {
    const memberToken = await signIn(server, tree.member1.username);
    const refused = await offer(memberToken, tree.member2.id, daily(10));
    expect(refused.body.code).toBe(errors.AGENT_ONLY.code);
  });

  it('cannot exceed the brand ceiling for a top agent, nor its own contract for a sub-agent', async () => {
    const ceiling = defaultBrand.agentContractCeilings.dailySalary.rate;
    const above = await offer(tree.agent.token, tree.sub.id, daily(ceiling + 1));
    expect(above.status).toBe(409);
    expect(above.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);
    expect(above.body.value).toEqual({ ceiling: defaultBrand.agentContractCeilings.dailySalary });

    // The sub-agent holds nothing yet: it can offer nothing, not even 0.01%.
    const nothingHeld = await offer(tree.sub.token, tree.subMember1.id, daily(1));
    expect(nothingHeld.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);

    await grant(tree.agent.token, tree.sub, tree.sub.id, daily(120));
    const overOwn = await offer(tree.sub.token, tree.subMember1.id, daily(121));
    expect(overOwn.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);
    const atOwn = await offer(tree.sub.token, tree.subMember1.id, daily(120, { activeMembers: 0 }));
    expect(atOwn.body.value).toMatchObject({ status: 'pending', fromAccount: 'ofsub', toAccount: 'ofsm1' });

    // Real-time salary compares each rate: a higher loss rate is refused even with a lower win rate.
    const realtime = defaultBrand.agentContractCeilings.realtimeSalary;
    const mixed = await offer(tree.agent.token, tree.member1.id, {
      kind: 'realtimeSalary',
      winRate: realtime.winRate - 10,
      lossRate: realtime.lossRate + 1,
      singleBetAmount: 0,
    });
    expect(mixed.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);
  });

  it('is refused while the brand has the kind switched off', async () => {
    const brand = server.ctx.brand;
    const saved = brand.whitelabel;
    brand.whitelabel = saved.map((node) => (node.code === 'AGENT3' ? { ...node, enabled: false } : node));
    try {
      const off = await offer(tree.agent.token, tree.member1.id, {
        kind: 'hourlySalary',
        rate: 10,
        hourlyBetAmount: 0,
      });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe(errors.CONTRACT_FEATURE_OFF.code);
    } finally {
      brand.whitelabel = saved;
    }
  });

  it('replaces the child’s pending offer of the same kind, and sets its consolidated flag', async () => {
    const memberToken = await signIn(server, tree.member2.username);
    const flagsBefore = await server.call(wallet.consolidatedFunds, {}, { token: memberToken });
    expect(flagsBefore.body.value).toMatchObject({ dailysalreqtype: false, divtypereq: false });

    const first = await offer(tree.agent.token, tree.member2.id, daily(80));
    const second = await offer(tree.agent.token, tree.member2.id, daily(90));
    const dividend = await offer(tree.agent.token, tree.member2.id, {
      kind: 'dividend',
      periodType: 'monthly',
      rate: 1000,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
    });
    expect(await statusOf(first.body.value!.id)).toBe('replaced');
    expect(await statusOf(second.body.value!.id)).toBe('pending');

    const flags = await server.call(wallet.consolidatedFunds, {}, { token: memberToken });
    expect(flags.body.value).toMatchObject({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
    const pending = await server.call(agents.pendingContracts, {}, { token: memberToken });
    expect(pending.body.value!.list.map((item) => item.id).sort()).toEqual(
      [second.body.value!.id, dividend.body.value!.id].sort(),
    );
    const dividendOnly = await server.call(agents.dividendRequest, {}, { token: memberToken });
    expect(dividendOnly.body.value!.list.map((item) => item.id)).toEqual([dividend.body.value!.id]);
  });
});

describe('deciding an offer', () => {
  let tree: AgentTree;
  let offered: Contract;
  let memberToken: string;
  beforeAll(async () => {
    tree = await agentTree(server, 'dc');
    memberToken = await signIn(server, tree.member1.username);
    offered = (await offer(tree.agent.token, tree.member1.id, daily(100))).body.value!;
  });

  it('belongs to the offered member only: anyone else, or another kind’s call, finds nothing', async () => {
    const byAgent = await decide(tree.agent.token, agents.processDailySalary, offered.id, true);
    expect(byAgent.status).toBe(404);
    expect(byAgent.body.code).toBe(errors.NOT_FOUND.code);
    const bySibling = await decide(
      await signIn(server, tree.member2.username),
      agents.processDailySalary,
      offered.id,
      true,
    );
    expect(bySibling.body.code).toBe(errors.NOT_FOUND.code);
    const wrongKind = await decide(memberToken, agents.processDividend, offered.id, true);
    expect(wrongKind.body.code).toBe(errors.NOT_FOUND.code);
    expect(await statusOf(offered.id)).toBe('pending');
  });

  it('accepts once, replacing the previous contract; a second decision is refused', async () => {
    const accepted = await decide(memberToken, agents.processDailySalary, offered.id, true);
    expect(accepted.body.value).toMatchObject({
      contract: { id: offered.id, status: 'accepted' },
      terminated: [],
    });
    expect(accepted.body.value!.contract.decidedAt).toBe(new Date(server.clock.now()).toISOString());

    const again = await decide(memberToken, agents.processDailySalary, offered.id, false);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(errors.CONTRACT_NOT_PENDING.code);

    const next = (await offer(tree.agent.token, tree.member1.id, daily(60))).body.value!;
    await decide(memberToken, agents.processDailySalary, next.id, true);
    expect(await statusOf(offered.id)).toBe('replaced');
    expect(await statusOf(next.id)).toBe('accepted');
    const flags = await server.call(wallet.consolidatedFunds, {}, { token: memberToken });
    expect(flags.body.value).toMatchObject({ dailysalreqtype: false });
  });

  it('cannot be accepted while the brand has the kind switched off, but can be rejected', async () => {
    const pendingOffer = (await offer(tree.agent.token, tree.member2.id, daily(20))).body.value!;
    const m2Token = await signIn(server, tree.member2.username);
    const brand = server.ctx.brand;
    const saved = brand.whitelabel;
    brand.whitelabel = saved.map((node) => (node.code === 'AGENT3' ? { ...node, enabled: false } : node));
    try {
      const accepted = await decide(m2Token, agents.processDailySalary, pendingOffer.id, true);
      expect(accepted.body.code).toBe(errors.CONTRACT_FEATURE_OFF.code);
      expect(await statusOf(pendingOffer.id)).toBe('pending');
      const rejected = await decide(m2Token, agents.processDailySalary, pendingOffer.id, false);
      expect(rejected.body.value?.contract.status).toBe('rejected');
    } finally {
      brand.whitelabel = saved;
    }
  });

  it('rejects, leaving the accepted contract in place', async () => {
    const lower = (await offer(tree.agent.token, tree.member1.id, daily(10))).body.value!;
    const rejected = await decide(memberToken, agents.processDailySalary, lower.id, false);
    expect(rejected.body.value?.contract.status).toBe('rejected');
    const own = await server.ctx.db
      .selectFrom('agent_contracts')
      .select('rate_bp')
      .where('to_member_id', '=', tree.member1.id)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    expect(own.rate_bp).toBe(60);
  });
});

describe('the termination rule', () => {
  it('warns about higher contracts further down, and accepting ends only those', async () => {
    const tree = await agentTree(server, 'tr');
    // A deeper level: the sub-agent's member ...sm1 is an agent too, with its own member.
    await server.ctx.db
      .updateTable('members')
      .set({ type: 2 })
      .where('id', '=', tree.subMember1.id)
      .execute();
    const deep = await newMember(server, 'trdeep', { uplineId: tree.subMember1.id });
    const sm1Token = await signIn(server, tree.subMember1.username);

    await grant(tree.agent.token, tree.sub, tree.sub.id, daily(150));
    const high = await grant(tree.sub.token, tree.subMember1, tree.subMember1.id, daily(120));
    const low = await grant(tree.sub.token, tree.subMember2, tree.subMember2.id, daily(50));
    const deepHigh = await grant(sm1Token, { username: 'trdeep' }, deep.id, daily(110));
    // An offer still pending further down counts too.
    const pendingHigh = (await offer(tree.sub.token, tree.subMember2.id, daily(130))).body.value!;

    const warned = await offer(tree.agent.token, tree.sub.id, daily(100));
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe(errors.CONTRACT_TERMINATES_DOWNLINE.code);
    const affected = (warned.body.value as unknown as { affected: Contract[] }).affected;
    expect(affected.map((item) => item.id).sort()).toEqual([high.id, deepHigh.id, pendingHigh.id].sort());
    expect(affected.find((item) => item.id === high.id)).toMatchObject({
      fromAccount: 'trsub',
      toAccount: 'trsm1',
      terms: { rate: 120 },
    });
    expect(
      await server.ctx.db
        .selectFrom('agent_contracts')
        .select('id')
        .where('to_member_id', '=', tree.sub.id)
        .where('status', '=', 'pending')
        .execute(),
    ).toEqual([]);

    const confirmed = await offer(tree.agent.token, tree.sub.id, daily(100), true);
    expect(confirmed.body.value?.status).toBe('pending');
    // Nothing ends before the sub-agent accepts.
    expect(await statusOf(high.id)).toBe('accepted');

    const accepted = await decide(tree.sub.token, agents.processDailySalary, confirmed.body.value!.id, true);
    expect(accepted.body.value!.terminated.map((item) => item.id).sort()).toEqual(
      [high.id, deepHigh.id, pendingHigh.id].sort(),
    );
    expect(accepted.body.value!.terminated.every((item) => item.status === 'terminated')).toBe(true);
    expect(await statusOf(high.id)).toBe('terminated');
    expect(await statusOf(deepHigh.id)).toBe('terminated');
    expect(await statusOf(pendingHigh.id)).toBe('terminated');
    expect(await statusOf(low.id)).toBe('accepted');

    const view = await server.call(agents.contracts, { kind: 'dailySalary' }, { token: tree.sub.token });
    expect(view.body.value!.own).toMatchObject({ id: confirmed.body.value!.id, terms: { rate: 100 } });
    expect(view.body.value!.ceiling).toMatchObject({ rate: 100 });
    expect(view.body.value!.offers.total).toBe(3);
    expect(view.body.value!.offers.rows.map((row) => row.status).sort()).toEqual([
      'accepted',
      'terminated',
      'terminated',
    ]);

    // The sub-agent may now offer up to its new 1.00% only.
    const overNew = await offer(tree.sub.token, tree.subMember1.id, daily(101));
    expect(overNew.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);
  });

  it('lets an equal or higher offer through without a warning', async () => {
    const tree = await agentTree(server, 'tq');
    await grant(tree.agent.token, tree.sub, tree.sub.id, daily(100));
    await grant(tree.sub.token, tree.subMember1, tree.subMember1.id, daily(100));
    const equal = await offer(tree.agent.token, tree.sub.id, daily(100));
    expect(equal.body.code).toBe(0);
  });
});

describe('the contracts view', () => {
  it('shows the agent’s own contract, its ceiling and its offers page by page, newest first', async () => {
    const tree = await agentTree(server, 'vw');
    const none = await server.call(agents.contracts, { kind: 'hourlySalary' }, { token: tree.agent.token });
    expect(none.body.value).toEqual({
      own: null,
      ceiling: defaultBrand.agentContractCeilings.hourlySalary,
      offers: { rows: [], total: 0, page: 1, totalPages: 0 },
    });
    const ids: number[] = [];
    for (const [member, rate] of [
      [tree.sub, 30],
      [tree.member1, 20],
      [tree.member2, 10],
    ] as const) {
      server.clock.advance(1_000);
      ids.push(
        (await offer(tree.agent.token, member.id, { kind: 'hourlySalary', rate, hourlyBetAmount: 0 })).body
          .value!.id,
      );
    }
    const page2 = await server.call(
      agents.contracts,
      { kind: 'hourlySalary', page: 2, pageSize: 2 },
      { token: tree.agent.token },
    );
    expect(page2.body.value!.offers).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(page2.body.value!.offers.rows.map((row) => row.id)).toEqual([ids[0]]);
    const sub = await server.call(agents.contracts, { kind: 'hourlySalary' }, { token: tree.sub.token });
    // A sub-agent with no contract of the kind has no ceiling.
    expect(sub.body.value).toMatchObject({ own: null, ceiling: null });
  });
});

describe('the demo agent', () => {
  it('holds accepted house contracts of every kind, which bound its offers', async () => {
    const token = await signIn(server, 'demo_agent');
    for (const kind of ['dailySalary', 'dividend', 'hourlySalary', 'realtimeSalary'] as const) {
      const view = await server.call(agents.contracts, { kind }, { token });
      expect(view.body.value!.own).toMatchObject({
        status: 'accepted',
        fromAccount: null,
        toAccount: 'demo_agent',
      });
      expect(view.body.value!.ceiling).toEqual(view.body.value!.own!.terms);
    }
    const player = await server.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    const above = await offer(token, player.id, daily(151));
    expect(above.body.code).toBe(errors.CONTRACT_ABOVE_OWN.code);
  });
});

describe('a database seeded before agent contracts', () => {
  it('gains the AGENT3 switches and ceilings, keeping an operator’s own choices', async () => {
    const db = server.ctx.db;
    const whitelabel = await server.call(system.whitelabel, {});
    for (const code of ['AGENT3', 'DIVIDEND3', 'DAILYSALARY3', 'HOURSALARY3', 'REALTIMESALARY3']) {
      expect(JSON.stringify(whitelabel.body.value)).toContain(`"${code}"`);
    }
    const stored = async () =>
      (
        await db
          .selectFrom('brand_settings')
          .select('value')
          .where('key', '=', 'brand')
          .executeTakeFirstOrThrow()
      ).value as Brand;
    const store = (value: object) =>
      db
        .updateTable('brand_settings')
        .set({ value: JSON.stringify(value) })
        .where('key', '=', 'brand')
        .execute();
    const current = await stored();
    const { agentContractCeilings: _ceilings, ...older } = current;
    await store({ ...older, whitelabel: current.whitelabel.filter((node) => node.code !== 'AGENT3') });

    expect(await fillAgentBrandSettings(db)).toBe(true);
    const filled = await stored();
    expect(isSwitchOn(filled.whitelabel, 'REALTIMESALARY3')).toBe(true);
    expect(filled.agentContractCeilings).toEqual(defaultBrand.agentContractCeilings);
    expect(filled.whitelabel.map((node) => node.code)).toEqual(current.whitelabel.map((node) => node.code));
    expect(await fillAgentBrandSettings(db)).toBe(false);

    // A switch the operator turned off stays off.
    const off = filled.whitelabel.map((node) =>
      node.code === 'AGENT3'
        ? {
            ...node,
            children: node.children.map((child) =>
              child.code === 'DAILYSALARY3' ? { ...child, enabled: false } : child,
            ),
          }
        : node,
    );
    await store({ ...filled, whitelabel: off });
    expect(await fillAgentBrandSettings(db)).toBe(false);
    expect(isSwitchOn((await stored()).whitelabel, 'DAILYSALARY3')).toBe(false);
    await store(current);
  });

  it('gives demo_agent the house contracts it lacks, once', async () => {
    const db = server.ctx.db;
    const demo = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_agent')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('agent_contracts')
      .where('to_member_id', '=', demo.id)
      .where('kind', 'in', ['dividend', 'hourlySalary'])
      .execute();
    const at = new Date(server.clock.now());
    expect(await seedDemoAgentContracts(db, at)).toBe(2);
    expect(await seedDemoAgentContracts(db, at)).toBe(0);
    const held = await db
      .selectFrom('agent_contracts')
      .select(['kind', 'rate_bp', 'status'])
      .where('to_member_id', '=', demo.id)
      .orderBy('kind')
      .execute();
    expect(held).toEqual([
      { kind: 'dailySalary', rate_bp: 150, status: 'accepted' },
      { kind: 'dividend', rate_bp: 2000, status: 'accepted' },
      { kind: 'hourlySalary', rate_bp: 50, status: 'accepted' },
      { kind: 'realtimeSalary', rate_bp: 30, status: 'accepted' },
    ]);
  });
});
