import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { debitRound } from '../../../server/modules/wallet/seamless';
import { errors, wallet } from '../../../src/core/contract';
import { DEFAULT_POLICY, startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());

/** The ledger's two invariants, read in one statement (one consistent snapshot). */
async function invariants(): Promise<{ sum: number; negativePlayers: number }> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('balance_minor'), eb.lit(0)).as('sum'),
      eb.fn
        .count<number>('id')
        .filterWhere((inner) => inner.and([inner('kind', 'like', 'player%'), inner('balance_minor', '<', 0)]))
        .as('negativePlayers'),
    ])
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum), negativePlayers: Number(row.negativePlayers) };
}

async function balanceOf(accountId: number): Promise<number> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}

async function entriesOf(accountId: number): Promise<number> {
  const rows = await db()
    .selectFrom('ledger_entries')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  return rows.length;
}

async function fundedAccount(name: string, amount: number): Promise<number> {
  const member = await newPlayer(server, `${name}_${randomUUID().slice(0, 8)}`, amount);
  return accountFor(db(), member.id, 'player_main', at());
}

describe('atomic multi-leg transfers', () => {
  it('leaves no leg behind when the last leg fails', async () => {
    const rich = await fundedAccount('multi_rich', 50_000);
    const poor = await fundedAccount('multi_poor', 100);
    const house = await accountFor(db(), null, 'house_games', at());
    const before = [await balanceOf(rich), await balanceOf(poor), await balanceOf(house)];
    const entriesBefore = [await entriesOf(rich), await entriesOf(poor), await entriesOf(house)];
    await expect(
      transfer(db(), {
        idempotencyKey: `multi:${randomUUID()}`,
        kind: 'bonus' as const,
        memo: 'three legs, the last overdraws',
        legs: [
          { accountId: rich, amountMinor: -10_000 },
          { accountId: house, amountMinor: 10_500 },
          { accountId: poor, amountMinor: -500 },
        ],
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.INSUFFICIENT_FUNDS.code });
    expect([await balanceOf(rich), await balanceOf(poor), await balanceOf(house)]).toEqual(before);
    expect([await entriesOf(rich), await entriesOf(poor), await entriesOf(house)]).toEqual(entriesBefore);
    const failedTransfers = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('memo', '=', 'three legs, the last overdraws')
      .execute();
    expect(failedTransfers).toEqual([]);
    expect(await invariants()).toEqual({ sum: 0, negativePlayers: 0 });
  });
});

// PGlite is one connection and serialises everything; races only show on PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('ledger races on PostgreSQL', () => {
  it('bank test: concurrent random transfers keep the sum at zero and no player below zero after every step', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fundedAccount(`bank${i}`, 10_000)),
    );
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let moved = 0;
    let refused = 0;
    const client = async (clientId: number) => {
      for (let step = 0; step < 20; step += 1) {
        const from = accounts[random(accounts.length)]!;
        let to = accounts[random(accounts.length)]!;
        if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length]!;
        const amount = 1 + random(6_000);
        try {
          await transfer(db(), {
            idempotencyKey: `bank:${clientId}:${step}:${randomUUID()}`,
            kind: 'bonus' as const,
            memo: 'bank test',
            legs: [
              { accountId: from, amountMinor: -amount },
              { accountId: to, amountMinor: amount },
            ],
            at: at(),
          });
          moved += 1;
        } catch (error) {
          expect(error).toMatchObject({ code: errors.INSUFFICIENT_FUNDS.code });
          refused += 1;
        }
        expect(await invariants()).toEqual({ sum: 0, negativePlayers: 0 });
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, i) => client(i)));
    expect(moved + refused).toBe(16 * 20);
    expect(moved).toBeGreaterThan(0);
    const total = (await Promise.all(accounts.map(balanceOf))).reduce((sum, balance) => sum + balance, 0);
    expect(total).toBe(8 * 10_000);
  });

  it('double spend: K parallel debits over the balance, exactly floor(balance / amount) succeed', async () => {
    const balance = 10_000;
    const amount = 700;
    const player = await fundedAccount('spender', balance);
    const house = await accountFor(db(), null, 'house_withdrawals', at());
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        transfer(db(), {
          idempotencyKey: `spend:${randomUUID()}`,
          kind: 'withdrawal',
          memo: 'double spend race',
          legs: [
            { accountId: player, amountMinor: -amount },
            { accountId: house, amountMinor: amount },
          ],
          at: at(),
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(Math.floor(balance / amount));
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: errors.INSUFFICIENT_FUNDS.code });
    }
    expect(await balanceOf(player)).toBe(balance - succeeded * amount);
    expect(await invariants()).toEqual({ sum: 0, negativePlayers: 0 });
  });

  it('idempotency: concurrent transfers with one key write one set of entries', async () => {
    const player = await fundedAccount('same_key', 5_000);
    const house = await accountFor(db(), null, 'house_withdrawals', at());
    const request = {
      idempotencyKey: `same:${randomUUID()}`,
      kind: 'withdrawal' as const,
      memo: 'same key race',
      legs: [
        { accountId: player, amountMinor: -1_000 },
        { accountId: house, amountMinor: 1_000 },
      ],
      at: at(),
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => transfer(db(), request)));
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await entriesOf(player)).toBe(2);
    expect(await balanceOf(player)).toBe(4_000);
  });

  it('idempotency over HTTP: concurrent same key runs once, a replay answers the same, another body 409', async () => {
    const member = await newPlayer(server, `http_race_${randomUUID().slice(0, 8)}`, 10_000);
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = { direction: 'toVendor', vendorCode: 'DS88', amount: 3_000 } as const;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.call(wallet.walletTransfer, body, { token: member.token, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const vendorAccount = await accountFor(db(), member.id, vendorWalletKind('DS88'), at());
    expect(await balanceOf(vendorAccount)).toBe(3_000);
    expect(await entriesOf(vendorAccount)).toBe(1);
    const replay = await server.call(wallet.walletTransfer, body, { token: member.token, headers });
    expect(replay.body).toEqual(answers[0]!.body);
    const other = await server.call(
      wallet.walletTransfer,
      { ...body, amount: 3_001 },
      { token: member.token, headers },
    );
    expect(other.status).toBe(409);
    expect(await balanceOf(vendorAccount)).toBe(3_000);
  });

  it('concurrent first uses of an account create it once', async () => {
    const member = await newPlayer(server, `first_use_${randomUUID().slice(0, 8)}`, 0);
    const kind = vendorWalletKind(`NEW${randomUUID().slice(0, 6)}`);
    const memberIds = await Promise.all(
      Array.from({ length: 8 }, () => accountFor(db(), member.id, kind, at())),
    );
    expect(new Set(memberIds).size).toBe(1);
    const houseIds = await Promise.all(
      Array.from({ length: 8 }, () => accountFor(db(), null, 'house_points', at())),
    );
    expect(new Set(houseIds).size).toBe(1);
  });

  it('seamless wallet: concurrent debits of one round take the stake once', async () => {
    const member = await newPlayer(server, `round_race_${randomUUID().slice(0, 8)}`, 0);
    const main = await accountFor(db(), member.id, 'player_main', at());
    const vendorAccount = await accountFor(db(), member.id, vendorWalletKind('PP'), at());
    const seed = await accountFor(db(), null, 'house_seed', at());
    await transfer(db(), {
      idempotencyKey: `fund-round:${member.id}`,
      kind: 'bonus' as const,
      memo: 'fund',
      legs: [
        { accountId: seed, amountMinor: -5_000 },
        { accountId: vendorAccount, amountMinor: 5_000 },
      ],
      at: at(),
    });
    const bet = {
      memberId: member.id,
      vendorCode: 'PP',
      roundRef: `pp-${randomUUID()}`,
      gameCode: 'gates-of-olympus',
      stakeMinor: 1_000,
      policy: DEFAULT_POLICY,
      at: at(),
    };
    const rounds = await Promise.all(Array.from({ length: 8 }, () => debitRound(db(), bet)));
    expect(new Set(rounds.map((round) => round.id)).size).toBe(1);
    expect(await balanceOf(vendorAccount)).toBe(4_000);
    expect(await balanceOf(main)).toBe(0);
  });
});
