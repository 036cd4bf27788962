/**
 * The pattern catalogue of register field rules. The brand's settings name a pattern
 * by id; ids follow the order of the product spec (section 5):
 *
 * | id | accepts                                                            |
 * |----|--------------------------------------------------------------------|
 * | 1  | a letter first, then letters and numbers                          |
 * | 2  | kanji (Han characters) and numbers                                 |
 * | 3  | an e-mail address                                                  |
 * | 4  | letters and numbers, no special characters                         |
 * | 5  | letters and numbers combined (at least one of each)                |
 * | 6  | digits only                                                        |
 * | 7  | letters and numbers with at least one uppercase letter             |
 * | 8  | English letters and spaces                                         |
 * | 9  | anything without spaces                                            |
 * | 10 | Chinese characters with punctuation                                |
 * | 11 | a date, yyyy-MM-dd or MM-dd-yyyy                                   |
 * | 12 | Korean only                                                        |
 * | 13 | Thai only                                                          |
 * | 14 | Thai or English letters with spaces                                |
 * | 15 | uppercase letters and spaces, at least one letter                  |
 * | 16 | letters, numbers and symbols (no spaces)                           |
 * | 17 | at least one uppercase, one lowercase, one digit and one symbol    |
 * | *  | any text                                                           |
 *
 * Each id has its own message key `val_pattern_<id>` whose text starts with the length
 * bounds (`{{range}}`: "6 - 20", or "6" when min equals max).
 */

type Matcher = (value: string) => boolean;

const regex =
  (pattern: RegExp): Matcher =>
  (value) =>
    pattern.test(value);

/** A real calendar date in either spec format (so 2023-02-30 is refused). */
function isDate(value: string): boolean {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return false;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const han = '\\p{Script=Han}';
/** CJK symbols, full-width forms and the ASCII punctuation Chinese text commonly mixes in. */
const chinesePunctuation = '\\u3000-\\u303F\\uFF00-\\uFFEF\\u2018-\\u201F\\u2026\\u00B7,.!?;:\'"()\\-';

const matchers: Record<string, Matcher> = {
  '1': regex(/^[A-Za-z][A-Za-z0-9]*$/),
  '2': regex(new RegExp(`^[${han}0-9]+$`, 'u')),
  '3': regex(
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/,
  ),
  '4': regex(/^[A-Za-z0-9]+$/),
  '5': regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/),
  '6': regex(/^\d+$/),
  '7': regex(/^(?=.*[A-Z])[A-Za-z0-9]+$/),
  '8': regex(/^[A-Za-z ]+$/),
  '9': regex(/^\S+$/),
  '10': regex(new RegExp(`^(?=.*${han})[${han}${chinesePunctuation}]+$`, 'u')),
  '11': isDate,
  '12': regex(/^\p{Script=Hangul}+$/u),
  '13': regex(/^\p{Script=Thai}+$/u),
  '14': regex(/^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u),
  '15': regex(/^(?=.*[A-Z])[A-Z ]+$/),
  '16': regex(/^[\x21-\x7E]+$/),
  '17': regex(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E])[\x21-\x7E]+$/),
  '*': () => true,
};

/** Every pattern id the brand settings may use: '1'..'17' and '*'. */
export const patternIds: readonly string[] = Object.freeze(Object.keys(matchers));

export function isPatternId(id: string): boolean {
  return Object.hasOwn(matchers, id);
}

/** Whether `value` fits pattern `id`; an unknown id accepts nothing, so a bad setting never lets input through. */
export function matchesPattern(id: string, value: string): boolean {
  const matcher = matchers[id];
  return matcher ? matcher(value) : false;
}

/** The message key of pattern `id`. */
export function patternMessageKey(id: string): string {
  return id === '*' ? 'val_pattern_any' : `val_pattern_${id}`;
}

/** Length in characters as a person counts them (code points, so kanji and Thai count once). */
export function characterCount(value: string): number {
  return [...value].length;
}

/** "6 - 20", or "6" when both bounds are equal. */
export function rangeText(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`;
}
