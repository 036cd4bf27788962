import { z } from 'zod/mini';
import { endpoint, IMAGE_TYPES } from './endpoint';
import { rowId, rowIdInQuery } from './ids';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

/** The activity states a reward shows (spec section 4). */
export const activityState = z.enum([
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming soon',
]);
export type ActivityState = z.infer<typeof activityState>;

export const promotionKind = z.enum(['SIGNUP', 'REQUEST', 'RAFFLE', 'REFERRAL']);

export const reward = z.object({
  promotionId: z.int(),
  code: z.string(),
  kind: promotionKind,
  title: z.string(),
  description: z.string(),
  reward: minor,
  state: activityState,
  startTime: z.string(),
  endTime: z.nullable(z.string()),
});
export type Reward = z.infer<typeof reward>;

/** Reward centre: every enabled promotion with the caller's state in it. */
export const rewardCenter = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRewardCenter',
  auth: true,
  request: z.strictObject({}),
  response: z.object({ list: z.array(reward) }),
});

const promotionId = rowId;

/** Images an application may carry (spec §5: png or jpg, at most 5 MB each, at most 3). */
export const MAX_APPLICATION_IMAGES = 3;
export const MAX_APPLICATION_IMAGE_BYTES = 5 * 1024 * 1024;
/** The comment an application may carry (spec §9). */
export const MAX_APPLICATION_COMMENT = 140;

/**
 * Uploads one image for an application to a REQUEST promotion, before applying: the body is the
 * image itself. Its id goes in signUpRequestReward's `images`.
 */
export const applicationImage = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadApplicationImage',
  auth: true,
  upload: {
    types: IMAGE_TYPES,
    maxBytes: MAX_APPLICATION_IMAGE_BYTES,
    invalid: 'APPLICATION_IMAGE_INVALID',
  },
  request: z.strictObject({
    promotionId: rowIdInQuery,
  }),
  response: z.object({ uploadId: z.int() }),
});

/** The member's application to a REQUEST promotion as the operator sees it, or null before applying. */
export const application = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionApplication',
  auth: true,
  request: z.strictObject({
    promotionId: rowIdInQuery,
  }),
  response: z.nullable(
    z.object({
      state: activityState,
      comment: z.nullable(z.string()),
      /** Upload ids, read back with GET /wps/uploads/:id and the member's token. */
      images: z.array(z.int()),
      /** The operator's reason on a rejection. */
      remark: z.nullable(z.string()),
      appliedAt: z.string(),
      decidedAt: z.nullable(z.string()),
    }),
  ),
});

/** Joins a promotion (SIGNUP, REQUEST or REFERRAL). */
export const signUpPromotionJoin = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  auth: true,
  request: z.strictObject({ promotionId }),
  response: reward,
});

/**
 * Asks for a joined promotion's reward: a SIGNUP reward is paid at once (claimed); a REQUEST
 * reward waits for the operator's review (applying, then issued or rejected).
 */
export const signUpRequestReward = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    promotionId,
    comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_APPLICATION_COMMENT))),
    /** Images uploaded with applicationImage (REQUEST promotions only). */
    images: z.optional(z.array(rowId).check(z.maxLength(MAX_APPLICATION_IMAGES))),
  }),
  response: reward,
});

/** Claims a raffle prize, once per member. */
export const claimRafflePromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({ promotionId }),
  response: reward,
});

export const bonusRow = z.object({
  id: z.int(),
  title: z.string(),
  amount: minor,
  createdAt: z.string(),
});

/** Bonus details: bonuses paid to the member, newest first. */
export const bonusDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBonusDetails',
  auth: true,
  request: z.strictObject(pagingFields()),
  response: z.extend(pagedResponse(bonusRow), { totalAmount: minor }),
});

export const invitee = z.object({
  /** Masked: first two characters and the last one. */
  account: z.string(),
  registeredAt: z.string(),
  /** registered, or deposited once the friend has made a deposit. */
  status: z.enum(['registered', 'deposited']),
});

/** Referral page: only answers while the REFERRAL promotion is enabled (FEATURE_DISABLED otherwise). */
export const referral = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralInfo',
  auth: true,
  request: z.strictObject({}),
  response: z.object({
    referralCode: z.string(),
    inviteLink: z.string(),
    invitees: z.array(invitee),
  }),
});

export const missionGoal = z.enum(['valid_bets', 'deposits', 'wins', 'days_played']);

export const mission = z.object({
  missionId: z.int(),
  code: z.string(),
  title: z.string(),
  /** What counts: valid bets, deposits, wins (minor units) or days played (a count). */
  goal: missionGoal,
  target: z.int(),
  progress: z.int(),
  reward: minor,
  /** Lucky-wheel spins a claim gives besides the money (docs/wheel.md); absent or 0 for none. */
  rewardSpins: z.optional(z.int()),
  period: z.enum(['daily', 'weekly', 'semimonthly', 'monthly']),
  /** The current period, yyyy-MM-dd, both days included. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** join, joined (in progress), claim (complete), claimed. */
  state: activityState,
});
export type Mission = z.infer<typeof mission>;

/** Missions of the current periods with the caller's progress; `count` feeds the menu badge. */
export const missionSummary = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: true,
  request: z.strictObject({}),
  response: z.object({
    list: z.array(mission),
    /** Missions not yet claimed this period. */
    count: z.int(),
  }),
});

/** The joined members of a mission ranked by progress in the current period (top 20, plus the caller's place). */
export const missionLeaderboard = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: true,
  request: z.strictObject({ missionId: rowIdInQuery }),
  response: z.object({
    missionId: z.int(),
    periodStart: z.string(),
    list: z.array(z.object({ rank: z.int(), account: z.string(), progress: z.int() })),
    me: z.nullable(z.object({ rank: z.int(), progress: z.int() })),
  }),
});

export const joinMission = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_joinMission',
  auth: true,
  request: z.strictObject({ missionId: rowId }),
  response: mission,
});

/** Pays a completed mission's reward, once per period. */
export const claimMission = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({ missionId: rowId }),
  response: mission,
});
