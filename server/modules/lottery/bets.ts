import { sql } from 'kysely';
import type { LotteryBet } from '../../../src/core/contract/lottery';
import { normaliseSelection, type PlayType, playsOf } from '../../../src/core/lottery/plays';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { Db } from '../database';
import { accountFor, memberBalance } from '../ledger/accounts';
import { transfer } from '../ledger/transfer';
import type { RgPolicy } from '../responsible/profiles';
import { assertMayPlay, assertWithinPlayLimits } from '../responsible/rules';
import { vendorByCode } from '../vendors/vendors';
import { betWalletKind } from '../wallet/seamless';
import { betsWithDraws, betViews, possibleWin } from './bet-view';
import { type DrawRow, ensureDraws } from './draws';
import { type LotteryGame, lotteryGame, oddsOf, PRIZE_MODE_VENDORS } from './games';
import { drawById, openDraw } from './schedule';
import type { DrawSeeds } from './seeds';

export interface SlipBet {
  playType: PlayType;
  selection: string[];
  stake: number;
}

interface CheckedBet {
  playType: PlayType;
  selection: string[];
  stake: number;
  oddsMilli: number;
}

/** The key limits are kept under: one number (or side) of one play. */
const numberKey = (playType: string, number: string) => `${playType}\u0000${number}`;

/** Each bet fits its game: a play the game offers, a selection the play takes, a stake within bounds. */
function checkedBets(game: LotteryGame, bets: readonly SlipBet[]): CheckedBet[] {
  const offered = playsOf(game.format);
  return bets.map((bet, index) => {
    if (!offered.includes(bet.playType))
      fail('INVALID_INPUT', null, { [`bets.${index}.playType`]: 'err_invalid_input' });
    const selection = normaliseSelection(bet.playType, bet.selection);
    if (!selection) fail('INVALID_INPUT', null, { [`bets.${index}.selection`]: 'err_invalid_input' });
    const { minStake, maxStake } = game.limits;
    if (bet.stake < minStake) fail('AMOUNT_OUT_OF_BOUNDS', { min: minStake, max: maxStake });
    if (bet.stake > maxStake) fail('LOTTERY_STAKE_LIMIT', { maxStake });
    return { ...bet, selection, oddsMilli: oddsOf(game, bet.playType, selection) };
  });
}

/** What a slip adds per number: the member's stake and the house's liability (one hit). */
function slipTotals(bets: readonly CheckedBet[]) {
  const totals = new Map<string, { playType: string; number: string; stake: number; liability: number }>();
  for (const bet of bets) {
    for (const number of bet.selection) {
      const key = numberKey(bet.playType, number);
      const entry = totals.get(key) ?? { playType: bet.playType, number, stake: 0, liability: 0 };
      entry.stake += bet.stake;
      entry.liability += possibleWin(bet.stake, bet.oddsMilli);
      totals.set(key, entry);
    }
  }
  return [...totals.values()];
}

/** The draw's row, locked: bets, cancels and settlement of one draw take turns. */
async function lockedDraw(trx: Db, drawRef: number): Promise<DrawRow> {
  return trx
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', '=', drawRef)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The member's limit per number and the house's liability cap, with this slip added. */
async function assertWithinLimits(
  trx: Db,
  game: LotteryGame,
  draw: DrawRow,
  memberId: number,
  added: ReturnType<typeof slipTotals>,
): Promise<void> {
  const own = new Map<string, number>();
  const placed = await trx
    .selectFrom('lottery_bets')
    .select(['play_type', 'selection', 'stake_minor'])
    .where('draw_ref', '=', draw.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .execute();
  for (const bet of placed) {
    for (const number of bet.selection) {
      const key = numberKey(bet.play_type, number);
      own.set(key, (own.get(key) ?? 0) + Number(bet.stake_minor));
    }
  }
  const limit = game.limits.maxPerNumber;
  for (const entry of added) {
    const before = own.get(numberKey(entry.playType, entry.number)) ?? 0;
    if (before + entry.stake > limit) {
      fail('LOTTERY_NUMBER_LIMIT', {
        playType: entry.playType,
        number: entry.number,
        limit,
        remaining: Math.max(0, limit - before),
      });
    }
  }
  const booked = await trx
    .selectFrom('lottery_liability')
    .select(['play_type', 'number', 'liability_minor'])
    .where('draw_ref', '=', draw.id)
    .where('play_type', 'in', [...new Set(added.map((entry) => entry.playType))])
    .execute();
  const liability = new Map(
    booked.map((row) => [numberKey(row.play_type, row.number), Number(row.liability_minor)]),
  );
  for (const entry of added) {
    const before = liability.get(numberKey(entry.playType, entry.number)) ?? 0;
    if (before + entry.liability > game.limits.liabilityCap) {
      fail('LOTTERY_LIABILITY_CAP', { playType: entry.playType, number: entry.number });
    }
  }
}

async function bookLiability(
  trx: Db,
  drawRef: number,
  entries: { playType: string; number: string; liability: number }[],
) {
  if (entries.length === 0) return;
  await trx
    .insertInto('lottery_liability')
    .values(
      entries.map((entry) => ({
        draw_ref: drawRef,
        play_type: entry.playType,
        number: entry.number,
        liability_minor: entry.liability,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['draw_ref', 'play_type', 'number']).doUpdateSet({
        liability_minor: sql`lottery_liability.liability_minor + excluded.liability_minor`,
      }),
    )
    .execute();
}

export interface PlaceBets {
  memberId: number;
  gameCode: string;
  drawId: string;
  bets: readonly SlipBet[];
  /** The request's idempotency key: the slip's one ledger transfer is keyed by it. */
  slipKey: string;
  at: Date;
  /** The brand's player-protection rules when the slip is placed. */
  policy: RgPolicy;
}

/**
 * Places a slip on the draw open now, all or nothing: the stakes leave the member's wallet (the
 * demo balance of a free-play account) for the lottery's holding account in one transfer. A slip
 * that could pass the member's loss or wager limit is refused before any money moves.
 */
export async function placeBets(
  db: Db,
  seeds: DrawSeeds,
  request: PlaceBets,
): Promise<{ bets: LotteryBet[]; balance: number }> {
  const { memberId, at } = request;
  const game = lotteryGame(request.gameCode);
  if (!game) fail('NOT_FOUND');
  const draw = drawById(game, request.drawId);
  if (!draw) fail('INVALID_INPUT', null, { drawId: 'err_invalid_input' });
  if (draw.closeAt.getTime() <= at.getTime())
    fail('LOTTERY_BETTING_CLOSED', { closeAt: draw.closeAt.toISOString() });
  if (openDraw(game, at).drawId !== draw.drawId) fail('LOTTERY_DRAW_NOT_OPEN');
  const bets = checkedBets(game, request.bets);
  await assertMayPlay(db, memberId, at, request.policy);

  return inTransaction(db, async (trx) => {
    const [created] = await ensureDraws(trx, seeds, [draw], at);
    const row = await lockedDraw(trx, created!.id);
    if (row.status !== 'open') fail('LOTTERY_BETTING_CLOSED', { closeAt: draw.closeAt.toISOString() });
    const added = slipTotals(bets);
    await assertWithinLimits(trx, game, row, memberId, added);

    const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
    // Loss and wager limits count the slip's total, each open bet in full until its draw settles.
    await assertWithinPlayLimits(trx, memberId, total, at, request.policy);

    const vendor = await vendorByCode(trx, PRIZE_MODE_VENDORS[game.prizeMode]);
    const accountId = await accountFor(trx, memberId, await betWalletKind(trx, memberId, vendor), at);
    await transfer(trx, {
      idempotencyKey: `lottery:slip:${memberId}:${request.slipKey}`,
      kind: 'lottery_bet',
      memo: `${game.code} ${draw.drawId} ${bets.length} bet(s)`,
      legs: [
        { accountId, amountMinor: -total },
        { accountId: await accountFor(trx, null, 'hold_lottery', at), amountMinor: total },
      ],
      at,
    });
    const inserted = await trx
      .insertInto('lottery_bets')
      .values(
        bets.map((bet) => ({
          draw_ref: row.id,
          member_id: memberId,
          account_id: accountId,
          game_code: game.code,
          play_type: bet.playType,
          selection: bet.selection,
          stake_minor: bet.stake,
          odds_milli: bet.oddsMilli,
          status: 'open' as const,
          placed_at: at,
          settled_at: null,
        })),
      )
      .returning('id')
      .execute();
    await bookLiability(trx, row.id, added);
    const rows = await betsWithDraws(trx)
      .where(
        'lottery_bets.id',
        'in',
        inserted.map((bet) => bet.id),
      )
      .orderBy('lottery_bets.id')
      .execute();
    return { bets: await betViews(seeds, rows, at), balance: await memberBalance(trx, memberId) };
  });
}

/**
 * Cancels an open bet of the member while its draw still takes bets, and refunds the stake to
 * the wallet it came from. It takes its turn on the draw's lock with settlement, so a bet is
 * either refunded or settled, never both.
 */
export async function cancelBet(
  db: Db,
  seeds: DrawSeeds,
  request: { memberId: number; betId: number; at: Date },
): Promise<{ bet: LotteryBet; balance: number }> {
  const { memberId, betId, at } = request;
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('lottery_bets')
      .select('draw_ref')
      .where('id', '=', betId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!found) fail('NOT_FOUND');
    const draw = await lockedDraw(trx, found.draw_ref);
    const bet = await trx
      .selectFrom('lottery_bets')
      .selectAll()
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (bet.status !== 'open' || draw.status !== 'open' || draw.close_at.getTime() <= at.getTime()) {
      fail('LOTTERY_NOT_CANCELLABLE', { status: bet.status, closeAt: draw.close_at.toISOString() });
    }
    await trx
      .updateTable('lottery_bets')
      .set({ status: 'cancelled', settled_at: at })
      .where('id', '=', betId)
      .execute();
    const liability = possibleWin(Number(bet.stake_minor), Number(bet.odds_milli));
    await trx
      .updateTable('lottery_liability')
      .set({ liability_minor: sql`liability_minor - ${liability}` })
      .where('draw_ref', '=', draw.id)
      .where('play_type', '=', bet.play_type)
      .where('number', 'in', bet.selection)
      .execute();
    await transfer(trx, {
      idempotencyKey: `lottery:cancel:${betId}`,
      kind: 'lottery_refund',
      memo: `${bet.game_code} ${draw.draw_id} bet ${betId} cancelled`,
      legs: [
        { accountId: await accountFor(trx, null, 'hold_lottery', at), amountMinor: -Number(bet.stake_minor) },
        { accountId: bet.account_id, amountMinor: Number(bet.stake_minor) },
      ],
      at,
    });
    const [row] = await betsWithDraws(trx).where('lottery_bets.id', '=', betId).execute();
    const [view] = await betViews(seeds, [row!], at);
    return { bet: view!, balance: await memberBalance(trx, memberId) };
  });
}
