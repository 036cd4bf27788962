import type { Message } from '../../core';
import { ApiError } from '../../core/contract';
import { errorKeyFor } from './system-status';

/** A time the server sent with a refusal (an ISO time under `field`), if it sent one. */
function timeOf(failure: ApiError, field: string): Date | null {
  const until = (failure.value as Record<string, unknown> | null)?.[field];
  if (typeof until !== 'string') return null;
  const end = new Date(until);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** Refusals whose text names a time the server sends: the value's field and the text saying it. */
const TIMED = [
  ['SELF_EXCLUDED', 'until', 'err_self_excluded_until'],
  ['RG_RAISE_TOO_SOON', 'possibleFrom', 'err_rg_raise_too_soon_from'],
  ['RG_SESSION_BREAK', 'until', 'err_rg_session_break_until'],
] as const;

/**
 * What a refusal says, with the detail the server sent to make it precise: a time-out,
 * self-exclusion or the break after a session-time limit names when it ends, a raise refused as too soon from when one is possible, in the
 * reader's language and time zone.
 */
export function failureMessage(failure: unknown, lang: string): Message {
  for (const [name, field, key] of TIMED) {
    if (!(failure instanceof ApiError && failure.is(name))) continue;
    const time = timeOf(failure, field);
    if (time) {
      // Rare enough to build its formatter here rather than bring the shared cache into every form.
      const until = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
      return { key, params: { until } };
    }
  }
  return { key: errorKeyFor(failure) };
}
