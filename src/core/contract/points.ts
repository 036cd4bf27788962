import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

// Loyalty points: earned by settled play, spent in the points mall or converted to money.
// Points are whole numbers (never fractions); money is in minor units.

const points = z.int();
const paymentPassword = z.string().check(z.minLength(6), z.maxLength(20));

export const pointConfig = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: true,
  request: empty,
  response: z.object({
    /** Valid bet (minor units) that earns one point. */
    amountRequirement: minor,
    /** Money (minor units) one point converts to. */
    exchangeRatio: minor,
    /** The fewest points one conversion takes. */
    pointsRequirement: points,
  }),
});

export const pointBalance = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  request: empty,
  response: z.object({
    /** Points the member may spend or convert now. */
    currentPoints: points,
    /** Points held by redemptions waiting for the operator. */
    heldPoints: points,
    /** Everything the member holds: current and held. */
    pointsBalance: points,
    /** What the current points convert to (minor units). */
    worth: minor,
    /** Valid bet already counted towards the next point (minor units). */
    towardsNextPoint: minor,
  }),
});

export const rewardKind = z.enum(['goods', 'money']);
export type RewardKind = z.infer<typeof rewardKind>;

export const pointReward = z.object({
  code: z.string(),
  name: z.string(),
  /** An absolute image URL, or '' when the reward has none. */
  image: z.string(),
  cost: points,
  stockLeft: z.int(),
  /** goods are shipped to the receiving address; money is paid into the main wallet. */
  kind: rewardKind,
  /** What one item of a money reward pays (minor units); 0 for goods. */
  money: minor,
});
export type PointReward = z.infer<typeof pointReward>;

export const pointRewards = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(pointReward) }),
});

export const redeemStatus = z.enum(['in_process', 'rejected', 'approved']);
export type RedeemStatus = z.infer<typeof redeemStatus>;

export const redeemRecord = z.object({
  id: z.int(),
  /** The transaction reference number, e.g. PR000042. */
  referenceNo: z.string(),
  rewardCode: z.string(),
  name: z.string(),
  kind: rewardKind,
  quantity: z.int(),
  /** Points the redemption holds (in process), spent (approved) or gave back (rejected). */
  points,
  status: redeemStatus,
  time: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The operator's remark (a rejection's reason). */
  remark: z.string(),
  account: z.string(),
  /** Where goods are shipped; '' for money rewards. */
  address: z.string(),
});
export type RedeemRecord = z.infer<typeof redeemRecord>;

export const redeemPointReward = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    rewardCode: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
    quantity: z.int().check(z.gte(1), z.lte(99)),
    /** Required for goods, ignored for money rewards. */
    address: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    paymentPassword,
  }),
  response: redeemRecord,
});

export const redeemList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  request: z.strictObject({ ...pagingFields({ maxSize: 50, defaultSize: 10 }) }),
  response: pagedResponse(redeemRecord),
});

export const convertPoint = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    points: z.int().check(z.gte(1), z.lte(1_000_000_000)),
    paymentPassword,
  }),
  response: z.object({
    points,
    /** Money paid into the main wallet (minor units). */
    money: minor,
    currentPoints: points,
  }),
});
