import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettledRound } from '../../../server/modules/rounds/settled';
import { creditRound, debitRound } from '../../../server/modules/wallet/seamless';
import { useSingleWallet } from './agents-fixtures';
import { DEFAULT_POLICY, startServer, type TestServer } from './harness';

let server: TestServer;
let playerId: number;
const announced: SettledRound[] = [];

beforeAll(async () => {
  server = await startServer();
  await useSingleWallet(server);
  playerId = (
    await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow()
  ).id;
  server.ctx.hooks.roundSettled.subscribe('test-recorder', async (_trx, round) => {
    announced.push(round);
  });
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());
const hook = () => server.ctx.hooks.roundSettled;

async function open(roundRef: string, stake: number) {
  await debitRound(db(), {
    memberId: playerId,
    vendorCode: 'PG',
    roundRef,
    gameCode: 'mahjong-ways',
    stakeMinor: stake,
    policy: DEFAULT_POLICY,
    at: at(),
  });
}

describe('round-settled hook', () => {
  it('announces a settled round once, with its member, valid bet, payout and game type', async () => {
    await open('hook-1', 2_500);
    await creditRound(db(), hook(), { vendorCode: 'PG', roundRef: 'hook-1', payoutMinor: 4_000, at: at() });
    await creditRound(db(), hook(), { vendorCode: 'PG', roundRef: 'hook-1', payoutMinor: 4_000, at: at() });
    expect(announced.filter((round) => round.roundId === 'PG:hook-1')).toEqual([
      {
        memberId: playerId,
        roundId: 'PG:hook-1',
        validBet: 2_500,
        payout: 4_000,
        gameType: 'RNG',
        gameCode: 'mahjong-ways',
        vendorCode: 'PG',
        settledAt: at(),
        freePlay: false,
      },
    ]);
  });

  it('runs inside the settlement: a subscriber that fails leaves the round open and the money unmoved', async () => {
    await open('hook-2', 1_000);
    server.ctx.hooks.roundSettled.subscribe('test-failing', async (trx, round) => {
      await trx
        .insertInto('outbox')
        .values({ channel: 'email', recipient: round.roundId, body: 'x', subject: null, created_at: at() })
        .execute();
      throw new Error('subscriber failed');
    });
    try {
      await expect(
        creditRound(db(), hook(), { vendorCode: 'PG', roundRef: 'hook-2', payoutMinor: 500, at: at() }),
      ).rejects.toThrow('subscriber failed');
    } finally {
      server.ctx.hooks.roundSettled.subscribe('test-failing', async () => {});
    }
    const round = await db()
      .selectFrom('rounds')
      .select(['status', 'payout_minor'])
      .where('round_ref', '=', 'hook-2')
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'open', payout_minor: 0 });
    const written = await db()
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', 'PG:hook-2')
      .execute();
    expect(written).toEqual([]);
    const wins = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', 'round:PG:hook-2:credit')
      .execute();
    expect(wins).toEqual([]);

    await creditRound(db(), hook(), { vendorCode: 'PG', roundRef: 'hook-2', payoutMinor: 500, at: at() });
    const settled = await db()
      .selectFrom('rounds')
      .select(['status', 'payout_minor'])
      .where('round_ref', '=', 'hook-2')
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'settled', payout_minor: 500 });
  });
});
