import { z } from 'zod/mini';
import { gameEligibility } from './eligibility';
import { endpoint } from './endpoint';
import { rowIdInQuery } from './ids';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

// Jackpots (docs/jackpots.md): pots that grow by a share of each eligible round's stake, paid by the house
// (never taken from the stake), and won by a round. Each filling of a pot is a cycle with its own 32-byte seed,
// whose SHA-256 is published when the cycle starts; the seed decides the cycle's outcomes (`src/core/jackpots`)
// and is revealed when the pot is won, so anyone can recompute the must-drop point or a progressive win.
// Live: `jackpot:<id>` (public: the pot's value, at most a second behind) and `member:jackpot` (member: the
// signed-in member's wins, for the game frame).

/**
 * progressive: any eligible round may win it, with a chance proportional to its stake (stake ÷ stakePerWinMinor).
 * must_drop: it drops on the round that lifts it to its drop point, a point drawn from the seed below the cap.
 */
export const jackpotKinds = ['progressive', 'must_drop'] as const;
export const jackpotKind = z.enum(jackpotKinds);
export type JackpotKind = z.infer<typeof jackpotKind>;

/** Contribution rates are parts per million of the valid stake (5,000 ppm = 0.5 %). */
export const CONTRIBUTION_SCALE = 1_000_000;

/** A win as the winners list shows it. Accounts are masked as the winners board masks them (de***er). */
export const jackpotWin = z.object({
  cycle: z.int(),
  account: z.string(),
  amountMinor: minor,
  at: z.string(),
  /** The game whose round won it (the catalogue's code) and its name in the language asked for. */
  gameCode: z.string(),
  gameName: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWin>;

/** A pot as it stands. Names and art in the language asked for; amounts in minor units. */
export const jackpot = z.object({
  jackpotId: z.int(),
  code: z.string(),
  name: z.string(),
  /** An image URL, or null for the element's own art. */
  art: z.nullable(z.string()),
  kind: jackpotKind,
  /** The pot now: the cycle's seed amount plus every contribution of the cycle. */
  valueMinor: minor,
  /** What a new cycle starts from (paid from the jackpot seed account). */
  seedMinor: minor,
  /** must_drop: the pot drops before it reaches this; null for progressive pots. */
  capMinor: z.nullable(minor),
  /** progressive: a round wins with the chance stake ÷ this (1 in this per minor unit staked); null for must_drop. */
  stakePerWinMinor: z.nullable(minor),
  /** The contribution rate of eligible games without a rate of their own (ppm of the valid stake). */
  contributionPpm: z.int(),
  /** Games with a rate of their own. */
  gameRates: z.array(z.object({ gameCode: z.string(), ppm: z.int() })),
  eligible: gameEligibility,
  /** The current cycle (1, 2, …) and SHA-256 of its seed, hex: published before any round of the cycle. */
  cycle: z.int(),
  seedHash: z.string(),
  lastWin: z.nullable(jackpotWin),
});
export type Jackpot = z.infer<typeof jackpot>;

const language = z.optional(z.string().check(z.maxLength(8)));

/** The brand's pots. `enabled` is false where the jurisdiction profile forbids jackpots (then the list is empty). */
export const jackpotList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getJackpots',
  request: z.strictObject({ language }),
  response: z.object({ enabled: z.boolean(), list: z.array(jackpot) }),
});

/** A pot with its last winners and, from its per-round rows, what went in and out of it since it was created. */
export const jackpotDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getJackpotDetail',
  request: z.strictObject({ jackpotId: rowIdInQuery, language }),
  response: z.object({
    jackpot,
    /** The last 10 wins, newest first. */
    winners: z.array(jackpotWin),
    /** Sums of the pot's rows: seeded + contributed = value + paid, to the unit. */
    totals: z.object({ seededMinor: minor, contributedMinor: minor, paidMinor: minor }),
  }),
});

/** One round's contribution to a cycle, as the cycle's rows show it (no member is named). */
export const jackpotContribution = z.object({
  roundId: z.string(),
  stakeMinor: minor,
  ppm: z.int(),
  /** Whole minor units paid in by the house; the sub-unit rest is carried to the pot's next contribution. */
  amountMinor: minor,
  potAfterMinor: minor,
  at: z.string(),
});
export type JackpotContribution = z.infer<typeof jackpotContribution>;

/** A cycle, for checking it: its seed once won, and the round that won it. */
export const jackpotCycle = z.object({
  jackpotId: z.int(),
  cycle: z.int(),
  kind: jackpotKind,
  seedHash: z.string(),
  /** The seed, hex, once the cycle was won; null while the cycle runs. */
  seed: z.nullable(z.string()),
  seededMinor: minor,
  capMinor: z.nullable(minor),
  stakePerWinMinor: z.nullable(minor),
  startedAt: z.string(),
  /** The winning round, once won: its contribution row and what was paid (the pot after that contribution). */
  win: z.nullable(
    z.object({
      account: z.string(),
      contribution: jackpotContribution,
      paidMinor: minor,
      at: z.string(),
    }),
  ),
});
export type JackpotCycle = z.infer<typeof jackpotCycle>;

/** A cycle of a pot (`cycle` omitted: the last one won). */
export const jackpotCycleDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getJackpotCycle',
  request: z.strictObject({ jackpotId: rowIdInQuery, cycle: z.optional(rowIdInQuery) }),
  response: jackpotCycle,
});

/** A cycle's per-round rows, oldest first. */
export const jackpotContributions = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getJackpotContributions',
  request: z.strictObject({
    jackpotId: rowIdInQuery,
    cycle: rowIdInQuery,
    ...pagingFields({ maxSize: 100, defaultSize: 20 }),
  }),
  response: pagedResponse(jackpotContribution),
});

// Live topics. `jackpot:<id>` (public, state): the pot's value. `member:jackpot` (member, event): a win of the
// signed-in member. Each pushes at most twice a second per connection (LIVE_PUSH_GAP_MS).
export const jackpotTopic = (jackpotId: number) => `jackpot:${jackpotId}`;
export const MEMBER_JACKPOT_TOPIC = 'member:jackpot';

/** `jackpot:<id>` data. */
export interface JackpotValueData {
  jackpotId: number;
  valueMinor: number;
  cycle: number;
  seedHash: string;
  lastWin: JackpotWin | null;
}

/** `member:jackpot` data: the member's round won the pot (the snapshot: null, nothing to show). */
export type JackpotWonData = {
  jackpotId: number;
  cycle: number;
  amountMinor: number;
  gameCode: string;
  roundId: string;
} | null;
