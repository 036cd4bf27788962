import { formatMoney } from '../../../core';
import { ApiError } from '../../../core/contract';
import { errorKeyFor } from '../../ui/system-status';
import type { Translate } from '../../ui/use-t';

interface LimitRefusal {
  window: 'day' | 'week' | 'month';
  limit: number;
  remaining: number;
}

const isLimitRefusal = (value: unknown): value is LimitRefusal =>
  typeof value === 'object' &&
  value !== null &&
  ['day', 'week', 'month'].includes(String((value as LimitRefusal).window)) &&
  typeof (value as LimitRefusal).limit === 'number' &&
  typeof (value as LimitRefusal).remaining === 'number';

/** The responsible-gaming refusal of a deposit, with the limit and what may still be deposited. */
export function limitRefusalText(t: Translate, failure: unknown): string | null {
  if (!(failure instanceof ApiError) || !failure.is('DEPOSIT_LIMIT_EXCEEDED')) return null;
  if (!isLimitRefusal(failure.value)) return t(failure.key);
  const { window, limit, remaining } = failure.value;
  return t('fund_limit_refused', {
    limit: formatMoney(limit),
    period: t(`fund_period_${window}`),
    remaining: formatMoney(remaining),
  });
}

/** A failure of a money action in words; bounds refusals name the allowed range. */
export function fundsFailureText(t: Translate, failure: unknown): string {
  if (failure instanceof ApiError && failure.is('AMOUNT_OUT_OF_BOUNDS')) {
    const value = failure.value as { min?: unknown; max?: unknown } | null;
    if (typeof value?.min === 'number' && typeof value.max === 'number') {
      return t('fund_amount_range', { min: formatMoney(value.min), max: formatMoney(value.max) });
    }
  }
  return limitRefusalText(t, failure) ?? t(errorKeyFor(failure));
}
