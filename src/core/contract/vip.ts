import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { minor } from './wallet-balance';

/** Members above this rank level are VIP for customer service (csType VIP); the others get live chat. */
export const VIP_SERVICE_ABOVE_RANK = 4;
export const isVipForService = (rankLevel: number): boolean => rankLevel > VIP_SERVICE_ABOVE_RANK;

export const vipLevel = z.object({
  rank: z.int(),
  name: z.string(),
  /** Valid bet the rolling period must reach (minor units). */
  validBet: minor,
  /** Deposits the rolling period must reach (minor units). */
  deposits: minor,
  upgradeBonus: minor,
  rebatePercent: z.number(),
  monthlyBonus: minor,
  dailyWithdrawals: z.int(),
});
export type VipLevel = z.infer<typeof vipLevel>;

/** Every level and its benefits (public: visitors see the table too). */
export const vipLevels = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getVipLevels',
  request: empty,
  response: z.object({ periodDays: z.int(), levels: z.array(vipLevel) }),
});

export const vipChange = z.object({
  fromRank: z.int(),
  toRank: z.int(),
  fromName: z.string(),
  toName: z.string(),
  reason: z.enum(['upgrade', 'review']),
  bonus: minor,
  time: z.string(),
});
export type VipChange = z.infer<typeof vipChange>;

/** The member's level, the rolling period's totals, what is left to the next level, and the history. */
export const vipStatus = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getVipInfo',
  auth: true,
  request: empty,
  response: z.object({
    rankLevel: z.int(),
    labelName: z.string(),
    periodDays: z.int(),
    validBet: minor,
    deposits: minor,
    next: z.nullable(
      z.object({
        rank: z.int(),
        name: z.string(),
        validBetLeft: minor,
        depositsLeft: minor,
      }),
    ),
    /** The newest 20 changes, newest first. */
    history: z.array(vipChange),
    /** VIP customer service (rank above 4), else live chat. */
    csType: z.enum(['VIP', 'LIVECHAT']),
  }),
});
