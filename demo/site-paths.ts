/**
 * Which addresses of the site's origin are pages and files of the site, and which belong to the server's
 * other parts: read by the server (which answers a page-like request outside these with the site) and by the
 * site's service worker (which leaves all of them to the network, never to its caches).
 */

/** The platform's API (every call of the contract and its relatives). */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/dev', '/assets-api', '/operator'];

/**
 * Everything that is not the site: the API, the built-in games' pages and calls (/play), the demo payment
 * gateway's pages (/gateway), the live sockets (/ws), and the downloads the server makes (the iOS profile, the
 * QR pictures, the app's manifest and icons).
 */
export const NOT_SITE_PREFIXES = [
  ...API_PREFIXES,
  '/play',
  '/gateway',
  '/ws',
  '/download/ios',
  '/download/qr',
  '/app',
  '/apple-touch-icon.png',
  '/apple-touch-icon-precomposed.png',
  '/sw.js',
];

/** Whether `path` is one of `prefixes` or below one. */
export const isUnder = (path: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A file whose name carries a content hash (Vite's chunks and assets) never changes content under that
 * name. Fixed names (elements/gd-*.js, gamedeck.js, pages) are what partners and pages link to, so
 * they are revalidated (ETag) instead.
 */
export function isHashedAsset(filePath: string): boolean {
  return /[\\/](assets|chunks)[\\/][^\\/]+-[A-Za-z0-9_-]{8}(\.\w+)+$/.test(filePath);
}
