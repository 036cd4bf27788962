import { expect, type Locator, type Page, test } from '@playwright/test';
import { siteRoutes } from './site-routes';
import { expectNoAxeViolations, useEnglish, waitForSettledPage } from './support';

/**
 * axe-core on every screen of the demo site at phone width (where the header is most compact): every
 * route of the site (the list the layout sweep walks) signed out and signed in, every dialog a visitor
 * or a member can open, every page of the member centre and of the agent centre. The rules are those
 * of tests/axe-rules.ts, none turned off and nothing left out; a failure lists each violation's rule
 * and where it is. One page per journey, navigated from screen to screen, keeps it short; the journeys are
 * independent of each other, so parallel runs may share them out.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'parallel' });

async function checkRoutes(page: Page, who: string): Promise<void> {
  for (const route of siteRoutes) {
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

/** Signs in on /login with a demo account and waits for the header to name it. */
async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  const login = page.locator('gd-login');
  await login.locator('input[name="username"]').fill(username);
  await login.locator('input[name="password"]').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('gd-header [part="account-button"]')).toContainText(username);
}

/** Closes the open modal dialog of `element` with Escape and waits until it is gone. */
async function closeDialog(page: Page, element: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(element.locator('dialog[open]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('every route a visitor can open has no accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  await checkRoutes(page, 'visitor');
});

test('every dialog a visitor can open has no accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForSettledPage(page);
  const header = page.locator('gd-header');
  await header.locator('[part="compact-login-button"]').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login dialog');
  await page.getByRole('dialog', { name: 'Log in' }).locator('[part="forgot-link"]').click();
  await expect(page.locator('dialog[open]').getByRole('textbox').first()).toBeVisible();
  await expectNoAxeViolations(page, 'forgot-password dialog');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  await header.locator('[part="register-button"]').click();
  await expect(header.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await expectNoAxeViolations(page, 'register dialog');
  await closeDialog(page, header);

  await header.locator('.lang-btn').click();
  await expect(header.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'language menu');
  await page.keyboard.press('Escape');

  // An affiliate link with a code that is no agent's: the header tells it in a dialog.
  await page.goto('/register.html?referralCode=NOSUCHAGENT');
  await expect(page.getByRole('alertdialog', { name: 'Invalid invitation code' })).toBeVisible();
  await expectNoAxeViolations(page, 'invalid-invitation dialog');
});

test('every route a member can open has no accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo_player');
  await checkRoutes(page, 'member');
});

test('every dialog a member can open, and every member-centre page, has no violations', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo_player');
  await page.goto('/');
  await waitForSettledPage(page);
  const header = page.locator('gd-header');
  await header.locator('[part="account-button"]').click();
  await expect(header.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page, 'account menu');
  await header.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-out confirmation');
  await header.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  // The page's chat room, from the side bar (beside the page on a wide screen), with its log of messages.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('gd-side-bar').getByRole('button', { name: 'Chat room' }).click();
  await expect(page.locator('gd-chat-room').getByRole('textbox', { name: 'Write a message' })).toBeEnabled();
  await expectNoAxeViolations(page, 'chat room');
  await closeDialog(page, page.locator('gd-chat-room'));
  await page.setViewportSize({ width: 390, height: 844 });

  // The live chat window the customer-service link opens, with its one-time ticket.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const links = await request.get('/wps/service/customerService', { headers: { token: token ?? '' } });
  const live = (
    (await links.json()) as { value: { version: { pathList: { type: number; path: string }[] } } }
  ).value.version.pathList.find((entry) => entry.type === 3)!;
  await page.goto(new URL(live.path).pathname + new URL(live.path).search);
  await expect(page.locator('gd-live-chat').getByRole('textbox', { name: 'Write a message' })).toBeEnabled();
  await expectNoAxeViolations(page, 'live chat window');

  await page.goto('/');
  await waitForSettledPage(page);
  await header.locator('[part="account-button"]').click();
  await header.getByRole('menuitem', { name: 'Member centre' }).click();
  await checkCentrePages(page, page.locator('gd-member-centre'), 'Member centre');
});

test('every agent-centre page and the transfer dialog have no violations for an agent', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo_agent');
  await page.locator('gd-header').getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.locator('gd-agent-centre');
  await checkCentrePages(page, centre, 'Agent centre');

  await centre
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('button', { name: 'Team management' })
    .click();
  await centre.getByRole('button', { name: 'Transfer funds to demo_player' }).click();
  await expect(centre.locator('[part~="transfer-form"]')).toBeVisible();
  await expectNoAxeViolations(page, 'transfer to a downline');
});
