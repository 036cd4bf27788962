/**
 * The page-level API every element bundle installs on `globalThis.gamedeck` (the
 * self-contained script and each single-element module alike, so an affiliate page that
 * loads only <gd-register> can still configure it):
 *
 * - `gamedeck.configure({...})`: brand settings (apiBase, languages, currency, …). A setting
 *   that is unknown or of the wrong type is left out, logged as a console error and reported
 *   as a `gd-error` event (code INVALID_INPUT, with a `message`) from every element on the page.
 * - `gamedeck.setPhoneProvider(provider | null)`: plugs in the third-party phone
 *   verification service used when the brand's register settings say
 *   `phoneVerifier: 'thirdParty'` (see `setPhoneProvider` in the core for the provider shape).
 * - `gamedeck.version`: the version of the bundle that installed the API.
 */
import {
  type BrandConfig,
  configure as configureCore,
  errors,
  setPhoneProvider,
  type ThirdPartyPhoneProvider,
} from '../core';
import { emit } from '../features/ui/events';

/** `globalThis.gamedeck`, installed by every element bundle. */
export interface GamedeckPageApi {
  /** Merges brand settings into the page's config; returns (and reports) the settings it refused. */
  configure: (settings: Partial<BrandConfig>) => string[];
  /** Plugs in the third-party phone verification service (null removes it). */
  setPhoneProvider: (provider: ThirdPartyPhoneProvider | null) => void;
  /** Version of the bundle that installed the API. */
  version: string;
}

declare global {
  var gamedeck: GamedeckPageApi | undefined;
}

/** Says what is wrong with a page's configuration: in the console and as gd-error from each element. */
function reportMisconfiguration(problems: string[]): void {
  const elements = document.querySelectorAll<HTMLElement>('*');
  for (const problem of problems) {
    const message = `Gamedeck configuration: ${problem}.`;
    console.error(message);
    let reported = false;
    for (const element of elements) {
      if (!element.localName.startsWith('gd-') || !customElements.get(element.localName)) continue;
      emit(element, 'gd-error', { code: errors.INVALID_INPUT.code, message });
      reported = true;
    }
    if (!reported) emit(document, 'gd-error', { code: errors.INVALID_INPUT.code, message });
  }
}

/** `gamedeck.configure`: applies what is valid and reports the rest. */
export function configure(settings: Partial<BrandConfig>): string[] {
  const problems = configureCore(settings);
  if (problems.length > 0) reportMisconfiguration(problems);
  return problems;
}

/** An element's `api-base` attribute points the whole page's core at that API. */
export function applyApiBaseAttribute(value: string | null): void {
  const apiBase = value?.trim();
  if (apiBase) configure({ apiBase });
}

/** Installs the API; a bundle loaded earlier keeps its entries (they share the one core state). */
export function installPageApi(version: string): GamedeckPageApi {
  const api: GamedeckPageApi = { configure, setPhoneProvider, version, ...globalThis.gamedeck };
  globalThis.gamedeck = api;
  return api;
}
