import { NOT_SITE_PREFIXES } from '../site-paths';
import { type Strategy, strategyFor } from './strategy';

/**
 * The site's service worker (served at /sw.js, scope /; the server bundles it and writes in the build it
 * serves). It makes the site an installable app that opens offline: it keeps the shell (the page and its
 * hashed files) and the element files pages load, and nothing else (see strategy.ts). Each build has a cache of
 * its own; a new build's worker takes over at once and deletes the caches of the builds before it.
 */

declare const __SITE_BUILD__: {
  /** Changes with every build the server serves. */
  version: string;
  /** The shell: the page ('/') and the files of dist/assets. */
  shell: string[];
};

// The worker's own types (the WebWorker library cannot be loaded beside the DOM's in one program).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  /** Chromium's static routing: requests matching a rule go to the network without starting the worker. */
  addRoutes?(rules: unknown[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'gd-site-';
const CACHE = `${CACHE_PREFIX}${__SITE_BUILD__.version}`;
const shellFiles = new Set(__SITE_BUILD__.shell);
const origin = worker.location.origin;

/** Where Chromium can, the server's paths never even start the worker: the API answers as fast as without one. */
function leaveServerPathsToNetwork(event: InstallEvent): Promise<void> {
  const Pattern = (globalThis as { URLPattern?: new (init: { pathname: string }) => unknown }).URLPattern;
  if (!event.addRoutes || !Pattern) return Promise.resolve();
  const rules = NOT_SITE_PREFIXES.flatMap((prefix) => [
    { condition: { urlPattern: new Pattern({ pathname: prefix }) }, source: 'network' },
    { condition: { urlPattern: new Pattern({ pathname: `${prefix}/*` }) }, source: 'network' },
  ]);
  // A browser refusing the rules still has the fetch handler, which leaves these paths alone too.
  return event.addRoutes(rules).catch(() => undefined);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(CACHE).then((cache) => cache.addAll([...shellFiles])),
      leaveServerPathsToNetwork(event),
    ]).then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // Pages ask the network while the worker starts, instead of after it.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin, shellFiles);
  if (strategy !== 'network') event.respondWith(answer(strategy, event));
});

async function answer(strategy: Exclude<Strategy, 'network'>, event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(CACHE);
  switch (strategy) {
    case 'page':
      try {
        return (await event.preloadResponse) ?? (await fetch(request));
      } catch (error) {
        // Offline: the shell draws the page (and says it is offline); it was kept when the worker installed.
        const shell = await cache.match('/', { ignoreVary: true });
        if (shell) return shell;
        throw error;
      }
    case 'cache-first': {
      const kept = await cache.match(request, { ignoreVary: true });
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') event.waitUntil(cache.put(request, response.clone()));
      return response;
    }
    case 'network-first':
      try {
        const response = await fetch(request);
        if (response.ok && response.type === 'basic') event.waitUntil(cache.put(request, response.clone()));
        return response;
      } catch (error) {
        const kept = await cache.match(request, { ignoreVary: true });
        if (kept) return kept;
        throw error;
      }
  }
}

/**
 * The page that registered the worker sends the files it loaded before the worker was there (in the HTTP
 * cache already): those of them the worker keeps are kept now, so the first page opens offline too.
 */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'cache-loaded' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url): url is string => typeof url === 'string')
    .filter((url) => {
      const strategy = strategyFor({ method: 'GET', mode: 'no-cors', url }, origin, shellFiles);
      return strategy === 'cache-first' || strategy === 'network-first';
    });
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of urls) {
        if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});
