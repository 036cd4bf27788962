import { render } from 'lit-html';
import { demoBrand, elementsUrl } from './brand';
import { helpPage } from './pages/help';
import { homePage } from './pages/home';
import { loginPage } from './pages/login';
import { notFoundPage } from './pages/not-found';
import { registerPage } from './pages/register';
import { maintenancePage, regionPage } from './pages/status-pages';
import { redirectFor, type Screen, screenFor } from './routes';
import { fetchSiteStatus, type SiteStatus } from './status';
import './styles.css';

/**
 * The demo site shell: a small history-mode router that assembles pages from the Gamedeck
 * elements by tag name. Elements ask to navigate with a cancelable gd-navigate event; the shell
 * cancels it and routes itself.
 */

interface GamedeckGlobal {
  configure?: (settings: Record<string, unknown>) => void;
}

const app = document.getElementById('app')!;
let siteStatus: SiteStatus = 0;

function hasSessionToken(): boolean {
  return Boolean(sessionStorage.getItem('token'));
}

function templateFor(screen: Screen) {
  switch (screen.kind) {
    case 'home':
      return homePage(screen.modal);
    case 'register-page':
      return registerPage(screen.referralCode);
    case 'login':
      return loginPage();
    case 'help':
      return helpPage(screen.withHeader);
    case 'not-found':
      return notFoundPage();
  }
}

/** Scrolls to the element the hash names, or to the top (spec §2 routing rule). */
function scrollForHash(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function renderCurrent(): void {
  const url = new URL(location.href);
  if (siteStatus === 1) {
    render(maintenancePage(), app);
    return;
  }
  if (siteStatus === 2) {
    render(regionPage(), app);
    return;
  }
  const redirect = redirectFor(url, demoBrand.loginedToHomePage, hasSessionToken());
  if (redirect) {
    history.replaceState(null, '', redirect);
    renderCurrent();
    return;
  }
  render(templateFor(screenFor(url)), app);
  requestAnimationFrame(() => scrollForHash(url.hash));
}

export function navigate(path: string): void {
  const target = new URL(path, location.href);
  if (target.origin !== location.origin) {
    location.assign(target.href);
    return;
  }
  if (target.href !== location.href) history.pushState(null, '', target.href);
  renderCurrent();
}

document.addEventListener('gd-navigate', (event) => {
  const path = (event as CustomEvent<{ path?: string }>).detail?.path;
  if (typeof path !== 'string') return;
  event.preventDefault();
  navigate(path);
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

window.addEventListener('popstate', renderCurrent);

async function loadElements(): Promise<void> {
  await import(/* @vite-ignore */ elementsUrl);
  const gamedeck = (globalThis as { gamedeck?: GamedeckGlobal }).gamedeck;
  gamedeck?.configure?.({ loginedToHomePage: demoBrand.loginedToHomePage });
}

async function boot(): Promise<void> {
  const [status] = await Promise.all([fetchSiteStatus(), loadElements()]);
  siteStatus = status;
  renderCurrent();
}

boot().catch((error: unknown) => {
  console.error(error);
  render(notFoundPage('The site could not start. Please reload the page.'), app);
});
