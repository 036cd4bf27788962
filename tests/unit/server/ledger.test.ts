import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, memberBalance } from '../../../server/modules/ledger/accounts';
import { committedMoves } from '../../../server/modules/ledger/committed-moves';
import { transfer } from '../../../server/modules/ledger/transfer';
import { errors } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());

async function sumOfAllBalances(): Promise<number> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function playerAccount(username: string): Promise<{ memberId: number; accountId: number }> {
  const row = await db()
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { memberId: row.id, accountId: await accountFor(db(), row.id, 'player_main', at()) };
}

describe('ledger', () => {
  it('seeds the demo player from the house and keeps the sum of all accounts at zero', async () => {
    const { memberId } = await playerAccount('demo_player');
    expect(await memberBalance(db(), memberId)).toBe(1_000_000);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('moves money between accounts, once per idempotency key', async () => {
    const from = await playerAccount('demo_player');
    const to = await playerAccount('demo_agent');
    const request = {
      idempotencyKey: 'test:move-1',
      kind: 'bonus' as const,
      memo: 'move',
      legs: [
        { accountId: from.accountId, amountMinor: -12_345 },
        { accountId: to.accountId, amountMinor: 12_345 },
      ],
      at: at(),
    };
    const first = await transfer(db(), request);
    const repeat = await transfer(db(), request);
    expect(first.created).toBe(true);
    expect(repeat).toEqual({ transferId: first.transferId, created: false, entries: request.legs });
    expect(await memberBalance(db(), from.memberId)).toBe(1_000_000 - 12_345);
    expect(await memberBalance(db(), to.memberId)).toBe(12_345);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('refuses legs that do not sum to zero and non-integer amounts', async () => {
    const from = await playerAccount('demo_player');
    const to = await playerAccount('demo_agent');
    await expect(
      transfer(db(), {
        idempotencyKey: 'test:unbalanced',
        kind: 'bonus' as const,
        memo: '',
        legs: [
          { accountId: from.accountId, amountMinor: -10 },
          { accountId: to.accountId, amountMinor: 9 },
        ],
        at: at(),
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      transfer(db(), {
        idempotencyKey: 'test:fraction',
        kind: 'bonus' as const,
        memo: '',
        legs: [
          { accountId: from.accountId, amountMinor: -0.5 },
          { accountId: to.accountId, amountMinor: 0.5 },
        ],
        at: at(),
      }),
    ).rejects.toThrow(/integer/);
  });

  it('refuses a leg on an unknown account and money turned into points, leaving nothing behind', async () => {
    const from = await playerAccount('demo_player');
    const points = await accountFor(db(), from.memberId, 'points_member', at());
    const before = await sumOfAllBalances();
    const refused = {
      'test:unknown-account': { to: 2_147_483_000, error: /unknown ledger account/ },
      'test:money-to-points': { to: points, error: /per asset/ },
    };
    for (const [idempotencyKey, { to, error }] of Object.entries(refused)) {
      const legs = [
        { accountId: from.accountId, amountMinor: -10 },
        { accountId: to, amountMinor: 10 },
      ];
      await expect(
        transfer(db(), { idempotencyKey, kind: 'bonus' as const, memo: '', legs, at: at() }),
      ).rejects.toThrow(error);
    }
    expect(await memberBalance(db(), from.memberId)).toBe(1_000_000 - 12_345);
    expect(await sumOfAllBalances()).toBe(before);
    const written = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', 'in', Object.keys(refused))
      .execute();
    expect(written).toHaveLength(0);
  });

  it('never lets a player account go negative (the database refuses) and leaves nothing behind', async () => {
    const poor = await playerAccount('demo_fresh');
    const rich = await playerAccount('demo_player');
    const before = await memberBalance(db(), rich.memberId);
    await expect(
      transfer(db(), {
        idempotencyKey: 'test:overdraw',
        kind: 'bonus' as const,
        memo: '',
        legs: [
          { accountId: poor.accountId, amountMinor: -1 },
          { accountId: rich.accountId, amountMinor: 1 },
        ],
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.INSUFFICIENT_FUNDS.code });
    expect(await memberBalance(db(), rich.memberId)).toBe(before);
    const leftover = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', 'test:overdraw')
      .execute();
    expect(leftover).toHaveLength(0);
    // Even a direct write is refused.
    await expect(
      db()
        .updateTable('ledger_accounts')
        .set({ balance_minor: -1 })
        .where('id', '=', poor.accountId)
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps entries immutable and every balance equal to the sum of its entries', async () => {
    await expect(sql`UPDATE ledger_entries SET amount_minor = 0`.execute(db())).rejects.toThrow(/immutable/);
    await expect(sql`DELETE FROM ledger_entries`.execute(db())).rejects.toThrow(/immutable/);
    const mismatched = await sql<{ id: number }>`
      SELECT a.id FROM ledger_accounts a
      LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id, a.balance_minor
      HAVING a.balance_minor <> COALESCE(SUM(e.amount_minor), 0)`.execute(db());
    expect(mismatched.rows).toHaveLength(0);
  });

  it('runs concurrent transfers on one account without losing any (PostgreSQL shows real races)', async () => {
    const from = await playerAccount('demo_player');
    const to = await playerAccount('demo_agent');
    const start = await memberBalance(db(), from.memberId);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transfer(db(), {
          idempotencyKey: `test:parallel-${index}`,
          kind: 'bonus' as const,
          memo: '',
          legs: [
            { accountId: from.accountId, amountMinor: -100 },
            { accountId: to.accountId, amountMinor: 100 },
          ],
          at: at(),
        }),
      ),
    );
    expect(await memberBalance(db(), from.memberId)).toBe(start - 2_000);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('tells, once committed, whose money a transfer changed: nobody for a move between one member’s own wallets', async () => {
    const member = await playerAccount('demo_player');
    const house = await accountFor(db(), null, 'house_seed', at());
    const gameWallet = await accountFor(db(), member.memberId, 'player_vendor:PG', at());
    const told: number[][] = [];
    committedMoves.listen(db(), ({ memberIds }) => told.push(memberIds));
    const move = (key: string, legs: { accountId: number; amountMinor: number }[]) =>
      transfer(db(), {
        idempotencyKey: `test:told-${key}`,
        kind: 'wallet_transfer',
        memo: key,
        legs,
        at: at(),
      });

    await move('own-wallets', [
      { accountId: member.accountId, amountMinor: -300 },
      { accountId: gameWallet, amountMinor: 300 },
    ]);
    await move('back-home', [
      { accountId: gameWallet, amountMinor: -300 },
      { accountId: member.accountId, amountMinor: 300 },
    ]);
    expect(told).toEqual([]);
    await move('from-house', [
      { accountId: house, amountMinor: -50 },
      { accountId: gameWallet, amountMinor: 50 },
    ]);
    expect(told).toEqual([[member.memberId]]);
  });
});
