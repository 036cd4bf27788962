import { expect, type Page, test } from '@playwright/test';
import { siteRoutes as routes } from './site-routes';
import { registerPlayer, useEnglish, waitForSettledPage } from './support';

/**
 * The site's layout at the widths people use (a phone, a small laptop, the two commonest desktops): no page
 * scrolls sideways, whatever the navigation holds, without clipping the page to hide it; nothing floating
 * sits over an open menu or a game; the phone help button covers nothing.
 */

const widths = [390, 1024, 1280, 1366];

interface PageWidth {
  scrollWidth: number;
  clientWidth: number;
  htmlOverflowX: string;
  bodyOverflowX: string;
  /** A modal dialog is open: the page's scroll is locked while it is (html overflow hidden, as ever). */
  modalOpen: boolean;
}

function pageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of Array.from(roots[index]!.querySelectorAll('*'))) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const html = document.documentElement;
    return {
      scrollWidth: html.scrollWidth,
      clientWidth: html.clientWidth,
      htmlOverflowX: getComputedStyle(html).overflowX,
      bodyOverflowX: getComputedStyle(document.body).overflowX,
      modalOpen: roots.some((root) => root.querySelector('dialog:modal') !== null),
    };
  });
}

/** Lets the layout answer a new size (resize observers run in the frame after it). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<PageWidth> {
  const measured = await pageWidth(page);
  expect(measured.scrollWidth, `${screen}: the page is no wider than the window`).toBeLessThanOrEqual(
    measured.clientWidth,
  );
  // Overflow is never hidden on the page to get there; only an open modal locks the page's scroll.
  expect(['visible', 'auto'], `${screen}: body overflow-x`).toContain(measured.bodyOverflowX);
  if (!measured.modalOpen)
    expect(['visible', 'auto'], `${screen}: html overflow-x`).toContain(measured.htmlOverflowX);
  return measured;
}

/** Measures the page at each width in turn (wide to narrow and back is what a resize does too); true when a modal is open. */
async function expectNoSidewaysScrollAtEveryWidth(page: Page, screen: string): Promise<boolean> {
  let modalOpen = false;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await nextFrames(page);
    modalOpen ||= (await expectNoSidewaysScroll(page, `${screen} at ${width} px`)).modalOpen;
  }
  return modalOpen;
}

/** Each route at each width; signed in, also with the account menu open wherever the page has a header. */
async function sweep(
  page: Page,
  who: string,
  { accountMenu = false, only = routes }: { accountMenu?: boolean; only?: readonly string[] } = {},
): Promise<void> {
  for (const route of only) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(route);
    await waitForSettledPage(page);
    const modalOpen = await expectNoSidewaysScrollAtEveryWidth(page, `${route} (${who})`);
    // The header's account menu, where the page has one and no modal (the register form) is over it; it
    // stays open while the window changes size.
    const accountButton = page.locator('gd-header [part="account-button"]');
    if (accountMenu && !modalOpen && (await accountButton.isVisible())) {
      await accountButton.click();
      await expect(page.locator('gd-header [part="account-menu"]')).toBeVisible();
      await expectNoSidewaysScrollAtEveryWidth(page, `${route} (${who}, account menu open)`);
      await expect(page.locator('gd-header [part="account-menu"]')).toBeVisible();
    }
  }
}

// The journeys are independent of each other: parallel runs may share them out.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

/**
 * From the next page on, the site in Spanish: the brand's default and the longest of its languages (the
 * journeys sign up in English first).
 */
const speakSpanish = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'es'));

test('no route scrolls sideways at 390, 1024, 1280 or 1366 px for a visitor, with the page overflow left alone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await speakSpanish(page);
  await sweep(page, 'visitor');
});

// The member's sweep (the longest, with the account menu) in two halves, so parallel runs can share them out.
const memberHalves = [
  routes.slice(0, Math.ceil(routes.length / 2)),
  routes.slice(Math.ceil(routes.length / 2)),
];
memberHalves.forEach((half, index) => {
  test(`no route scrolls sideways at 390, 1024, 1280 or 1366 px for a member, account menu open or not (routes ${index + 1} of 2)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    await registerPlayer(page, request, { prefix: 'wide' });
    await speakSpanish(page);
    await sweep(page, 'member', { accountMenu: true, only: half });
  });
});

test('the Spanish navigation keeps every entry on screen or in its "more" menu at 1280 px', async ({
  page,
}) => {
  await speakSpanish(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/promotions');
  await waitForSettledPage(page);
  const nav = page.locator('gd-nav');
  const promotions = nav.getByRole('link', { name: 'Promociones' });
  // The entry of the page shown is wholly on screen, not cut at the window's edge.
  const box = (await promotions.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expectNoSidewaysScroll(page, '/promotions at 1280 px in Spanish');
  const more = nav.getByRole('button', { name: 'Más' });
  await more.click();
  const menu = nav.getByRole('menu', { name: 'Más secciones' });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const moved = await menu.getByRole('menuitem').allTextContents();
  // What the bar shows and what the menu holds is every category once.
  const onBar = await nav
    .locator('.nav__list > .nav__item:not([data-overflow]):not([data-more]) .nav__entry')
    .allTextContents();
  expect([...onBar, ...moved].map((text) => text.trim()).sort()).toEqual(
    [
      'Inicio',
      'E-lotería',
      'Lotería',
      'Casino en vivo',
      'Peleas de gallos',
      'Deportes',
      'Pesca',
      'Tragamonedas',
      'Cartas PvP',
      'E-sports',
      'Promociones',
    ].sort(),
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the open account menu\'s last entry ("Cerrar sesión") is clickable at 1366 × 900 with the side bar open', async ({
  page,
  request,
}) => {
  await registerPlayer(page, request, { prefix: 'menu' });
  await speakSpanish(page);
  await page.goto('/promotions');
  await waitForSettledPage(page);
  const bar = page.locator('gd-side-bar [part="bar"]');
  await expect(bar.getByRole('button', { name: 'Ocultar' })).toBeVisible();
  // The bar with a QR code shown: taller, so it stands beside the whole menu.
  await bar.getByRole('button', { name: 'Telegram' }).click();
  await expect(bar.getByRole('link', { name: 'Abrir el enlace' })).toBeVisible();
  await page.locator('gd-header [part="account-button"]').click();
  const logout = page.locator('gd-header [part="account-menu"]').getByRole('menuitem').last();
  await expect(logout).toHaveText('Cerrar sesión');
  const entry = (await logout.boundingBox())!;
  const sideBar = (await bar.boundingBox())!;
  // The entry's right end lies in the screen's area the bar stands in: the case this is about.
  const overlap = {
    left: Math.max(entry.x, sideBar.x),
    right: Math.min(entry.x + entry.width, sideBar.x + sideBar.width),
    top: Math.max(entry.y, sideBar.y),
    bottom: Math.min(entry.y + entry.height, sideBar.y + sideBar.height),
  };
  expect(overlap.right - overlap.left, 'the entry and the bar share columns').toBeGreaterThan(20);
  expect(overlap.bottom - overlap.top, 'the entry and the bar share rows').toBeGreaterThan(10);
  const y = (overlap.top + overlap.bottom) / 2;
  for (const x of [entry.x + 6, overlap.left + 2, (overlap.left + overlap.right) / 2, overlap.right - 4]) {
    const hit = await page.evaluate(
      ([px, py]) => {
        const top = document.elementFromPoint(px!, py!);
        const header = document.querySelector('gd-header');
        if (top !== header) return `${top?.localName ?? 'nothing'} over the menu`;
        return (
          header!.shadowRoot!.elementFromPoint(px!, py!)?.closest('[role="menuitem"]')?.textContent ?? ''
        );
      },
      [x, y],
    );
    expect(hit, `what is at (${Math.round(x)}, ${Math.round(y)})`).toBe('Cerrar sesión');
  }
  await page.mouse.click(overlap.right - 4, y);
  await expect(page.locator('gd-header').getByRole('alertdialog')).toContainText(
    '¿Seguro que desea cerrar sesión?',
  );
});

test('the side bar leaves the game page clear: it stands beside the game, never over it', async ({
  page,
}) => {
  for (const width of [1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/game');
    await expect(page.locator('gd-game-frame').getByText('No game is open')).toBeVisible();
    const game = (await page.locator('gd-game-frame').boundingBox())!;
    const bar = (await page.locator('gd-side-bar [part="bar"]').boundingBox())!;
    expect(game.x + game.width, `the game's right edge at ${width} px`).toBeLessThanOrEqual(bar.x);
  }
  // A collapsed bar gives the game the room back.
  await page.locator('gd-side-bar').getByRole('button', { name: 'Hide' }).click();
  await expect(page.locator('gd-side-bar')).toHaveAttribute('data-collapsed', '');
  const game = (await page.locator('gd-game-frame').boundingBox())!;
  expect(game.x + game.width).toBeGreaterThan(1366 - 148);
  // Phones: the game keeps the whole screen; the help button is not over it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('gd-side-bar [part="fab"]')).toBeHidden();
});

/**
 * The page's interactive elements and texts that the help button hides: for each one whose box meets the
 * button's, what would be seen at those points without the button (the button hidden a moment): that
 * element means the button covers it; the strip the button sits on (the phone dock, the bottom bar) does not.
 */
function coveredByHelpButton(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const sideBar = document.querySelector('gd-side-bar');
    const button = sideBar?.shadowRoot?.querySelector<HTMLElement>('[part="fab"]');
    const help = button?.getBoundingClientRect();
    if (!sideBar || !button || !help || help.width === 0) return null;
    const elements: Element[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of Array.from(roots[index]!.querySelectorAll('*'))) {
        if (element === sideBar) continue;
        elements.push(element);
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const deepHit = (x: number, y: number) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const within = (node: Node | null, owner: Element) => {
      for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) {
        if (at === owner) return true;
      }
      return false;
    };
    const interactive =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const covered = new Set<string>();
    const check = (box: DOMRect, owner: Element, what: string) => {
      const left = Math.max(box.left, help.left);
      const right = Math.min(box.right, help.right);
      const top = Math.max(box.top, help.top);
      const bottom = Math.min(box.bottom, help.bottom);
      if (right - left < 1 || bottom - top < 1) return;
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.2, 0.5, 0.8]) {
          if (within(deepHit(left + (right - left) * fx, top + (bottom - top) * fy), owner))
            covered.add(what);
        }
      }
    };
    button.style.visibility = 'hidden';
    try {
      for (const element of elements) {
        if (element.matches(interactive))
          check(
            element.getBoundingClientRect(),
            element,
            `${element.localName} "${element.textContent?.trim()}"`,
          );
        for (const node of Array.from(element.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of Array.from(range.getClientRects()))
            check(box, element, `text "${node.textContent.trim()}"`);
        }
      }
    } finally {
      button.style.visibility = '';
    }
    return [...covered];
  });
}

test('on a phone the help button covers no link, control or text of /login, /join and a lottery game', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/login', '/join', '/lottery?gameCode=SEA-F1&playType=bigsmall']) {
    await page.goto(route);
    await waitForSettledPage(page);
    await expect(page.locator('gd-side-bar [part="fab"]')).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 400) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await nextFrames(page);
      expect.soft(await coveredByHelpButton(page), `${route}, scrolled to ${top} px`).toEqual([]);
    }
  }
});

test("the not-found page starts its text at the page's left edge, where the header and footer start theirs", async ({
  page,
}) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page');
    const title = (await page.getByRole('heading', { level: 1, name: 'Page not found' }).boundingBox())!;
    const footer = (await page.locator('.footer-grid').boundingBox())!;
    expect(Math.abs(title.x - footer.x), `at ${width} px`).toBeLessThanOrEqual(1);
  }
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test('the home page starts at the width of the screen and what is in view does not move once drawn', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { widest: 0, shifts: 0 };
      (window as unknown as { startUp: typeof seen }).startUp = seen;
      // A page wider than the screen, even for a frame, makes the phone lay it all out at that width and zoom out.
      const watch = () => {
        seen.widest = Math.max(seen.widest, window.innerWidth, document.documentElement.scrollWidth);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!shift.hadRecentInput) seen.shifts += shift.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForSettledPage(page);
    await expect(page.locator('gd-jackpot [part="banner"]')).toBeVisible();
    await expect(page.locator('gd-game-shelf[kind="popular"] [part="game-card"]').first()).toBeVisible();
    await nextFrames(page);
    const startUp = await page.evaluate(
      () => (window as unknown as { startUp: { widest: number; shifts: number } }).startUp,
    );
    expect(startUp.widest).toBe(412);
    // Lighthouse calls a page whose shifts add up to under 0.1 good; the late parts keep their room, so far less.
    expect(startUp.shifts).toBeLessThan(0.05);
  });
});
