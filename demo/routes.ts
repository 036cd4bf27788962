import { sitePathOf } from '../src/core/site-path';

/** The four lottery pages of spec §2, each served by <gd-lottery> with its own launch parameters. */
export const lotteryRoutes = ['lottery', 'vnlottery', 'seaLottery', 'elott'] as const;
export type LotteryRoute = (typeof lotteryRoutes)[number];

/** The game lobbies of spec §2 (/{pageType}) plus /seamless (every seamless-wallet vendor). */
export const lobbyPages = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp', 'seamless'] as const;
export type LobbyPage = (typeof lobbyPages)[number];

/** The screens the demo site knows, and which route opens which. */
export type Screen =
  | { kind: 'home'; modal: null | 'register' | { resetToken: string } }
  | { kind: 'lobby'; pageType: LobbyPage; vendor: string | null; filter: string | null }
  | { kind: 'sports'; category: string | null }
  | { kind: 'lottery'; route: LotteryRoute; gameCode: string | null; playType: string | null }
  | { kind: 'game' }
  | { kind: 'promotions' }
  | { kind: 'promotion-detail'; id: number | null }
  | { kind: 'point-mall' }
  /** /tournaments, or one tournament with ?id=<id>. */
  | { kind: 'tournaments'; id: number | null }
  | { kind: 'lucky-wheel' }
  /** /jackpots, or one pot with ?id=<id>. */
  | { kind: 'jackpots'; id: number | null }
  | { kind: 'vip' }
  /** /download/android: the page for Android phones (the web app to install), without a store link. */
  | { kind: 'download'; platform: 'android' | null }
  | { kind: 'join' }
  | { kind: 'register-page'; referralCode: string | null }
  | { kind: 'login' }
  | { kind: 'help'; withHeader: boolean; article: string | null }
  | { kind: 'feedback' }
  | { kind: 'notices'; id: number | null }
  | { kind: 'service-chat'; ticket: string | null }
  | { kind: 'not-found' };

const homePaths = new Set(['/', '/index', '/index.html', '/home']);

/** Paths a visitor without a session may still open when the brand sends visitors to /login. */
const openWithoutSession = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/download/android',
  '/service/chat',
]);

function lobbyPageOf(path: string): LobbyPage | null {
  const name = path.slice(1);
  return (lobbyPages as readonly string[]).includes(name) ? (name as LobbyPage) : null;
}

/** A positive integer id from a query parameter, else null. */
function positiveId(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

/** The help article a link names: ?article=terms, else #terms (an article id: letters, digits, dashes). */
function helpArticleOf(url: URL): string | null {
  const named = url.searchParams.get('article') ?? decodeURIComponent(url.hash.slice(1));
  return /^[a-z0-9][a-z0-9-]{0,39}$/.test(named) ? named : null;
}

export function screenFor(url: URL): Screen {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (homePaths.has(path)) return { kind: 'home', modal: null };
  const pageType = lobbyPageOf(path);
  if (pageType) {
    const { searchParams } = url;
    return {
      kind: 'lobby',
      pageType,
      vendor: searchParams.get('vendor'),
      filter: searchParams.get('filter'),
    };
  }
  const lotteryRoute = lotteryRoutes.find((route) => path === `/${route}`);
  if (lotteryRoute) {
    const { searchParams } = url;
    return {
      kind: 'lottery',
      route: lotteryRoute,
      gameCode: searchParams.get('gameCode'),
      playType: searchParams.get('playType'),
    };
  }
  switch (path) {
    case '/sports':
      return { kind: 'sports', category: url.searchParams.get('category') };
    case '/game':
      return { kind: 'game' };
    case '/promotions':
      return { kind: 'promotions' };
    case '/promoDetail':
      return { kind: 'promotion-detail', id: positiveId(url.searchParams.get('id')) };
    case '/pointMall':
      return { kind: 'point-mall' };
    case '/tournaments':
      return { kind: 'tournaments', id: positiveId(url.searchParams.get('id')) };
    case '/lucky-wheel':
      return { kind: 'lucky-wheel' };
    case '/jackpots':
      return { kind: 'jackpots', id: positiveId(url.searchParams.get('id')) };
    case '/vip':
      return { kind: 'vip' };
    case '/down':
    case '/download':
      return { kind: 'download', platform: null };
    case '/download/android':
      return { kind: 'download', platform: 'android' };
    case '/join':
      return { kind: 'join' };
    case '/register':
      return { kind: 'home', modal: 'register' };
    case '/register.html':
      return { kind: 'register-page', referralCode: url.searchParams.get('referralCode') };
    case '/login':
      return { kind: 'login' };
    case '/help':
      return { kind: 'help', withHeader: true, article: helpArticleOf(url) };
    case '/helpmc':
      return { kind: 'help', withHeader: false, article: helpArticleOf(url) };
    case '/feedback':
      return { kind: 'feedback' };
    case '/noticePage':
      return { kind: 'notices', id: positiveId(url.searchParams.get('id')) };
    case '/service/chat':
      return { kind: 'service-chat', ticket: url.searchParams.get('ticket') };
    case '/resetPassword':
      return { kind: 'home', modal: { resetToken: url.searchParams.get('token') ?? '' } };
    default:
      return { kind: 'not-found' };
  }
}

/** Pages only a visitor has a use for: a signed-in member who opens one is sent on. */
const visitorOnly = new Set(['/login', '/register', '/register.html']);

/** The query parameter of /login that names the page the visitor came for. */
export const RETURN_PARAM = 'redirect';

const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

/**
 * The page a `redirect` parameter names, when it is a page of this site a member may be sent to (a path,
 * never another origin, a script address or a visitor-only page); else home.
 */
export function returnPathOf(url: URL): string {
  const named = sitePathOf(url.searchParams.get(RETURN_PARAM), url.origin);
  return named && !visitorOnly.has(pathOf(new URL(named, url.origin))) ? named : '/';
}

/**
 * Where this visitor is sent instead, or null to stay: a signed-in member on the sign-in or register
 * pages goes on to the page they came for (home unless /login names one); with the brand's
 * loginedToHomePage rule, a visitor without a session goes to /login, which remembers the page.
 */
export function redirectFor(url: URL, loginedToHomePage: boolean, hasToken: boolean): string | null {
  const path = pathOf(url);
  if (hasToken) return visitorOnly.has(path) ? returnPathOf(url) : null;
  if (!loginedToHomePage || openWithoutSession.has(path)) return null;
  const wanted = url.pathname + url.search + url.hash;
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ [RETURN_PARAM]: wanted })}`;
}
