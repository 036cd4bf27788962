import { prefetch } from '../src/core/api/page-prefetch';
import type { Envelope, RequestOf } from '../src/core/contract/endpoint';
import type { SystemStatus, status as statusEndpoint } from '../src/core/contract/system';
import type { LanguageSettings } from './i18n/language';

/** Site status from the platform: 0 normal, 1 maintenance, 2 region restricted. */
export type SiteStatus = 0 | 1 | 2;

/** What the shell needs from GET /wps/system/status. */
export interface SiteState {
  status: SiteStatus;
  /** The operator's brand rule: visitors without a session token are sent to /login. */
  loginedToHomePage: boolean;
  /** The operator's languages (operator.json), or null for the site's built-in ones. */
  languages: LanguageSettings | null;
}

/** Languages as the status (or storage) gives them, when they are well formed. */
function languagesOf(value: unknown): LanguageSettings | null {
  const given = value as { default?: unknown; supported?: unknown } | null | undefined;
  const supported = Array.isArray(given?.supported)
    ? given.supported.filter((lang) => typeof lang === 'string')
    : [];
  const fallback = given?.default;
  return typeof fallback === 'string' && supported.includes(fallback)
    ? { defaultLanguage: fallback, supportedLanguages: supported }
    : null;
}

/**
 * The contract's GET /wps/system/status (src/core/contract/system.ts `status`). The shell takes
 * only its types: the endpoint object would bring zod/mini and the schemas into a shell that loads
 * the elements, and the core API client with them, at runtime.
 */
const STATUS_PATH = '/wps/system/status';
type StatusQuery = RequestOf<typeof statusEndpoint>;

/** The member's session token, sent with the page's early calls as the elements would send it. */
export function sessionToken(): string | null {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
}

/**
 * Asks the platform whether the site is open and which brand rules apply, the way the elements would
 * (in `language`), so they take this answer instead of asking again (src/core/api/page-prefetch.ts). A
 * status the shell cannot read counts as open with the rule off: the elements then show their own network
 * errors instead of a blank page.
 */
export async function fetchSiteState(language: string): Promise<SiteState> {
  try {
    const query: StatusQuery = { url: location.host };
    const answer = await prefetch(`${STATUS_PATH}?${new URLSearchParams(query)}`, language, sessionToken());
    // A proxy's error page or a partial answer must not break the shell: every field is checked as read.
    const envelope = answer.body as Envelope<Partial<SystemStatus>>;
    const status = envelope.value?.status;
    return {
      status: status === 1 || status === 2 ? status : 0,
      loginedToHomePage: envelope.value?.info?.loginedToHomePage === true,
      languages: languagesOf(envelope.value?.info?.languages),
    };
  } catch {
    return { status: 0, loginedToHomePage: false, languages: null };
  }
}

const STATE_KEY = 'gamedeck-site-state';
const openSite: SiteState = { status: 0, loginedToHomePage: false, languages: null };

/**
 * The site state this browser last saw, or the usual one (open, no sign-in rule) on a first visit. The
 * shell draws the page from it at once, before the status call answers, unless it says the site was
 * closed or sends visitors to /login: then the shell waits for the answer, so those screens never flash.
 */
export function lastSiteState(): SiteState {
  try {
    const stored = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as Partial<SiteState> | null;
    if (!stored) return openSite;
    const status = stored.status === 1 || stored.status === 2 ? stored.status : 0;
    const languages = stored.languages
      ? languagesOf({
          default: stored.languages.defaultLanguage,
          supported: stored.languages.supportedLanguages,
        })
      : null;
    return { status, loginedToHomePage: stored.loginedToHomePage === true, languages };
  } catch {
    return openSite;
  }
}

export function rememberSiteState(state: SiteState): void {
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, sandbox): every visit waits for the status call.
  }
}

export const isUsualState = (state: SiteState): boolean => state.status === 0 && !state.loginedToHomePage;
