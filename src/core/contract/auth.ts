import { z } from 'zod/mini';
import { captchaFields, dialingCode, loginResult, mobileNum, text } from './auth-fields';
import { empty, endpoint, nothing } from './endpoint';

export {
  type LoginResult,
  loginResult,
  type OptionalRegisterField,
  optionalRegisterFields,
  type RuledRegisterField,
  ruledRegisterFields,
} from './auth-fields';
export * from './auth-register';

/** Answer to the extra check asked of a login from an IP the account has never used. */
export const challengeMethod = z.enum(['sms', 'email', 'totp', 'bankName']);
export type ChallengeMethod = z.infer<typeof challengeMethod>;
const challengeFields = {
  challengeId: z.optional(z.string().check(z.maxLength(64))),
  challengeMethod: z.optional(challengeMethod),
  challengeAnswer: z.optional(text(100)),
};

/** Value of a VERIFICATION_REQUIRED failure: which checks the account can pass. */
export const verificationChallenge = z.object({
  challengeId: z.string(),
  methods: z.array(challengeMethod),
  /** Masked phone and e-mail the codes go to. */
  maskedMobile: z.nullable(z.string()),
  maskedEmail: z.nullable(z.string()),
});
export type VerificationChallenge = z.infer<typeof verificationChallenge>;

/** Value of a LOGIN_FAILED failure: whether the next attempt needs a captcha. */
export const loginFailure = z.object({ captcha: z.boolean() });

export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: z.strictObject({
    type: z.enum(['username', 'sms']),
    username: z.optional(text(32)),
    password: z.optional(z.string().check(z.maxLength(64))),
    mobileNum: z.optional(mobileNum),
    countryDialingCode: z.optional(dialingCode),
    verificationCode: z.optional(text(8)),
    /** Agent-site login refuses non-agents. */
    site: z._default(z.enum(['member', 'agent']), 'member'),
    ...captchaFields,
    ...challengeFields,
  }),
  response: loginResult,
});

/** Sends the code of a login challenge by SMS or e-mail. */
export const sendChallengeCode = endpoint({
  method: 'POST',
  path: '/wps/session/challenge/code',
  request: z.strictObject({
    challengeId: z.string().check(z.maxLength(64)),
    method: z.enum(['sms', 'email']),
  }),
  response: z.object({ expiredMinutes: z.int() }),
});

/** Made once after the first successful login of an account. */
export const firstLogin = endpoint({
  method: 'POST',
  path: '/wps/member/login/first',
  auth: true,
  request: empty,
  response: nothing,
});

export const freePlay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  request: z.strictObject({
    os: text(32),
    platform: z.literal('W'),
    /** A random string encrypted as compact JWE; proves the client holds the key flow. */
    nonce: z.string().check(z.minLength(20), z.maxLength(4096)),
  }),
  response: loginResult,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  request: empty,
  response: nothing,
});

export const smsResult = z.object({ expiredMinutes: z.int(), message: z.string() });

export const smsLoginCode = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  request: z.strictObject({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }),
  response: smsResult,
});

export const smsRegisterCode = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  request: z.strictObject({
    mobileNo: mobileNum,
    countryDialingCode: dialingCode,
    regType: z.enum(['username', 'mobile']),
    ...captchaFields,
  }),
  response: smsResult,
});

/** Base64 PNG (no data: prefix) drawn for the client-generated id. */
export const captchaImage = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  request: z.strictObject({ id: z.string().check(z.uuid()) }),
  response: z.string(),
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: z.strictObject({
    oldPassword: z.string().check(z.maxLength(64)),
    newPassword: z.string().check(z.maxLength(64)),
    confirmNewPassword: z.string().check(z.maxLength(64)),
  }),
  response: nothing,
});

/** Forgot password by e-mail: a reset link goes to the address on file. Form post. */
export const forgotByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  form: true,
  request: z.strictObject({
    username: text(32).check(z.minLength(1)),
    email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  }),
  response: nothing,
});

/** Sets a new password from the e-mailed link (single use, expires). */
export const resetByEmailLink = endpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  encrypted: true,
  request: z.strictObject({
    resetToken: z.string().check(z.minLength(16), z.maxLength(128)),
    newPassword: z.string().check(z.maxLength(64)),
    confirmNewPassword: z.string().check(z.maxLength(64)),
  }),
  response: nothing,
});

/** Sends the forgot-password SMS code; the countdown runs to `expirationTime` (ms epoch). */
export const forgotCode = endpoint({
  method: 'POST',
  path: '/wps/member/password/code',
  request: z.strictObject({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }),
  response: z.object({ expirationTime: z.int() }),
});

export const resetByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  request: z.strictObject({
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: text(8),
    newPassword: z.string().check(z.maxLength(64)),
    confirmNewPassword: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: nothing,
});
