import { z } from 'zod/mini';
import {
  birthDateText,
  captchaFields,
  dialingCode,
  loginResult,
  mobileNum,
  type OptionalRegisterField,
  optionalRegisterFields,
  text,
} from './auth-fields';
import { endpoint } from './endpoint';
import { minor } from './wallet-balance';

// Registration by username or mobile number, and the invitation-code check before it.

const optionalFieldShape = Object.fromEntries(
  optionalRegisterFields.map((name) => [name, z.optional(text(100))]),
) as Record<OptionalRegisterField, z.ZodMiniOptional<z.ZodMiniString>>;

const registerCommon = {
  password: z.string().check(z.maxLength(64)),
  confirmPassword: z.string().check(z.maxLength(64)),
  verificationCode: z.optional(text(8)),
  referralCode: z.optional(text(32)),
  /** The host the visitor registered on. */
  domain: z.optional(text(255)),
  /**
   * Deposit limits chosen at registration (minor units per window, null: none in that window), or null for
   * an explicit "no limit"; the jurisdiction profile says whether they are asked (RG_DEPOSIT_LIMIT_REQUIRED).
   */
  depositLimits: z.optional(
    z.nullable(
      z.strictObject({
        day: z.nullable(minor.check(z.positive())),
        week: z.nullable(minor.check(z.positive())),
        month: z.nullable(minor.check(z.positive())),
      }),
    ),
  ),
  /** Asked where the jurisdiction profile requires it (uk, nl: registerSettings.birthDateRequired). */
  birthDate: z.optional(birthDateText),
  ageConfirmed: z.literal(true),
  termsAccepted: z.literal(true),
  ...captchaFields,
  ...optionalFieldShape,
};

export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  request: z.strictObject({
    username: text(32),
    mobileNum: z.optional(mobileNum),
    countryDialingCode: z.optional(dialingCode),
    ...registerCommon,
  }),
  response: loginResult,
});

export const registerMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  request: z.strictObject({
    mobileNum,
    countryDialingCode: dialingCode,
    /** Optional on the mobile tab: derived from the number when absent. */
    username: z.optional(text(32)),
    /** Sent when a third-party phone verifier checked the number instead of an SMS code. */
    login: z.optional(z.literal(true)),
    firebaseChannel: z.optional(text(32)),
    firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
    ...registerCommon,
  }),
  response: loginResult,
});

/** Checks an affiliate (invitation) code before registration. */
export const affiliate = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  request: z.strictObject({ code: text(32).check(z.minLength(1)), domain: z.optional(text(255)) }),
  response: z.object({ valid: z.literal(true), agentName: z.string() }),
});
