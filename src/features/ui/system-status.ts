import { session } from '../../core';
import { ApiError, errors } from '../../core/contract';

/**
 * Loads the system status (settings, switches, maintenance/region) once per page, however
 * many elements mount; a failed load is retried by the next element that asks. Settings a
 * page starts with from sessionStorage (a reload, or a tab opened from another one) only
 * bridge the wait: the operator may have changed switches or maintenance since.
 */
const globalKey = '__gamedeckStatusLoad';

export function ensureSystemStatus(): Promise<unknown> {
  const holder = globalThis as unknown as Record<string, Promise<unknown> | undefined>;
  holder[globalKey] ??= session.loadStatus().catch((error: unknown) => {
    holder[globalKey] = undefined;
    throw error;
  });
  return holder[globalKey];
}

const countriesKey = '__gamedeckCountriesLoad';

/** Loads the country dialing-code list once per page. */
export function ensureCountries(): Promise<unknown> {
  const holder = globalThis as unknown as Record<string, Promise<unknown> | undefined>;
  if (session.countries.value.length > 0) return Promise.resolve(session.countries.value);
  holder[countriesKey] ??= session.loadCountries().catch((error: unknown) => {
    holder[countriesKey] = undefined;
    throw error;
  });
  return holder[countriesKey];
}

/** The catalogue code of any thrown value. */
export function errorCodeOf(error: unknown): number {
  return error instanceof ApiError ? error.code : errors.UNKNOWN.code;
}

/** The i18n key of any thrown value. */
export function errorKeyFor(error: unknown): string {
  return error instanceof ApiError ? error.key : errors.UNKNOWN.key;
}
