import { z } from 'zod';
import { empty, endpoint } from './endpoint';

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Agent type / isAgent: 0 member, 1, 2, 41, 42 agents, 4 free-play demo. */
  type: z.number().int(),
  /** The member may transfer to its upline. */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  lastLoginTime: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const info = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  request: empty,
  response: memberInfo,
});

export const avatar = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });

export const icon = endpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  request: empty,
  response: avatar,
});
