import type { LaunchedGame } from './games/stored';

/**
 * Every `gd-*` event the elements emit, typed once. Events are CustomEvents that bubble and
 * cross shadow boundaries, dispatched from the host element.
 */
export interface GamedeckEventDetails {
  /** A member signed in (password, SMS, free play or registration). */
  'gd-login': { account: string; memberType: number };
  /** The member signed out. */
  'gd-logout': Record<string, never>;
  /**
   * Cancelable: a host router cancels it and routes itself; otherwise the page navigates. `replace`: the
   * address replaces the current history entry instead of adding one (a choice within the same page, or
   * leaving a page Back should not return to).
   */
  'gd-navigate': { path: string; replace?: boolean };
  /** Something failed; `code` comes from the error catalogue, `message` explains a misconfiguration. */
  'gd-error': { code: number; message?: string };
  /** A modal element closed itself (Escape, close button, finished form); its `open` is false again. */
  'gd-close': Record<string, never>;
  /** The site language changed from a language picker. */
  'gd-language-change': { language: string };
  /** Cancelable: a game was launched; cancel it to open `url` your own way instead of /game. */
  'gd-game-launch': { url: string; game: LaunchedGame };
}
export type GamedeckEventName = keyof GamedeckEventDetails;

declare global {
  interface GlobalEventHandlersEventMap {
    'gd-login': CustomEvent<GamedeckEventDetails['gd-login']>;
    'gd-logout': CustomEvent<GamedeckEventDetails['gd-logout']>;
    'gd-navigate': CustomEvent<GamedeckEventDetails['gd-navigate']>;
    'gd-error': CustomEvent<GamedeckEventDetails['gd-error']>;
    'gd-close': CustomEvent<GamedeckEventDetails['gd-close']>;
    'gd-language-change': CustomEvent<GamedeckEventDetails['gd-language-change']>;
    'gd-game-launch': CustomEvent<GamedeckEventDetails['gd-game-launch']>;
  }
}

/** Dispatches a typed `gd-*` event from `host`; returns false when a listener cancelled it. */
export function emit<N extends GamedeckEventName>(
  host: EventTarget,
  name: N,
  detail: GamedeckEventDetails[N],
  options: { cancelable?: boolean } = {},
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return host.dispatchEvent(event);
}

/**
 * Where an un-cancelled navigation ends up. The elements layer installs the real page
 * navigation; tests replace it to observe the fallback without leaving the page.
 */
export const navigationFallback: { assign: (path: string, options?: NavigateOptions) => void } = {
  assign: () => {},
};

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Asks the host page to route to `path`; falls back to a full page navigation. */
export function navigate(host: EventTarget, path: string, options: NavigateOptions = {}): void {
  const detail = options.replace ? { path, replace: true } : { path };
  const notCancelled = emit(host, 'gd-navigate', detail, { cancelable: true });
  if (notCancelled) navigationFallback.assign(path, options);
}
