import { brandConfig } from '../config';
import { pageSingleton } from '../session/page-singleton';
import { state } from '../session/state';

/**
 * Image and game hosts (spec §9: picked at random from the server's lists). The image
 * host is picked once per page load, so every thumbnail of a page comes from one host
 * and the browser cache stays warm; a game host is picked for each launch.
 */
interface HostPick {
  listKey: string;
  host: string | null;
}

const picks = /* @__PURE__ */ pageSingleton('games.hosts', () => ({ image: null as HostPick | null }));

/** Only absolute http(s) origins (with an optional path) are usable hosts. */
function usableHosts(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((entry) => {
    try {
      const url = new URL(entry);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });
}

function pickAtRandom(list: readonly string[]): string | null {
  if (list.length === 0) return null;
  return list[Math.floor(Math.random() * list.length)] ?? null;
}

/** Where paths go when the server names no host: the API's origin, else the page's own. */
function fallbackBase(): string {
  const { apiBase } = brandConfig.value;
  if (/^https?:\/\//i.test(apiBase)) return apiBase;
  return globalThis.location?.origin ?? '';
}

/** `base` + `path` with exactly one slash between them (a host may carry a path prefix). */
function join(base: string, path: string): string {
  if (base === '') return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function imageHost(): string {
  const hosts = usableHosts(state.systemStatus.value?.info.imageCDNs);
  const listKey = hosts.join('|');
  // Picked again only when the list itself changes (the status arrived or was reloaded).
  if (picks.image === null || picks.image.listKey !== listKey) {
    picks.image = { listKey, host: pickAtRandom(hosts) };
  }
  return picks.image.host ?? fallbackBase();
}

/** An image path of the API (game thumbnail, vendor logo) as a URL on the page's image host. */
export function assetUrl(path: string): string {
  if (path === '') return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return join(imageHost(), path);
}

/**
 * The address a launch answered, as an absolute http(s) URL: a path is put on a game
 * host picked at random, an absolute address is taken as it is. Anything else (another
 * scheme, unparsable) is null: the caller reports INVALID_URL.
 */
export function resolveGameAddress(address: string | undefined | null): string | null {
  const text = address?.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme || text.startsWith('//') ? text : join(launchHost(), text);
  try {
    const url = new URL(candidate, globalThis.location?.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

function launchHost(): string {
  return pickAtRandom(usableHosts(state.systemStatus.value?.info.launchGameCDNs)) ?? fallbackBase();
}
