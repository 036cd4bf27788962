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

/** Why `value` cannot be the brand setting `key`, or null when it can. */
function settingProblem(key: string, value: unknown): string | null {
  if (!Object.hasOwn(defaultBrandConfig, key)) return `"${key}" is not a brand setting`;
  const expected = defaultBrandConfig[key as keyof BrandConfig];
  if (Array.isArray(expected)) {
    const strings =
      Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
    return strings ? null : `"${key}" must be a non-empty array of strings`;
  }
  if (typeof value !== typeof expected) return `"${key}" must be a ${typeof expected}`;
  if (key === 'apiBase' && value !== '' && !/^(https?:\/\/[^/\s]+|\/)\S*$/i.test(value as string)) {
    return `"apiBase" must be an http(s) URL or a path starting with "/" (got "${value as string}")`;
  }
  return null;
}

/**
 * Merges brand settings into the page's config; every element on the page follows. Settings
 * that are unknown or of the wrong type are left out and returned as problems, so the page
 * can say what is wrong instead of rendering with a broken config.
 */
export function configure(partial: Partial<BrandConfig>): string[] {
  if (typeof partial !== 'object' || partial === null)
    return ['configure() takes an object of brand settings'];
  const problems: string[] = [];
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    const problem = settingProblem(key, value);
    if (problem) problems.push(problem);
    else accepted[key] = value;
  }
  state.brandConfig.value = { ...state.brandConfig.value, ...accepted };
  return problems;
}
