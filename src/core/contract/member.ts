import { z } from 'zod/mini';
import { empty, endpoint, IMAGE_TYPES } from './endpoint';

export { info, type MemberInfo, memberInfo } from './member-info';

export const avatar = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });

export const icon = endpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  request: empty,
  response: avatar,
});

/** A member label and its colour (the brand's default member colour when the label has none). */
export const memberLabel = z.object({ labelName: z.string(), color: z.string() });

export const profileValue = z.object({
  account: z.string(),
  nickname: z.nullable(z.string()),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.int() }),
  memberLabel: z.array(memberLabel),
  /** The colour the member's name is drawn in. */
  memberColor: z.string(),
  avatar,
  mobileNum: z.nullable(z.string()),
  countryDialingCode: z.nullable(z.string()),
  email: z.nullable(z.string()),
  totpEnabled: z.boolean(),
  /** The login before the current one. */
  previousLoginTime: z.nullable(z.string()),
  previousLoginIp: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileValue>;

export const profile = endpoint({
  method: 'GET',
  path: '/wps/member/info/profile',
  auth: true,
  request: empty,
  response: profileValue,
});

export const updateNickname = endpoint({
  method: 'POST',
  path: '/wps/member/info/nickname',
  auth: true,
  request: z.strictObject({ nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) }),
  response: z.object({ nickname: z.string() }),
});

export const playerAvatar = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: true,
  request: empty,
  response: z.extend(avatar, {
    /** The STATIC avatars a member may pick. */
    choices: z.array(z.object({ key: z.string(), url: z.string() })),
  }),
});

export const setStaticAvatar = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_setPlayerAvatar',
  auth: true,
  request: z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: avatar,
});

/** Largest CUSTOM avatar accepted, in bytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/**
 * Uploads a CUSTOM avatar: the body is the raw image bytes with Content-Type image/png or
 * image/jpeg (at most AVATAR_MAX_BYTES); the bytes must really be a PNG or JPEG.
 */
export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/wps/member/info/avatar',
  auth: true,
  upload: { types: IMAGE_TYPES, maxBytes: AVATAR_MAX_BYTES, invalid: 'AVATAR_INVALID' },
  request: empty,
  response: avatar,
});

const dialingCode = z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/));
const mobileNum = z.string().check(z.trim(), z.minLength(4), z.maxLength(20));
const email = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email()),
  z.string().check(z.maxLength(120)),
);
const code = z.string().check(z.trim(), z.regex(/^\d{6}$/));

export const bindPhoneCode = endpoint({
  method: 'POST',
  path: '/wps/member/bind/phone/code',
  auth: true,
  request: z.strictObject({ countryDialingCode: dialingCode, mobileNum }),
  response: z.object({ expiredMinutes: z.int() }),
});

export const bindPhone = endpoint({
  method: 'POST',
  path: '/wps/member/bind/phone',
  auth: true,
  request: z.strictObject({ countryDialingCode: dialingCode, mobileNum, verificationCode: code }),
  response: z.object({ mobileNum: z.string(), countryDialingCode: z.string() }),
});

export const bindEmailCode = endpoint({
  method: 'POST',
  path: '/wps/member/bind/email/code',
  auth: true,
  request: z.strictObject({ email }),
  response: z.object({ expiredMinutes: z.int() }),
});

export const bindEmail = endpoint({
  method: 'POST',
  path: '/wps/member/bind/email',
  auth: true,
  request: z.strictObject({ email, verificationCode: code }),
  response: z.object({ email: z.string() }),
});

/** Starts (or restarts) authenticator setup: a new secret, not active until confirmed. */
export const totpSetup = endpoint({
  method: 'POST',
  path: '/wps/member/totp/setup',
  auth: true,
  request: empty,
  response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const totpConfirm = endpoint({
  method: 'POST',
  path: '/wps/member/totp/confirm',
  auth: true,
  encrypted: true,
  request: z.strictObject({ code }),
  response: z.object({ totpEnabled: z.boolean() }),
});

export const sessionEntry = z.object({
  /** A short public id of the session (never the token). */
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});

export const sessions = endpoint({
  method: 'GET',
  path: '/wps/member/sessions',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(sessionEntry) }),
});

/** Ends every other live session of the member; they answer in_been_out afterwards. */
export const logoutOtherSessions = endpoint({
  method: 'POST',
  path: '/wps/member/sessions/logoutOthers',
  auth: true,
  request: empty,
  response: z.object({ ended: z.int() }),
});
