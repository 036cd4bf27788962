import { formatMoney, type Message } from '../../core';
import { ApiError } from '../../core/contract';
import { errorKeyFor } from './system-status';

/**
 * A refused stake in words: a loss or wager limit's refusal is its window's own sentence with
 * what is left in it; any other failure its catalogue text.
 */
export function stakeFailureMessage(failure: unknown): Message {
  if (failure instanceof ApiError && (failure.is('RG_LOSS_LIMIT') || failure.is('RG_WAGER_LIMIT'))) {
    const value = failure.value as { window?: unknown; remaining?: unknown } | null;
    const windows = ['day', 'week', 'month', 'session'];
    if (windows.includes(value?.window as string) && typeof value?.remaining === 'number') {
      return { key: `${failure.key}_${value.window}`, params: { remaining: formatMoney(value.remaining) } };
    }
  }
  return { key: errorKeyFor(failure) };
}
