import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/db/transaction';
import { endGameSessions } from '../../../server/modules/games/end-games';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { exclude } from '../../../server/modules/responsible/settings';
import { setWheel } from '../../../server/modules/wheel/definition';
import { DEMO_WHEEL } from '../../../server/modules/wheel/seed';
import { buySpin, grantSpins, hmacOf, spin, stateOf } from '../../../server/modules/wheel/wheel';
import { ApiError, errors, promo, wheel } from '../../../src/core/contract';
import { segmentOf } from '../../../src/core/wheel/outcome';
import { playRound, useSingleWallet } from './agents-fixtures';
import { LogCapture, startServer, type TestServer } from './harness';
import { PASSWORD } from './member-centre-fixtures';
import { newPlayer, once } from './payments-fixtures';
import { ledgerSums, makeFreePlay } from './tournaments-fixtures';

const DAY = 86_400_000;
let server: TestServer;
let dataDir: string;
let key: string;
const log = new LogCapture();
beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'gd-wheel-'));
  key = createOperatorKey(dataDir);
  server = await startServer({ dataDir, logStream: log });
  await useSingleWallet(server);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = () => new Date(server.clock.now());
const timeZone = () => server.ctx.operator.current().responsibleGaming.timeZone;
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
const give = (memberId: number, spins: number, label: string) =>
  grantSpins(server.ctx.db, { key: `test:${label}`, memberId, source: 'mission', spins, at: at() });
const memberRow = (memberId: number) =>
  server.ctx.db
    .selectFrom('wheel_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
const balance = async (memberId: number, kind: 'player_main' | 'points_member') => {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
};
const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 0;
  } catch (error) {
    return (error as ApiError).code;
  }
};
/** Announces a settled round on the hook, as a settlement does (in its transaction). */
const settle = (memberId: number, roundId: string, round: { validBet?: number; freePlay?: boolean } = {}) =>
  inTransaction(server.ctx.db, (trx) =>
    server.ctx.hooks.roundSettled.announce(trx, {
      memberId,
      roundId: `PG:wheel-${roundId}`,
      validBet: round.validBet ?? 500,
      payout: 0,
      gameType: 'RNG',
      gameCode: 'mahjong-ways',
      vendorCode: 'PG',
      settledAt: at(),
      freePlay: round.freePlay ?? false,
    }),
  );
/** A wheel that always lands on segment 0, whose pool holds `pool`. */
const oneWayWheel = (pool: number | null, prize = { kind: 'money', amount: 700 }) => ({
  segments: [
    { prize, labels: { en: 'Top' }, probabilityPpm: 1_000_000, dailyPool: pool },
    { prize: { kind: 'nothing', amount: 0 }, labels: { en: 'Never' }, probabilityPpm: 0, dailyPool: null },
  ],
  earning: { dailyForPlay: true, fromMissions: true, pointsPerSpin: 500 },
});

describe('the wheel as members see it', () => {
  it('shows the seeded demo wheel with its probabilities summing to 100 % and its pools', async () => {
    const answer = await server.call(wheel.wheel, { language: 'ty' });
    const value = answer.body.value!;
    expect(value.enabled).toBe(true);
    expect(value.segments).toHaveLength(8);
    expect(value.segments.reduce((sum, segment) => sum + segment.probabilityPpm, 0)).toBe(1_000_000);
    expect(value.segments[2]).toMatchObject({ label: 'Réessayez', prize: { kind: 'nothing', amount: 0 } });
    expect(value.segments[7]).toMatchObject({
      prize: { kind: 'money', amount: 10_000 },
      poolLeft: 1,
      empty: false,
    });
    expect(value.earning).toEqual({ dailyForPlay: true, fromMissions: true, pointsPerSpin: 500 });
  });

  it('creates a new member’s side lazily: a seed whose hash is shown, a random client seed, no spins', async () => {
    const anna = await newPlayer(server, 'wh_anna', 10_000);
    const state = (await server.call(wheel.myWheel, {}, { token: anna.token })).body.value!;
    const seed = await server.ctx.db
      .selectFrom('wheel_seeds')
      .select(['seed', 'seed_hash'])
      .where('member_id', '=', anna.id)
      .executeTakeFirstOrThrow();
    expect(seed.seed).toHaveLength(32);
    expect(state).toMatchObject({
      spinsLeft: 0,
      nextCounter: 1,
      eligible: true,
      dailySpinPending: true,
      serverSeedHash: createHash('sha256').update(seed.seed).digest('hex'),
    });
    expect(state.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    const refused = await server.call(wheel.spinWheel, {}, { token: anna.token, headers: once() });
    expect(refused.body.code).toBe(errors.WHEEL_NO_SPINS.code);
  });
});

describe('earning spins', () => {
  it('gives one spin for the first real round of a brand day, once, and again the next day', async () => {
    const bert = await newPlayer(server, 'wh_bert', 100_000);
    server.clock.advance(1_000);
    await playRound(server, bert.id, { stake: 100 });
    server.clock.advance(1_000);
    await playRound(server, bert.id, { stake: 100 });
    expect((await memberRow(bert.id)).spins_left).toBe(1);
    const state = (await server.call(wheel.myWheel, {}, { token: bert.token })).body.value!;
    expect(state).toMatchObject({ spinsLeft: 1, dailySpinPending: false });
    server.clock.advance(DAY);
    await settle(bert.id, 'void-1', { validBet: 0 });
    expect((await memberRow(bert.id)).spins_left).toBe(1);
    await playRound(server, bert.id, { stake: 100 });
    expect((await memberRow(bert.id)).spins_left).toBe(2);
    const grants = await server.ctx.db
      .selectFrom('wheel_grants')
      .select(['key', 'source'])
      .where('member_id', '=', bert.id)
      .orderBy('key')
      .execute();
    expect(grants.map((grant) => grant.source)).toEqual(['daily', 'daily']);
  });

  it('gives free-play and excluded members no daily spin', async () => {
    const cora = await newPlayer(server, 'wh_cora', 100_000);
    await settle(cora.id, 'free-1', { freePlay: true });
    const dora = await newPlayer(server, 'wh_dora', 100_000);
    await exclude(server.ctx, dora.id, { period: '24h', password: PASSWORD }, endGameSessions);
    await settle(dora.id, 'excluded-1');
    const rows = await server.ctx.db
      .selectFrom('wheel_grants')
      .select('key')
      .where('member_id', 'in', [cora.id, dora.id])
      .execute();
    expect(rows).toEqual([]);
    // The same round of a member who may take part gives the spin.
    const ella = await newPlayer(server, 'wh_ella', 0);
    await settle(ella.id, 'real-1');
    expect((await memberRow(ella.id)).spins_left).toBe(1);
  });

  it('gives a claimed mission’s spins in the claim, once per period', async () => {
    const emil = await newPlayer(server, 'wh_emil', 100_000);
    const mission = await inTransaction(server.ctx.db, (trx) =>
      trx
        .insertInto('missions')
        .values({
          code: 'wheel-spins',
          title: 'Play for spins',
          goal: 'valid_bets',
          target: 100,
          reward_minor: 0,
          reward_spins: 3,
          period: 'daily',
          enabled: true,
          sort: 99,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const joined = await server.call(promo.joinMission, { missionId: mission.id }, { token: emil.token });
    expect(joined.body.value).toMatchObject({ rewardSpins: 3, reward: 0 });
    const summary = await server.call(promo.missionSummary, {}, { token: emil.token });
    // The demo daily mission gives a spin too.
    expect(summary.body.value!.list.find((item) => item.code === 'DAILY_BETS')).toMatchObject({
      rewardSpins: 1,
    });
    server.clock.advance(1_000);
    await playRound(server, emil.id, { stake: 150 });
    const before = (await memberRow(emil.id)).spins_left;
    const claimed = await server.call(
      promo.claimMission,
      { missionId: mission.id },
      { token: emil.token, headers: once() },
    );
    expect(claimed.body.code).toBe(0);
    expect((await memberRow(emil.id)).spins_left).toBe(before + 3);
    const again = await server.call(
      promo.claimMission,
      { missionId: mission.id },
      { token: emil.token, headers: once() },
    );
    expect(again.body.code).toBe(errors.REWARD_ALREADY_CLAIMED.code);
    expect((await memberRow(emil.id)).spins_left).toBe(before + 3);
    const grant = await server.ctx.db
      .selectFrom('wheel_grants')
      .select(['source', 'spins'])
      .where('member_id', '=', emil.id)
      .where('source', '=', 'mission')
      .execute();
    expect(grant).toEqual([{ source: 'mission', spins: 3 }]);
  });

  it('sells a spin for 500 points through the ledger, once per key, and refuses without the points', async () => {
    const fred = await newPlayer(server, 'wh_fred', 0);
    await inTransaction(server.ctx.db, async (trx) =>
      transfer(trx, {
        idempotencyKey: `test:points:${fred.id}`,
        kind: 'points_earn',
        memo: 'test points',
        legs: [
          { accountId: await accountFor(trx, null, 'points_issued', at()), amountMinor: -1_200 },
          { accountId: await accountFor(trx, fred.id, 'points_member', at()), amountMinor: 1_200 },
        ],
        at: at(),
      }),
    );
    const headers = once();
    const bought = await server.call(wheel.buyWheelSpin, {}, { token: fred.token, headers });
    expect(bought.body.value).toMatchObject({ spinsLeft: 1, points: 700 });
    // The same request again (a retry) buys nothing more, even past the route's replay record.
    await buySpin(server.ctx.db, fred.id, headers['Idempotency-Key']!, at());
    expect(await balance(fred.id, 'points_member')).toBe(700);
    expect((await memberRow(fred.id)).spins_left).toBe(1);
    expect(
      (await server.call(wheel.buyWheelSpin, {}, { token: fred.token, headers: once() })).body.value,
    ).toMatchObject({ spinsLeft: 2, points: 200 });
    const short = await server.call(wheel.buyWheelSpin, {}, { token: fred.token, headers: once() });
    expect(short.body.code).toBe(errors.POINTS_INSUFFICIENT.code);
    expect(await balance(fred.id, 'points_member')).toBe(200);
    expect((await memberRow(fred.id)).spins_left).toBe(2);
  });
});

describe('spinning', () => {
  it('pays the landed segment through the ledger exactly once per key, from the seeds by segmentOf', async () => {
    const gina = await newPlayer(server, 'wh_gina', 0);
    await give(gina.id, 3, 'gina');
    const headers = once();
    const first = await server.call(wheel.spinWheel, {}, { token: gina.token, headers });
    const repeat = await server.call(wheel.spinWheel, {}, { token: gina.token, headers });
    expect(first.body.code).toBe(0);
    expect(repeat.body.value!.spin.spinId).toBe(first.body.value!.spin.spinId);
    // Past the route's replay record, the spin's own key answers the same spin.
    const direct = await spin(server.ctx.db, gina.id, headers['Idempotency-Key']!, at(), timeZone());
    expect(direct.spinId).toBe(first.body.value!.spin.spinId);
    expect((await memberRow(gina.id)).spins_left).toBe(2);
    // The same request sent three times at once is one spin, paid once.
    const raced = await Promise.all(
      [1, 2, 3].map(() => spin(server.ctx.db, gina.id, 'same-key', at(), timeZone())),
    );
    expect(new Set(raced.map((result) => result.spinId)).size).toBe(1);
    expect((await memberRow(gina.id)).spins_left).toBe(1);
    expect(
      await server.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', gina.id).execute(),
    ).toHaveLength(2);
    const done = first.body.value!.spin;
    const seed = await server.ctx.db
      .selectFrom('wheel_seeds')
      .select('seed')
      .where('member_id', '=', gina.id)
      .executeTakeFirstOrThrow();
    const probabilities = DEMO_WHEEL.segments.map((segment) => segment.probabilityPpm);
    expect(done.probabilities).toEqual(probabilities);
    expect(done.counter).toBe(1);
    expect(done.serverSeed).toBeNull();
    expect(done.segmentIndex).toBe(await segmentOf(hmacOf(seed.seed), done.clientSeed, 1, probabilities));
    const transfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind'])
      .where('idempotency_key', 'like', `wheel:spin:${done.spinId}%`)
      .execute();
    const paid = done.prize.kind !== 'nothing';
    expect(transfers).toEqual(
      paid ? [{ idempotency_key: `wheel:spin:${done.spinId}`, kind: 'wheel_prize' }] : [],
    );
    expect(done.reference).toBe(paid ? `WHL-${done.spinId}` : null);
  });

  it('pays money from house_wheel and points from points_issued', async () => {
    await setWheel(server.ctx.db, oneWayWheel(null), at());
    const hana = await newPlayer(server, 'wh_hana', 0);
    await give(hana.id, 1, 'hana');
    const money = await spin(server.ctx.db, hana.id, 'k1', at(), timeZone());
    expect(money).toMatchObject({ prize: { kind: 'money', amount: 700 }, poolEmpty: false });
    expect(await balance(hana.id, 'player_main')).toBe(700);
    await setWheel(server.ctx.db, oneWayWheel(null, { kind: 'points', amount: 40 }), at());
    await give(hana.id, 1, 'hana-2');
    await spin(server.ctx.db, hana.id, 'k2', at(), timeZone());
    expect(await balance(hana.id, 'points_member')).toBe(40);
    const house = await server.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select(['ledger_accounts.kind', 'ledger_entries.amount_minor'])
      .where('ledger_transfers.kind', '=', 'wheel_prize')
      .where('ledger_accounts.member_id', 'is', null)
      .where('ledger_transfers.idempotency_key', 'in', [
        `wheel:spin:${money.spinId}`,
        `wheel:spin:${money.spinId + 1}`,
      ])
      .orderBy('ledger_entries.id')
      .execute();
    expect(house.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ['house_wheel', -700],
      ['points_issued', -40],
    ]);
    await setWheel(server.ctx.db, DEMO_WHEEL, at());
  });

  it('takes unique counters when one member spins many times at once, and stops at zero spins', async () => {
    const ivan = await newPlayer(server, 'wh_ivan', 0);
    await give(ivan.id, 10, 'ivan');
    const sumsBefore = await ledgerSums(server);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        codeOrSpin(spin(server.ctx.db, ivan.id, `race-${index}`, at(), timeZone())),
      ),
    );
    const spun = results.filter((result) => typeof result !== 'number');
    expect(spun).toHaveLength(10);
    expect(results.filter((result) => result === errors.WHEEL_NO_SPINS.code)).toHaveLength(4);
    expect(spun.map((result) => result.counter).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect((await memberRow(ivan.id)).spins_left).toBe(0);
    expect(await ledgerSums(server)).toEqual(sumsBefore);
    const paidTotal = spun
      .filter((result) => result.prize.kind === 'money')
      .reduce((sum, result) => sum + result.prize.amount, 0);
    expect(await balance(ivan.id, 'player_main')).toBe(paidTotal);
  });

  it('never pays a pool of 1 twice when many members race for it; the rest land on an empty pool', async () => {
    await setWheel(server.ctx.db, oneWayWheel(1), at());
    const racers = [];
    for (let index = 0; index < 8; index += 1) {
      const racer = await newPlayer(server, `wh_race${index}`, 0);
      await give(racer.id, 1, `race-${index}`);
      racers.push(racer);
    }
    const spun = await Promise.all(
      racers.map((racer) => spin(server.ctx.db, racer.id, 'pool', at(), timeZone())),
    );
    expect(spun.filter((result) => !result.poolEmpty)).toHaveLength(1);
    expect(spun.filter((result) => result.poolEmpty && result.prize.kind === 'nothing')).toHaveLength(7);
    expect(spun.every((result) => result.segmentIndex === 0)).toBe(true);
    let paid = 0;
    for (const racer of racers) paid += await balance(racer.id, 'player_main');
    expect(paid).toBe(700);
    const shown = (await server.call(wheel.wheel, { language: 'en' })).body.value!;
    expect(shown.segments[0]).toMatchObject({ poolLeft: 0, empty: true });
    const operatorView = (await operator('GET', '/operator/api/wheel')).json().value;
    expect(operatorView.pools[0]).toMatchObject({ dailyPool: 1, usedToday: 1, leftToday: 0 });
    const sums = await ledgerSums(server);
    expect(sums.money).toBe(0);
    await setWheel(server.ctx.db, DEMO_WHEEL, at());
  });

  it('refuses free-play and excluded members, and a brand without a wheel', async () => {
    const jack = await newPlayer(server, 'wh_jack', 0);
    await give(jack.id, 2, 'jack');
    await makeFreePlay(server, jack.id);
    expect(await stateOf(server.ctx.db, jack.id, at(), timeZone())).toMatchObject({
      spinsLeft: 2,
      eligible: false,
      dailySpinPending: false,
    });
    expect(await codeOf(spin(server.ctx.db, jack.id, 'fp', at(), timeZone()))).toBe(
      errors.WHEEL_NOT_ELIGIBLE.code,
    );
    const kate = await newPlayer(server, 'wh_kate', 0);
    await give(kate.id, 2, 'kate');
    await exclude(server.ctx, kate.id, { period: '24h', password: PASSWORD }, endGameSessions);
    expect(await codeOf(spin(server.ctx.db, kate.id, 'ex', at(), timeZone()))).toBe(
      errors.WHEEL_NOT_ELIGIBLE.code,
    );
    expect((await memberRow(kate.id)).spins_left).toBe(2);
    await inTransaction(server.ctx.db, (trx) => trx.deleteFrom('wheel_definitions').execute());
    const lena = await newPlayer(server, 'wh_lena', 0);
    expect((await server.call(wheel.spinWheel, {}, { token: lena.token, headers: once() })).body.code).toBe(
      errors.WHEEL_OFF.code,
    );
    expect((await server.call(wheel.wheel, {})).body.value).toMatchObject({ enabled: false, segments: [] });
    await setWheel(server.ctx.db, DEMO_WHEEL, at());
  });
});

describe('seeds', () => {
  it('keeps the current seed out of every answer, error and log line until it is rotated away', async () => {
    const mona = await newPlayer(server, 'wh_mona', 0);
    await give(mona.id, 3, 'mona');
    const bodies = [
      await server.call(wheel.myWheel, {}, { token: mona.token }),
      await server.call(wheel.spinWheel, {}, { token: mona.token, headers: once() }),
      await server.call(wheel.spinWheel, {}, { token: mona.token, headers: once() }),
      await server.call(wheel.setWheelClientSeed, { clientSeed: 'bad seed!' }, { token: mona.token }),
      await server.call(wheel.setWheelClientSeed, { clientSeed: 'mona-7' }, { token: mona.token }),
      await server.call(wheel.spinWheel, {}, { token: mona.token, headers: once() }),
      await server.call(wheel.spinWheel, {}, { token: mona.token, headers: once() }),
      await server.call(wheel.wheelSpins, {}, { token: mona.token }),
      await server.call(wheel.wheel, {}),
    ].map((answer) => JSON.stringify(answer.body));
    expect(JSON.parse(bodies[3]!).code).toBe(errors.INVALID_INPUT.code);
    expect(JSON.parse(bodies[6]!).code).toBe(errors.WHEEL_NO_SPINS.code);
    const seed = await server.ctx.db
      .selectFrom('wheel_seeds')
      .select('seed')
      .where('member_id', '=', mona.id)
      .executeTakeFirstOrThrow();
    const forms = [Buffer.from(seed.seed).toString('hex'), Buffer.from(seed.seed).toString('base64')];
    for (const form of forms) {
      for (const body of bodies) expect(body.toLowerCase()).not.toContain(form.toLowerCase());
      expect(log.text).not.toContain(form);
    }
    const rotated = await server.call(wheel.rotateWheelSeed, {}, { token: mona.token });
    expect(rotated.body.value!.revealedSeed).toBe(forms[0]);
  });

  it('rotation reveals the seed, and the revealed seed re-computes every past spin', async () => {
    const nils = await newPlayer(server, 'wh_nils', 0);
    await give(nils.id, 6, 'nils');
    const before = (await server.call(wheel.myWheel, {}, { token: nils.token })).body.value!;
    for (let index = 0; index < 4; index += 1) {
      if (index === 2)
        await server.call(wheel.setWheelClientSeed, { clientSeed: 'nils_2' }, { token: nils.token });
      expect((await server.call(wheel.spinWheel, {}, { token: nils.token, headers: once() })).body.code).toBe(
        0,
      );
    }
    const hidden = (await server.call(wheel.wheelSpins, {}, { token: nils.token })).body.value!;
    expect(hidden.list.every((item) => item.serverSeed === null)).toBe(true);
    const rotated = (await server.call(wheel.rotateWheelSeed, {}, { token: nils.token })).body.value!;
    expect(rotated.revealedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(Buffer.from(rotated.revealedSeed, 'hex')).digest('hex')).toBe(
      before.serverSeedHash,
    );
    expect(rotated.state.nextCounter).toBe(1);
    expect(rotated.state.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.state.spinsLeft).toBe(2);
    const shown = (await server.call(wheel.wheelSpins, {}, { token: nils.token })).body.value!;
    expect(shown.total).toBe(4);
    expect(shown.list.map((item) => item.counter)).toEqual([4, 3, 2, 1]);
    expect(shown.list.map((item) => item.clientSeed)).toEqual([
      'nils_2',
      'nils_2',
      before.clientSeed,
      before.clientSeed,
    ]);
    const hmac = hmacOf(Buffer.from(rotated.revealedSeed, 'hex'));
    for (const item of shown.list) {
      expect(item.serverSeed).toBe(rotated.revealedSeed);
      expect(item.serverSeedHash).toBe(before.serverSeedHash);
      expect(item.segmentIndex).toBe(
        await segmentOf(hmac, item.clientSeed, item.counter, item.probabilities),
      );
    }
    // The new seed's first spin takes counter 1 again and stays hidden.
    const next = (await server.call(wheel.spinWheel, {}, { token: nils.token, headers: once() })).body.value!;
    expect(next.spin).toMatchObject({
      counter: 1,
      serverSeed: null,
      serverSeedHash: rotated.state.serverSeedHash,
    });
  });
});

describe('the operator’s wheel', () => {
  it('refuses bad wheels with INVALID_INPUT naming each field', async () => {
    const badSum = await operator('POST', '/operator/api/wheel', {
      ...DEMO_WHEEL,
      segments: DEMO_WHEEL.segments.map((segment, index) =>
        index === 0 ? { ...segment, probabilityPpm: segment.probabilityPpm + 1 } : segment,
      ),
    });
    expect(badSum.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: { segments: 'probabilities sum to 1000001, not 1000000 (parts per million)' },
    });
    const bad = await operator('POST', '/operator/api/wheel', {
      segments: [
        {
          prize: { kind: 'money', amount: -5 },
          labels: { en: 'A' },
          probabilityPpm: 500_000.5,
          dailyPool: -1,
        },
        { prize: { kind: 'jackpot', amount: 1 }, labels: {}, probabilityPpm: 500_000 },
      ],
      earning: { dailyForPlay: true, fromMissions: false, pointsPerSpin: 0 },
      colour: 'red',
    });
    expect(bad.json()).toMatchObject({
      code: errors.INVALID_INPUT.code,
      fields: {
        'segments.0.prize.amount': expect.any(String),
        'segments.0.probabilityPpm': expect.any(String),
        'segments.0.dailyPool': expect.any(String),
        'segments.1.prize.kind': expect.any(String),
        'segments.1.labels.en': expect.any(String),
        'earning.pointsPerSpin': expect.any(String),
        colour: 'not a field',
      },
    });
    const one = await operator('POST', '/operator/api/wheel', {
      ...DEMO_WHEEL,
      segments: [{ ...DEMO_WHEEL.segments[0]!, probabilityPpm: 1_000_000 }],
    });
    expect(one.json().fields).toMatchObject({ segments: '2 to 24 segments' });
    const nothingPaid = await operator('POST', '/operator/api/wheel', {
      ...DEMO_WHEEL,
      segments: DEMO_WHEEL.segments.map((segment, index) =>
        index === 2 ? { ...segment, prize: { kind: 'nothing', amount: 5 } } : segment,
      ),
    });
    expect(nothingPaid.json().fields).toEqual({
      'segments.2.prize.amount': 'a "nothing" prize has amount 0',
    });
    const unauthorised = await server.app.inject({
      method: 'GET',
      url: '/operator/api/wheel',
      remoteAddress: '127.0.0.1',
    });
    expect(unauthorised.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('replaces the wheel and shows it with today’s pools', async () => {
    const replaced = await operator('POST', '/operator/api/wheel', {
      ...DEMO_WHEEL,
      earning: { dailyForPlay: false, fromMissions: false, pointsPerSpin: null },
    });
    expect(replaced.json().value).toMatchObject({
      enabled: true,
      wheel: { earning: { dailyForPlay: false, fromMissions: false, pointsPerSpin: null } },
    });
    const shown = (await operator('GET', '/operator/api/wheel')).json().value;
    expect(shown.wheel.segments).toHaveLength(8);
    expect(shown.pools[7]).toMatchObject({ index: 7, dailyPool: 1 });
    const olga = await newPlayer(server, 'wh_olga', 0);
    const notSold = await server.call(wheel.buyWheelSpin, {}, { token: olga.token, headers: once() });
    expect(notSold.body.code).toBe(errors.WHEEL_SPINS_NOT_SOLD.code);
    await setWheel(server.ctx.db, DEMO_WHEEL, at());
  });
});

describe('the wheel from the command line', () => {
  it('sets the wheel from a file and shows it with its odds and pools; a bad file is refused naming the field', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operator-cli.ts', ...args], {
        env: { ...process.env, OPERATOR_URL: `http://127.0.0.1:${address.port}`, OPERATOR_KEY: key },
      });
    const file = joinPath(dataDir, 'wheel.json');
    writeFileSync(
      file,
      JSON.stringify({ ...DEMO_WHEEL, earning: { ...DEMO_WHEEL.earning, pointsPerSpin: 750 } }),
    );
    const set = await cli('wheel-set', file);
    expect(set.stdout).toMatch(/Lucky wheel set:[\s\S]*750 points a spin/);
    // The spins of the tests above may have won today's one top prize (0.1 % each).
    const { leftToday } = (await operator('GET', '/operator/api/wheel')).json().value.pools[7];
    expect(set.stdout).toContain(
      `7. P 100.00 — money 10000, 0.1000 % (1000 ppm), pool ${leftToday}/1 left today`,
    );
    expect((await cli('wheel')).stdout).toContain(
      '2. Try again — nothing 0, 20.0000 % (200000 ppm), no pool',
    );
    writeFileSync(file, JSON.stringify({ ...DEMO_WHEEL, segments: DEMO_WHEEL.segments.slice(1) }));
    await expect(cli('wheel-set', file)).rejects.toMatchObject({
      stderr: expect.stringContaining('probabilities sum to 700000'),
    });
    await setWheel(server.ctx.db, DEMO_WHEEL, at());
  }, 60_000);
});

async function codeOrSpin<T>(work: Promise<T>): Promise<T | number> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}
