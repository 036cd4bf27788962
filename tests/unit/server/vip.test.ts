import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticOperatorConfig } from '../../../server/config/operator';
import { inTransaction } from '../../../server/db/transaction';
import { accountFor } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { reviewVipLevels } from '../../../server/modules/vip/routes';
import { errors, member, vip } from '../../../src/core/contract';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer, signIn } from './payments-fixtures';

const level = (rank: number, name: string, validBet: number, deposits: number, upgradeBonus: number) => ({
  rank,
  name,
  validBet,
  deposits,
  upgradeBonus,
  rebatePercent: rank / 10,
  monthlyBonus: rank * 100,
  dailyWithdrawals: rank + 2,
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    operator: staticOperatorConfig({
      vip: {
        periodDays: 30,
        downgradeAtReview: true,
        levels: [
          level(1, 'Bronze', 0, 0, 0),
          level(2, 'Silver', 1_000, 0, 500),
          level(3, 'Gold', 5_000, 2_000, 1_000),
          level(5, 'Diamond', 1_000_000, 1_000_000, 9_000),
        ],
      },
    }),
  });
  await useSingleWallet(server);
});
afterAll(() => server.close());

const at = () => new Date(server.clock.now());

async function mainBalance(memberId: number) {
  const row = await server.ctx.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'player_main')
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/** A deposit credited the way payments credits one: the ledger transfer and the hook, in one transaction. */
async function deposit(memberId: number, amount: number, id: string) {
  await inTransaction(server.ctx.db, async (trx) => {
    await transfer(trx, {
      idempotencyKey: id,
      kind: 'deposit',
      memo: 'test deposit',
      legs: [
        { accountId: await accountFor(trx, null, 'house_deposits', at()), amountMinor: -amount },
        { accountId: await accountFor(trx, memberId, 'player_main', at()), amountMinor: amount },
      ],
      at: at(),
    });
    await server.ctx.hooks.depositSettled.announce(trx, { memberId, depositId: id, amount, settledAt: at() });
  });
}

describe('VIP levels', () => {
  it('shows every level to a visitor', async () => {
    const answer = await server.call(vip.vipLevels, {});
    expect(answer.body.value!.levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
    expect((await server.call(vip.vipStatus, {})).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('moves a member up when a settlement crosses a threshold and pays each bonus once', async () => {
    const player = await newPlayer(server, 'vip_climber', 100_000);
    const start = await mainBalance(player.id);
    await playRound(server, player.id, { stake: 600 });
    expect((await server.call(member.info, {}, { token: player.token })).body.value!.clubLabel).toEqual({
      labelName: 'Bronze',
      rankLevel: 1,
    });
    await playRound(server, player.id, { stake: 600 });
    expect((await server.call(member.info, {}, { token: player.token })).body.value!.clubLabel).toEqual({
      labelName: 'Silver',
      rankLevel: 2,
    });
    expect(await mainBalance(player.id)).toBe(start - 1_200 + 500);

    // Valid bets alone do not reach Gold: its deposits are missing until one is credited.
    await playRound(server, player.id, { stake: 5_000 });
    let status = (await server.call(vip.vipStatus, {}, { token: player.token })).body.value!;
    expect(status).toMatchObject({
      rankLevel: 2,
      validBet: 6_200,
      deposits: 0,
      next: { rank: 3, name: 'Gold', validBetLeft: 0, depositsLeft: 2_000 },
      csType: 'LIVECHAT',
    });
    await deposit(player.id, 2_000, 'test:vip-deposit-1');
    status = (await server.call(vip.vipStatus, {}, { token: player.token })).body.value!;
    expect(status).toMatchObject({ rankLevel: 3, labelName: 'Gold', next: { rank: 5, name: 'Diamond' } });
    expect(
      status.history.map((change) => [change.fromName, change.toName, change.reason, change.bonus]),
    ).toEqual([
      ['Silver', 'Gold', 'upgrade', 1_000],
      ['Bronze', 'Silver', 'upgrade', 500],
    ]);

    // At the review after the period, the member moves down; reaching Silver again pays no second bonus.
    server.clock.advance(31 * 86_400_000);
    await reviewVipLevels(server.ctx);
    player.token = await signIn(server, 'vip_climber');
    expect((await server.call(vip.vipStatus, {}, { token: player.token })).body.value!.rankLevel).toBe(1);
    const beforeAgain = await mainBalance(player.id);
    await playRound(server, player.id, { stake: 1_500 });
    status = (await server.call(vip.vipStatus, {}, { token: player.token })).body.value!;
    expect(status.rankLevel).toBe(2);
    expect(status.history[0]).toMatchObject({ fromRank: 1, toRank: 2, bonus: 0 });
    expect(await mainBalance(player.id)).toBe(beforeAgain - 1_500);
    const bonuses = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('kind', '=', 'vip_bonus')
      .where('idempotency_key', 'like', `vip:bonus:${player.id}:%`)
      .execute();
    expect(bonuses.map((row) => row.idempotency_key).sort()).toEqual([
      `vip:bonus:${player.id}:2`,
      `vip:bonus:${player.id}:3`,
    ]);
  });

  it('gives a free-play account no progress', async () => {
    const player = await newPlayer(server, 'vip_demo', 0);
    await server.ctx.db.updateTable('members').set({ type: 4 }).where('id', '=', player.id).execute();
    await transfer(server.ctx.db, {
      idempotencyKey: 'test:vip-demo-balance',
      kind: 'seed',
      memo: 'demo balance',
      legs: [
        { accountId: await accountFor(server.ctx.db, null, 'house_freeplay', at()), amountMinor: -10_000 },
        { accountId: await accountFor(server.ctx.db, player.id, 'player_demo', at()), amountMinor: 10_000 },
      ],
      at: at(),
    });
    await playRound(server, player.id, { stake: 5_000 });
    const rows = await server.ctx.db
      .selectFrom('vip_history')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
