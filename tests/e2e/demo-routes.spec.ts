import { expect, test } from '@playwright/test';
import { trackCspViolations, useEnglish } from './support';

test.describe('demo site routes', () => {
  let cspViolations: string[] = [];
  test.beforeEach(async ({ page }) => {
    cspViolations = trackCspViolations(page);
    await useEnglish(page);
  });
  test.afterEach(() => expect(cspViolations).toEqual([]));

  test('home aliases show the header, hero and footer', async ({ page }) => {
    for (const path of ['/', '/index', '/index.html', '/home']) {
      await page.goto(path);
      await expect(page.locator('gd-header')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Start in three steps' })).toBeVisible();
      await expect(page.getByText('© 2019-2025 Gamedeck')).toBeVisible();
    }
  });

  test('/register opens the register modal on the home page', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('gd-register[mode="modal"]')).toHaveCount(1);
    await expect(page.locator('gd-register').getByRole('tab', { name: 'Register by mobile' })).toBeVisible();
  });

  test('/register.html passes ?referralCode to the register page, which fills the invitation code', async ({
    page,
  }) => {
    await page.goto('/register.html?referralCode=DEMOAGENT');
    await expect(page.locator('gd-register')).toHaveAttribute('referral-code', 'DEMOAGENT');
    await expect(page.locator('gd-register [part="referral"]')).toContainText('DEMOAGENT');
    await expect(page.locator('gd-register').getByLabel('Invitation code')).toHaveValue('DEMOAGENT');
  });

  test('/login shows the login form and /helpmc the help text without header', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('gd-login input[name="username"]')).toBeVisible();
    await page.goto('/helpmc');
    await expect(page.locator('gd-help').getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await expect(page.locator('gd-header')).toHaveCount(0);
  });

  test('a path the site does not know answers 404 with "not found" inside the header, navigation and footer', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('gd-header [part="logo"]')).toBeVisible();
    await expect(page.locator('gd-nav').getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.getByText('© 2019-2025 Gamedeck')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Gamedeck');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("each screen has its own document title, in the visitor's language", async ({ page }) => {
    const titles: [string, string][] = [
      ['/', 'Gamedeck — sports, casino, slots and lottery'],
      ['/rng', 'Slots · Gamedeck'],
      ['/live', 'Live casino · Gamedeck'],
      ['/sports', 'Sports, e-sports and cockfight · Gamedeck'],
      ['/promotions', 'Promotions · Gamedeck'],
      ['/promoDetail?id=2', 'Promotion details · Gamedeck'],
      ['/register', 'Create an account · Gamedeck'],
      ['/register.html', 'Create an account · Gamedeck'],
      ['/login', 'Log in · Gamedeck'],
      ['/help', 'Help centre · Gamedeck'],
      ['/feedback', 'Feedback · Gamedeck'],
      ['/game', 'Game · Gamedeck'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // Routing inside the page changes it too.
    await page.goto('/');
    await page.locator('gd-nav').getByRole('link', { name: 'Promotions' }).first().click();
    await expect(page).toHaveTitle('Promotions · Gamedeck');

    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/rng');
    await expect(page).toHaveTitle('Tragamonedas · Gamedeck');
  });

  test('the open side bar covers none of a lobby at 1366 px; collapsed, the lobby is centred again, also after a reload', async ({
    page,
  }) => {
    await page.goto('/rng');
    const bar = page.locator('gd-side-bar [part="bar"]');
    const lobby = page.locator('gd-lobby');
    await expect(page.locator('gd-lobby [part="count"]')).toContainText(/\d/);
    await expect(bar.getByRole('link', { name: 'Promotions' })).toBeVisible();
    const open = { bar: await bar.boundingBox(), lobby: await lobby.boundingBox() };
    if (!open.bar || !open.lobby) throw new Error('the side bar or the lobby is not drawn');
    expect(open.lobby.x + open.lobby.width).toBeLessThanOrEqual(open.bar.x);

    await bar.getByRole('button', { name: 'Hide' }).click();
    await expect(page.locator('gd-side-bar')).toHaveAttribute('data-collapsed', '');
    const centred = async () => {
      const box = await lobby.boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      return box ? Math.round(box.x + box.width / 2 - width / 2) : null;
    };
    await expect.poll(centred).toBe(0);

    // Reloaded, the page is laid out for the collapsed bar from the start: nothing moves when it is drawn.
    // (Its height grows as its games arrive; where it stands and how wide it is must not change.)
    await page.reload();
    const placed = async () => {
      const box = await lobby.boundingBox();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    const before = await placed();
    await expect(bar.getByRole('button', { name: 'Show' })).toBeVisible();
    expect(await placed()).toEqual(before);
    expect(await centred()).toBe(0);
  });

  test('the shell routes gd-navigate itself and scrolls to the hash', async ({ page }) => {
    await page.goto('/');
    // A marker on window survives only if the shell routed without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL(/\/help#responsible$/);
    await expect(page.locator('#responsible')).toBeInViewport();
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
    await page.locator('gd-header').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
