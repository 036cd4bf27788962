import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBrand } from '../../../server/config/brand';
import {
  AGENT_DEFAULT_PASSWORD_SWITCH,
  oneTimePassword,
} from '../../../server/modules/agents/register-downline';
import { verifyPassword } from '../../../server/security/passwords';
import type { ResponseOf } from '../../../src/core/contract';
import { agents, auth, errors, records, wallet } from '../../../src/core/contract';
import { checkPassword } from '../../../src/core/validation';
import { type AgentTree, agentTree, signInOn } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { once } from './payments-fixtures';

type Registered = ResponseOf<typeof agents.registerDownline>;

let server: TestServer;
let tree: AgentTree;

beforeAll(async () => {
  server = await startServer();
  tree = await agentTree(server, 'rg');
});
afterAll(() => server.close());

const register = (token: string, input: Record<string, unknown>, key = once()) =>
  server.call(agents.registerDownline, input, {
    token,
    headers: key,
  });

const login = (username: string, password: string, site: 'member' | 'agent' = 'member') =>
  server.call(auth.login, { type: 'username', username, password, site });

async function treeRows(memberId: number) {
  return server.ctx.db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', memberId)
    .orderBy('depth')
    .execute();
}

async function statusInTeam(token: string, memberId: number) {
  const answer = await server.call(agents.teamMembers, { pageSize: 100 }, { token });
  return answer.body.value!.rows.find((row) => row.id === memberId);
}

describe('register a downline with a one-time password', () => {
  let created: Registered;
  const key = once();

  it('creates a member under the agent and shows the password once', async () => {
    const answer = await register(
      tree.agent.token,
      { username: 'Newbie01', role: 'member', nickname: 'Newbie' },
      key,
    );
    expect(answer.body.code).toBe(0);
    created = answer.body.value!;
    expect(created).toMatchObject({ username: 'Newbie01', type: 0, usesDefaultPassword: false });
    const password = created.oneTimePassword!;
    expect(password).toHaveLength(12);
    expect(checkPassword(password, server.ctx.brand.register)).toBeNull();
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);

    const row = await server.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', created.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      upline_id: tree.agent.id,
      type: 0,
      must_change_password: true,
      agent_site_only: false,
      nickname: 'Newbie',
    });
    expect(row.password_hash).not.toContain(password);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect(await treeRows(created.memberId)).toEqual([
      { ancestor_id: created.memberId, depth: 0 },
      { ancestor_id: tree.agent.id, depth: 1 },
    ]);
    const main = await server.ctx.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', created.memberId)
      .where('kind', '=', 'player_main')
      .executeTakeFirst();
    expect(main).toEqual({ balance_minor: 0 });
    expect((await statusInTeam(tree.agent.token, created.memberId))?.status).toBe('mustChangePassword');
  });

  it('a retry with the same key answers the first result, password included, and stores it only sealed', async () => {
    const replay = await register(
      tree.agent.token,
      { username: 'Newbie01', role: 'member', nickname: 'Newbie' },
      key,
    );
    expect(replay.body.value).toEqual(created);
    const stored = await server.ctx.db.selectFrom('idempotent_requests').select('response').execute();
    expect(JSON.stringify(stored)).not.toContain(created.oneTimePassword!);
    const count = await server.ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username_lower', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The same key from another session of the agent: the same account, the password unreadable.
    const otherSession = await signInOn(server, tree.agent.username, 'member');
    const elsewhere = await register(
      otherSession,
      { username: 'Newbie01', role: 'member', nickname: 'Newbie' },
      key,
    );
    expect(elsewhere.body.value).toEqual({ ...created, oneTimePassword: null });

    const conflict = await register(tree.agent.token, { username: 'Newbie02', role: 'member' }, key);
    expect(conflict.body.code).toBe(errors.IDEMPOTENCY_CONFLICT.code);
  });

  it('the first sign-in must change the password; until then every other call is refused', async () => {
    const first = await login('Newbie01', created.oneTimePassword!);
    expect(first.body.value).toMatchObject({ mustChangePassword: true, defaultPassword: false });
    const token = first.body.value!.token;
    for (const [endpoint, input] of [
      [records.bettingRecord, { startDate: '2025-01-01', endDate: '2025-01-15' }],
      [wallet.consolidatedFunds, {}],
      [agents.teamMembers, {}],
    ] as const) {
      const refused = await server.call(endpoint, input, { token });
      expect(refused.body.code, endpoint.path).toBe(errors.PASSWORD_CHANGE_REQUIRED.code);
    }
    const changed = await server.call(
      auth.changePassword,
      { oldPassword: created.oneTimePassword!, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { token },
    );
    expect(changed.body.code).toBe(0);
    // The one-time password works once: it is gone now.
    expect((await login('Newbie01', created.oneTimePassword!)).body.code).toBe(errors.LOGIN_FAILED.code);
    const normal = await login('Newbie01', 'Fresh1234');
    expect(normal.body.value).toMatchObject({ mustChangePassword: false });
    const works = await server.call(wallet.consolidatedFunds, {}, { token: normal.body.value!.token });
    expect(works.body.code).toBe(0);
    expect((await statusInTeam(tree.agent.token, created.memberId))?.status).toBe('active');
  });

  it('refuses a taken name (any case) and a name outside the brand rule', async () => {
    expect((await register(tree.agent.token, { username: 'NEWBIE01', role: 'member' })).body.code).toBe(
      errors.USERNAME_TAKEN.code,
    );
    const bad = await register(tree.agent.token, { username: '1newbie', role: 'member' });
    expect(bad.body.code).toBe(errors.INVALID_INPUT.code);
    expect(bad.body.fields).toHaveProperty('username');
  });
});

describe('sub-agents', () => {
  it('a type 1 agent creates a type 2 sub-agent, which may create members only', async () => {
    const sub = await register(tree.agent.token, { username: 'Subby01', role: 'agent' });
    expect(sub.body.value).toMatchObject({ type: 2 });
    const subId = sub.body.value!.memberId;
    const affiliateCode = await server.ctx.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', subId)
      .executeTakeFirstOrThrow();
    expect(affiliateCode.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);

    await server.call(
      auth.changePassword,
      {
        oldPassword: sub.body.value!.oneTimePassword!,
        newPassword: 'Subby1234',
        confirmNewPassword: 'Subby1234',
      },
      { token: (await login('Subby01', sub.body.value!.oneTimePassword!)).body.value!.token },
    );
    // Not agent-site only: both sites let it in.
    expect((await login('Subby01', 'Subby1234', 'member')).body.code).toBe(0);
    const subToken = (await login('Subby01', 'Subby1234', 'agent')).body.value!.token;

    const refused = await register(subToken, { username: 'Subby02', role: 'agent' });
    expect(refused.body.code).toBe(errors.SUB_AGENT_NOT_ALLOWED.code);
    const child = await register(subToken, { username: 'Grand01', role: 'member' });
    expect(child.body.value).toMatchObject({ type: 0 });
    const grandId = child.body.value!.memberId;
    expect(await treeRows(grandId)).toEqual([
      { ancestor_id: grandId, depth: 0 },
      { ancestor_id: subId, depth: 1 },
      { ancestor_id: tree.agent.id, depth: 2 },
    ]);
    expect(await statusInTeam(tree.agent.token, grandId)).toMatchObject({
      level: 2,
      uplineAccount: 'Subby01',
    });

    // A member registered by an agent is not an agent: the agent site refuses it.
    await server.call(
      auth.changePassword,
      {
        oldPassword: child.body.value!.oneTimePassword!,
        newPassword: 'Grand1234',
        confirmNewPassword: 'Grand1234',
      },
      { token: (await login('Grand01', child.body.value!.oneTimePassword!)).body.value!.token },
    );
    expect((await login('Grand01', 'Grand1234', 'agent')).body.code).toBe(errors.NON_AGENT.code);
    expect((await login('Grand01', 'Grand1234', 'member')).body.code).toBe(0);
  });

  it("an affiliate agent's sub-agent is type 42 and signs in on the agent site only", async () => {
    const affiliate = await agentTree(server, 'rf', { affiliate: true });
    const sub = await register(affiliate.agent.token, { username: 'AffSub01', role: 'agent' });
    expect(sub.body.value).toMatchObject({ type: 42 });
    const first = await login('AffSub01', sub.body.value!.oneTimePassword!, 'agent');
    expect(first.body.value).toMatchObject({ mustChangePassword: true });
    await server.call(
      auth.changePassword,
      {
        oldPassword: sub.body.value!.oneTimePassword!,
        newPassword: 'AffSub123',
        confirmNewPassword: 'AffSub123',
      },
      { token: first.body.value!.token },
    );
    expect((await login('AffSub01', 'AffSub123', 'member')).body.code).toBe(errors.NON_MEMBER.code);
    const agentSite = await login('AffSub01', 'AffSub123', 'agent');
    expect(agentSite.body.value).toMatchObject({ memberType: 42, mustChangePassword: false });
    // A type 42 agent registers members only.
    const refused = await register(agentSite.body.value!.token, { username: 'AffSub02', role: 'agent' });
    expect(refused.body.code).toBe(errors.SUB_AGENT_NOT_ALLOWED.code);
  });
});

describe("the brand's default password", () => {
  it('is off by default; switched on, new downlines get it (no one-time password) and must still change it', async () => {
    const brand = server.ctx.brand;
    const account = brand.whitelabel.find((node) => node.code === 'ACCOUNT3')!;
    const switchNode = account.children.find((node) => node.code === AGENT_DEFAULT_PASSWORD_SWITCH)!;
    expect(switchNode.enabled).toBe(false);
    switchNode.enabled = true;
    try {
      const answer = await register(tree.agent.token, { username: 'Deflt01', role: 'member' });
      expect(answer.body.value).toMatchObject({ oneTimePassword: null, usesDefaultPassword: true });
      const first = await login('Deflt01', brand.defaultPassword);
      expect(first.body.value).toMatchObject({ mustChangePassword: true, defaultPassword: true });
    } finally {
      switchNode.enabled = false;
    }
  });
});

describe('one-time passwords follow the brand password rule', () => {
  it('carry a symbol when the rule requires one, and none when the rule forbids them', () => {
    const withRule = (pattern: string, min: number, max: number) => ({
      brand: {
        ...defaultBrand,
        register: {
          ...defaultBrand.register,
          fields: defaultBrand.register.fields.map((rule) =>
            rule.name === 'password' ? { ...rule, pattern, min, max } : rule,
          ),
        },
      },
    });
    for (let i = 0; i < 50; i += 1) {
      const strict = oneTimePassword(withRule('17', 8, 20));
      expect(strict).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#$%&*!?]).{12}$/);
      const plain = oneTimePassword(withRule('5', 6, 10));
      expect(plain).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(checkPassword(plain, withRule('5', 6, 10).brand.register)).toBeNull();
    }
  });
});

describe('every way a member is created keeps the downline tree', () => {
  it('the seed puts the demo accounts under demo_agent, and registration with an invitation code under its agent', async () => {
    const ids = await server.ctx.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('username', 'in', ['demo_agent', 'demo_player'])
      .execute();
    const byName = Object.fromEntries(ids.map((row) => [row.username, row.id]));
    expect(await treeRows(byName.demo_player!)).toEqual([
      { ancestor_id: byName.demo_player, depth: 0 },
      { ancestor_id: byName.demo_agent, depth: 1 },
    ]);

    const { affiliate_code } = await server.ctx.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', tree.sub.id)
      .executeTakeFirstOrThrow();
    expect(affiliate_code).toBeNull();
    await server.ctx.db
      .updateTable('members')
      .set({ affiliate_code: 'RGSUBCODE' })
      .where('id', '=', tree.sub.id)
      .execute();
    const joined = await server.call(auth.register, {
      username: 'Invited01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
      termsAccepted: true,
      mobileNum: '9180000077',
      countryDialingCode: '+63',
      affiliateCode: 'rgsubcode',
      ...(await server.solvedCaptcha()),
    });
    expect(joined.body.code).toBe(0);
    const invited = await server.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'Invited01')
      .executeTakeFirstOrThrow();
    expect(await treeRows(invited.id)).toEqual([
      { ancestor_id: invited.id, depth: 0 },
      { ancestor_id: tree.sub.id, depth: 1 },
      { ancestor_id: tree.agent.id, depth: 2 },
    ]);
  });
});
