import { siteTexts } from '../../config/site-texts';
import { pickLanguage } from '../system/language';
import type { Basis } from './settlement';

/**
 * A settlement's basis in words, in the caller's language: "0.50% of 10,000.00 valid bet",
 * or why nothing was paid. The words are the site's own (locales/<lang>/settlement.json, keys stl_*).
 */

type Texts = Record<string, string>;
const texts: Record<string, Texts> = Object.fromEntries(
  ['en', 'es', 'pt', 'ty'].map((lang) => [lang, siteTexts(lang, 'settlement')]),
);
const english = texts.en as Texts;
/** Number formats per site language (Tahitian pages are in French). */
const numberLocale: Record<string, string> = { en: 'en-US', es: 'es', pt: 'pt', ty: 'fr' };

export const PAYOUT_BASIS_KEY = 'stl_payout';

function wordsOf(language: unknown): { words: Texts; lang: string } {
  const picked = pickLanguage(texts, language);
  return picked ? { words: picked.entry, lang: picked.lang } : { words: english, lang: 'en' };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** Minor units as the site shows money amounts (two decimals, grouped), without the symbol. */
export function amountText(minor: number): string {
  const negative = minor < 0;
  const units = BigInt(Math.abs(Math.trunc(minor)));
  const whole = new Intl.NumberFormat('en-US').format(units / 100n);
  return `${negative ? '-' : ''}${whole}.${(units % 100n).toString().padStart(2, '0')}`;
}

function rateText(basisPoints: number, lang: string): string {
  return new Intl.NumberFormat(numberLocale[lang] ?? 'en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** The text of a stored basis (settlements.basis, JSON of settlement.ts's Basis). */
export function basisText(stored: string, language: unknown): string {
  const { words, lang } = wordsOf(language);
  const word = (key: string) => words[key] ?? english[key] ?? key;
  const basis = JSON.parse(stored) as Basis;
  if (basis.teamRounds === 0) return word('stl_no_rounds');
  const parts = basis.parts.map((part) =>
    fill(word(`stl_part_${part.of}`), { rate: rateText(part.rate, lang), amount: amountText(part.base) }),
  );
  const computed =
    parts.length > 0 ? parts.join(' + ') : fill(word('stl_nothing_below'), { count: basis.teamRounds });
  if (!basis.unmet) return computed;
  const { rule, actual, required } = basis.unmet;
  const counted = rule === 'activeMembers';
  const reason = fill(word(`stl_unmet_${rule}`), {
    actual: counted ? actual : amountText(actual),
    required: counted ? required : amountText(required),
  });
  return `${reason} · ${computed}`;
}

/** A line's text in the caller's language by key (the payout line). */
export function basisWord(key: string, language: unknown): string {
  const { words } = wordsOf(language);
  return words[key] ?? english[key] ?? key;
}
