import { headers } from '../contract/headers';

/**
 * GET answers a page asked for before its elements' code arrived (the operator's site asks for its status
 * and for the banners of the page it draws while the element code is on its way), left for the elements:
 * an element's call that matches one (same path and query, language and token, from the page's origin)
 * takes its answer instead of asking again — one round trip less before its first screen. No imports but
 * the header names, so a page shell can fill it without bringing the core along.
 */

/** Where a page leaves its early answers: a global, as the page and the elements may be separate bundles. */
export const PAGE_PREFETCH_KEY = '__gamedeckPrefetch';

/** An answer left unused this long may be stale: the element asks again. */
const FRESH_MS = 30_000;

/** The answer as it came: HTTP status and the parsed JSON envelope. */
export interface RawAnswer {
  status: number;
  body: unknown;
}

interface Prefetched {
  key: string;
  at: number;
  answer: Promise<RawAnswer>;
}

/** Path, query (in any order), language and token: what makes two GETs the same question. */
function keyOf(pathAndQuery: string, language: string, token: string | null): string {
  const [path, query = ''] = pathAndQuery.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params} ${language} ${token ?? ''}`;
}

function prefetched(): Prefetched[] {
  const holder = globalThis as unknown as Record<string, Prefetched[] | undefined>;
  holder[PAGE_PREFETCH_KEY] ??= [];
  return holder[PAGE_PREFETCH_KEY];
}

/** Leaves an answer to `pathAndQuery` (asked with these language and token) for the first element that asks. */
export function leaveAnswer(
  pathAndQuery: string,
  language: string,
  token: string | null,
  answer: Promise<RawAnswer>,
): void {
  // Taken or not, a failure is not the page's to report: the element asks again.
  answer.catch(() => undefined);
  prefetched().push({ key: keyOf(pathAndQuery, language, token), at: Date.now(), answer });
}

/**
 * Sends a GET from the page the way an element's call would (same-origin path, Language and token headers)
 * and leaves its answer for the elements; returns it for the page's own use.
 */
export function prefetch(pathAndQuery: string, language: string, token: string | null): Promise<RawAnswer> {
  const sent: Record<string, string> = { Accept: 'application/json', [headers.language]: language };
  if (token) sent[headers.token] = token;
  const answer = fetch(pathAndQuery, { headers: sent }).then(
    async (response): Promise<RawAnswer> => ({ status: response.status, body: await response.json() }),
  );
  leaveAnswer(pathAndQuery, language, token, answer);
  return answer;
}

/** The page's answer to this very GET, taken once; null when the page did not ask it (or asked long ago). */
export function takeAnswer(
  pathAndQuery: string,
  language: string,
  token: string | null,
): Promise<RawAnswer> | null {
  const list = prefetched();
  const now = Date.now();
  // Stale answers are dropped first, whether or not one would have matched.
  for (let at = list.length - 1; at >= 0; at--) if (now - list[at]!.at >= FRESH_MS) list.splice(at, 1);
  const key = keyOf(pathAndQuery, language, token);
  const index = list.findIndex((entry) => entry.key === key);
  return index >= 0 ? list.splice(index, 1)[0]!.answer : null;
}
