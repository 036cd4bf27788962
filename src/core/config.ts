import { type ReadonlySignal, signal } from '@preact/signals-core';
import { pageSingleton } from './session/page-singleton';

/** The brand a page runs (spec §3), set by `gamedeck.configure({...})` or element attributes. */
export interface BrandConfig {
  platform: 'web';
  merchantCode: string;
  lotteryType: 'SEA';
  device: 'WEB';
  defaultLanguage: string;
  supportedLanguages: string[];
  /** Visitors without a session are sent to /login (except the public routes). */
  loginedToHomePage: boolean;
  currencySymbol: string;
  /** Decimal places of the currency: amounts are integer minor units. */
  currencyExponent: number;
  /** Locale whose digit grouping and decimal mark money uses (a brand choice, not the UI language). */
  numberLocale: string;
  memberColour: string;
  /** Origin (and optional path) of the platform API; '' means the page's own origin. */
  apiBase: string;
  /** Which site signs in: the agent site refuses non-agents. */
  site: 'member' | 'agent';
}

export const defaultBrandConfig: Readonly<BrandConfig> = Object.freeze({
  platform: 'web',
  merchantCode: 'GD',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'es',
  supportedLanguages: ['es', 'en'],
  loginedToHomePage: false,
  currencySymbol: 'P',
  currencyExponent: 2,
  numberLocale: 'en-US',
  memberColour: '#ABABAB',
  apiBase: '',
  site: 'member',
});

const state = /* @__PURE__ */ pageSingleton('config', () => ({
  brandConfig: signal<BrandConfig>({ ...defaultBrandConfig }),
}));

export const brandConfig: ReadonlySignal<BrandConfig> = state.brandConfig;

/** Merges brand settings into the page's config; every element on the page follows. */
export function configure(partial: Partial<BrandConfig>): void {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  state.brandConfig.value = { ...state.brandConfig.value, ...defined };
}
