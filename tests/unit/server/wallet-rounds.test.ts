import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, memberBalance, vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { transfer } from '../../../server/modules/ledger/transfer';
import { WALLET_MODE_SETTING } from '../../../server/modules/vendors/seed';
import { listVendors } from '../../../server/modules/vendors/vendors';
import { creditRound, debitRound, refundRound } from '../../../server/modules/wallet/seamless';
import { errors } from '../../../src/core/contract';
import { DEFAULT_POLICY, startServer, type TestServer } from './harness';

let server: TestServer;
let playerId: number;
beforeAll(async () => {
  server = await startServer();
  const row = await db()
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'demo_player')
    .executeTakeFirstOrThrow();
  playerId = row.id;
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const at = () => new Date(server.clock.now());

async function balanceOf(kind: Parameters<typeof accountFor>[2], memberId: number | null = playerId) {
  const id = await accountFor(db(), memberId, kind, at());
  const row = await db()
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}

async function sumOfAllBalances(): Promise<number> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function fundVendorWallet(walletCode: string, amount: number, key: string) {
  await transfer(db(), {
    idempotencyKey: key,
    kind: 'wallet_transfer',
    memo: 'test funding',
    legs: [
      { accountId: await accountFor(db(), playerId, 'player_main', at()), amountMinor: -amount },
      {
        accountId: await accountFor(db(), playerId, vendorWalletKind(walletCode), at()),
        amountMinor: amount,
      },
    ],
    at: at(),
  });
}

async function setMode(mode: 'single' | 'transfer') {
  await db()
    .updateTable('brand_settings')
    .set({ value: JSON.stringify(mode) })
    .where('key', '=', WALLET_MODE_SETTING)
    .execute();
}

describe('vendors', () => {
  it('seeds about forty vendors over every game type, with unique account types, in transfer mode', async () => {
    const vendors = await listVendors(db());
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(vendors.map((vendor) => vendor.game_type))).toEqual(
      new Set(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT', 'ESPORTS']),
    );
    expect(vendors.filter((vendor) => vendor.game_type === 'COCKFIGHT').map((vendor) => vendor.code)).toEqual(
      ['DS88', 'DIG'],
    );
    expect(vendors.filter((vendor) => vendor.game_type === 'ESPORTS').map((vendor) => vendor.code)).toEqual([
      'AV',
      'IMES',
      'IA',
      'AI',
      'TF',
    ]);
    expect(new Set(vendors.map((vendor) => vendor.account_type_id)).size).toBe(vendors.length);
    const mode = await db()
      .selectFrom('brand_settings')
      .select('value')
      .where('key', '=', WALLET_MODE_SETTING)
      .executeTakeFirstOrThrow();
    expect(mode.value).toBe('transfer');
  });
});

describe('seamless wallet rounds', () => {
  it('in transfer mode takes the stake from the vendor wallet and pays the win into it, once', async () => {
    await fundVendorWallet('PG', 50_000, 'test:fund-pg');
    const round = await debitRound(db(), {
      memberId: playerId,
      vendorCode: 'PG',
      roundRef: 'pg-1',
      gameCode: 'fortune-tiger',
      stakeMinor: 2_000,
      policy: DEFAULT_POLICY,
      at: at(),
    });
    expect(round).toMatchObject({ status: 'open', stake_minor: 2_000, game_type: 'RNG' });
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(48_000);

    const repeatDebit = await debitRound(db(), {
      memberId: playerId,
      vendorCode: 'PG',
      roundRef: 'pg-1',
      gameCode: 'fortune-tiger',
      stakeMinor: 2_000,
      policy: DEFAULT_POLICY,
      at: at(),
    });
    expect(repeatDebit.id).toBe(round.id);
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(48_000);

    server.clock.advance(30_000);
    const settled = await creditRound(db(), server.ctx.hooks.roundSettled, {
      vendorCode: 'PG',
      roundRef: 'pg-1',
      payoutMinor: 5_000,
      at: at(),
    });
    const again = await creditRound(db(), server.ctx.hooks.roundSettled, {
      vendorCode: 'PG',
      roundRef: 'pg-1',
      payoutMinor: 5_000,
      at: at(),
    });
    expect(settled).toMatchObject({ status: 'settled', payout_minor: 5_000 });
    expect(settled.settled_at).toEqual(at());
    expect(again.id).toBe(settled.id);
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(53_000);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('refuses another payout for a settled round and a refund of it', async () => {
    await expect(
      creditRound(db(), server.ctx.hooks.roundSettled, {
        vendorCode: 'PG',
        roundRef: 'pg-1',
        payoutMinor: 9_000,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.IDEMPOTENCY_CONFLICT.code });
    await expect(refundRound(db(), { vendorCode: 'PG', roundRef: 'pg-1', at: at() })).rejects.toMatchObject({
      code: errors.IDEMPOTENCY_CONFLICT.code,
    });
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(53_000);
  });

  it('refunds an open round once and then refuses to settle it', async () => {
    await debitRound(db(), {
      memberId: playerId,
      vendorCode: 'PG',
      roundRef: 'pg-2',
      gameCode: 'fortune-ox',
      stakeMinor: 3_000,
      policy: DEFAULT_POLICY,
      at: at(),
    });
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(50_000);
    const refunded = await refundRound(db(), { vendorCode: 'PG', roundRef: 'pg-2', at: at() });
    await refundRound(db(), { vendorCode: 'PG', roundRef: 'pg-2', at: at() });
    expect(refunded.status).toBe('refunded');
    expect(await balanceOf(vendorWalletKind('PG'))).toBe(53_000);
    await expect(
      creditRound(db(), server.ctx.hooks.roundSettled, {
        vendorCode: 'PG',
        roundRef: 'pg-2',
        payoutMinor: 1,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.IDEMPOTENCY_CONFLICT.code });
    expect(await sumOfAllBalances()).toBe(0);
  });

  it('refuses a stake over the vendor wallet and leaves no round, even with money in main', async () => {
    const mainBefore = await balanceOf('player_main');
    await expect(
      debitRound(db(), {
        memberId: playerId,
        vendorCode: 'JILI',
        roundRef: 'jili-1',
        gameCode: 'super-ace',
        stakeMinor: 100,
        policy: DEFAULT_POLICY,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.INSUFFICIENT_FUNDS.code });
    const rounds = await db().selectFrom('rounds').select('id').where('round_ref', '=', 'jili-1').execute();
    expect(rounds).toEqual([]);
    expect(await balanceOf('player_main')).toBe(mainBefore);
  });

  it('refuses the same round id with another stake, and unknown vendors or rounds', async () => {
    await expect(
      debitRound(db(), {
        memberId: playerId,
        vendorCode: 'PG',
        roundRef: 'pg-2',
        gameCode: 'fortune-ox',
        stakeMinor: 1,
        policy: DEFAULT_POLICY,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.IDEMPOTENCY_CONFLICT.code });
    await expect(
      debitRound(db(), {
        memberId: playerId,
        vendorCode: 'NOPE',
        roundRef: 'x',
        gameCode: 'g',
        stakeMinor: 1,
        policy: DEFAULT_POLICY,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.NOT_FOUND.code });
    await expect(
      creditRound(db(), server.ctx.hooks.roundSettled, {
        vendorCode: 'PG',
        roundRef: 'missing',
        payoutMinor: 1,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.NOT_FOUND.code });
    await expect(
      debitRound(db(), {
        memberId: playerId,
        vendorCode: 'PG',
        roundRef: 'y',
        gameCode: 'g',
        stakeMinor: 1.5,
        policy: DEFAULT_POLICY,
        at: at(),
      }),
    ).rejects.toMatchObject({ code: errors.INVALID_INPUT.code });
  });

  it('refuses a bet from a member in a self-exclusion, leaving no round', async () => {
    await db()
      .insertInto('responsible_settings')
      .values({
        member_id: playerId,
        limits: JSON.stringify({ day: null, week: null, month: null }),
        pending_limits: null,
        pending_at: null,
        reality_check_minutes: null,
        exclusion_kind: 'self_exclusion',
        excluded_until: new Date(server.clock.now() + 86_400_000),
        updated_at: at(),
      })
      .execute();
    try {
      await expect(
        debitRound(db(), {
          memberId: playerId,
          vendorCode: 'PG',
          roundRef: 'pg-excluded',
          gameCode: 'fortune-ox',
          stakeMinor: 100,
          policy: DEFAULT_POLICY,
          at: at(),
        }),
      ).rejects.toMatchObject({ code: errors.SELF_EXCLUDED.code });
      const rounds = await db()
        .selectFrom('rounds')
        .select('id')
        .where('round_ref', '=', 'pg-excluded')
        .execute();
      expect(rounds).toEqual([]);
    } finally {
      await db().deleteFrom('responsible_settings').where('member_id', '=', playerId).execute();
    }
  });

  it('in single mode bets draw on the main wallet', async () => {
    await setMode('single');
    try {
      const mainBefore = await balanceOf('player_main');
      const total = await memberBalance(db(), playerId);
      await debitRound(db(), {
        memberId: playerId,
        vendorCode: 'EVO',
        roundRef: 'evo-1',
        gameCode: 'baccarat',
        stakeMinor: 10_000,
        policy: DEFAULT_POLICY,
        at: at(),
      });
      expect(await balanceOf('player_main')).toBe(mainBefore - 10_000);
      await creditRound(db(), server.ctx.hooks.roundSettled, {
        vendorCode: 'EVO',
        roundRef: 'evo-1',
        payoutMinor: 0,
        at: at(),
      });
      expect(await memberBalance(db(), playerId)).toBe(total - 10_000);
      expect(await balanceOf('house_games', null)).toBe(2_000 - 5_000 + 10_000);
    } finally {
      await setMode('transfer');
    }
  });
});
