import type { RegisterSettings } from '../contract/system';
import { collect, type FieldMessages } from './field-messages';
import { checkMobile, checkRequired } from './fields';
import { type Message, message, messageKeys } from './message';

/** A number to sign in with or send a code to: the brand's phone rules when known, else 4 to 15 digits. */
export function checkLoginMobile(
  value: string,
  settings: RegisterSettings | null | undefined,
): Message | null {
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
