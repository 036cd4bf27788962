import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/db/transaction';
import { endGameSessions } from '../../../server/modules/games/end-games';
import { contributionOf } from '../../../server/modules/jackpots/contributions';
import { DEMO_JACKPOTS } from '../../../server/modules/jackpots/seed';
import { exclude } from '../../../server/modules/responsible/settings';
import { jackpots } from '../../../src/core/contract';
import { dropPoint, progressiveWins } from '../../../src/core/jackpots/draw';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startNodes, type TestServer } from './harness';
import {
  balanceOf,
  contributionRows,
  createPot,
  cycleRows,
  hmacOfHex,
  identityFromRows,
  ledgerSums,
  neverWins,
  retireAll,
  settle,
} from './jackpots-fixtures';
import { PASSWORD } from './member-centre-fixtures';
import { newPlayer } from './payments-fixtures';
import { makeFreePlay } from './tournaments-fixtures';

/**
 * Jackpot money on the round-settled hook: contributions paid by the house with the sub-unit carry, wins paid
 * and reseeded in the settlement, the committed drop point, two winners at once on two nodes (PostgreSQL), and
 * the audit identity from the per-round rows.
 */
let server: TestServer;
let other: TestServer;
let close: () => Promise<void>;
beforeAll(async () => {
  const started = await startNodes(2);
  [server] = started.nodes as [TestServer];
  other = started.nodes[1] ?? server;
  close = started.close;
  await useSingleWallet(server);
});
afterAll(() => close());
beforeEach(() => retireAll(server));

const step = () => server.clock.advance(1_000);
const cycleOf = async (jackpotId: number, cycle?: number) =>
  (await server.call(jackpots.jackpotCycleDetail, cycle === undefined ? { jackpotId } : { jackpotId, cycle }))
    .body;

describe('the demo pots', () => {
  it('are seeded with their first cycle: a 32-byte seed whose hash is published, paid in from jackpot_seed', async () => {
    const pots = await server.ctx.db.selectFrom('jackpots').selectAll().orderBy('id').execute();
    const demo = pots.filter((pot) => DEMO_JACKPOTS.some((definition) => definition.code === pot.code));
    expect(demo.map((pot) => [pot.code, pot.kind, pot.seed_minor, pot.contribution_ppm])).toEqual([
      ['mega-jackpot', 'progressive', 1_000_000, 5_000],
      ['daily-drop', 'must_drop', 50_000, 10_000],
    ]);
    // A P 1.00 bet has a 1 in 200,000 chance on the progressive pot.
    expect(demo[0]!.stake_per_win_minor! / 100).toBe(200_000);
    expect(demo[1]!.cap_minor).toBe(200_000);
    for (const pot of demo) {
      const [cycle] = await cycleRows(server, pot.id);
      expect(cycle!.seed).toHaveLength(32);
      expect(cycle!.seed_hash).toBe(createHash('sha256').update(cycle!.seed).digest('hex'));
      expect(await balanceOf(server, `jackpot_pot:${pot.id}`)).toBe(pot.seed_minor);
      if (pot.kind === 'must_drop') {
        expect(cycle!.drop_point_minor).toBe(
          await dropPoint(hmacOfHex(Buffer.from(cycle!.seed).toString('hex')), 50_000, 200_000),
        );
      }
    }
  });
});

describe('contributions', () => {
  it('pays each round’s share from the house, carrying the sub-unit rest, to the unit over many rounds', async () => {
    const member = await newPlayer(server, 'jp_carry', 0);
    const jackpotId = await createPot(server, 'carry', {
      ...neverWins,
      contributionPpm: 3_333,
      seedMinor: 700,
    });
    const houseBefore = await balanceOf(server, 'house_games');
    const stakes = Array.from({ length: 120 }, (_, index) => 1 + ((index * 7919) % 2_000));
    let micro = 0n;
    for (const stake of stakes) {
      await settle(server, member.id, { validBet: stake });
      micro += BigInt(stake) * 3_333n;
    }
    const rows = await contributionRows(server, jackpotId);
    expect(rows).toHaveLength(stakes.length);
    const paidIn = rows.reduce((sum, row) => sum + row.amount_minor, 0);
    // Whole units paid in are exactly the whole part of every share together; the rest waits as the carry.
    expect(paidIn).toBe(Number(micro / 1_000_000n));
    const pot = await server.ctx.db
      .selectFrom('jackpots')
      .selectAll()
      .where('id', '=', jackpotId)
      .executeTakeFirstOrThrow();
    expect(pot.carry_micro).toBe(Number(micro % 1_000_000n));
    // Each row: its stake, rate, amount and the pot after it, in order.
    let value = 700;
    let carry = 0;
    for (const [index, row] of rows.entries()) {
      const share = contributionOf(stakes[index]!, 3_333, carry);
      carry = share.carry;
      value += share.amount;
      expect([row.stake_minor, row.ppm, row.amount_minor, row.pot_after_minor]).toEqual([
        stakes[index],
        3_333,
        share.amount,
        value,
      ]);
    }
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(700 + paidIn);
    expect(houseBefore - (await balanceOf(server, 'house_games'))).toBe(paidIn);
    expect(
      (await server.call(jackpots.jackpotList, { language: 'en' })).body.value!.list.find(
        (p) => p.jackpotId === jackpotId,
      )!.valueMinor,
    ).toBe(700 + paidIn);
  });

  it('splits with BigInt: a stake times the rate past 2^53 still pays to the unit', () => {
    const stake = 9_000_000_000_000;
    expect(contributionOf(stake, 100_000, 999_999)).toEqual({ amount: 900_000_000_000, carry: 999_999 });
    expect(contributionOf(Number.MAX_SAFE_INTEGER, 3, 0)).toEqual({ amount: 27_021_597_764, carry: 222_973 });
  });

  it('never takes the player’s stake: a real round moves the stake and win only, the house pays the share', async () => {
    const member = await newPlayer(server, 'jp_stake', 10_000);
    const jackpotId = await createPot(server, 'stake-kept', {
      ...neverWins,
      eligible: { vendors: [], categories: [], games: ['jp-stake-game'] },
      contributionPpm: 50_000,
    });
    step();
    await playRound(server, member.id, { stake: 2_000, payout: 500, game: 'jp-stake-game' });
    expect(await balanceOf(server, 'player_main', member.id)).toBe(10_000 - 2_000 + 500);
    const [row] = await contributionRows(server, jackpotId);
    expect(row).toMatchObject({
      member_id: member.id,
      stake_minor: 2_000,
      amount_minor: 100,
      game_code: 'jp-stake-game',
    });
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(10_100);
  });

  it('counts a round once whatever repeats, and skips free play, void bets, kept-out members and retired pots', async () => {
    const member = await newPlayer(server, 'jp_once', 0);
    const free = await newPlayer(server, 'jp_free', 0);
    const kept = await newPlayer(server, 'jp_kept', 0);
    await makeFreePlay(server, free.id);
    await exclude(server.ctx, kept.id, { period: '24h', password: PASSWORD }, endGameSessions);
    const jackpotId = await createPot(server, 'once', { ...neverWins, contributionPpm: 100_000 });
    const roundId = await settle(server, member.id, { validBet: 1_000 });
    await settle(server, member.id, { roundId, validBet: 1_000 });
    await settle(server, member.id, { validBet: 0 });
    await settle(server, member.id, { validBet: 1_000, freePlay: true });
    await settle(server, free.id, { validBet: 1_000, freePlay: true });
    await settle(server, kept.id, { validBet: 1_000 });
    await settle(server, member.id, { validBet: 1_000, vendorCode: 'OTHER' });
    const rows = await contributionRows(server, jackpotId);
    expect(rows.map((row) => [row.round_id, row.amount_minor])).toEqual([[roundId, 100]]);
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(10_100);
    const transfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', 'like', `jackpot:contribution:${jackpotId}:%`)
      .execute();
    expect(transfers).toHaveLength(1);

    await server.ctx.db
      .updateTable('jackpots')
      .set({ retired_at: new Date(server.clock.now()) })
      .where('id', '=', jackpotId)
      .execute();
    await settle(server, member.id, { validBet: 1_000 });
    expect(await contributionRows(server, jackpotId)).toHaveLength(1);
  });
  it('takes a lottery draw’s bets as a set, each bet once, in the draw’s settlement', async () => {
    const member = await newPlayer(server, 'jp_lotto', 0);
    const jackpotId = await createPot(server, 'lotto', {
      ...neverWins,
      eligible: { vendors: [], categories: ['LOTT'], games: [] },
      contributionPpm: 20_000,
    });
    const draw = {
      setId: 'LOTT:jp-draw-1',
      settledAt: new Date(server.clock.now()),
      rounds: sql`SELECT * FROM (VALUES
        (${member.id}::int, 'LOTT:jp-1'::text, 1000::bigint, 0::bigint, 'LOTT'::text, 'XSMB'::text, 'LOTT'::text, false),
        (${member.id}::int, 'LOTT:jp-2'::text, 3000::bigint, 0::bigint, 'LOTT'::text, 'XSMB'::text, 'LOTT'::text, false),
        (${member.id}::int, 'LOTT:jp-3'::text, 5000::bigint, 0::bigint, 'LOTT'::text, 'XSMB'::text, 'LOTT'::text, true)
      ) AS bets (member_id, round_id, valid_bet, payout, game_type, game_code, vendor_code, free_play)`,
    };
    await inTransaction(server.ctx.db, (trx) => server.ctx.hooks.roundSettled.announceSet(trx, draw));
    await inTransaction(server.ctx.db, (trx) => server.ctx.hooks.roundSettled.announceSet(trx, draw));
    const rows = await contributionRows(server, jackpotId);
    expect(rows.map((row) => [row.round_id, row.amount_minor])).toEqual([
      ['LOTT:jp-1', 20],
      ['LOTT:jp-2', 60],
    ]);
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(10_080);
  });
});

describe('wins', () => {
  it('pays a progressive pot to the round the crafted seed picks, reveals the seed and reseeds the pot', async () => {
    const member = await newPlayer(server, 'jp_prog', 0);
    const jackpotId = await createPot(server, 'prog', {
      kind: 'progressive',
      capMinor: null,
      stakePerWinMinor: 1_000,
      contributionPpm: 10_000,
      seedMinor: 5_000,
    });
    // The fixed test seed 00..1f (tests/unit/jackpot-draw.test.ts) put in place of the drawn one: which rounds
    // win is then known beforehand, from the draw rule alone.
    const seed = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
    const hash = createHash('sha256').update(seed).digest('hex');
    const [first] = await cycleRows(server, jackpotId);
    await server.ctx.db
      .updateTable('jackpot_cycles')
      .set({ seed, seed_hash: hash })
      .where('id', '=', first!.id)
      .execute();
    const hmac = hmacOfHex(seed.toString('hex'));
    const candidates = Array.from({ length: 12 }, (_, index) => `JPT:p${index}`);
    const verdicts = await Promise.all(
      candidates.map((roundId) => progressiveWins(hmac, roundId, 200, 1_000)),
    );
    const winnerAt = verdicts.indexOf(true);
    // 1 in 5 at a stake of 200: the tenth round is the first the seed picks.
    expect(winnerAt).toBe(9);
    const lost = candidates.slice(0, winnerAt);
    const firstWin = candidates[winnerAt]!;
    for (const roundId of lost) await settle(server, member.id, { roundId, validBet: 200 });
    expect(await cycleRows(server, jackpotId)).toHaveLength(1);
    await settle(server, member.id, { roundId: firstWin, validBet: 200 });
    const cycles = await cycleRows(server, jackpotId);
    expect(cycles).toHaveLength(2);
    const paid = 5_000 + 2 * (lost.length + 1);
    expect(cycles[0]).toMatchObject({
      won_round_id: firstWin,
      won_member_id: member.id,
      paid_minor: paid,
      reference: `JPT-${cycles[0]!.id}`,
    });
    expect(await balanceOf(server, 'player_main', member.id)).toBe(paid);
    // The pot starts again from its seed amount, under a new seed.
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(5_000);
    expect(cycles[1]).toMatchObject({ number: 2, value_minor: 5_000, won_at: null });
    expect(cycles[1]!.seed_hash).not.toBe(hash);
    const checked = (await cycleOf(jackpotId)).value!;
    expect(checked).toMatchObject({
      cycle: 1,
      seed: seed.toString('hex'),
      seedHash: hash,
      stakePerWinMinor: 1_000,
    });
    expect(checked.win).toMatchObject({
      paidMinor: paid,
      contribution: { roundId: firstWin, potAfterMinor: paid },
    });
    const memo = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'memo'])
      .where('idempotency_key', '=', `jackpot:win:${cycles[0]!.id}`)
      .executeTakeFirstOrThrow();
    expect(memo).toEqual({ kind: 'jackpot_win', memo: `Jackpot prog (JPT-${cycles[0]!.id})` });
  });

  it('wins for certain from stakePerWin up', async () => {
    const member = await newPlayer(server, 'jp_sure', 0);
    const jackpotId = await createPot(server, 'sure', {
      kind: 'progressive',
      capMinor: null,
      stakePerWinMinor: 100,
      seedMinor: 2_000,
    });
    await settle(server, member.id, { validBet: 100 });
    expect(await balanceOf(server, 'player_main', member.id)).toBe(2_001);
    expect((await cycleRows(server, jackpotId)).map((cycle) => cycle.paid_minor)).toEqual([2_001, null]);
  });

  it('drops a must-drop pot on the round that reaches the committed point, checkable from the revealed seed', async () => {
    const member = await newPlayer(server, 'jp_drop', 0);
    const jackpotId = await createPot(server, 'drop', {
      seedMinor: 1_000,
      capMinor: 3_000,
      contributionPpm: 100_000,
    });
    const published = (await server.call(jackpots.jackpotDetail, { jackpotId })).body.value!.jackpot.seedHash;
    let rounds = 0;
    while ((await cycleRows(server, jackpotId)).length === 1) {
      await settle(server, member.id, { validBet: 1_000 });
      rounds += 1;
      expect(rounds).toBeLessThanOrEqual(21);
    }
    const checked = (await cycleOf(jackpotId, 1)).value!;
    expect(createHash('sha256').update(Buffer.from(checked.seed!, 'hex')).digest('hex')).toBe(published);
    const point = await dropPoint(hmacOfHex(checked.seed!), 1_000, 3_000);
    const rows = await contributionRows(server, jackpotId);
    const last = rows.at(-1)!;
    const before = rows.at(-2)?.pot_after_minor ?? 1_000;
    expect(last.pot_after_minor).toBeGreaterThanOrEqual(point);
    expect(rows.length === 1 || before < point).toBe(true);
    expect(checked.win).toMatchObject({
      paidMinor: last.pot_after_minor,
      contribution: { roundId: last.round_id },
    });
    expect(checked.win!.account).toMatch(/\*\*\*/);
    expect(await balanceOf(server, 'player_main', member.id)).toBe(last.pot_after_minor);
    // The next cycle is running: its seed stays secret.
    expect((await cycleOf(jackpotId, 2)).value).toMatchObject({
      cycle: 2,
      seed: null,
      win: null,
      seededMinor: 1_000,
    });
    expect((await cycleOf(jackpotId)).value!.cycle).toBe(1);
  });

  it('pays two rounds settling at once (two nodes) different cycles: one the pot, the other the reseeded pot', async () => {
    const a = await newPlayer(server, 'jp_two_a', 0);
    const b = await newPlayer(server, 'jp_two_b', 0);
    const jackpotId = await createPot(server, 'two-at-once', {
      seedMinor: 10_000,
      capMinor: 10_001,
      contributionPpm: 100_000,
    });
    await Promise.all([settle(server, a.id, { validBet: 1_000 }), settle(other, b.id, { validBet: 2_000 })]);
    const cycles = await cycleRows(server, jackpotId);
    expect(cycles.map((cycle) => cycle.number)).toEqual([1, 2, 3]);
    const paid = cycles.slice(0, 2).map((cycle) => [cycle.won_member_id, cycle.paid_minor]);
    expect(paid).toEqual(
      expect.arrayContaining([
        [a.id, 10_100],
        [b.id, 10_200],
      ]),
    );
    expect(await balanceOf(server, 'player_main', a.id)).toBe(10_100);
    expect(await balanceOf(server, 'player_main', b.id)).toBe(10_200);
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(10_000);
    const rows = await contributionRows(server, jackpotId);
    expect(new Set(rows.map((row) => row.cycle_id)).size).toBe(2);
    expect(await identityFromRows(server, jackpotId)).toMatchObject({
      cyclesPaidTheirOwn: true,
      running: 1,
      value: 10_000,
    });
  });
  it('pays six rounds racing on two nodes six cycles, each its own seed and share, never the same money twice', async () => {
    const racers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => newPlayer(server, `jp_race${index}`, 0)),
    );
    const jackpotId = await createPot(server, 'six-at-once', {
      seedMinor: 10_000,
      capMinor: 10_001,
      contributionPpm: 100_000,
    });
    await Promise.all(
      racers.map((racer, index) =>
        settle(index % 2 === 0 ? server : other, racer.id, { validBet: 100 * (index + 1) }),
      ),
    );
    const cycles = await cycleRows(server, jackpotId);
    expect(cycles.map((cycle) => cycle.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const [index, racer] of racers.entries()) {
      const share = 10 * (index + 1);
      expect(await balanceOf(server, 'player_main', racer.id)).toBe(10_000 + share);
      expect(
        cycles.filter((cycle) => cycle.won_member_id === racer.id).map((cycle) => cycle.paid_minor),
      ).toEqual([10_000 + share]);
    }
    expect(await identityFromRows(server, jackpotId)).toMatchObject({
      cyclesPaidTheirOwn: true,
      running: 1,
      value: 10_000,
    });
    expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(10_000);
  });
});

describe('the audit', () => {
  it('proves seed + contributions = pot + paid for every pot from the per-round rows, after many rounds and wins', async () => {
    const members = await Promise.all([0, 1, 2].map((index) => newPlayer(server, `jp_audit${index}`, 0)));
    const dropId = await createPot(server, 'audit-drop', {
      seedMinor: 100,
      capMinor: 160,
      contributionPpm: 77_777,
    });
    const progId = await createPot(server, 'audit-prog', {
      kind: 'progressive',
      capMinor: null,
      stakePerWinMinor: 6_000,
      seedMinor: 300,
      contributionPpm: 12_345,
      gameRates: [{ gameCode: 'jpt-rich', ppm: 99_999 }],
    });
    for (let index = 0; index < 90; index += 1) {
      const member = members[index % 3]!;
      await settle(server, member.id, {
        validBet: 37 + ((index * 131) % 400),
        gameCode: index % 4 === 0 ? 'jpt-rich' : 'jpt-slot',
      });
    }
    for (const jackpotId of [dropId, progId]) {
      const identity = await identityFromRows(server, jackpotId);
      expect(identity.seeded + identity.contributed).toBe(identity.value + identity.paid);
      expect(identity.cyclesPaidTheirOwn).toBe(true);
      expect(identity.running).toBe(1);
      expect(await balanceOf(server, `jackpot_pot:${jackpotId}`)).toBe(identity.value);
      const detail = (await server.call(jackpots.jackpotDetail, { jackpotId })).body.value!;
      expect(detail.totals).toEqual({
        seededMinor: identity.seeded,
        contributedMinor: identity.contributed,
        paidMinor: identity.paid,
      });
      expect(detail.jackpot.valueMinor).toBe(identity.value);
    }
    // The must-drop pot drops every few rounds at these amounts: many wins, each paid once.
    expect((await cycleRows(server, dropId)).length).toBeGreaterThan(5);
    expect(Object.values(await ledgerSums(server)).every((total) => total === 0)).toBe(true);
    const rates = (await contributionRows(server, progId)).map((row) => [row.game_code, row.ppm]);
    expect(new Set(rates.map(([code, ppm]) => `${code}:${ppm}`))).toEqual(
      new Set(['jpt-rich:99999', 'jpt-slot:12345']),
    );
  });
});
