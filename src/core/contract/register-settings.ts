/** How the brand's registration form is set up: its field rules, verification and the jurisdiction's asks. */
import { z } from 'zod/mini';
import { ruledRegisterFields } from './auth-fields';
import { empty, endpoint } from './endpoint';

/** One registration field rule: shown when enabled, bounds and pattern id from the brand. */
export const registerFieldRule = z.object({
  name: z.enum(ruledRegisterFields),
  enabled: z.boolean(),
  required: z.boolean(),
  min: z.int().check(z.nonnegative()),
  max: z.int().check(z.positive()),
  /** A pattern id of the validation catalogue, or `*` for any text. */
  pattern: z.string(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

export const registerSettings = z.object({
  fields: z.array(registerFieldRule),
  /** A verification code is required on the username tab (always on the mobile tab). */
  smsVerification: z.boolean(),
  captcha: z.boolean(),
  /** Phone numbers must have exactly this many digits, when set. */
  phoneDigits: z.nullable(z.int()),
  /** Who checks phone numbers: our own SMS, or a third-party verifier. */
  phoneVerifier: z.enum(['sms', 'thirdParty']),
  /** The brand enforces password expiry (forced change when expired). */
  passwordExpiry: z.boolean(),
  /**
   * Deposit limits the jurisdiction profile asks for at registration: a prompt (limits or an explicit
   * "no limit") or required (the monthly one at most maxMonthly when set). Absent: not asked.
   */
  depositLimits: z.optional(
    z.object({ ask: z.enum(['prompt', 'required']), maxMonthly: z.nullable(z.int()) }),
  ),
  /** The jurisdiction profile asks for a birth date at registration (uk, nl). Absent means not asked. */
  birthDateRequired: z.optional(z.boolean()),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

export const registerSettingsCall = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  request: empty,
  response: registerSettings,
});
