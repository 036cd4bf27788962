/**
 * The page-level API every element bundle installs on `globalThis.gamedeck` (the
 * self-contained script and each single-element module alike, so an affiliate page that
 * loads only <gd-register> can still configure it):
 *
 * - `gamedeck.configure({...})`: brand settings (apiBase, languages, currency, …).
 * - `gamedeck.setPhoneProvider(provider | null)`: plugs in the third-party phone
 *   verification service used when the brand's register settings say
 *   `phoneVerifier: 'thirdParty'` (see `setPhoneProvider` in the core for the provider shape).
 * - `gamedeck.version`: the version of the bundle that installed the API.
 */
import { configure, setPhoneProvider } from '../core';

export interface GamedeckPageApi {
  configure: typeof configure;
  setPhoneProvider: typeof setPhoneProvider;
  version: string;
}

declare global {
  var gamedeck: GamedeckPageApi | undefined;
}

/** Installs the API; a bundle loaded earlier keeps its entries (they share the one core state). */
export function installPageApi(version: string): GamedeckPageApi {
  const api: GamedeckPageApi = { configure, setPhoneProvider, version, ...globalThis.gamedeck };
  globalThis.gamedeck = api;
  return api;
}
