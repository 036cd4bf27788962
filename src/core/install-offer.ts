import { pageSingleton } from './session/page-singleton';

/**
 * The browser's offer to install the site as an app (its `beforeinstallprompt` event, Chromium's), kept
 * for the page's own install button (the download page's). The browser's own offer is left as it is: a
 * visitor who never opens the download page still sees it.
 */
export interface InstallOffer {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'offered' | 'installed' | 'unavailable';

interface Offers {
  offer: InstallOffer | null;
  installed: boolean;
  readonly listeners: Set<() => void>;
}

/**
 * One per page (the site's shell starts it as early as it can, before the element that shows the button has
 * loaded, since the browser makes its offer once).
 */
const offers = (): Offers =>
  pageSingleton('install-offer', () => {
    const state: Offers = { offer: null, installed: false, listeners: new Set() };
    const changed = () => {
      for (const listener of state.listeners) listener();
    };
    window.addEventListener('beforeinstallprompt', (event) => {
      state.offer = event as unknown as InstallOffer;
      changed();
    });
    window.addEventListener('appinstalled', () => {
      state.offer = null;
      state.installed = true;
      changed();
    });
    return state;
  });

/** Starts listening for the browser's offer. */
export function watchInstallOffers(): void {
  offers();
}

/** Whether the site runs as an installed app now (its own window, no browser bars). */
export function runningAsApp(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function installState(): InstallState {
  const state = offers();
  if (state.installed || runningAsApp()) return 'installed';
  return state.offer ? 'offered' : 'unavailable';
}

/** Calls `listener` whenever the offer comes or goes; returns the way to stop. */
export function onInstallStateChange(listener: () => void): () => void {
  const { listeners } = offers();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog (on a click): true when the visitor installed the app. */
export async function install(): Promise<boolean> {
  const state = offers();
  const offer = state.offer;
  if (!offer) return false;
  // The browser makes each offer once.
  state.offer = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') state.installed = true;
  for (const listener of state.listeners) listener();
  return outcome === 'accepted';
}
