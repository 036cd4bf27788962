import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

// The signed-in member's own record, which every element loads with the session.

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
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const info = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  request: empty,
  response: memberInfo,
});
