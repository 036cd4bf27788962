import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { settleDueDraws } from '../../../server/modules/lottery/settlement';
import {
  auth,
  type Endpoint,
  type Envelope,
  errors,
  funds,
  headers,
  isUpload,
  live,
  member,
  messages,
  notices,
  promo,
  service,
  wallet,
} from '../../../src/core/contract';
import { contractEndpoints, fieldCases } from './contract-fuzz-cases';
import {
  balanceOf,
  FIXTURE_MIN_BET,
  insertFixtureGames,
  newGamePlayer,
  newSpinId,
  openGame,
  slotSpin,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import {
  at,
  moveClockTo,
  openDrawOf,
  placeSlip,
  prizesOf,
  TEST_LOTTERY_SECRET,
  testSeeds,
} from './lottery-fixtures';
import {
  mainBalance,
  newPlayer,
  once,
  PASSWORD,
  PAY_PASSWORD,
  payOnGateway,
  readyToWithdraw,
  signIn,
} from './payments-fixtures';

/**
 * Members in a time-out or self-exclusion, through the API on a fake clock: their sessions are restricted
 * (only getting the money out, the inbox, support and the responsible-gaming page), they can take out their
 * whole balance, their game wallets come home when the exclusion starts, and they are shown no marketing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: false, lotterySecret: TEST_LOTTERY_SECRET });
  await insertFixtureGames(server);
});
afterAll(() => server.close());

const DAY = 24 * 3600_000;
const unique = (name: string) => `${name}_${randomUUID().slice(0, 6)}`;

/** What a restricted session may call, written out again here so that changing route()'s list is a decision a test sees. */
const ALLOWED: readonly Endpoint[] = [
  auth.logout,
  auth.firstLogin,
  auth.changePassword,
  member.info,
  member.profile,
  member.icon,
  member.playerAvatar,
  wallet.balance,
  funds.profile,
  funds.setPaymentPassword,
  funds.bindBankAccount,
  funds.withdrawSettings,
  funds.createWithdrawal,
  funds.listWithdrawals,
  funds.getWithdrawal,
  funds.confirmReceived,
  funds.reportNotReceived,
  funds.uploadProof,
  funds.listDeposits,
  funds.getDeposit,
  funds.markDepositPaid,
  funds.responsible,
  funds.setDepositLimits,
  funds.setLossLimits,
  funds.setWagerLimits,
  funds.setRealityCheck,
  funds.setSessionLimit,
  funds.exclude,
  funds.sessionSummary,
  messages.list,
  messages.markRead,
  messages.unreadCount,
  // The live channel's ticket: the header's balance, pushed (the balance is readable anyway).
  live.ticket,
  // Marketing lists, answered empty.
  notices.popups,
  promo.rewardCenter,
  promo.missionSummary,
];

const exclude = (token: string, period = 'permanent') =>
  server.call(funds.exclude, { period, password: PASSWORD }, { token });

/** A member who self-excluded permanently, and a session opened after it. */
async function excludedMember(name: string, balance: number) {
  const player = await newPlayer(server, unique(name), balance);
  const username = (
    await server.ctx.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow()
  ).username;
  return { ...player, username };
}

/** The first bytes of each type uploads take (a file of one passes the upload's type check). */
const FILE_SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

/** One call of an endpoint with a plausible input, sent its own way (query, JSON, form, JWE or a file). */
async function callPlausibly(
  endpoint: Endpoint,
  token: string,
): Promise<{ status: number; body: Envelope<unknown> }> {
  const input = fieldCases(endpoint)[0]!.input as Record<string, unknown>;
  const requestHeaders: Record<string, string> = { [headers.token]: token };
  if (endpoint.idempotent) requestHeaders[headers.idempotencyKey] = randomUUID();
  let url = endpoint.path;
  let payload: string | Buffer | undefined;
  const query = new URLSearchParams(
    Object.entries(input ?? {}).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE' || isUpload(endpoint)) {
    url = `${endpoint.path}?${query}`;
    if (isUpload(endpoint)) {
      const type = endpoint.upload.types[0]!;
      payload = Buffer.concat([FILE_SIGNATURES[type] ?? Buffer.alloc(0), Buffer.from('walk')]);
      requestHeaders['content-type'] = type;
    }
  } else if (endpoint.encrypted) {
    payload = await server.encrypt(input, await server.bodyNonce());
    requestHeaders['content-type'] = 'application/jose';
  } else if (endpoint.form) {
    payload = query;
    requestHeaders['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    payload = JSON.stringify(input);
    requestHeaders['content-type'] = 'application/json';
  }
  const response = await server.app.inject({
    method: endpoint.method,
    url,
    headers: requestHeaders,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json() as Envelope<unknown> };
}

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe('a restricted session', () => {
  it('walks every endpoint of the contract: the listed ones answer, every other signed-in one is refused', async () => {
    const excluded = await excludedMember('rg_walk', 5_000);
    expect((await exclude(excluded.token)).body.code).toBe(0);
    const token = await signIn(server, excluded.username);
    const allowed = new Set<Endpoint>(ALLOWED);

    const refusedWrongly: string[] = [];
    const notRefused: string[] = [];
    const failed: string[] = [];
    // Sign-out last: it ends the session the walk uses.
    const endpoints = contractEndpoints().filter((endpoint) => endpoint !== auth.logout);
    for (const endpoint of endpoints) {
      const { status, body } = await callPlausibly(endpoint, token);
      if (status >= 500) failed.push(`${label(endpoint)} ${status}`);
      const restricted = body.code === errors.RG_RESTRICTED.code;
      if (endpoint.auth && !allowed.has(endpoint)) {
        if (!restricted || status !== 403) notRefused.push(`${label(endpoint)} ${body.code}`);
        else expect(body.value).toEqual({ kind: 'self_exclusion', until: null });
      } else if (restricted) {
        refusedWrongly.push(label(endpoint));
      }
    }
    expect(failed).toEqual([]);
    expect(notRefused).toEqual([]);
    expect(refusedWrongly).toEqual([]);
    // Every listed endpoint is one of the contract's signed-in ones (the list names no stale endpoint).
    expect(ALLOWED.filter((endpoint) => !endpoints.includes(endpoint) && endpoint !== auth.logout)).toEqual(
      [],
    );

    // What the restricted screens draw answers in full.
    for (const endpoint of [member.info, wallet.balance, funds.responsible, funds.withdrawSettings]) {
      const answer = await server.call(endpoint, {}, { token });
      expect(answer.body, label(endpoint)).toMatchObject({ code: 0 });
    }
    expect((await server.call(messages.list, { page: 1, pageSize: 10 }, { token })).body.code).toBe(0);
    expect((await server.call(service.ticket, {}, { token })).body).toMatchObject({ code: 0 });
    const settings = await server.call(funds.responsible, {}, { token });
    expect(settings.body.value!.exclusion).toEqual({ kind: 'self_exclusion', until: null });

    expect((await server.call(auth.logout, {}, { token })).body.code).toBe(0);
    expect((await server.call(wallet.balance, {}, { token })).body.code).toBe(errors.NOT_LOGGED_IN.code);
  });

  it('is refused from the call after an exclusion starts mid-session, on every session of the member', async () => {
    const player = await excludedMember('rg_mid', 50_000);
    const other = await signIn(server, player.username);
    // Both sessions have just been read (and kept by the node) as unrestricted.
    expect((await server.call(funds.depositChannels, {}, { token: other })).body.code).toBe(0);
    expect((await server.call(promo.rewardCenter, {}, { token: other })).body.code).toBe(0);

    expect((await exclude(player.token, '24h')).body.code).toBe(0);
    for (const token of [player.token, other]) {
      const refused = await server.call(funds.depositChannels, {}, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(errors.RG_RESTRICTED.code);
      const until = new Date(server.clock.now() + DAY).toISOString();
      expect(refused.body.value).toEqual({ kind: 'time_out', until });
      expect((await server.call(wallet.balance, {}, { token })).body.code).toBe(0);
    }

    // When the time-out ends, a session may do everything again.
    server.clock.advance(DAY);
    const after = await signIn(server, player.username);
    expect((await server.call(funds.depositChannels, {}, { token: after })).body.code).toBe(0);
  });
});

describe('an excluded member’s money', () => {
  it('withdraws the whole balance even below the usual minimum, and nothing less', async () => {
    const balance = 6_000;
    const player = await excludedMember('rg_all', balance);
    await readyToWithdraw(server, player.token, 'Restricted Member');
    const withdraw = (token: string, amount: number) =>
      server.call(
        funds.createWithdrawal,
        { amount, paymentPassword: PAY_PASSWORD },
        { token, headers: once() },
      );

    const usual = (await server.call(funds.withdrawSettings, {}, { token: player.token })).body.value!;
    expect(usual.minAmount).toBeGreaterThan(balance);
    // Not excluded: below the minimum is refused.
    expect((await withdraw(player.token, balance)).body.code).toBe(errors.AMOUNT_OUT_OF_BOUNDS.code);

    await exclude(player.token);
    const token = await signIn(server, player.username);
    const settings = (await server.call(funds.withdrawSettings, {}, { token })).body.value!;
    expect(settings.minAmount).toBe(balance);
    const part = await withdraw(token, balance - 1_000);
    expect(part.body.code).toBe(errors.AMOUNT_OUT_OF_BOUNDS.code);
    expect(await mainBalance(server, player.id)).toBe(balance);

    const all = await withdraw(token, balance);
    expect(all.body.code).toBe(0);
    expect(all.body.value).toMatchObject({ amount: balance, status: 'pending' });
    expect(await mainBalance(server, player.id)).toBe(0);
    const list = await server.call(funds.listWithdrawals, { page: 1, size: 10 }, { token });
    expect(list.body.value!.list.map((row) => row.withdrawalNo)).toEqual([all.body.value!.withdrawalNo]);
  });

  it('a deposit pending when the exclusion starts is credited, and can be withdrawn', async () => {
    const player = await excludedMember('rg_pending', 0);
    await readyToWithdraw(server, player.token, 'Pending Depositor');
    const order = await server.call(
      funds.createDeposit,
      { channel: 'GCASH', amount: 20_000 },
      { token: player.token, headers: once() },
    );
    expect(order.body.code).toBe(0);
    await exclude(player.token);
    expect((await payOnGateway(server, order.body.value!)).statusCode).toBeLessThan(400);
    expect(await mainBalance(server, player.id)).toBe(20_000);

    const token = await signIn(server, player.username);
    const detail = await server.call(funds.getDeposit, { orderNo: order.body.value!.orderNo }, { token });
    expect(detail.body.value).toMatchObject({ status: 'paid' });
    const out = await server.call(
      funds.createWithdrawal,
      { amount: 20_000, paymentPassword: PAY_PASSWORD },
      { token, headers: once() },
    );
    expect(out.body.code).toBe(0);
    expect(await mainBalance(server, player.id)).toBe(0);
  });

  it('an open lottery bet placed before the exclusion settles as usual, and what it paid can be withdrawn', async () => {
    const player = await excludedMember('rg_lotto', 100_000);
    await readyToWithdraw(server, player.token, 'Lottery Player');
    const draw = openDrawOf(server, 'SEA-F1');
    // Both sides of big/small: one wins 1.95 times its stake unless the draw is a triple.
    const slip = await placeSlip(server, player.token, 'SEA-F1', [
      { playType: 'bigsmall', selection: ['big'], stake: 1_000 },
      { playType: 'bigsmall', selection: ['small'], stake: 1_000 },
    ]);
    expect(slip.body.code).toBe(0);
    expect((await exclude(player.token)).body.code).toBe(0);

    moveClockTo(server, draw.drawAt);
    await settleDueDraws(server.ctx.db, testSeeds, server.ctx.hooks.roundSettled, at(server));
    const special = (await prizesOf(draw)).find((prize) => prize.tier === 'special')!.numbers[0]!;
    const payout = new Set(special).size === 1 ? 0 : 1_950;
    const balance = 100_000 - 2_000 + payout;
    expect(await mainBalance(server, player.id)).toBe(balance);

    const token = await signIn(server, player.username);
    const out = await server.call(
      funds.createWithdrawal,
      { amount: balance, paymentPassword: PAY_PASSWORD },
      { token, headers: once() },
    );
    expect(out.body.code).toBe(0);
    expect(await mainBalance(server, player.id)).toBe(0);
  });

  it('brings the game wallets home and ends the open game when the exclusion starts', async () => {
    const player = await newGamePlayer(server, unique('rg_game'), 30_000);
    const page = await openGame(server, player, 'GD-SLOT-A');
    const pgWallet = vendorWalletKind('PG');
    expect(await balanceOf(server, player.id, 'player_main')).toBe(0);
    const spin = await slotSpin(server, page.data.sessionToken, {
      spinId: newSpinId(),
      stake: FIXTURE_MIN_BET,
    });
    expect(spin.body.code).toBe(0);
    const inGame = await balanceOf(server, player.id, pgWallet);
    expect(inGame).toBeGreaterThan(0);

    expect((await exclude(player.token, '7d')).body.code).toBe(0);
    expect(await balanceOf(server, player.id, pgWallet)).toBe(0);
    expect(await balanceOf(server, player.id, 'player_main')).toBe(inGame);
    const recall = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', 'like', `rg-exclusion:${player.id}:%`)
      .execute();
    expect(recall).toEqual([{ kind: 'wallet_transfer', idempotency_key: expect.any(String) }]);

    const next = await slotSpin(server, page.data.sessionToken, {
      spinId: newSpinId(),
      stake: FIXTURE_MIN_BET,
    });
    expect(next.body.code).toBe(errors.GAME_SESSION_ENDED.code);
    expect(await balanceOf(server, player.id, 'player_main')).toBe(inGame);
  });
});

describe('no marketing for an excluded member', () => {
  it('answers promotions, popup notices and missions empty, and refuses joining or claiming', async () => {
    const player = await excludedMember('rg_promo', 0);
    const lists = async (token: string) => ({
      rewards: (await server.call(promo.rewardCenter, {}, { token })).body,
      missions: (await server.call(promo.missionSummary, {}, { token })).body,
      popups: (await server.call(notices.popups, {}, { token })).body,
    });
    const before = await lists(player.token);
    expect(before.rewards.value!.list.length).toBeGreaterThan(0);
    expect(before.missions.value!.list.length).toBeGreaterThan(0);

    await exclude(player.token, '30d');
    const after = await lists(player.token);
    expect(after.rewards).toMatchObject({ code: 0, value: { list: [] } });
    expect(after.missions).toMatchObject({ code: 0, value: { list: [], count: 0 } });
    expect(after.popups).toMatchObject({ code: 0, value: { list: [] } });
    const missionId = before.missions.value!.list[0]!.missionId;
    const join = await server.call(promo.joinMission, { missionId }, { token: player.token });
    expect(join.body.code).toBe(errors.RG_RESTRICTED.code);
  });
});
