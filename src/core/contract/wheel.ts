import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';

// The lucky wheel (docs/wheel.md): segments with published probabilities, spins earned by play, missions or
// points, and outcomes anyone can check. Each member has a server seed, whose SHA-256 is shown before any spin
// with it, and a client seed of their own; spin n's outcome is HMAC-SHA-256(server seed, `${clientSeed}:${n}`)
// mapped to a segment by `segmentOf` (src/core/wheel). Rotating the server seed reveals the old one, so every
// spin made with it can be checked.

/** Probabilities are parts per million: a wheel's segments sum to exactly PROBABILITY_SCALE. */
export const PROBABILITY_SCALE = 1_000_000;
/** What a client seed may be: 1 to 32 letters, digits, `_` or `-`. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const wheelPrize = z.object({
  kind: z.enum(['money', 'points', 'nothing']),
  /** Minor units for money, whole points for points, 0 for nothing. */
  amount: z.int(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;

/** One segment as the wheel shows it now. */
export const wheelSegment = z.object({
  index: z.int(),
  /** The prize in words, in the language asked for ("P 50.00", "200 points", "Try again"). */
  label: z.string(),
  prize: wheelPrize,
  /** The chance of landing here, parts per million (every segment's together: PROBABILITY_SCALE). */
  probabilityPpm: z.int(),
  /** How many of this prize today's pool still holds, or null for no pool (the brand's day). */
  poolLeft: z.nullable(z.int()),
  /** The pool is empty today: landing here pays nothing until it refills. */
  empty: z.boolean(),
});
export type WheelSegment = z.infer<typeof wheelSegment>;

/** How spins are earned. */
export const wheelEarning = z.object({
  /** One spin a day (the brand's day) for a member who played that day. */
  dailyForPlay: z.boolean(),
  /** Spins a completed mission gives (the mission's reward), when missions give them. */
  fromMissions: z.boolean(),
  /** Points one bought spin costs, or null when spins cannot be bought. */
  pointsPerSpin: z.nullable(z.int()),
});

const language = z.optional(z.string().check(z.maxLength(8)));

/** The wheel: its segments and odds as they stand, and how spins are earned. Public. */
export const wheel = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getLuckyWheel',
  request: z.strictObject({ language }),
  response: z.object({
    /** False when the brand has no wheel (then there are no segments). */
    enabled: z.boolean(),
    segments: z.array(wheelSegment),
    earning: wheelEarning,
  }),
});

/** The signed-in member's side of the wheel. */
export const wheelState = z.object({
  spinsLeft: z.int(),
  /** Today's spin for play: earned (played today) and not yet given, so playing a round earns it. */
  dailySpinPending: z.boolean(),
  /** SHA-256 of the current server seed, hex: published before any spin uses the seed. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The counter the next spin takes (1, 2, …; never reused with the same server seed). */
  nextCounter: z.int(),
  /** The member's points, for buying spins. */
  points: z.int(),
  /** Whether this member may spin (false for free-play accounts and excluded or timed-out members). */
  eligible: z.boolean(),
});
export type WheelState = z.infer<typeof wheelState>;

export const myWheel = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMyLuckyWheel',
  auth: true,
  request: z.strictObject({}),
  response: wheelState,
});

/** One spin, as the history and the checking page show it. */
export const wheelSpin = z.object({
  spinId: z.int(),
  counter: z.int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** The server seed, hex, once rotated away (then the spin can be checked); null while it is current. */
  serverSeed: z.nullable(z.string()),
  segmentIndex: z.int(),
  /** What was paid: the segment's prize, or nothing when its pool was empty at this spin. */
  prize: wheelPrize,
  /** The segment's pool was empty at this spin (it paid nothing). */
  poolEmpty: z.boolean(),
  /** The segments' probabilities at this spin, in index order (parts per million). */
  probabilities: z.array(z.int()),
  at: z.string(),
  /** The payout's reference in the account record (money) or points details (points); null for nothing. */
  reference: z.nullable(z.string()),
});
export type WheelSpin = z.infer<typeof wheelSpin>;

/** Spins the wheel once, taking one spin left; the prize is paid in the same transaction, once per key. */
export const spinWheel = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_spinLuckyWheel',
  auth: true,
  idempotent: true,
  request: z.strictObject({}),
  response: z.object({ spin: wheelSpin, state: wheelState }),
});

/** Buys one spin with points (when the wheel sells them). */
export const buyWheelSpin = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_buyLuckyWheelSpin',
  auth: true,
  idempotent: true,
  request: z.strictObject({}),
  response: wheelState,
});

export const setWheelClientSeed = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_setLuckyWheelClientSeed',
  auth: true,
  request: z.strictObject({ clientSeed: z.string().check(z.regex(CLIENT_SEED_PATTERN)) }),
  response: wheelState,
});

/** Reveals the current server seed (every spin made with it can now be checked) and draws a new one. */
export const rotateWheelSeed = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_rotateLuckyWheelSeed',
  auth: true,
  request: z.strictObject({}),
  response: z.object({
    /** The seed just revealed, hex, and its SHA-256 (the hash shown before its spins). */
    revealedSeed: z.string(),
    revealedHash: z.string(),
    state: wheelState,
  }),
});

/** The member's spins, newest first. */
export const wheelSpins = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getLuckyWheelSpins',
  auth: true,
  request: z.strictObject({ ...pagingFields({ maxSize: 50, defaultSize: 10 }) }),
  response: pagedResponse(wheelSpin),
});
