import { z } from 'zod/mini';
import type { GameEligibility } from './eligibility';
import { endpoint } from './endpoint';
import { game } from './games';
import { rowId, rowIdInQuery } from './ids';
import { minor } from './wallet-balance';

// Tournaments: races over real play between a start and an end, scored one of five ways, paid from the
// operator's prize account when they end (docs/domain.md, "Tournaments"). The board moves live over the live
// channel: `tournament:<id>` (public: the top of the board) and `standing:<id>` (the signed-in member's rank
// with the members around it).

/**
 * What a round adds to a member's score. total_stake: the stake; win_ratio_sum: win ÷ stake, summed;
 * best_win_ratio: the best single win ÷ stake; net_win: payout − stake, summed (may go below zero);
 * rounds: one per counted round.
 */
export const tournamentScorings = [
  'total_stake',
  'win_ratio_sum',
  'best_win_ratio',
  'net_win',
  'rounds',
] as const;
export const tournamentScoring = z.enum(tournamentScorings);
export type TournamentScoring = z.infer<typeof tournamentScoring>;

/** Ratio scores are fixed-point integers: win ÷ stake × RATIO_SCALE, rounded down (12.3456× is 123456). */
export const RATIO_SCALE = 10_000;
/** The board's top shown to everyone. */
export const BOARD_TOP = 20;
/** Members shown above and below the signed-in member's own line. */
export const BOARD_NEIGHBOURS = 5;

export const tournamentStatus = z.enum(['upcoming', 'running', 'finished', 'cancelled']);
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** opt_in: a member counts from when they join; automatic: every eligible member counts from the start. */
export const tournamentEntry = z.enum(['opt_in', 'automatic']);
export type TournamentEntry = z.infer<typeof tournamentEntry>;

export const tournamentRecurrence = z.enum(['none', 'daily', 'weekly']);
export type TournamentRecurrence = z.infer<typeof tournamentRecurrence>;

/** One line of the prize table: each rank from `fromRank` to `toRank` (both included) wins `amount`. */
export const tournamentPrize = z.object({
  fromRank: z.int(),
  toRank: z.int(),
  kind: z.enum(['money', 'points']),
  /** Minor units for money, whole points for points; per rank. */
  amount: z.int(),
});
export type TournamentPrize = z.infer<typeof tournamentPrize>;

/**
 * Which games count: a game counts when its vendor, its category or its own code is listed. The shape of
 * `gameEligibility`, declared again so the tournaments' chunk does not split off a tiny shared one (a file
 * more on the tournaments element's first screen).
 */
export const tournamentEligibility = z.object({
  vendors: z.array(z.string()),
  categories: z.array(z.string()),
  games: z.array(z.string()),
});
export type TournamentEligibility = GameEligibility;

/** One line of a board. Accounts are masked as the winners board masks them (de***er). */
export const boardLine = z.object({
  rank: z.int(),
  account: z.string(),
  /** Fixed-point for ratio scorings (RATIO_SCALE), minor units for stakes and net win, a count for rounds. */
  score: z.int(),
  /** The signed-in member's own line. */
  me: z.optional(z.boolean()),
});
export type BoardLine = z.infer<typeof boardLine>;

/** A tournament as the list shows it. Times are ISO instants; names and art in the language asked for. */
export const tournament = z.object({
  tournamentId: z.int(),
  code: z.string(),
  name: z.string(),
  /** An image URL, or null for the element's own art. */
  art: z.nullable(z.string()),
  status: tournamentStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  recurrence: tournamentRecurrence,
  scoring: tournamentScoring,
  entry: tournamentEntry,
  /** The prize table's money in total (minor units) and its points in total. */
  prizePoolMinor: minor,
  prizePoints: z.int(),
  entrants: z.int(),
  eligible: tournamentEligibility,
  /** Finished: the first three lines of the final board; otherwise empty. */
  winners: z.array(boardLine),
});
export type Tournament = z.infer<typeof tournament>;

const language = z.optional(z.string().check(z.maxLength(8)));

/** Running, upcoming and recently finished tournaments (running first, then upcoming, then finished). */
export const tournamentList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getTournaments',
  request: z.strictObject({ language }),
  response: z.object({ list: z.array(tournament) }),
});

/** The signed-in member's place in one tournament. `prize` once the tournament has paid it. */
export const standing = z.object({
  tournamentId: z.int(),
  entered: z.boolean(),
  /** Whether this member may take part (false for free-play accounts and excluded or timed-out members). */
  eligible: z.boolean(),
  /** The member's own line, null while they have no score. */
  me: z.nullable(boardLine),
  /** Up to BOARD_NEIGHBOURS lines above the member's, the member's own and up to BOARD_NEIGHBOURS below. */
  around: z.array(boardLine),
  prize: z.nullable(
    z.object({
      kind: z.enum(['money', 'points']),
      amount: z.int(),
      /** The payout's reference, as the account record shows it. */
      reference: z.string(),
    }),
  ),
});
export type Standing = z.infer<typeof standing>;

/** The signed-in member's standing in each listed tournament (one call for the list's "my rank"). */
export const myTournaments = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMyTournaments',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ list: z.array(standing) }),
});

/** A tournament with its rules, prize table, the first of its games and the top of its board. */
export const tournamentDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getTournamentDetail',
  request: z.strictObject({ tournamentId: rowIdInQuery, language }),
  response: z.object({
    tournament,
    /** The smallest stake a round needs to count (minor units). */
    minStakeMinor: minor,
    /** The most rounds counted per member, or null for no cap. */
    maxRounds: z.nullable(z.int()),
    prizes: z.array(tournamentPrize),
    /** Eligible games to launch from the page (the first 24), and how many there are. */
    games: z.array(game),
    gamesTotal: z.int(),
    /** Whether an eligible lottery game counts (launch from the lottery). */
    lottery: z.boolean(),
    board: z.array(boardLine),
  }),
});

export const tournamentStanding = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getTournamentStanding',
  auth: true,
  request: z.strictObject({ tournamentId: rowIdInQuery }),
  response: standing,
});

/** Opts in to an upcoming or running opt-in tournament; rounds settled from now on count. */
export const joinTournament = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_joinTournament',
  auth: true,
  request: z.strictObject({ tournamentId: rowId }),
  response: standing,
});

// Live topics. `tournament:<id>` (public, state): the top of the board. `standing:<id>` (member, state): the
// signed-in member's standing. Both push at most twice a second per connection (LIVE_PUSH_GAP_MS).
export const tournamentTopic = (tournamentId: number) => `tournament:${tournamentId}`;
export const standingTopic = (tournamentId: number) => `standing:${tournamentId}`;

/** `tournament:<id>` data. */
export interface TournamentBoardData {
  tournamentId: number;
  status: TournamentStatus;
  entrants: number;
  board: BoardLine[];
}

/** `standing:<id>` data. */
export type StandingData = Standing;
