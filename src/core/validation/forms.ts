import { optionalRegisterFields } from '../contract/auth';
import type { RegisterSettings } from '../contract/system';
import {
  checkConfirmation,
  checkEmail,
  checkField,
  checkMobile,
  checkPassword,
  checkRequired,
  checkVerificationCode,
  ruleFor,
} from './fields';
import { type Message, message, messageKeys } from './message';

/** Field name -> message; an empty object means the form is valid. */
export type FieldMessages = Record<string, Message>;

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function collect(entries: [string, Message | null][]): FieldMessages {
  const out: FieldMessages = {};
  for (const [name, found] of entries) if (found) out[name] = found;
  return out;
}

/**
 * A registration form of either tab against the brand's register settings (spec §5).
 * Username tab: username rule. Mobile tab: mobile number, dialing code and code always;
 * username only checked when typed. Optional fields only when the brand enables them.
 */
export function checkRegistration(
  values: Record<string, unknown>,
  settings: RegisterSettings,
  tab: 'username' | 'mobile',
): FieldMessages {
  const text = (name: string) => asText(values[name]);
  const entries: [string, Message | null][] = [];

  const usernameRule = ruleFor(settings, 'username');
  const username = text('username');
  if (tab === 'username') {
    entries.push([
      'username',
      usernameRule ? checkField({ ...usernameRule, required: true }, username) : checkRequired(username),
    ]);
  } else if (usernameRule && username?.trim()) {
    entries.push(['username', checkField(usernameRule, username)]);
  }

  entries.push(['password', checkPassword(text('password') ?? '', settings)]);
  entries.push(['confirmPassword', checkConfirmation(text('confirmPassword'), text('password'))]);

  const mobileRule = ruleFor(settings, 'mobileNum');
  const mobile = text('mobileNum');
  const mobileWanted = tab === 'mobile' || (mobileRule?.enabled && (mobileRule.required || !!mobile?.trim()));
  if (mobileWanted) {
    entries.push(['mobileNum', checkMobile(mobile ?? '', settings)]);
    entries.push(['countryDialingCode', checkRequired(text('countryDialingCode'))]);
  }
  if (tab === 'mobile' || settings.smsVerification) {
    entries.push(['verificationCode', checkVerificationCode(text('verificationCode'))]);
  }

  for (const name of optionalRegisterFields) {
    const rule = ruleFor(settings, name);
    if (rule?.enabled) entries.push([name, checkField(rule, text(name))]);
  }

  if (settings.captcha) entries.push(['captcha', checkRequired(text('captcha'))]);
  entries.push(['ageConfirmed', values.ageConfirmed === true ? null : message(messageKeys.age)]);
  entries.push(['termsAccepted', values.termsAccepted === true ? null : message(messageKeys.terms)]);
  return collect(entries);
}

export interface LoginValues {
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

/**
 * The login form: username and password (trimmed) on the username tab, captcha once
 * shown; mobile number and SMS code on the sms tab. Settings add the phone-digits rule.
 */
export function checkLogin(
  values: LoginValues,
  options: { captchaShown: boolean; type: 'username' | 'sms'; settings?: RegisterSettings | null },
): FieldMessages {
  const entries: [string, Message | null][] = [];
  if (options.type === 'username') {
    entries.push(['username', checkRequired(values.username)]);
    entries.push(['password', checkRequired(values.password)]);
  } else {
    entries.push(['mobileNum', checkLoginMobile(values.mobileNum ?? '', options.settings)]);
    entries.push(['countryDialingCode', checkRequired(values.countryDialingCode)]);
    entries.push(['verificationCode', checkVerificationCode(values.verificationCode)]);
  }
  if (options.captchaShown) entries.push(['captcha', checkRequired(values.captcha)]);
  return collect(entries);
}

function checkLoginMobile(value: string, settings: RegisterSettings | null | undefined): Message | null {
  if (settings) return checkMobile(value, settings);
  if (value.trim() === '') return message(messageKeys.required);
  return /^\d{4,15}$/.test(value.trim()) ? null : message(messageKeys.mobile);
}

/** Before an SMS code is sent: just the number (and its dialing code). */
export function checkSendCode(
  values: { mobileNum?: string; countryDialingCode?: string },
  settings?: RegisterSettings | null,
): FieldMessages {
  return collect([
    ['mobileNum', checkLoginMobile(values.mobileNum ?? '', settings)],
    ['countryDialingCode', checkRequired(values.countryDialingCode)],
  ]);
}

/** Forgot password by e-mail: username and a well-formed e-mail. */
export function checkForgotByEmail(values: { username?: string; email?: string }): FieldMessages {
  return collect([
    ['username', checkRequired(values.username)],
    ['email', checkEmail(values.email)],
  ]);
}

/** Forgot password by phone: number, SMS code and a new password following the rule. */
export function checkForgotByPhone(
  values: {
    mobileNum?: string;
    countryDialingCode?: string;
    verificationCode?: string;
    newPassword?: string;
    confirmNewPassword?: string;
  },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['mobileNum', checkMobile(values.mobileNum ?? '', settings)],
    ['countryDialingCode', checkRequired(values.countryDialingCode)],
    ['verificationCode', checkVerificationCode(values.verificationCode)],
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}

/** Setting a new password from the e-mailed link. */
export function checkResetPassword(
  values: { newPassword?: string; confirmNewPassword?: string },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}

/** Change password: the old one typed, the new one by the rule, the confirmation equal to it. */
export function checkChangePassword(
  values: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
  settings: RegisterSettings,
): FieldMessages {
  return collect([
    ['oldPassword', checkRequired(values.oldPassword)],
    ['newPassword', checkPassword(values.newPassword ?? '', settings)],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword, values.newPassword)],
  ]);
}
