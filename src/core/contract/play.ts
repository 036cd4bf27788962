import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { minor } from './wallet-balance';

/**
 * The built-in games' own calls, made by a game page (not by the elements). They are
 * authorised by the game session the page got when it redeemed its launch token, sent in
 * this header, never by the site's session token.
 */
export const GAME_SESSION_HEADER = 'Game-Session';

/** A page-made id per round: repeating a spin with the same id answers the same round. */
const spinId = z.string().check(z.uuid());

/** Balances after a round: the wallet the game bets from, and the member's total (the header's figure). */
const balances = {
  balanceMinor: minor,
  totalBalanceMinor: minor,
};

export const slotWin = z.object({
  /** 1-based payline. */
  line: z.int(),
  symbol: z.int(),
  count: z.int(),
  /** The win in line bets (a line bet is the stake shared over the lines played). */
  multiplier: z.int(),
});

export const slotSpin = endpoint({
  method: 'POST',
  path: '/play/api/slot/spin',
  request: z.strictObject({ spinId, stake: minor.check(z.positive()) }),
  response: z.object({
    spinId: z.string(),
    paytableVersion: z.string(),
    stake: minor,
    payout: minor,
    /** What the reels show: reels[reel][row], symbol ids. */
    reels: z.array(z.array(z.int())),
    wins: z.array(slotWin),
    ...balances,
  }),
});

export const rouletteBetKinds = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
] as const;
export const rouletteBetKind = z.enum(rouletteBetKinds);

/** One bet on the board; `numbers` names the number of a straight bet and is absent otherwise. */
export const rouletteBet = z
  .strictObject({
    kind: rouletteBetKind,
    numbers: z.optional(z.array(z.int().check(z.gte(0), z.lte(36))).check(z.length(1))),
    amount: minor.check(z.positive()),
  })
  .check(z.refine((bet) => (bet.kind === 'straight') === (bet.numbers !== undefined), { path: ['numbers'] }));

export const rouletteColour = z.enum(['green', 'red', 'black']);

export const rouletteSpin = endpoint({
  method: 'POST',
  path: '/play/api/roulette/spin',
  request: z.strictObject({ spinId, bets: z.array(rouletteBet).check(z.minLength(1), z.maxLength(20)) }),
  response: z.object({
    spinId: z.string(),
    rulesVersion: z.string(),
    number: z.int(),
    colour: rouletteColour,
    bets: z.array(
      z.object({
        kind: rouletteBetKind,
        numbers: z.optional(z.array(z.int())),
        amount: minor,
        /** What the bet returns, stake included; 0 when it lost. */
        payout: minor,
      }),
    ),
    stake: minor,
    payout: minor,
    /** The member's last numbers at this game, newest first. */
    history: z.array(z.int()),
    ...balances,
  }),
});

/**
 * After a round was refused with GAME_WALLET_RECALLED: opens the game's wallet again and moves the
 * money in as the launch did (the main balance, after the member's other idle game wallets came
 * home). A page-made id per reopen: repeating it moves nothing more.
 */
export const reopenGame = endpoint({
  method: 'POST',
  path: '/play/api/reopen',
  request: z.strictObject({ reopenId: z.string().check(z.uuid()) }),
  response: z.object(balances),
});
