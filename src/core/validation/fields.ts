import type { RuledRegisterField } from '../contract/auth';
import type { RegisterFieldRule, RegisterSettings } from '../contract/system';
import { type Message, message, messageKeys } from './message';
import { characterCount, matchesPattern, patternMessageKey, rangeText } from './patterns';

const isBlank = (value: string | undefined): value is undefined | '' =>
  value === undefined || value.trim() === '';

/** Fields whose pattern failure has its own spec message instead of the pattern text. */
const nameFields = new Set<RuledRegisterField>(['payeeName', 'realName', 'fullName']);

function boundsParams(rule: Pick<RegisterFieldRule, 'min' | 'max'>): Record<string, number | string> {
  return { min: rule.min, max: rule.max, range: rangeText(rule.min, rule.max) };
}

/**
 * One field against its brand rule: empty -> "Input cannot be empty" when required
 * (nothing to say when optional); outside the bounds or the pattern -> the pattern's
 * message with the bounds inserted. The value is checked trimmed, as the contract
 * trims text fields, except passwords, which are taken exactly as typed.
 */
export function checkField(rule: RegisterFieldRule, value: string | undefined): Message | null {
  if (isBlank(value)) return rule.required ? message(messageKeys.required) : null;
  const text = rule.name === 'password' || rule.name === 'paymentPassword' ? value : value.trim();
  const length = characterCount(text);
  const fitsLength = length >= rule.min && length <= rule.max;
  const fitsPattern = matchesPattern(rule.pattern, text);
  if (fitsLength && fitsPattern) return null;
  if (!fitsPattern && fitsLength && nameFields.has(rule.name)) return message(messageKeys.realName);
  if (!fitsPattern && fitsLength && rule.name === 'affiliateCode') return message(messageKeys.invitationCode);
  if (!fitsLength && rule.name === 'password') return message(messageKeys.password, boundsParams(rule));
  return message(patternMessageKey(rule.pattern), boundsParams(rule));
}

export function ruleFor(settings: RegisterSettings, name: RuledRegisterField): RegisterFieldRule | undefined {
  return settings.fields.find((rule) => rule.name === name);
}

/** Used when a brand sends no password rule: 6 - 20 letters and numbers combined. */
const fallbackPasswordRule: RegisterFieldRule = {
  name: 'password',
  enabled: true,
  required: true,
  min: 6,
  max: 20,
  pattern: '5',
};

/** The brand's password rule (always required), for registration, changes and resets. */
export function checkPassword(value: string, settings: RegisterSettings): Message | null {
  const rule = ruleFor(settings, 'password') ?? fallbackPasswordRule;
  return checkField({ ...rule, required: true }, value);
}

/** The confirmation must repeat the password exactly. */
export function checkConfirmation(
  confirmation: string | undefined,
  password: string | undefined,
): Message | null {
  if (confirmation === undefined || confirmation === '') return message(messageKeys.required);
  return confirmation === password ? null : message(messageKeys.confirm);
}

/**
 * A mobile number: digits only (the contract accepts 4 to 15), within the brand's
 * mobileNum bounds when it has a rule, and exactly `phoneDigits` digits when set.
 */
export function checkMobile(value: string, settings: RegisterSettings): Message | null {
  const digits = value.trim();
  if (digits === '') return message(messageKeys.required);
  if (settings.phoneDigits !== null && /^\d+$/.test(digits) && digits.length !== settings.phoneDigits) {
    return message(messageKeys.phoneDigits, { digits: settings.phoneDigits });
  }
  if (!/^\d{4,15}$/.test(digits)) return message(messageKeys.mobile);
  const rule = ruleFor(settings, 'mobileNum');
  if (
    rule?.enabled &&
    (digits.length < rule.min || digits.length > rule.max || !matchesPattern(rule.pattern, digits))
  ) {
    return message(messageKeys.mobile);
  }
  return null;
}

/** An SMS or third-party verification code: 4 to 8 letters or digits. */
export function checkVerificationCode(value: string | undefined): Message | null {
  return value !== undefined && /^[A-Za-z0-9]{4,8}$/.test(value.trim())
    ? null
    : message(messageKeys.verificationCode);
}

/** Something must be typed (trimmed). */
export function checkRequired(value: string | undefined): Message | null {
  return isBlank(value) ? message(messageKeys.required) : null;
}

/** An e-mail address (required). */
export function checkEmail(value: string | undefined): Message | null {
  if (isBlank(value)) return message(messageKeys.required);
  return matchesPattern('3', value.trim()) && value.trim().length <= 254 ? null : message(messageKeys.email);
}
