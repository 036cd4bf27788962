import { expect, test } from '@playwright/test';
import { sessionToken, updateOperator, useEnglish, waitForBrandRule } from './support';

const pathOf = (url: string) => new URL(url).pathname;

test('with loginedToHomePage on, visitors without a session are sent to /login', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await updateOperator({ loginedToHomePage: true });
  try {
    await waitForBrandRule(request, true);

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('gd-login input[name="username"]')).toBeVisible();
    await page.goto('/help#responsible');
    await expect(page).toHaveURL(/\/login$/);

    // The public routes stay where they are; /download shows the apps to the visitor (/down does not stay).
    for (const path of ['/register.html', '/register', '/helpmc', '/download']) {
      await page.goto(path);
      await expect(page.locator('#app > *').first()).toBeAttached();
      expect(pathOf(page.url()), `${path} is open without a session`).toBe(path);
    }
    const download = page.locator('gd-download');
    await expect(download.getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(download.getByRole('img', { name: 'QR code of the iOS app' })).toBeVisible();
    await expect(download.getByRole('link', { name: 'Open the lite app' })).toBeVisible();
    await page.goto('/down');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/register.html?referralCode=DEMOAGENT');
    await expect(page.locator('gd-register')).toHaveAttribute('referral-code', 'DEMOAGENT');

    // Logging in on /login leads home, and home is then reachable (demo_agent keeps the seeded
    // password; another journey resets demo_player's).
    await page.goto('/login');
    const login = page.locator('gd-login');
    await login.locator('input[name="username"]').fill('demo_agent');
    await login.locator('input[name="password"]').fill('Demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('gd-header [part="account-button"]')).toContainText('demo_agent');
    expect(await sessionToken(page)).toBeTruthy();
    await page.goto('/help');
    await expect(page.locator('gd-help').getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await page.goto('/');
    expect(pathOf(page.url())).toBe('/');
    await expect(page.getByRole('heading', { name: 'Start in three steps' })).toBeVisible();

    // Logging out ends the session, so the rule sends the visitor back to /login.
    const header = page.locator('gd-header');
    await header.locator('[part="account-button"]').click();
    await header.getByRole('menuitem', { name: 'Log out' }).click();
    await header.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('gd-login input[name="username"]')).toBeVisible();
  } finally {
    await updateOperator({ loginedToHomePage: false });
    await waitForBrandRule(request, false);
  }

  // Switched off again: a new visitor stays on home.
  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto('/');
    await expect(visitor.locator('gd-header')).toHaveCount(1);
    expect(pathOf(visitor.url())).toBe('/');
  } finally {
    await visitor.close();
  }
});
