import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, type Endpoint, errors, funds, wallet } from '../../../src/core/contract';
import { type AgentTree, agentTree, newMember, PAY_PASSWORD, signIn } from './agents-fixtures';
import { LogCapture, startServer, type TestServer } from './harness';
import { mainBalance, once } from './payments-fixtures';

let server: TestServer;
const log = new LogCapture();
let tree: AgentTree;
/** Another agent's tree: everything in it is foreign to `tree`. */
let other: AgentTree;

beforeAll(async () => {
  server = await startServer({ logStream: log });
  tree = await agentTree(server, 'ac');
  other = await agentTree(server, 'xo');
  await server.call(
    funds.setPaymentPassword,
    { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
    { token: tree.agent.token },
  );
});
afterAll(() => server.close());

const range = { startDate: '2025-01-01', endDate: '2025-01-31' };

interface Refusal {
  event: string;
  agentId: number | null;
  memberId?: number;
  account?: string;
  endpoint: string;
}

/** The structured refusal lines logged since `from` (an index into the captured lines). */
function refusalsSince(from: number): Refusal[] {
  return log.lines
    .slice(from)
    .flatMap((line) => line.split('\n'))
    .filter((line) => line.includes('agent_access_refused'))
    .map((line) => JSON.parse(line) as Refusal);
}

/** Every agent endpoint of the team area with a valid input (and its Idempotency-Key when it needs one). */
const everyEndpoint = (): [Endpoint, Record<string, unknown>, Record<string, string>][] => [
  [agents.teamOverview, range, {}],
  [agents.teamMembers, {}, {}],
  [agents.teamBets, range, {}],
  [agents.teamProfit, range, {}],
  [agents.transactions, range, {}],
  [agents.registerDownline, { username: 'Nobody01', role: 'member' }, once()],
  [
    agents.transferToDownline,
    { memberId: tree.member1.id, amount: 100, paymentPassword: PAY_PASSWORD },
    once(),
  ],
];

describe('agents only', () => {
  it('a member of a tree and a member without an upline are refused AGENT_ONLY on every endpoint, and it is logged', async () => {
    const plain = await newMember(server, 'acplain');
    const tokens = [await signIn(server, tree.member1.username), await signIn(server, plain.username)];
    for (const token of tokens) {
      for (const [endpoint, input, headers] of everyEndpoint()) {
        const mark = log.lines.length;
        const answer = await server.call(endpoint, input, { token, headers });
        expect(answer.body.code, endpoint.path).toBe(errors.AGENT_ONLY.code);
        expect(answer.status).toBe(403);
        expect(refusalsSince(mark)).toEqual([
          expect.objectContaining({
            event: 'agent_access_refused',
            endpoint: `${endpoint.method} ${endpoint.path}`,
          }),
        ]);
      }
    }
    expect(await mainBalance(server, tree.member1.id)).toBe(100_000);
  });

  it('without a session every agent endpoint answers NOT_LOGGED_IN', async () => {
    for (const [endpoint, input, headers] of everyEndpoint()) {
      const answer = await server.call(endpoint, input, { headers });
      expect(answer.body.code, endpoint.path).toBe(errors.NOT_LOGGED_IN.code);
    }
  });
});

describe('an agent acts only on its own downline', () => {
  it('every request naming a member of another tree is refused NOT_IN_DOWNLINE and logged with agent, target and endpoint', async () => {
    const attempts: [Endpoint, Record<string, unknown>, Record<string, string>, Partial<Refusal>][] = [
      [
        agents.teamBets,
        { ...range, account: other.member1.username },
        {},
        { account: other.member1.username },
      ],
      [agents.teamBets, { ...range, account: other.agent.username }, {}, { account: other.agent.username }],
      [
        agents.teamProfit,
        { ...range, account: other.subMember1.username },
        {},
        { memberId: other.subMember1.id },
      ],
      [agents.teamProfit, { ...range, account: 'no_such_account' }, {}, { account: 'no_such_account' }],
      [
        agents.transferToDownline,
        { memberId: other.member1.id, amount: 100, paymentPassword: PAY_PASSWORD },
        once(),
        { memberId: other.member1.id },
      ],
      [
        agents.transferToDownline,
        { memberId: other.agent.id, amount: 100, paymentPassword: PAY_PASSWORD },
        once(),
        { memberId: other.agent.id },
      ],
    ];
    const before = await mainBalance(server, tree.agent.id);
    for (const [endpoint, input, headers, target] of attempts) {
      const mark = log.lines.length;
      const answer = await server.call(endpoint, input, { token: tree.agent.token, headers });
      expect(answer.body.code, `${endpoint.path} ${JSON.stringify(input)}`).toBe(errors.NOT_IN_DOWNLINE.code);
      expect(answer.body.value).toBeNull();
      const [refusal, ...more] = refusalsSince(mark);
      expect(more).toEqual([]);
      expect(refusal).toMatchObject({
        agentId: tree.agent.id,
        endpoint: `${endpoint.method} ${endpoint.path}`,
        ...target,
      });
    }
    expect(await mainBalance(server, tree.agent.id)).toBe(before);
    expect(await mainBalance(server, other.member1.id)).toBe(100_000);
  });

  it("a sub-agent cannot reach its upline or its upline's other children", async () => {
    for (const target of [tree.agent, tree.member1]) {
      const bets = await server.call(
        agents.teamBets,
        { ...range, account: target.username },
        { token: tree.sub.token },
      );
      expect(bets.body.code).toBe(errors.NOT_IN_DOWNLINE.code);
    }
    const members = await server.call(agents.teamMembers, { pageSize: 100 }, { token: tree.sub.token });
    expect(members.body.value!.rows.map((row) => row.id).sort()).toEqual(
      [tree.subMember1.id, tree.subMember2.id].sort(),
    );
  });

  it('transfers go to direct children only: a grandchild is NOT_DIRECT_DOWNLINE, and logged', async () => {
    const mark = log.lines.length;
    const answer = await server.call(
      agents.transferToDownline,
      { memberId: tree.subMember1.id, amount: 100, paymentPassword: PAY_PASSWORD },
      { token: tree.agent.token, headers: once() },
    );
    expect(answer.body.code).toBe(errors.NOT_DIRECT_DOWNLINE.code);
    expect(refusalsSince(mark)).toEqual([
      expect.objectContaining({ agentId: tree.agent.id, memberId: tree.subMember1.id }),
    ]);
    expect(await mainBalance(server, tree.subMember1.id)).toBe(50_000);
  });

  it('reports take no upline from the client: extra scope fields are refused, and the lists never include another tree', async () => {
    const forged = await server.call(
      agents.teamMembers,
      { agentId: other.agent.id },
      { token: tree.agent.token },
    );
    expect(forged.body.code).toBe(errors.INVALID_INPUT.code);
    const overview = await server.call(agents.teamOverview, range, {
      token: tree.agent.token,
    });
    expect(overview.body.value!.teamSize).toBe(5);
    const members = await server.call(agents.teamMembers, { pageSize: 100 }, { token: tree.agent.token });
    expect(members.body.value!.rows.some((row) => row.account.startsWith('xo'))).toBe(false);
  });
});

describe('transfers to the upline still work for a sub-agent', () => {
  it('a type 2 agent sends money to its agent with its payment password', async () => {
    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token: tree.sub.token },
    );
    const agentBefore = await mainBalance(server, tree.agent.id);
    const answer = await server.call(
      wallet.transferToUpline,
      { amount: 7_500, paymentPassword: PAY_PASSWORD },
      { token: tree.sub.token, headers: once() },
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.value).toMatchObject({
      uplineAccount: tree.agent.username,
      sumBalance: 200_000 - 7_500,
    });
    expect(await mainBalance(server, tree.agent.id)).toBe(agentBefore + 7_500);
  });
});
