import { agents } from '../../../core';
import type { ContractKind, ContractTerms } from '../../ui/contracts/terms';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { amountTextProblem, minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';

/** How each field of the terms is typed: a percentage, an amount, a count or a period. */
export type TermField =
  | 'periodType'
  | 'rate'
  | 'winRate'
  | 'lossRate'
  | 'activeMembers'
  | 'periodValidBet'
  | 'periodProfitLoss'
  | 'dailyBetAmount'
  | 'hourlyBetAmount'
  | 'singleBetAmount';

export const fieldsOfKind: Record<ContractKind, TermField[]> = {
  dividend: ['periodType', 'rate', 'activeMembers', 'periodValidBet', 'periodProfitLoss'],
  dailySalary: ['rate', 'activeMembers', 'dailyBetAmount'],
  hourlySalary: ['rate', 'hourlyBetAmount'],
  realtimeSalary: ['winRate', 'lossRate', 'singleBetAmount'],
};

export const RATE_FIELDS: ReadonlySet<TermField> = new Set(['rate', 'winRate', 'lossRate']);
export const COUNT_FIELDS: ReadonlySet<TermField> = new Set(['activeMembers']);
export const PERIODS = agents.periodType.options;
const MAX_RATE = 10_000;
const MAX_COUNT = 100_000;

export type TermValues = Record<TermField, string>;

export const emptyTermValues: TermValues = {
  periodType: 'weekly',
  rate: '',
  winRate: '',
  lossRate: '',
  activeMembers: '0',
  periodValidBet: '0',
  periodProfitLoss: '0',
  dailyBetAmount: '0',
  hourlyBetAmount: '0',
  singleBetAmount: '0',
};

/** A percentage typed as "1.5" in basis points (150), exactly; null when it is not one. */
export function parseRate(text: string): number | null {
  const value = parseMajorToMinor(text.replace('%', ''), 2);
  return value === null || value > MAX_RATE ? null : value;
}

/** Basis points as the percentage a rate field holds ("1.50"). */
export function rateText(basisPoints: number): string {
  return minorToMajorText(basisPoints, 2);
}

function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_COUNT ? value : null;
}

function parseField(field: TermField, text: string): number | null {
  if (RATE_FIELDS.has(field)) return parseRate(text);
  if (COUNT_FIELDS.has(field)) return parseCount(text);
  return parseMajorToMinor(text);
}

/** The form's values filled from existing terms (the ceiling, to start an offer from). */
export function valuesFromTerms(terms: ContractTerms | null): TermValues {
  const values = { ...emptyTermValues };
  if (!terms) return values;
  for (const [field, value] of Object.entries(terms)) {
    if (field === 'kind') continue;
    const name = field as TermField;
    if (name === 'periodType') values.periodType = String(value);
    else if (RATE_FIELDS.has(name)) values[name] = rateText(Number(value));
    else if (COUNT_FIELDS.has(name)) values[name] = String(value);
    else values[name] = minorToMajorText(Number(value));
  }
  return values;
}

/**
 * The messages of the kind's fields: each must be its type, and a rate may not pass the
 * ceiling's (the server refuses it anyway; saying so here saves the round trip).
 */
export function checkTerms(
  kind: ContractKind,
  values: TermValues,
  ceiling: ContractTerms | null,
): FieldErrors {
  const found: FieldErrors = {};
  for (const field of fieldsOfKind[kind]) {
    if (field === 'periodType') continue;
    const text = values[field];
    if (text.trim() === '') {
      found[field] = { key: 'val_required' };
      continue;
    }
    const value = parseField(field, text);
    if (value === null) {
      found[field] = RATE_FIELDS.has(field)
        ? { key: 'ag_offer_rate_invalid' }
        : COUNT_FIELDS.has(field)
          ? { key: 'ag_offer_count_invalid' }
          : (amountTextProblem(text) ?? { key: 'mc_amount_invalid' });
      continue;
    }
    const limit = ceiling?.kind === kind ? (ceiling as Record<string, unknown>)[field] : undefined;
    if (RATE_FIELDS.has(field) && typeof limit === 'number' && value > limit)
      found[field] = { key: 'ag_offer_rate_above', params: { rate: `${rateText(limit)}%` } };
  }
  return found;
}

function periodTypeOf(value: unknown): (typeof PERIODS)[number] {
  const found = PERIODS.find((period) => period === value);
  if (!found) throw new Error(`Not a contract period: ${String(value)}`);
  return found;
}

/** The terms the form describes; call after checkTerms found nothing. */
export function termsFrom(kind: ContractKind, values: TermValues): ContractTerms {
  const number = (field: TermField) => parseField(field, values[field]) ?? 0;
  switch (kind) {
    case 'dividend':
      return {
        kind,
        periodType: periodTypeOf(values.periodType),
        rate: number('rate'),
        activeMembers: number('activeMembers'),
        periodValidBet: number('periodValidBet'),
        periodProfitLoss: number('periodProfitLoss'),
      };
    case 'dailySalary':
      return {
        kind,
        rate: number('rate'),
        activeMembers: number('activeMembers'),
        dailyBetAmount: number('dailyBetAmount'),
      };
    case 'hourlySalary':
      return { kind, rate: number('rate'), hourlyBetAmount: number('hourlyBetAmount') };
    case 'realtimeSalary':
      return {
        kind,
        winRate: number('winRate'),
        lossRate: number('lossRate'),
        singleBetAmount: number('singleBetAmount'),
      };
  }
}
