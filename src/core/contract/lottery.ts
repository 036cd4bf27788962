import { z } from 'zod/mini';
import { drawFormats, prizeTierNames } from '../lottery/draw';
import { playTypes } from '../lottery/plays';
import { endpoint } from './endpoint';
import { prizeMode } from './games';
import { rowId } from './ids';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

// The lottery: lobby menus, results, the member's bets, placing and cancelling bets.

const language = z.optional(z.string().check(z.maxLength(8)));
const gameCode = z.string().check(z.minLength(1), z.maxLength(40));

export const lotteryPlayType = z.enum(playTypes);
export const drawFormat = z.enum(drawFormats);
export const prizeTierName = z.enum(prizeTierNames);

/** One prize tier of a drawn result, its numbers in the order drawn. */
export const drawnPrize = z.object({ tier: prizeTierName, numbers: z.array(z.string()) });

/** A draw to come: its seed's SHA-256 is public before betting on it opens. */
export const upcomingDraw = z.object({
  /** `<game>-<YYYYMMDD>-<HHMM>` in Vietnam's time; the seed is HMAC-SHA-256(secret, drawId). */
  drawId: z.string(),
  drawAt: z.string(),
  /** Bets are taken until this moment. */
  closeAt: z.string(),
  /** SHA-256 of the seed, hex. */
  hash: z.string(),
});

/** A draw that has taken place: the seed is revealed, the prizes follow from it (docs/lottery.md). */
export const drawnResult = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawAt: z.string(),
  hash: z.string(),
  /** The 32-byte seed, hex; SHA-256 of its bytes is `hash`. */
  seed: z.string(),
  prizes: z.array(drawnPrize),
  /** True once every bet of the draw is settled (a draw without bets counts as settled). */
  settled: z.boolean(),
});
export type DrawnResult = z.infer<typeof drawnResult>;

/** A play a game offers: how many selections a bet names and what one hit pays. */
export const lotteryPlay = z.object({
  playType: lotteryPlayType,
  selections: z.int(),
  /**
   * Payout per hit per unit staked, in thousandths, stake included (3500 pays 3.5×). Plays whose
   * odds depend on the selection (the sum) list them in `oddsBySelection` and give 0 here.
   */
  oddsMilli: z.int(),
  oddsBySelection: z.nullable(z.record(z.string(), z.int())),
});

export const lotteryGame = z.object({
  gameCode: z.string(),
  name: z.string(),
  prizeMode,
  vendorCode: z.string(),
  format: drawFormat,
  region: z.nullable(z.enum(['north', 'central', 'south'])),
  defaultPlayType: lotteryPlayType,
  plays: z.array(lotteryPlay),
  limits: z.object({ minStake: minor, maxStake: minor, maxPerNumber: minor }),
  /** Betting on a draw closes this many seconds before it. */
  closeSeconds: z.int(),
  nextDraw: upcomingDraw,
  lastDraw: z.nullable(drawnResult),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

const menuResponse = z.object({
  /** The server's time, so a countdown runs on it rather than the device's clock. */
  serverTime: z.string(),
  list: z.array(lotteryGame),
});

/** Every lottery game (or one prize mode's) with its next draw and last result. */
export const gameMenu = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  request: z.strictObject({ prizeMode: z.optional(prizeMode), language }),
  response: menuResponse,
});

/** The lottery games the member bet on most recently (at most 20, latest first). */
export const recentGameMenu = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  request: z.strictObject({ language }),
  response: menuResponse,
});

/** The latest draws of one game, newest first (count 100 by default). */
export const openedNumbers = endpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  request: z.strictObject({
    gameCode,
    count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 100),
  }),
  response: z.object({ list: z.array(drawnResult) }),
});

export const betStatus = z.enum(['open', 'won', 'lost', 'cancelled']);

/** One bet as its owner sees it. */
export const lotteryBet = z.object({
  betId: z.int(),
  gameCode: z.string(),
  drawId: z.string(),
  drawAt: z.string(),
  closeAt: z.string(),
  playType: lotteryPlayType,
  selection: z.array(z.string()),
  stake: minor,
  oddsMilli: z.int(),
  /** What one hit would pay. */
  possibleWin: minor,
  status: betStatus,
  payout: minor,
  placedAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The draw's prizes once it has taken place (before settlement too). */
  prizes: z.nullable(z.array(drawnPrize)),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

/** The member's bets with their numbers and outcome, newest first. */
export const memberBets = endpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  request: z.strictObject({
    gameCode: z.optional(gameCode),
    status: z.optional(betStatus),
    ...pagingFields({ maxSize: 100, defaultSize: 20 }),
  }),
  response: pagedResponse(lotteryBet),
});

/** At most this many bets in one slip. */
export const MAX_SLIP_BETS = 20;

/**
 * Places a slip of bets on one open draw; the stakes leave the wallet in one transfer.
 * Refused whole (nothing moves) when betting has closed (LOTTERY_BETTING_CLOSED), the draw
 * is not the one open now (LOTTERY_DRAW_NOT_OPEN), a stake is out of bounds
 * (AMOUNT_OUT_OF_BOUNDS, LOTTERY_STAKE_LIMIT), a number would pass the member's limit
 * (LOTTERY_NUMBER_LIMIT) or the house's liability cap (LOTTERY_LIABILITY_CAP).
 */
export const placeBets = endpoint({
  method: 'POST',
  path: '/lotto/lgw/bets',
  auth: true,
  idempotent: true,
  request: z.strictObject({
    gameCode,
    drawId: z.string().check(z.minLength(1), z.maxLength(60)),
    bets: z
      .array(
        z.strictObject({
          playType: lotteryPlayType,
          selection: z
            .array(z.string().check(z.minLength(1), z.maxLength(5)))
            .check(z.minLength(1), z.maxLength(4)),
          stake: z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_SLIP_BETS)),
  }),
  response: z.object({ bets: z.array(lotteryBet), balance: minor }),
});

/** Cancels an open bet until its draw closes and refunds the stake (LOTTERY_NOT_CANCELLABLE after). */
export const cancelBet = endpoint({
  method: 'POST',
  path: '/lotto/lgw/bets/cancel',
  auth: true,
  idempotent: true,
  request: z.strictObject({ betId: rowId }),
  response: z.object({ bet: lotteryBet, balance: minor }),
});
