import type { RegisterSettings } from '../contract/system';
import { collect, type FieldMessages } from './field-messages';
import { checkRequired, checkVerificationCode } from './fields';
import type { Message } from './message';
import { checkLoginMobile } from './send-code';

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
