import { z } from 'zod/mini';

// What sign-in and registration share: their answer, the text, phone and captcha fields, and the
// names of the registration fields the brand's settings rule. The `auth` namespace re-exports the
// public part; registration (auth-register.ts) stays out of the elements that only sign in.

/** The outcome of every way of signing in (password, SMS, free play, registration). */
export const loginResult = z.object({
  token: z.string(),
  userName: z.string(),
  /** Numeric member type (isAgent): 0 member, 1/2/41/42 agents, 4 free-play demo. */
  memberType: z.int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password typed equals the brand's default password. */
  defaultPassword: z.boolean(),
  /** The server accepts nothing from this session but a password change. */
  mustChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
export const dialingCode = z.string().check(z.regex(/^\+?\d{1,4}$/));
export const mobileNum = z.string().check(z.regex(/^\d{4,15}$/));
/** A birth date as the date input gives it: YYYY-MM-DD (the server checks the day exists). */
export const birthDateText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Captcha answer, tied to the client-generated id it was drawn for (never a cookie). */
export const captchaFields = {
  captcha: z.optional(text(8)),
  captchaId: z.optional(z.string().check(z.uuid())),
};

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
