import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, registerPlayer, useEnglish, waitForSettledPage } from './support';

/**
 * axe-core on every screen of the demo site at phone width (where the header is most compact):
 * each route signed out and signed in, every page of the member centre and of the agent centre.
 * The rules are in tests/axe-rules.ts; one pass per screen keeps the journey short.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every route of demo/routes.ts (lobbies, sports, lotteries, promotions, register, login, help, feedback, game, not found). */
const routes = [
  '/',
  '/rng',
  '/bgs',
  '/bingo',
  '/live',
  '/fish',
  '/pvp',
  '/seamless',
  '/sports',
  '/promotions',
  '/promoDetail?id=2',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/register',
  '/register.html?referralCode=DEMOAGENT',
  '/login',
  '/help',
  '/helpmc',
  '/feedback',
  '/resetPassword?token=not-a-token',
  '/game',
  '/no-such-page',
];

async function checkRoutes(page: Page, who: string): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await expectNoAxeViolations(page, `${route} (${who})`);
  }
}

/** Shows each page of an open centre in turn (by its menu) and checks it. */
async function checkCentrePages(page: Page, centre: Locator, menuName: string): Promise<void> {
  const menu = centre.getByRole('navigation', { name: menuName });
  const keys = await menu
    .locator('[data-page]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-page') ?? ''));
  expect(keys.length, `${menuName} lists its pages`).toBeGreaterThan(5);
  for (const key of keys) {
    const entry = menu.locator(`[data-page="${key}"]`);
    await entry.click();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, `${menuName}: ${key}`);
  }
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('every route has no accessibility violations for a visitor', async ({ page }) => {
  test.setTimeout(240_000);
  await checkRoutes(page, 'visitor');
});

test('every route and every member-centre page has no violations for a member', async ({ page, request }) => {
  test.setTimeout(240_000);
  await registerPlayer(page, request, { prefix: 'axe' });
  await checkRoutes(page, 'member');

  await page.goto('/');
  await waitForSettledPage(page);
  const header = page.locator('gd-header');
  await header.locator('[part="account-button"]').click();
  await expectNoAxeViolations(page, 'account menu');
  await header.getByRole('menuitem', { name: 'Member centre' }).click();
  await checkCentrePages(page, page.locator('gd-member-centre'), 'Member centre');
});

test('every agent-centre page has no violations for an agent', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  const login = page.locator('gd-login');
  await login.locator('input[name="username"]').fill('demo_agent');
  await login.locator('input[name="password"]').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('gd-header [part="account-button"]')).toContainText('demo_agent');

  await page.locator('gd-header').getByRole('button', { name: 'Agent centre' }).click();
  await checkCentrePages(page, page.locator('gd-agent-centre'), 'Agent centre');
});
