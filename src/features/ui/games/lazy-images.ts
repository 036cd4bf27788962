import { throttle } from '../lists/throttle';

/**
 * Lazy thumbnails for every game card (spec §9): an image starts loading once it is
 * within 1.3 screens of the viewport and has stayed there 150 ms; loads start at most every
 * 200 ms, so a fast scroll through thousands of cards only fetches what is still near the
 * screen when it stops; at most 4 load at once;
 * 3 attempts per image, then the default game icon; the last 200 loaded (and failed)
 * addresses are remembered, so a card scrolled back into view shows at once.
 */
export const lazyImageSettings = {
  rootMargin: '130%',
  throttleMs: 200,
  /** A card must stay in range this long before its thumbnail is asked for. */
  settleMs: 150,
  /**
   * Thumbnails loading at once. A browser opens 6 connections to a host over HTTP/1.1: the rest stay
   * free for the lobby's calls, so a search is not queued behind a screenful of thumbnails.
   */
  maxLoads: 4,
  cacheSize: 200,
  attempts: 3,
  /** Wait before attempt n+1: retryDelayMs × n. */
  retryDelayMs: 500,
};

export type ImagePhase = 'waiting' | 'loading' | 'loaded' | 'failed';
export interface ImageState {
  phase: ImagePhase;
  /** The address that loaded (a retry carries an attempt marker). */
  src: string | null;
  attempts: number;
}

/** A Map kept in least-recently-used order, dropping the oldest entry past `max`. */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();
  constructor(private readonly max: () => number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.max()) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

const loaded = new LruCache<string>(() => lazyImageSettings.cacheSize);
const failed = new LruCache<number>(() => lazyImageSettings.cacheSize);
const inFlight = new Map<string, Promise<ImageState>>();

/** What is already known about an address: shown at once when loaded or failed before. */
export function knownImageState(url: string): ImageState {
  const src = loaded.get(url);
  if (src !== undefined) return { phase: 'loaded', src, attempts: 0 };
  const attempts = failed.get(url);
  if (attempts !== undefined) return { phase: 'failed', src: null, attempts };
  return { phase: 'waiting', src: null, attempts: 0 };
}

/** A retry asks again past any cached failure: the same address with an attempt marker. */
function attemptUrl(url: string, attempt: number): string {
  if (attempt === 1 || url.startsWith('data:')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

function loadOnce(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image failed: ${src}`));
    image.src = src;
  });
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Loads `url` with up to `attempts` tries; every watcher of the same address shares one load. */
function loadImage(url: string, onAttempt: (attempt: number) => void): Promise<ImageState> {
  let pending = inFlight.get(url);
  if (!pending) {
    pending = (async (): Promise<ImageState> => {
      for (let attempt = 1; attempt <= lazyImageSettings.attempts; attempt += 1) {
        if (attempt > 1) await pause(lazyImageSettings.retryDelayMs * (attempt - 1));
        onAttempt(attempt);
        const src = attemptUrl(url, attempt);
        try {
          await loadOnce(src);
          loaded.set(url, src);
          return { phase: 'loaded', src, attempts: attempt };
        } catch {
          // Next attempt, or the default icon after the last.
        }
      }
      failed.set(url, lazyImageSettings.attempts);
      return { phase: 'failed', src: null, attempts: lazyImageSettings.attempts };
    })().finally(() => {
      inFlight.delete(url);
      fillLoadSlots();
    });
    inFlight.set(url, pending);
  }
  return pending;
}

interface Watcher {
  url: string;
  onState: (state: ImageState) => void;
  started?: boolean;
  /** Runs out settleMs after the card came in range; cleared when it leaves. */
  wait?: ReturnType<typeof setTimeout>;
  /** In range for settleMs without leaving it. */
  settled?: boolean;
}

const watchers = new Map<Element, Watcher>();
let observer: IntersectionObserver | null = null;

function start(element: Element, watcher: Watcher): void {
  watcher.started = true;
  observer?.unobserve(element);
  watcher.onState({ phase: 'loading', src: null, attempts: 0 });
  void loadImage(watcher.url, (attempt) => {
    if (watchers.get(element) === watcher)
      watcher.onState({ phase: 'loading', src: null, attempts: attempt });
  }).then((state) => {
    if (watchers.get(element) === watcher) watcher.onState(state);
  });
}

/** Pauses taken by pauseImageLoads and not yet over. */
let pauses = 0;

/**
 * No thumbnail starts loading until the returned release is called and settleMs more have passed: a lobby
 * pauses loads from a keystroke until the games it asked for are shown, so while someone types, the search
 * answers do not queue behind thumbnails (each drawn by the server) of cards that happen to match every prefix.
 */
export function pauseImageLoads(): () => void {
  pauses += 1;
  return () => {
    setTimeout(() => {
      pauses -= 1;
      fillLoadSlots();
    }, lazyImageSettings.settleMs);
  };
}

/** Starts the in-range thumbnails not started yet, while loads are free; the rest wait for a load to end. */
function fillLoadSlots(): void {
  if (pauses > 0) return;
  for (const [element, watcher] of watchers) {
    if (inFlight.size >= lazyImageSettings.maxLoads) break;
    if (watcher.settled && !watcher.started) start(element, watcher);
  }
}

const startInRange = throttle(fillLoadSlots, lazyImageSettings.throttleMs);

/**
 * A card's load may start once it has stayed in range a moment (settleMs), each card timed on its own: a
 * grid replaced at each keystroke of a search asks the server for the thumbnails of the results that stay,
 * not of every list typed on the way (their requests would queue ahead of the search itself).
 */
function follow(watcher: Watcher, inRange: boolean): void {
  if (inRange)
    watcher.wait ??= setTimeout(() => {
      watcher.settled = true;
      startInRange.call();
    }, lazyImageSettings.settleMs);
  else {
    clearTimeout(watcher.wait);
    watcher.wait = watcher.settled = undefined;
  }
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watcher = watchers.get(entry.target);
        if (watcher) follow(watcher, entry.isIntersecting);
      }
    },
    // scrollMargin extends inner scrollers (a horizontal shelf) the way rootMargin extends the page.
    {
      rootMargin: lazyImageSettings.rootMargin,
      scrollMargin: lazyImageSettings.rootMargin,
    } as IntersectionObserverInit,
  );
  return observer;
}

/**
 * Watches `element` (the thumbnail's box) and loads `url` once it comes within range;
 * `onState` follows the load. Returns the function that stops watching.
 */
export function watchImage(element: Element, url: string, onState: (state: ImageState) => void): () => void {
  const watcher: Watcher = { url, onState };
  watchers.set(element, watcher);
  sharedObserver().observe(element);
  return () => {
    // A card dropped before its wait ran out (a result replaced at the next keystroke) leaves no timer behind.
    follow(watcher, false);
    if (watchers.get(element) === watcher) watchers.delete(element);
    observer?.unobserve(element);
  };
}

/** Forgets every remembered address (tests, or a host swapping image hosts). */
export function clearImageCache(): void {
  loaded.clear();
  failed.clear();
}
