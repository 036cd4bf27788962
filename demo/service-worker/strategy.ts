import { isHashedAsset, isUnder, NOT_SITE_PREFIXES } from '../site-paths';

/**
 * How the site's service worker answers one request:
 * - `network`: not its business; the browser goes to the network as if there were no worker. The API, the
 *   operator's pages, the games, the gateway, the sockets, other origins and anything but GET: no answer
 *   of these, nothing about money or a member, is ever kept.
 * - `page`: a page of the site: from the network, or the site's shell kept by the worker when offline.
 * - `cache-first`: a file whose name carries its content's hash (the shell's and the elements' chunks),
 *   which can never change: kept the first time, then answered from the cache.
 * - `network-first`: one of the site's own element files with a fixed name: from the network while there is
 *   one (a new build's comes at once), the kept copy offline.
 */
export type Strategy = 'network' | 'page' | 'cache-first' | 'network-first';

/** Where the site's own elements are served from (demo/brand.ts ELEMENTS_BASE). */
const SITE_ELEMENTS = '/lite/elements/';

export interface RequestFacts {
  method: string;
  /** The request's mode: `navigate` for a page. */
  mode: string;
  url: string;
}

export function strategyFor(
  request: RequestFacts,
  origin: string,
  shellFiles: ReadonlySet<string>,
): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || isUnder(url.pathname, NOT_SITE_PREFIXES)) return 'network';
  if (request.mode === 'navigate') return 'page';
  // Files of the build are asked for without a query; anything with one is a question for the server.
  if (url.search) return 'network';
  if (shellFiles.has(url.pathname)) return 'cache-first';
  if (!url.pathname.startsWith(SITE_ELEMENTS)) return 'network';
  if (isHashedAsset(url.pathname)) return 'cache-first';
  return /^[^/]+\.js$/.test(url.pathname.slice(SITE_ELEMENTS.length)) ? 'network-first' : 'network';
}
