import { optionalRegisterFields } from '../contract/auth';
import type { RegisterSettings } from '../contract/system';
import { collect, type FieldMessages } from './field-messages';
import {
  checkConfirmation,
  checkField,
  checkMobile,
  checkPassword,
  checkRequired,
  checkVerificationCode,
  ruleFor,
} from './fields';
import { type Message, message, messageKeys } from './message';

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

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
