import { z } from 'zod';
import { empty, endpoint, nothing } from './endpoint';

/** The outcome of every way of signing in (password, SMS, free play, registration). */
export const loginResult = z.object({
  token: z.string(),
  userName: z.string(),
  /** Numeric member type (isAgent): 0 member, 1/2/41/42 agents, 4 free-play demo. */
  memberType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password typed equals the brand's default password. */
  defaultPassword: z.boolean(),
  /** The server accepts nothing from this session but a password change. */
  mustChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

const text = (max: number) => z.string().trim().max(max);
const dialingCode = z.string().regex(/^\+?\d{1,4}$/);
const mobileNum = z.string().regex(/^\d{4,15}$/);

/** Captcha answer, tied to the client-generated id it was drawn for (never a cookie). */
const captchaFields = {
  captcha: text(8).optional(),
  captchaId: z.string().uuid().optional(),
};

/** Answer to the extra check asked of a login from an IP the account has never used. */
export const challengeMethod = z.enum(['sms', 'email', 'totp', 'bankName']);
export type ChallengeMethod = z.infer<typeof challengeMethod>;
const challengeFields = {
  challengeId: z.string().max(64).optional(),
  challengeMethod: challengeMethod.optional(),
  challengeAnswer: text(100).optional(),
};

/** Value of a VERIFICATION_REQUIRED failure: which checks the account can pass. */
export const verificationChallenge = z.object({
  challengeId: z.string(),
  methods: z.array(challengeMethod),
  /** Masked phone and e-mail the codes go to. */
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type VerificationChallenge = z.infer<typeof verificationChallenge>;

/** Value of a LOGIN_FAILED failure: whether the next attempt needs a captcha. */
export const loginFailure = z.object({ captcha: z.boolean() });

export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: z
    .object({
      type: z.enum(['username', 'sms']),
      username: text(32).optional(),
      password: z.string().max(64).optional(),
      mobileNum: mobileNum.optional(),
      countryDialingCode: dialingCode.optional(),
      verificationCode: text(8).optional(),
      /** Agent-site login refuses non-agents. */
      site: z.enum(['member', 'agent']).default('member'),
      ...captchaFields,
      ...challengeFields,
    })
    .strict(),
  response: loginResult,
});

/** Sends the code of a login challenge by SMS or e-mail. */
export const sendChallengeCode = endpoint({
  method: 'POST',
  path: '/wps/session/challenge/code',
  request: z.object({ challengeId: z.string().max(64), method: z.enum(['sms', 'email']) }).strict(),
  response: z.object({ expiredMinutes: z.number().int() }),
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
  request: z
    .object({
      os: text(32),
      platform: z.literal('W'),
      /** A random string encrypted as compact JWE; proves the client holds the key flow. */
      nonce: z.string().min(20).max(4096),
    })
    .strict(),
  response: loginResult,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  request: empty,
  response: nothing,
});

export const smsResult = z.object({ expiredMinutes: z.number().int(), message: z.string() });

export const smsLoginCode = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  request: z.object({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }).strict(),
  response: smsResult,
});

export const smsRegisterCode = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  request: z
    .object({
      mobileNo: mobileNum,
      countryDialingCode: dialingCode,
      regType: z.enum(['username', 'mobile']),
      ...captchaFields,
    })
    .strict(),
  response: smsResult,
});

/** Base64 PNG (no data: prefix) drawn for the client-generated id. */
export const captchaImage = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  request: z.object({ id: z.string().uuid() }).strict(),
  response: z.string(),
});

/** Every optional registration field the brand can switch on (spec section 3). */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'realName',
  'fullName',
  'telegram',
  'zalo',
  'birthday',
  'referrer',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type OptionalRegisterField = (typeof optionalRegisterFields)[number];

/** Fields whose bounds and pattern the server's register settings define. */
export const ruledRegisterFields = ['username', 'password', 'mobileNum', ...optionalRegisterFields] as const;
export type RuledRegisterField = (typeof ruledRegisterFields)[number];

const optionalFieldShape = Object.fromEntries(
  optionalRegisterFields.map((name) => [name, text(100).optional()]),
) as Record<OptionalRegisterField, z.ZodOptional<z.ZodString>>;

const registerCommon = {
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
  verificationCode: text(8).optional(),
  referralCode: text(32).optional(),
  /** The host the visitor registered on. */
  domain: text(255).optional(),
  ageConfirmed: z.literal(true),
  termsAccepted: z.literal(true),
  ...captchaFields,
  ...optionalFieldShape,
};

export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  request: z
    .object({
      username: text(32),
      mobileNum: mobileNum.optional(),
      countryDialingCode: dialingCode.optional(),
      ...registerCommon,
    })
    .strict(),
  response: loginResult,
});

export const registerMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  request: z
    .object({
      mobileNum,
      countryDialingCode: dialingCode,
      /** Optional on the mobile tab: derived from the number when absent. */
      username: text(32).optional(),
      /** Sent when a third-party phone verifier checked the number instead of an SMS code. */
      login: z.literal(true).optional(),
      firebaseChannel: text(32).optional(),
      firebaseIdToken: z.string().max(4096).optional(),
      ...registerCommon,
    })
    .strict(),
  response: loginResult,
});

/** Checks an affiliate (invitation) code before registration. */
export const affiliate = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  request: z.object({ code: text(32).min(1), domain: text(255).optional() }).strict(),
  response: z.object({ valid: z.literal(true), agentName: z.string() }),
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: z
    .object({
      oldPassword: z.string().max(64),
      newPassword: z.string().max(64),
      confirmNewPassword: z.string().max(64),
    })
    .strict(),
  response: nothing,
});

/** Forgot password by e-mail: a reset link goes to the address on file. Form post. */
export const forgotByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  form: true,
  request: z.object({ username: text(32).min(1), email: z.string().trim().email().max(254) }).strict(),
  response: nothing,
});

/** Sets a new password from the e-mailed link (single use, expires). */
export const resetByEmailLink = endpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  encrypted: true,
  request: z
    .object({
      resetToken: z.string().min(16).max(128),
      newPassword: z.string().max(64),
      confirmNewPassword: z.string().max(64),
    })
    .strict(),
  response: nothing,
});

/** Sends the forgot-password SMS code; the countdown runs to `expirationTime` (ms epoch). */
export const forgotCode = endpoint({
  method: 'POST',
  path: '/wps/member/password/code',
  request: z.object({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }).strict(),
  response: z.object({ expirationTime: z.number().int() }),
});

export const resetByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  request: z
    .object({
      mobileNum,
      countryDialingCode: dialingCode,
      verificationCode: text(8),
      newPassword: z.string().max(64),
      confirmNewPassword: z.string().max(64).optional(),
    })
    .strict(),
  response: nothing,
});
