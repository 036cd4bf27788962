import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endGameSessions } from '../../../server/modules/games/end-games';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { exclude } from '../../../server/modules/responsible/settings';
import { TOURNAMENT_JOB } from '../../../server/modules/tournaments';
import { finishDue, payPrizes, prizeKey } from '../../../server/modules/tournaments/payout';
import { errors, messages, records, tournaments } from '../../../src/core/contract';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startNodes, type TestServer } from './harness';
import { PASSWORD } from './member-centre-fixtures';
import { newPlayer } from './payments-fixtures';
import { definition, ledgerSums, MINUTE, moveTo, startedTournament } from './tournaments-fixtures';

let server: TestServer;
let other: TestServer;
let close: () => Promise<void>;
let dataDir: string;
let key: string;
beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'gd-tournaments-'));
  key = createOperatorKey(dataDir);
  const started = await startNodes(2, { dataDir });
  [server] = started.nodes as [TestServer];
  other = started.nodes[1] ?? server;
  close = started.close;
  await useSingleWallet(server);
});
afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = () => new Date(server.clock.now());
const step = (ms = 1_000) => server.clock.advance(ms);
const play = async (memberId: number, stake: number, payout = 0) => {
  step();
  await playRound(server, memberId, { stake, payout });
};
const operator = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: {
      'x-operator-key': key,
      'x-operator-name': 'test-op',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    remoteAddress: '127.0.0.1',
  });
const balanceOf = async (memberId: number, kind = 'player_main') => {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
};
const prizeTransfers = (tournamentId: number) =>
  server.ctx.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'memo'])
    .where('idempotency_key', 'like', `tournament:${tournamentId}:prize:%`)
    .execute();
const PRIZES = [
  { fromRank: 1, toRank: 1, kind: 'money', amount: 10_000 },
  { fromRank: 2, toRank: 2, kind: 'points', amount: 500 },
  { fromRank: 3, toRank: 4, kind: 'money', amount: 2_000 },
];

async function fourPlayers(prefix: string) {
  const made = [];
  for (const name of ['anna', 'bert', 'cora', 'dave'])
    made.push(await newPlayer(server, `${prefix}_${name}`, 100_000));
  return made as [(typeof made)[0], (typeof made)[0], (typeof made)[0], (typeof made)[0]];
}

describe('tournament payout', () => {
  it('pays each prize exactly once when two runners race, tells each winner, and the ledger sums to zero', async () => {
    const { id, endsAt } = await startedTournament(server, 'pay-race', { prizes: PRIZES });
    const [a, b, c, d] = await fourPlayers('pr');
    await play(a.id, 4_000);
    await play(b.id, 3_000);
    await play(c.id, 2_000);
    await play(d.id, 1_000);
    const before = await Promise.all([a, b, c, d].map((member) => balanceOf(member.id)));
    const pointsBefore = await balanceOf(b.id, 'points_member');
    moveTo(server, endsAt);
    await Promise.all([
      finishDue(server.ctx.db, at(), 'en'),
      finishDue(other.ctx.db, at(), 'en'),
      finishDue(server.ctx.db, at(), 'en'),
    ]);
    const after = await Promise.all([a, b, c, d].map((member) => balanceOf(member.id)));
    expect(after.map((value, index) => value - before[index]!)).toEqual([10_000, 0, 2_000, 2_000]);
    expect((await balanceOf(b.id, 'points_member')) - pointsBefore).toBe(500);
    const transfers = await prizeTransfers(id);
    expect(transfers.map((row) => row.idempotency_key).sort()).toEqual(
      [a, b, c, d].map((member) => prizeKey(id, member.id)).sort(),
    );
    expect(await ledgerSums(server)).toEqual(expect.objectContaining({ money: 0, points: 0 }));

    const standing = await server.call(
      tournaments.tournamentStanding,
      { tournamentId: id },
      { token: a.token },
    );
    expect(standing.body.value).toMatchObject({
      me: { rank: 1, score: 4_000, me: true },
      prize: { kind: 'money', amount: 10_000, reference: `TRN-${id}-${a.id}` },
    });
    // The account record shows the prize with its reference.
    const day = at().toISOString().slice(0, 10);
    const record = await server.call(
      records.accountRecord,
      { startDate: day, endDate: day, type: 'tournament_prize' },
      { token: a.token },
    );
    expect(record.body.value!.list).toEqual([
      expect.objectContaining({
        type: 'tournament_prize',
        amount: 10_000,
        memo: expect.stringContaining(`TRN-${id}-${a.id}`),
      }),
    ]);
    const inbox = await server.call(messages.list, { page: 1, pageSize: 20 }, { token: a.token });
    const told = inbox.body.value!.list.filter((message) => message.content.includes(`TRN-${id}-${a.id}`));
    expect(told).toHaveLength(1);
    // Finished: the list shows the winners from the frozen board.
    const list = await server.call(tournaments.tournamentList, { language: 'en' });
    const shown = list.body.value!.list.find((tournament) => tournament.tournamentId === id)!;
    expect(shown).toMatchObject({
      status: 'finished',
      prizePoolMinor: 14_000,
      prizePoints: 500,
      entrants: 4,
    });
    expect(shown.winners.map((line) => [line.rank, line.account])).toEqual([
      [1, 'pr***na'],
      [2, 'pr***rt'],
      [3, 'pr***ra'],
    ]);
  });

  it('resumes after a crash mid-payout: what was paid stays paid once, the rest is paid by the next run', async () => {
    const { id, endsAt } = await startedTournament(server, 'pay-crash', { prizes: PRIZES });
    const [a, b, c, d] = await fourPlayers('pc');
    await play(a.id, 4_000);
    await play(b.id, 3_000);
    await play(c.id, 2_000);
    await play(d.id, 1_000);
    moveTo(server, endsAt);
    // The third winner's payout fails (as a node dying there would leave it): its transaction rolls back.
    await sql
      .raw(`CREATE FUNCTION tournament_crash() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.member_id = ${c.id} THEN RAISE EXCEPTION 'node died'; END IF; RETURN NEW; END $$`)
      .execute(server.ctx.db);
    await sql
      .raw(`CREATE TRIGGER tournament_crash BEFORE UPDATE ON tournament_payouts
        FOR EACH ROW EXECUTE FUNCTION tournament_crash()`)
      .execute(server.ctx.db);
    await expect(finishDue(server.ctx.db, at(), 'en')).rejects.toThrow('node died');
    expect((await prizeTransfers(id)).map((row) => row.idempotency_key).sort()).toEqual(
      [a, b].map((member) => prizeKey(id, member.id)).sort(),
    );
    await sql.raw('DROP TRIGGER tournament_crash ON tournament_payouts').execute(server.ctx.db);
    await sql.raw('DROP FUNCTION tournament_crash()').execute(server.ctx.db);
    step();
    await server.ctx.scheduler.runNow(TOURNAMENT_JOB);
    await payPrizes(server.ctx.db, id, at(), 'en');
    expect((await prizeTransfers(id)).map((row) => row.idempotency_key).sort()).toEqual(
      [a, b, c, d].map((member) => prizeKey(id, member.id)).sort(),
    );
    const paid = await server.ctx.db
      .selectFrom('tournaments')
      .select('paid_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(paid.paid_at).not.toBeNull();
    const messagesOf = async (memberId: number) =>
      (
        await server.ctx.db
          .selectFrom('platform_messages')
          .select('id')
          .where('member_id', '=', memberId)
          .where('content', 'like', `%TRN-${id}-%`)
          .execute()
      ).length;
    expect(await Promise.all([a, b, c, d].map((member) => messagesOf(member.id)))).toEqual([1, 1, 1, 1]);
    expect(await ledgerSums(server)).toEqual(expect.objectContaining({ money: 0, points: 0 }));
  });

  it('members excluded during the tournament have no final rank and win nothing, even once their time-out is over', async () => {
    const { id, endsAt } = await startedTournament(server, 'pay-excluded', {
      prizes: PRIZES,
      minutes: 3 * 1_440,
    });
    const [a, b, c] = await fourPlayers('px');
    await play(a.id, 4_000);
    await play(b.id, 3_000);
    await play(c.id, 5_000);
    // Cora's 24-hour time-out starts and ends while the tournament runs; Anna's is still on at the end.
    await exclude(server.ctx, c.id, { period: '24h', password: PASSWORD }, endGameSessions);
    moveTo(server, new Date(endsAt.getTime() - 60 * MINUTE));
    await exclude(server.ctx, a.id, { period: '24h', password: PASSWORD }, endGameSessions);
    moveTo(server, endsAt);
    await finishDue(server.ctx.db, at(), 'en');
    const payouts = await server.ctx.db
      .selectFrom('tournament_payouts')
      .select(['member_id', 'rank', 'amount'])
      .where('tournament_id', '=', id)
      .execute();
    expect(payouts).toEqual([{ member_id: b.id, rank: 1, amount: 10_000 }]);
  });

  it('a daily tournament gets its next occurrence, a day later on the same wall clock', async () => {
    const { id, startsAt, endsAt } = await startedTournament(server, 'pay-daily', {
      recurrence: 'daily',
      minutes: 120,
    });
    moveTo(server, endsAt);
    await finishDue(server.ctx.db, at(), 'en');
    const next = await server.ctx.db
      .selectFrom('tournaments')
      .select(['code', 'starts_at', 'ends_at', 'series', 'occurrence'])
      .where('series', '=', 'pay-daily')
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    expect(next).toEqual({
      code: 'pay-daily-2',
      series: 'pay-daily',
      occurrence: 2,
      starts_at: new Date(startsAt.getTime() + 86_400_000),
      ends_at: new Date(endsAt.getTime() + 86_400_000),
    });
  });
});

describe('tournament operator API', () => {
  it('refuses bad definitions with INVALID_INPUT naming each field', async () => {
    const bad = await operator('POST', '/operator/api/tournaments', {
      ...definition(server, 'Bad Code'),
      eligible: { vendors: [], categories: [], games: [] },
      prizes: [
        { fromRank: 1, toRank: 3, kind: 'money', amount: 100 },
        { fromRank: 5, toRank: 4, kind: 'money', amount: 100 },
      ],
      scoring: 'luck',
    });
    expect(bad.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: {
        code: expect.any(String),
        eligible: 'name at least one vendor, category or game',
        'prizes.1.toRank': 'toRank is below fromRank',
        scoring: expect.any(String),
      },
    });
    const overlapping = await operator('POST', '/operator/api/tournaments', {
      ...definition(server, 'overlap'),
      prizes: [
        { fromRank: 1, toRank: 3, kind: 'money', amount: 100 },
        { fromRank: 3, toRank: 5, kind: 'points', amount: 10 },
      ],
    });
    expect(overlapping.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { 'prizes.1': 'ranks 3–5 overlap ranks 1–3' },
    });
    const backwards = await operator('POST', '/operator/api/tournaments', {
      ...definition(server, 'backwards'),
      endsAt: '2020-01-01T00:00',
    });
    expect(backwards.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { endsAt: expect.any(String) },
    });
    const unkeyed = await server.app.inject({ method: 'GET', url: '/operator/api/tournaments' });
    expect(unkeyed.json().code).not.toBe(0);
  });

  it('creates, updates before the start, freezes the rules once started, lists and shows', async () => {
    const created = await operator(
      'POST',
      '/operator/api/tournaments',
      definition(server, 'op-create', { startIn: 10 }),
    );
    expect(created.json()).toMatchObject({
      code: 0,
      value: { code: 'op-create', status: 'upcoming', timeZone: 'UTC' },
    });
    const id = created.json().value.id as number;
    const updated = await operator('POST', `/operator/api/tournaments/${id}`, { minStakeMinor: 250 });
    expect(updated.json()).toMatchObject({ code: 0, value: { minStakeMinor: 250 } });
    moveTo(server, new Date(created.json().value.startsAtInstant));
    const frozen = await operator('POST', `/operator/api/tournaments/${id}`, { minStakeMinor: 1 });
    expect(frozen.json().code).toBe(errors.TOURNAMENT_RULES_FROZEN.code);
    const list = await operator('GET', '/operator/api/tournaments');
    expect(list.json().value.tournaments.map((row: { code: string }) => row.code)).toContain('op-create');
    const shown = await operator('GET', `/operator/api/tournaments/${id}`);
    expect(shown.json()).toMatchObject({ code: 0, value: { status: 'running', board: [] } });
    expect((await operator('GET', '/operator/api/tournaments/99999999')).json().code).toBe(
      errors.TOURNAMENT_NOT_FOUND.code,
    );
  });

  it('ends a tournament now: the board is frozen, the prizes paid, later rounds do not count', async () => {
    const { id } = await startedTournament(server, 'op-end', { prizes: PRIZES });
    const [a, b] = await fourPlayers('oe');
    await play(a.id, 700);
    await play(b.id, 900);
    step();
    const ended = await operator('POST', `/operator/api/tournaments/${id}/end`);
    expect(ended.json()).toMatchObject({ code: 0, value: { status: 'finished' } });
    expect(
      ended.json().value.board.map((line: { rank: number; score: number }) => [line.rank, line.score]),
    ).toEqual([
      [1, 900],
      [2, 700],
    ]);
    await play(a.id, 5_000);
    expect((await prizeTransfers(id)).length).toBe(2);
    expect((await operator('POST', `/operator/api/tournaments/${id}/end`)).json().code).toBe(
      errors.TOURNAMENT_ALREADY_ENDED.code,
    );
  });

  it('cancels: nothing is paid and every entered member is told', async () => {
    const { id, endsAt } = await startedTournament(server, 'op-cancel', { entry: 'opt_in', prizes: PRIZES });
    const [a, b] = await fourPlayers('oc');
    for (const member of [a, b]) {
      const joined = await server.call(
        tournaments.joinTournament,
        { tournamentId: id },
        { token: member.token },
      );
      expect(joined.body.value).toMatchObject({ entered: true, eligible: true });
    }
    await play(a.id, 700);
    const cancelled = await operator('POST', `/operator/api/tournaments/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ code: 0, value: { status: 'cancelled', membersTold: 2 } });
    moveTo(server, new Date(endsAt.getTime() + MINUTE));
    await finishDue(server.ctx.db, at(), 'en');
    expect(await prizeTransfers(id)).toEqual([]);
    for (const member of [a, b]) {
      const inbox = await server.call(messages.list, { page: 1, pageSize: 20 }, { token: member.token });
      expect(
        inbox.body.value!.list.filter((message) => message.title === 'Torneo cancelado: Carrera op-cancel'),
      ).toHaveLength(1);
    }
    const refused = await server.call(tournaments.joinTournament, { tournamentId: id }, { token: a.token });
    expect(refused.body.code).toBe(errors.TOURNAMENT_ALREADY_ENDED.code);
  });

  it('works from the command line: create from a file, list, end by id (the board frozen and paid)', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', ...args], {
        env: { ...process.env, OPERATOR_URL: `http://127.0.0.1:${address.port}`, OPERATOR_KEY: key },
      });
    const file = joinPath(dataDir, 'cli-race.json');
    writeFileSync(file, JSON.stringify(definition(server, 'cli-race', { prizes: PRIZES })));
    const created = await cli('tournament-create', file);
    const id = Number(/#(\d+) cli-race \[upcoming\]/.exec(created.stdout)?.[1]);
    expect(id).toBeGreaterThan(0);
    const row = await server.ctx.db
      .selectFrom('tournaments')
      .select('starts_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    moveTo(server, row.starts_at);
    const [a] = await fourPlayers('cli');
    await play(a.id, 800);
    expect((await cli('tournaments')).stdout).toMatch(new RegExp(`#${id} cli-race \\[running\\]`));
    const before = await balanceOf(a.id);
    const ended = await cli('tournament-end', String(id));
    expect(ended.stdout).toMatch(/ended[\s\S]*\[finished\][\s\S]*1\. cl\*\*\*na 800/);
    expect((await balanceOf(a.id)) - before).toBe(10_000);
    await expect(cli('tournament-cancel', 'cli-race')).rejects.toMatchObject({
      stderr: expect.stringContaining(String(errors.TOURNAMENT_ALREADY_ENDED.code)),
    });
  }, 60_000);
});
