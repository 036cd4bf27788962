import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

// The signed-in member's own record, which every element loads with the session.

/**
 * A time-out or self-exclusion in force (`until` null: permanent): the session is restricted to getting the
 * money out, the inbox, support and the responsible-gaming page; other calls answer RG_RESTRICTED.
 */
export const restriction = z.object({
  kind: z.enum(['time_out', 'self_exclusion', 'register']),
  until: z.nullable(z.string()),
});
export type Restriction = z.infer<typeof restriction>;

export const memberInfo = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  /** Agent type / isAgent: 0 member, 1, 2, 41, 42 agents, 4 free-play demo. */
  type: z.int(),
  /** The member may transfer to its upline. */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.int() }),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  firstTimeLogin: z.boolean(),
  lastLoginTime: z.nullable(z.string()),
  lastLoginIp: z.nullable(z.string()),
  /** Set while the member is in a time-out or self-exclusion. */
  restriction: z.nullable(restriction),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const info = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  request: empty,
  response: memberInfo,
});
