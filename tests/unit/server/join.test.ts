import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOperatorConfig } from '../../../server/config/operator';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { agents, auth, errors, join, member } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { freePlayToken, type Player, player } from './member-centre-fixtures';

let server: TestServer;
let bare: TestServer;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'gd-join-'));
  writeFileSync(joinPath(dataDir, 'operator.json'), JSON.stringify(defaultOperatorConfig));
  key = createOperatorKey(dataDir);
  server = await startServer({ dataDir });
  bare = await startServer();
});
afterAll(async () => {
  await server.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = {
  contactName: 'Ana Lima',
  contactKind: 'telegram',
  contact: '@ana_lima',
  audience: 'About 40 players from my football channel',
  message: 'I run a Telegram channel about football tips.',
};

const apply = (who: { token: string }, body: Record<string, unknown> = form, idempotencyKey = randomUUID()) =>
  server.call(join.apply, body, { token: who.token, headers: { 'Idempotency-Key': idempotencyKey } });
const mine = async (who: Player) => (await server.call(join.myApplication, {}, { token: who.token })).body;

function operator(
  target: TestServer,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  withKey: string | null = key,
) {
  return target.app.inject({
    method,
    url,
    headers: {
      ...(withKey === null ? {} : { 'x-operator-key': withKey }),
      'x-operator-name': 'test-op',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
const pendingOf = async (username: string) => {
  const answer = await operator(server, 'GET', '/operator/api/pending');
  const section = answer
    .json()
    .value.sections.find((entry: { kind: string }) => entry.kind === 'agent_application');
  return section.items.find(
    (item: { details: Record<string, unknown> }) => item.details.member === username,
  ) as { id: string; details: Record<string, unknown> } | undefined;
};
const decide = (id: string, action: string, remark = '') =>
  operator(server, 'POST', '/operator/api/decisions', { kind: 'agent_application', id, action, remark });

describe('the agent programme', () => {
  it('answers the configured description in the language asked for, and the contracts a new agent gets', async () => {
    const es = (await server.call(join.programme, {}, { headers: { Language: 'es' } })).body.value!;
    expect(es.agentType).toBe(1);
    expect(es.affiliate).toBe(false);
    expect(es.description).toMatch(/^Traiga jugadores/);
    expect(es.contracts.map((terms) => terms.kind)).toEqual(['dividend', 'dailySalary']);
    const en = (await server.call(join.programme, {}, { headers: { Language: 'en-GB' } })).body.value!;
    expect(en.description).toMatch(/^Bring players/);
    // A language without a text answers the operator's default (es).
    const de = (await server.call(join.programme, {}, { headers: { Language: 'de' } })).body.value!;
    expect(de.description).toBe(es.description);
  });
});

describe('applications', () => {
  it('refuses bad input field by field with 400 and stores nothing', async () => {
    const bob = await player(server, 'join_bob');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, contactName: '   ' }, 'contactName'],
      [{ ...form, contactKind: 'fax' }, 'contactKind'],
      [{ ...form, contactKind: 'email', contact: 'not-an-address' }, 'contact'],
      [{ ...form, contactKind: 'phone', contact: 'call me' }, 'contact'],
      [{ ...form, contactKind: 'telegram', contact: '@ab' }, 'contact'],
      [{ ...form, audience: '' }, 'audience'],
      [{ ...form, message: 'x'.repeat(501) }, 'message'],
      [{ ...form, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await apply(bob, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.code).toBe(errors.INVALID_INPUT.code);
      expect(Object.keys(answer.body.fields ?? {}), field).toContain(field);
    }
    const noKey = await server.call(join.apply, form, { token: bob.token });
    expect(noKey.status).toBe(400);
    const visitor = await server.call(join.apply, form, { headers: { 'Idempotency-Key': randomUUID() } });
    expect(visitor.status).toBe(401);
    expect((await mine(bob)).value).toBeNull();
  });

  it('keeps one pending application per member; a retry with the same key answers the first one', async () => {
    const cara = await player(server, 'join_cara');
    const idempotencyKey = randomUUID();
    const first = await apply(cara, { ...form, message: '  Let me in  ' }, idempotencyKey);
    expect(first.body.value).toMatchObject({ state: 'pending', message: 'Let me in', remark: null });
    const retry = await apply(cara, { ...form, message: '  Let me in  ' }, idempotencyKey);
    expect(retry.body.value?.id).toBe(first.body.value!.id);
    const second = await apply(cara, { ...form, contactKind: 'email', contact: 'cara@example.com' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(errors.AGENT_APPLICATION_PENDING.code);
    const rows = await server.ctx.db
      .selectFrom('agent_applications')
      .select('id')
      .where('member_id', '=', cara.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await mine(cara)).value).toMatchObject({ id: first.body.value!.id, state: 'pending' });
  });

  it('refuses free-play accounts and agents with their own codes', async () => {
    const demo = await apply({ token: await freePlayToken(server) });
    expect(demo.status).toBe(403);
    expect(demo.body.code).toBe(errors.NEED_REAL_ACCOUNT.code);
    const agentToken = (
      await server.call(auth.login, { type: 'username', username: 'demo_agent', password: 'Demo1234' })
    ).body.value?.token;
    expect(agentToken).toBeTruthy();
    const agent = await apply({ token: agentToken! });
    expect(agent.status).toBe(409);
    expect(agent.body.code).toBe(errors.ALREADY_AGENT.code);
  });
});

describe('the operator decides', () => {
  it('approves: the member becomes an agent with an invitation code and house contracts, and the agent centre answers', async () => {
    const dan = await player(server, 'join_dan');
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const range = { startDate: today, endDate: today };
    expect((await server.call(agents.teamOverview, range, { token: dan.token })).body.code).toBe(
      errors.AGENT_ONLY.code,
    );
    await apply(dan);
    const item = await pendingOf('join_dan');
    expect(item?.details).toMatchObject({ 'contact name': 'Ana Lima', telegram: '@ana_lima' });
    const approved = await decide(item!.id, 'approve');
    expect(approved.statusCode).toBe(200);

    const row = await server.ctx.db
      .selectFrom('members')
      .select(['type', 'affiliate_code', 'agent_site_only'])
      .where('id', '=', dan.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, agent_site_only: false });
    expect(row.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
    // The same session now reads the new type and opens the agent centre's calls.
    const info = (await server.call(member.info, {}, { token: dan.token })).body.value!;
    expect(info.type).toBe(1);
    const overview = await server.call(agents.teamOverview, range, { token: dan.token });
    expect(overview.body.code).toBe(0);
    expect(overview.body.value?.teamSize).toBe(0);
    const dividend = await server.call(agents.contracts, { kind: 'dividend' }, { token: dan.token });
    expect(dividend.body.value?.own).toMatchObject({ status: 'accepted', fromAccount: null });
    expect(dividend.body.value?.own?.terms).toMatchObject({ kind: 'dividend', rate: 2000 });
    const registered = await server.call(
      agents.registerDownline,
      { role: 'member', username: 'joindanp1' },
      { token: dan.token, headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(registered.body).toMatchObject({ code: 0, value: { username: 'joindanp1', type: 0 } });
    expect((await mine(dan)).value).toMatchObject({ state: 'approved', decidedAt: expect.any(String) });

    // Decided once: again answers a clear code and changes nothing; as an agent, applying is refused.
    const again = await decide(item!.id, 'reject', 'late');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errors.AGENT_APPLICATION_NOT_PENDING.code);
    expect((await apply(dan)).body.code).toBe(errors.ALREADY_AGENT.code);
    const audit = await server.ctx.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('kind', '=', 'agent_application')
      .where('subject_id', '=', item!.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator: 'test-op', action: 'approve' });
    const after = typeof audit[0]!.after === 'string' ? JSON.parse(audit[0]!.after) : audit[0]!.after;
    expect(after).toMatchObject({ state: 'approved', memberType: 1, contracts: ['dividend', 'dailySalary'] });
  });

  it('rejects with a reason the member reads; the member may then apply again', async () => {
    const eve = await player(server, 'join_eve');
    await apply(eve);
    const item = await pendingOf('join_eve');
    const noReason = await decide(item!.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(item!.id, 'reject', 'Tell us more about your channel');
    expect(rejected.statusCode).toBe(200);
    expect((await mine(eve)).value).toMatchObject({
      state: 'rejected',
      remark: 'Tell us more about your channel',
    });
    const type = await server.ctx.db
      .selectFrom('members')
      .select('type')
      .where('id', '=', eve.id)
      .executeTakeFirstOrThrow();
    expect(type.type).toBe(0);
    const audit = await operator(server, 'GET', '/operator/api/audit');
    expect(audit.json().value.entries[0]).toMatchObject({
      kind: 'agent_application',
      subjectId: item!.id,
      action: 'reject',
      remark: 'Tell us more about your channel',
    });
    const second = await apply(eve);
    expect(second.body.value?.state).toBe('pending');
    expect((await mine(eve)).value?.id).toBe(second.body.value!.id);
  });

  it('refuses unknown applications, and without a key the operator API does not exist', async () => {
    const unknown = await decide('99999', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect((await decide('abc', 'approve')).statusCode).toBe(404);
    expect((await operator(server, 'GET', '/operator/api/pending', undefined, null)).statusCode).toBe(401);
    expect((await operator(bare, 'GET', '/operator/api/pending')).statusCode).toBe(404);
    expect(
      (
        await operator(bare, 'POST', '/operator/api/decisions', {
          kind: 'agent_application',
          id: '1',
          action: 'approve',
          remark: '',
        })
      ).statusCode,
    ).toBe(404);
  });
});
