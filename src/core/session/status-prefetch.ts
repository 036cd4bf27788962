/**
 * Where a page that asked for the status itself, before any element loaded (the operator's site does, to
 * choose its screen), leaves that request for the elements: `Promise<StatusPrefetch>` of its raw answer.
 * A file of its own, so a page shell can name it without bringing the core along.
 */
export const STATUS_PREFETCH_KEY = '__gamedeckStatusPrefetch';

/** The raw answer to GET /wps/system/status?url=<this host> from the page's own origin. */
export interface StatusPrefetch {
  status: number;
  body: unknown;
}
