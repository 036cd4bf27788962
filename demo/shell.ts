import { html, nothing, render } from 'lit-html';
import { configure as configureBrand } from '../src/core/config';
import { watchInstallOffers } from '../src/core/install-offer';
import { bannerPoster, postersAsked } from './banner-poster';
import { demoBrand, elementUrl } from './brand';
import { preloadElements } from './element-preloads';
import {
  type LanguageSettings,
  loadSiteTexts,
  siteLanguageFor,
  startingLanguage,
  storedLanguage,
  textsFor,
} from './i18n/language';
import type { SiteTexts } from './i18n/texts';
import { gamePage } from './pages/game';
import { feedbackPage, helpPage } from './pages/help';
import { homePage } from './pages/home';
import { lobbyPage } from './pages/lobby';
import { loginPage } from './pages/login';
import { lotteryPage } from './pages/lottery';
import {
  downloadPage,
  jackpotsPage,
  joinPage,
  luckyWheelPage,
  pointMallPage,
  tournamentsPage,
  vipPage,
} from './pages/member-pages';
import { notFoundPage, startFailedPage } from './pages/not-found';
import { offlinePage, offlineTextsFor } from './pages/offline';
import { promotionDetailPage, promotionsPage } from './pages/promotions';
import { registerPage } from './pages/register';
import { serviceChatPage } from './pages/service-chat';
import { noticesPage } from './pages/site-pages';
import { sportsPage } from './pages/sports';
import { maintenancePage, regionPage } from './pages/status-pages';
import { redirectFor, returnPathOf, type Screen, screenFor } from './routes';
import { registerServiceWorker } from './service-worker/register';
import {
  fetchSiteState,
  isUsualState,
  lastSiteState,
  rememberSiteState,
  type SiteState,
  sessionToken,
} from './status';
import { documentTitleFor } from './titles';
import './styles.css';

/**
 * The demo site shell: a small history-mode router that assembles pages from the Gamedeck
 * elements by tag name. Elements ask to navigate with a cancelable gd-navigate event; the shell
 * cancels it and routes itself. The site's own texts follow the elements' language.
 */

interface GamedeckGlobal {
  configure?: (settings: Record<string, unknown>) => void;
}

const app = document.getElementById('app')!;
let siteState: SiteState = { status: 0, loginedToHomePage: false, languages: null };
/** The site's languages: the operator's (operator.json, through the status; last seen until it answers), else the build's. */
let brand: LanguageSettings = lastSiteState().languages ?? demoBrand;
let language = startingLanguage(brand, storedLanguage());
/** The language last picked in the header: the site switches once its texts are here. */
let pickedLanguage = language;

const hasSessionToken = (): boolean => sessionToken() !== null;

/** The member's reward centre, in the member centre element (created on first use). */
function openRewardCentre(): void {
  let centre = document.querySelector('gd-member-centre');
  if (!centre) {
    centre = document.createElement('gd-member-centre');
    document.body.append(centre);
  }
  centre.setAttribute('page', 'rewardCenter');
  centre.setAttribute('open', 'true');
  defineOnScreen().catch((error: unknown) => console.error(error));
}

function templateFor(screen: Screen, url: URL, texts: SiteTexts) {
  // The navigation highlights the entry of the page shown.
  const path = url.pathname + url.search;
  switch (screen.kind) {
    case 'home':
      return homePage(
        path,
        screen.modal,
        hasSessionToken(),
        texts,
        bannerPoster('w_home', 'group', language),
      );
    case 'lobby':
      return lobbyPage(path, screen.pageType, screen.vendor, screen.filter, texts);
    case 'sports':
      return sportsPage(path, screen.category, texts);
    case 'lottery':
      return lotteryPage(path, screen.route, screen.gameCode, screen.playType, texts);
    case 'game':
      return gamePage(path, texts);
    case 'promotions':
      return promotionsPage(path, hasSessionToken(), openRewardCentre, texts);
    case 'promotion-detail':
      return promotionDetailPage(path, screen.id, texts);
    case 'point-mall':
      return pointMallPage(path, texts);
    case 'tournaments':
      return tournamentsPage(path, screen.id, texts);
    case 'lucky-wheel':
      return luckyWheelPage(path, texts);
    case 'jackpots':
      return jackpotsPage(path, screen.id, texts);
    case 'vip':
      return vipPage(path, texts);
    case 'download':
      return downloadPage(path, screen.platform, texts);
    case 'join':
      return joinPage(path, texts);
    case 'register-page':
      return registerPage(
        path,
        screen.referralCode,
        texts,
        bannerPoster('w_register', 'group-or-general', language),
      );
    case 'login':
      return loginPage(texts, bannerPoster('w_login', 'group-or-general', language), returnPathOf(url));
    case 'help':
      return helpPage(path, screen.withHeader, screen.article, texts);
    case 'feedback':
      return feedbackPage(path, texts);
    case 'notices':
      return noticesPage(path, screen.id, texts);
    case 'service-chat':
      return serviceChatPage(screen.ticket, texts);
    case 'not-found':
      return notFoundPage(path, texts);
  }
}

/**
 * Keeps --site-top-height on the document at the height of what stays at the top while the page
 * scrolls (header and navigation; the header alone on phones), so sticky bars inside pages (the
 * lobby's filters) and hash targets sit just below it.
 */
const phone = matchMedia('(max-width: 768px)');

function measureSiteTop(): void {
  const top = app.querySelector<HTMLElement>('.site-top');
  if (!top) {
    document.documentElement.style.removeProperty('--site-top-height');
    return;
  }
  const sticky = phone.matches ? top.querySelector('gd-header') : top;
  const height = sticky?.getBoundingClientRect().height ?? 0;
  document.documentElement.style.setProperty('--site-top-height', `${Math.ceil(height)}px`);
}

const siteTopObserver = new ResizeObserver(measureSiteTop);
phone.addEventListener('change', measureSiteTop);

/**
 * The observer reports each part once it is laid out (and measures then, when reading sizes is cheap);
 * measuring here, straight after drawing, would make the browser lay the whole page out at once.
 */
function followSiteTop(): void {
  siteTopObserver.disconnect();
  const top = app.querySelector('.site-top');
  if (top) for (const part of [top, ...Array.from(top.children)]) siteTopObserver.observe(part);
  else measureSiteTop();
}

/** Scrolls to the element the hash names, or to the top (spec §2 routing rule). */
function scrollForHash(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function applyDocumentLanguage(texts: SiteTexts): void {
  document.documentElement.lang = language;
  document.title = texts.documentTitle;
}

/**
 * Renders the page for the current address; `scroll` is off when only the language changed. The
 * elements it shows are loaded after (boot waits for the first ones itself, to report a failure).
 */
function renderCurrent({ scroll = true, defineElements = true } = {}): void {
  drawCurrent(scroll);
  if (defineElements) defineOnScreen().catch((error: unknown) => console.error(error));
}

function drawCurrent(scroll: boolean): void {
  const url = new URL(location.href);
  const texts = textsFor(language);
  applyDocumentLanguage(texts);
  if (siteState.status === 1) {
    render(maintenancePage(), app);
    return;
  }
  if (siteState.status === 2) {
    render(regionPage(), app);
    return;
  }
  const redirect = redirectFor(url, siteState.loginedToHomePage, hasSessionToken());
  if (redirect) {
    history.replaceState(null, '', redirect);
    drawCurrent(scroll);
    return;
  }
  const screen = screenFor(url);
  document.title = documentTitleFor(screen, texts);
  // Lets the page styles know which screen is shown (the game page has no phone bottom bar).
  document.body.dataset.screen = screen.kind;
  // The side bar on every page but the chat window itself.
  render(
    html`${templateFor(screen, url, texts)}${
      screen.kind === 'service-chat'
        ? nothing
        : html`<gd-side-bar ?data-collapsed=${sideBarCollapsed()}></gd-side-bar><gd-chat-room></gd-chat-room>`
    }`,
    app,
  );
  followSiteTop();
  // A help article lives inside <gd-help>, which scrolls to it itself once it is drawn.
  const scrolledByElement = screen.kind === 'help' && screen.article !== null;
  if (scroll && !scrolledByElement) requestAnimationFrame(() => scrollForHash(url.hash));
}

/**
 * Shows `path`: a new history entry, or in place of the current one with `replace` (a choice within the
 * page, such as a lottery play, which keeps the scroll position; or leaving the sign-in page).
 */
export function navigate(path: string, { replace = false } = {}): void {
  const target = new URL(path, location.href);
  if (target.origin !== location.origin) {
    if (replace) location.replace(target.href);
    else location.assign(target.href);
    return;
  }
  const samePage = target.pathname === location.pathname;
  if (replace) history.replaceState(null, '', target.href);
  else if (target.href !== location.href) history.pushState(null, '', target.href);
  renderCurrent({ scroll: !(replace && samePage) });
}

document.addEventListener('gd-navigate', (event) => {
  const detail = (event as CustomEvent<{ path?: string; replace?: boolean }>).detail;
  if (typeof detail?.path !== 'string') return;
  event.preventDefault();
  navigate(detail.path, { replace: detail.replace === true });
});

// The header's language picker switched the elements; the site's own texts follow.
document.addEventListener('gd-language-change', (event) => {
  const picked = (event as CustomEvent<{ language?: string }>).detail?.language;
  if (typeof picked !== 'string') return;
  const next = siteLanguageFor(picked, brand);
  if (next === language) return;
  pickedLanguage = next;
  loadSiteTexts(next)
    .then(() => {
      // A later pick won while these texts were on their way.
      if (pickedLanguage !== next) return;
      language = next;
      renderCurrent({ scroll: false });
    })
    .catch((error: unknown) => console.error(error));
});

// Plain links inside the shell route without a page load.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/wps')) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

window.addEventListener('popstate', () => renderCurrent());

// Signing in or out changes what some pages offer (register buttons, the reward centre), and a member who
// signs in on a visitor's page (the register modal, the header's sign-in on /register.html) is sent on.
for (const name of ['gd-login', 'gd-logout'] as const) {
  document.addEventListener(name, () => setTimeout(() => renderCurrent({ scroll: false }), 0));
}

const requestedElements = new Map<string, Promise<unknown>>();

/**
 * Loads the module of every Gamedeck tag on the page that is not defined yet (each module defines its
 * element; they share their chunks), so a page fetches the code of the elements it shows and no more.
 * Called after every render and when the shell adds an element itself.
 */
function defineOnScreen(): Promise<unknown> {
  const tags = new Set(
    Array.from(document.querySelectorAll(':not(:defined)'), (element) => element.localName).filter((tag) =>
      /^gd-[a-z-]+$/.test(tag),
    ),
  );
  const secondary = [...tags].filter((tag) => secondaryElements.has(tag));
  const page = defineElements([...tags].filter((tag) => !secondaryElements.has(tag)));
  const rest = page.catch(() => undefined).then(() => defineElements(secondary));
  return Promise.all([page, rest]);
}

/**
 * Whether the visitor collapsed the side bar (its remembered choice): said before the element's code is here,
 * so the page is laid out for the bar it will show and does not move when the element takes over.
 */
function sideBarCollapsed(): boolean {
  try {
    return localStorage.getItem('gd-side-bar-collapsed') === '1';
  } catch {
    return false;
  }
}

/**
 * The parts of every page that stay out of the way (the side bar, a floating button on phones, and the
 * chat room, closed until asked for): their code follows the page's own elements instead of sharing the
 * link with them.
 */
const secondaryElements = new Set(['gd-side-bar', 'gd-chat-room']);

/**
 * The centres the header's account menu and the reality check open: they offer them only once these
 * elements are defined, so they load after the page's own elements, and only for a member (a visitor's
 * page would pay for code no one can open): at once when signed in, else on signing in.
 */
const openedByElements = ['gd-member-centre', 'gd-agent-centre'];

function defineCentresForMembers(): void {
  const define = () => defineElements(openedByElements).catch((error: unknown) => console.error(error));
  if (hasSessionToken()) define();
  else document.addEventListener('gd-login', define, { once: true });
}

function defineElements(tags: Iterable<string>): Promise<unknown> {
  const wanted = Array.from(tags);
  preloadElements(
    wanted.filter((tag) => !requestedElements.has(tag)),
    language,
  );
  return Promise.all(
    wanted.map((tag) => {
      let loading = requestedElements.get(tag);
      if (!loading) {
        loading = import(/* @vite-ignore */ elementUrl(tag));
        // A failed load is tried again on the next render.
        loading.catch(() => requestedElements.delete(tag));
        requestedElements.set(tag, loading);
      }
      return loading;
    }),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles once what was drawn so far has been painted (the task after the next frame). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long the element code waits at most for a banner poster's picture. */
const POSTER_WAIT_MS = 300;

/** The browser's formatting data, loaded on another thread before the elements format their first amount. */
function warmUpFormatting(): void {
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // Without workers the first element to format pays for it, as on any page.
  }
}

/**
 * The page is drawn at once from the site state this browser last saw (usually: open), without waiting
 * for the status call or the elements: their tags keep their space (styles.css) and upgrade in place when
 * their code arrives. The status answer redraws only when it differs. The brand settings follow the
 * elements; their config is a signal, so elements already drawn pick them up.
 */
async function boot(): Promise<void> {
  document.documentElement.lang = language;
  // The elements share this core state: they start in the brand's languages, not the build's.
  configureBrand({
    defaultLanguage: brand.defaultLanguage,
    supportedLanguages: [...brand.supportedLanguages],
  });
  if (!navigator.onLine) {
    showOffline();
    return;
  }
  const status = fetchSiteState(language);
  // A task of its own: starting a worker costs the page's thread a few ms, not worth lengthening this one.
  setTimeout(warmUpFormatting, 0);
  await loadSiteTexts(language);
  const last = lastSiteState();
  if (isUsualState(last)) {
    siteState = last;
    renderCurrent({ defineElements: false });
  }
  // The page's largest picture first: a banner poster's picture is in and painted before the element code
  // is asked for, so it is not queued behind it (at most a short wait; pages without a poster do not wait).
  const postersFirst = Promise.race([postersAsked().then(afterNextPaint), sleep(POSTER_WAIT_MS)]);
  const elements = isUsualState(last) ? postersFirst.then(defineOnScreen) : null;
  const answer = await status;
  rememberSiteState(answer);
  brand = answer.languages ?? demoBrand;
  configureBrand({
    defaultLanguage: brand.defaultLanguage,
    supportedLanguages: [...brand.supportedLanguages],
  });
  const answeredLanguage = startingLanguage(brand, storedLanguage());
  await loadSiteTexts(answeredLanguage);
  const changed =
    answer.status !== siteState.status ||
    answer.loginedToHomePage !== siteState.loginedToHomePage ||
    answeredLanguage !== language;
  language = answeredLanguage;
  siteState = answer;
  if (changed || !isUsualState(last)) renderCurrent({ scroll: !isUsualState(last), defineElements: false });
  await postersFirst;
  await Promise.all([elements, defineOnScreen()]);
  defineCentresForMembers();
  const gamedeck = (globalThis as { gamedeck?: GamedeckGlobal }).gamedeck;
  gamedeck?.configure?.({
    defaultLanguage: brand.defaultLanguage,
    supportedLanguages: [...brand.supportedLanguages],
    loginedToHomePage: siteState.loginedToHomePage,
  });
}

/** Opened without a network: the offline page, and the page asked for once the connection is back. */
function showOffline(): void {
  const texts = offlineTextsFor(language);
  document.title = texts.off_title;
  render(offlinePage(texts), app);
  window.addEventListener('online', () => location.reload(), { once: true });
}

// The browser's offer to install the site comes once, maybe before the download page's element has loaded.
watchInstallOffers();
registerServiceWorker();

boot().catch((error: unknown) => {
  console.error(error);
  render(startFailedPage(offlineTextsFor(language)), app);
});
