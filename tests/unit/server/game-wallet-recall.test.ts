import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorWalletKind } from '../../../server/modules/ledger/accounts';
import { GAME_WALLET_IDLE_MS, IDLE_RECALL_MEMO } from '../../../server/modules/ledger/game-wallets';
import { walletSetup } from '../../../server/modules/vendors/vendors';
import { moveBetweenWallets } from '../../../server/modules/wallet/vendor-transfer';
import { agents, auth, errors, funds, play, wallet } from '../../../src/core/contract';
import { newMember } from './agents-fixtures';
import {
  balanceOf,
  FIXTURE_MIN_BET,
  insertFixtureGames,
  newGamePlayer,
  newSpinId,
  openGame,
  type Player,
  slotSpin,
} from './games-play-fixtures';
import { startServer, type TestServer } from './harness';
import { ledgerBalanced, placeSlip } from './lottery-fixtures';
import { once, PAY_PASSWORD, readyToWithdraw, signIn } from './payments-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await insertFixtureGames(server);
});
afterAll(() => server.close());

/** A transfer-mode slot (vendor PG: its rounds bet from the member's PG wallet). */
const SLOT = 'GD-SLOT-A';
const PG_WALLET = vendorWalletKind('PG');
const unique = (name: string) => `${name}_${randomUUID().slice(0, 6)}`;

const mainOf = (player: { id: number }) => balanceOf(server, player.id, 'player_main');
const pgWalletOf = (player: { id: number }) => balanceOf(server, player.id, PG_WALLET);
const headerTotal = async (player: Player) =>
  (await server.call(wallet.balance, {}, { token: player.token })).body.value!.sumBalance;
const passTime = (ms: number) => server.clock.advance(ms);

/** A lottery bet of `stake` on odd in the open five-minute draw, under the Idempotency-Key `key`. */
const betOnLottery = (token: string, stake: number, key = randomUUID()) =>
  placeSlip(server, token, 'SEA-F5', [{ playType: 'oddeven', selection: ['odd'], stake }], { key });

/** Spins the slot once at the lowest stake; answers the envelope. */
async function spinOnce(sessionToken: string) {
  return (await slotSpin(server, sessionToken, { spinId: newSpinId(), stake: FIXTURE_MIN_BET })).body;
}

/**
 * The journey of the defect: a member with `balance` launches the slot (the whole main balance
 * moves into the PG wallet) and spins once. Answers the member and the page's game session.
 */
async function playedOnce(name: string, balance: number) {
  const player = await newGamePlayer(server, unique(name), balance);
  const page = await openGame(server, player, SLOT);
  expect(await mainOf(player)).toBe(0);
  expect((await spinOnce(page.data.sessionToken)).code).toBe(0);
  return { player, session: page.data.sessionToken, inGame: await pgWalletOf(player) };
}

/** The ledger transfers whose key starts with `prefix`. */
function transfersKeyed(prefix: string) {
  return server.ctx.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'kind', 'memo'])
    .where('idempotency_key', 'like', `${prefix}%`)
    .orderBy('idempotency_key')
    .execute();
}

describe('a payment from main short of funds brings idle game wallets home first', () => {
  it('a lottery bet placed 30 s after the last round takes the money left in the slot’s wallet', async () => {
    const { player, inGame } = await playedOnce('bet_recall', 50_000);
    passTime(GAME_WALLET_IDLE_MS);
    const key = randomUUID();
    const bet = await betOnLottery(player.token, 1_000, key);
    expect(bet.body.code).toBe(0);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await mainOf(player)).toBe(inGame - 1_000);
    expect(await headerTotal(player)).toBe(inGame - 1_000);
    expect(await transfersKeyed(`lottery:slip:${player.id}:${key}`)).toEqual([
      { idempotency_key: `lottery:slip:${player.id}:${key}`, kind: 'lottery_bet', memo: expect.any(String) },
      {
        idempotency_key: `lottery:slip:${player.id}:${key}:recall:${player.id}`,
        kind: 'wallet_transfer',
        memo: IDLE_RECALL_MEMO,
      },
    ]);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('a withdrawal takes the money left in an idle game wallet', async () => {
    const { player, inGame } = await playedOnce('withdraw_recall', 50_000);
    await readyToWithdraw(server, player.token, 'Recall Holder');
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    const answer = await server.call(
      funds.createWithdrawal,
      { amount: 20_000, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: once() },
    );
    expect(answer.body.code).toBe(0);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await mainOf(player)).toBe(inGame - 20_000);
    expect(await balanceOf(server, player.id, 'hold_withdrawal')).toBe(20_000);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('a transfer to the upline takes the money left in an idle game wallet', async () => {
    const upline = await newGamePlayer(server, unique('recall_upline'), 0);
    const { player, inGame } = await playedOnce('upline_recall', 30_000);
    await server.ctx.db
      .updateTable('members')
      .set({ upline_id: upline.id })
      .where('id', '=', player.id)
      .execute();
    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token: player.token },
    );
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    const sent = await server.call(
      wallet.transferToUpline,
      { amount: 25_000, paymentPassword: PAY_PASSWORD },
      { token: player.token, headers: once() },
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.value!.sumBalance).toBe(inGame - 25_000);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await mainOf(upline)).toBe(25_000);
  });

  it('an agent’s transfer to its downline takes the money left in its idle game wallet', async () => {
    const agent = await newMember(server, unique('recall_agent'), { type: 1, balance: 40_000 });
    const child = await newMember(server, unique('recall_child'), { uplineId: agent.id });
    const token = await signIn(server, agent.username);
    await server.call(
      funds.setPaymentPassword,
      { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD },
      { token },
    );
    const page = await openGame(server, { ...agent, token }, SLOT);
    expect((await spinOnce(page.data.sessionToken)).code).toBe(0);
    const inGame = await pgWalletOf(agent);
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    const sent = await server.call(
      agents.transferToDownline,
      { memberId: child.id, amount: 30_000, paymentPassword: PAY_PASSWORD },
      { token, headers: once() },
    );
    expect(sent.body.code).toBe(0);
    expect(await mainOf(agent)).toBe(inGame - 30_000);
    expect(await mainOf(child)).toBe(30_000);
  });

  it('money moved into another game’s wallet takes the money left in an idle one', async () => {
    const { player, inGame } = await playedOnce('moves_recall', 20_000);
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    const moved = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'JILI', amount: 5_000 },
      { token: player.token, headers: once() },
    );
    expect(moved.body.code).toBe(0);
    expect(await balanceOf(server, player.id, vendorWalletKind('JILI'))).toBe(5_000);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await mainOf(player)).toBe(inGame - 5_000);
  });

  it('a round of a seamless game, which bets from main, takes the money left in an idle game wallet', async () => {
    const { player, inGame } = await playedOnce('seamless_recall', 20_000);
    const spade = await openGame(server, player, 'GD-SLOT-SPADE');
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    expect((await spinOnce(spade.data.sessionToken)).code).toBe(0);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await headerTotal(player)).toBe(inGame - FIXTURE_MIN_BET + (await lastPayout(player.id)));
  });

  it('a launch of another game takes along the money left idle in a game wallet', async () => {
    const { player, inGame } = await playedOnce('launch_recall', 20_000);
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    const jili = await openGame(server, player, 'GD-SLOT-C');
    expect(jili.data.balanceMinor).toBe(inGame);
    expect(await pgWalletOf(player)).toBe(0);
    expect(await balanceOf(server, player.id, vendorWalletKind('JILI'))).toBe(inGame);
  });
});

/** What the member's latest round paid. */
async function lastPayout(memberId: number): Promise<number> {
  const round = await server.ctx.db
    .selectFrom('rounds')
    .select('payout_minor')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(round.payout_minor);
}

describe('a game wallet in play stays where it is', () => {
  it('a payment within 30 s of the last round is refused as short, and nothing moves', async () => {
    const { player, inGame } = await playedOnce('in_play', 50_000);
    passTime(GAME_WALLET_IDLE_MS - 1_000);
    const key = randomUUID();
    const bet = await betOnLottery(player.token, 1_000, key);
    expect(bet.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    expect(await pgWalletOf(player)).toBe(inGame);
    expect(await mainOf(player)).toBe(0);
    expect(await transfersKeyed(`lottery:slip:${player.id}:${key}`)).toEqual([]);
  });

  it('each round keeps it in play for another 30 s, and a freshly launched game is in play before its first round', async () => {
    const player = await newGamePlayer(server, unique('kept_in_play'), 40_000);
    const page = await openGame(server, player, SLOT);
    passTime(GAME_WALLET_IDLE_MS - 1_000);
    const early = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'JILI', amount: 1_000 },
      { token: player.token, headers: once() },
    );
    expect(early.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    expect((await spinOnce(page.data.sessionToken)).code).toBe(0);
    passTime(GAME_WALLET_IDLE_MS - 1_000);
    expect((await spinOnce(page.data.sessionToken)).code).toBe(0);
    passTime(GAME_WALLET_IDLE_MS - 1_000);
    const stillPlaying = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'JILI', amount: 1_000 },
      { token: player.token, headers: once() },
    );
    expect(stillPlaying.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    passTime(1_000);
    const idle = await server.call(
      wallet.walletTransfer,
      { direction: 'toVendor', vendorCode: 'JILI', amount: 1_000 },
      { token: player.token, headers: once() },
    );
    expect(idle.body.code).toBe(0);
  });

  it('once the member signs out, the games have ended: the wallet comes home at once after signing in again', async () => {
    const { player, inGame } = await playedOnce('signed_out', 50_000);
    passTime(5_000);
    await server.call(auth.logout, {}, { token: player.token });
    const token = await signIn(server, player.username);
    const bet = await betOnLottery(token, 1_000);
    expect(bet.body.code).toBe(0);
    expect(await mainOf(player)).toBe(inGame - 1_000);
  });
});

describe('a round on a recalled game wallet', () => {
  it('is refused with GAME_WALLET_RECALLED, leaving no round; reopening moves the money in again, once', async () => {
    const { player, session, inGame } = await playedOnce('reopen', 50_000);
    passTime(GAME_WALLET_IDLE_MS + 1_000);
    expect((await betOnLottery(player.token, 1_000)).body.code).toBe(0);
    const rounds = await roundsOf(player.id);

    const refused = await slotSpin(server, session, { spinId: newSpinId(), stake: FIXTURE_MIN_BET });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(errors.GAME_WALLET_RECALLED.code);
    expect(await roundsOf(player.id)).toBe(rounds);
    expect(await headerTotal(player)).toBe(inGame - 1_000);

    const reopenId = randomUUID();
    const reopen = () =>
      server.call(play.reopenGame, { reopenId }, { headers: { [play.GAME_SESSION_HEADER]: session } });
    const reopened = await reopen();
    expect(reopened.body).toMatchObject({
      code: 0,
      value: { balanceMinor: inGame - 1_000, totalBalanceMinor: inGame - 1_000 },
    });
    expect(await mainOf(player)).toBe(0);
    expect((await reopen()).body.value).toEqual(reopened.body.value);
    expect(await pgWalletOf(player)).toBe(inGame - 1_000);
    passTime(3_000);
    expect((await spinOnce(session)).code).toBe(0);
    expect(await roundsOf(player.id)).toBe(rounds + 1);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('is refused after “recall all to main” too, while a game still open on it asks to reopen', async () => {
    const { player, session } = await playedOnce('recall_all', 20_000);
    const recalled = await server.call(
      wallet.walletTransfer,
      { direction: 'recallAll' },
      { token: player.token, headers: once() },
    );
    expect(recalled.body.code).toBe(0);
    passTime(3_000);
    expect((await spinOnce(session)).code).toBe(errors.GAME_WALLET_RECALLED.code);
  });

  it('is taken again once money moves into the wallet from main; a move refused as short leaves it recalled', async () => {
    const { player, session } = await playedOnce('refill', 20_000);
    const move = (
      body: { direction: 'recallAll' } | { direction: 'toVendor'; vendorCode: string; amount: number },
    ) => server.call(wallet.walletTransfer, body, { token: player.token, headers: once() });
    expect((await move({ direction: 'recallAll' })).body.code).toBe(0);
    const inMain = await mainOf(player);
    const short = await move({ direction: 'toVendor', vendorCode: 'PG', amount: inMain + 1 });
    expect(short.body.code).toBe(errors.INSUFFICIENT_FUNDS.code);
    passTime(3_000);
    expect((await spinOnce(session)).code).toBe(errors.GAME_WALLET_RECALLED.code);
    expect((await move({ direction: 'toVendor', vendorCode: 'PG', amount: 5_000 })).body.code).toBe(0);
    expect(await pgWalletOf(player)).toBe(5_000);
    expect((await spinOnce(session)).code).toBe(0);
    expect(await ledgerBalanced(server)).toBe(true);
  });

  it('reopening needs the game session: an unknown or ended one is refused and moves nothing', async () => {
    const { player, session } = await playedOnce('reopen_ended', 20_000);
    const unknown = await server.call(
      play.reopenGame,
      { reopenId: randomUUID() },
      { headers: { [play.GAME_SESSION_HEADER]: 'x'.repeat(43) } },
    );
    expect(unknown.body.code).toBe(errors.GAME_SESSION_ENDED.code);
    await server.call(auth.logout, {}, { token: player.token });
    const ended = await server.call(
      play.reopenGame,
      { reopenId: randomUUID() },
      { headers: { [play.GAME_SESSION_HEADER]: session } },
    );
    expect(ended.body.code).toBe(errors.GAME_SESSION_ENDED.code);
    const malformed = await server.call(
      play.reopenGame,
      { reopenId: 'again' },
      { headers: { [play.GAME_SESSION_HEADER]: session } },
    );
    expect(malformed.body.code).toBe(errors.INVALID_INPUT.code);
  });
});

async function roundsOf(memberId: number): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('rounds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether every account of the member holds exactly the sum of its entries (no unit moved twice or lost). */
async function entriesAddUp(memberId: number): Promise<boolean> {
  const rows = await server.ctx.db
    .selectFrom('ledger_accounts')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select((eb) => [
      'ledger_accounts.balance_minor',
      eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_minor'), eb.lit(0)).as('entries'),
    ])
    .where('ledger_accounts.member_id', '=', memberId)
    .groupBy(['ledger_accounts.id', 'ledger_accounts.balance_minor'])
    .execute();
  return rows.every((row) => Number(row.balance_minor) === Number(row.entries));
}

/** What the member's rounds after the first took in total (stakes less payouts). */
async function roundsNetAfterFirst(memberId: number): Promise<{ played: number; net: number }> {
  const rounds = await server.ctx.db
    .selectFrom('rounds')
    .select(['stake_minor', 'payout_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const later = rounds.slice(1);
  return {
    played: later.length,
    net: later.reduce((sum, round) => sum + Number(round.stake_minor) - Number(round.payout_minor), 0),
  };
}

// PGlite is one connection and serialises everything; races only show on PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('races on PostgreSQL', () => {
  it('a bet, a recall and a round at once move each unit exactly once: the ledger sums to zero, no balance goes below zero', async () => {
    const STAKE = 1_000;
    const seen = new Set<string>();
    for (let run = 0; run < 16; run++) {
      const { player, session, inGame } = await playedOnce(`race_${run}`, 20_000);
      passTime(GAME_WALLET_IDLE_MS + 1_000);
      // Every other run also recalls everything by hand, as the game frame does when the player leaves.
      const withRecallAll = run % 2 === 1;
      const [bet, round, recall] = await Promise.all([
        betOnLottery(player.token, STAKE),
        slotSpin(server, session, { spinId: newSpinId(), stake: FIXTURE_MIN_BET }),
        withRecallAll
          ? server.call(
              wallet.walletTransfer,
              { direction: 'recallAll' },
              { token: player.token, headers: once() },
            )
          : null,
      ]);
      seen.add(`${bet.body.code}/${round.body.code}/${recall?.body.code ?? '-'}`);
      expect([0, errors.INSUFFICIENT_FUNDS.code]).toContain(bet.body.code);
      expect([0, errors.GAME_WALLET_RECALLED.code]).toContain(round.body.code);
      if (recall) expect(recall.body.code).toBe(0);
      // The bet is refused only when the round kept the wallet in play and no recall came first;
      // a refused round means the wallet's money had gone home, where the bet found it.
      if (round.body.code === errors.GAME_WALLET_RECALLED.code) expect(bet.body.code).toBe(0);
      if (!withRecallAll) {
        expect(bet.body.code === 0).toBe(round.body.code === errors.GAME_WALLET_RECALLED.code);
      }

      const { played, net } = await roundsNetAfterFirst(player.id);
      expect(played).toBe(round.body.code === 0 ? 1 : 0);
      const staked = bet.body.code === 0 ? STAKE : 0;
      expect(await headerTotal(player)).toBe(inGame - staked - net);
      expect(await entriesAddUp(player.id)).toBe(true);
      expect(await ledgerBalanced(server)).toBe(true);
    }
    // The runs reached more than one order of events.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a member’s first transfers into and out of a game wallet that does not exist yet, made at once, all take their turn', async () => {
    const TRANSFERS = 16;
    const AMOUNT = 100;
    const setup = await walletSetup(server.ctx.db);
    for (let run = 0; run < 20; run++) {
      const player = await newGamePlayer(server, unique(`first_fill_${run}`), 10_000);
      // Money goes in and comes out, as a player's tabs do, so the new wallet is empty at some moments and not at others.
      const direction = (index: number) => (index % 2 === 0 ? 'toVendor' : 'toMain');
      const outcomes = await Promise.allSettled(
        Array.from({ length: TRANSFERS }, (_, index) =>
          moveBetweenWallets(
            server.ctx.db,
            player.id,
            { direction: direction(index), vendorCode: 'PG', amount: AMOUNT },
            randomUUID(),
            new Date(server.clock.now()),
            setup,
          ),
        ),
      );
      // A refusal for want of money is an answer; a deadlock is not.
      const failures = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' && outcome.reason?.code !== errors.INSUFFICIENT_FUNDS.code
          ? [String(outcome.reason)]
          : [],
      );
      expect(failures).toEqual([]);
      const inWallet = outcomes.reduce(
        (sum, outcome, index) =>
          sum + (outcome.status === 'fulfilled' ? (direction(index) === 'toVendor' ? AMOUNT : -AMOUNT) : 0),
        0,
      );
      expect(await pgWalletOf(player)).toBe(inWallet);
      expect(await mainOf(player)).toBe(10_000 - inWallet);
      expect(await entriesAddUp(player.id)).toBe(true);
    }
  });
});
