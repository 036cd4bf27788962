import { expect, test } from '@playwright/test';
import { registerPlayer, sessionToken, updateOperator, useEnglish, waitForBrandRule } from './support';

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
    // Sent from another page, /login remembers it.
    await page.goto('/help#responsible');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp%23responsible$/);

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
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdown$/);
    await page.goto('/register.html?referralCode=DEMOAGENT');
    await expect(page.locator('gd-register')).toHaveAttribute('referral-code', 'DEMOAGENT');

    // Logging in on the /login a page sent the visitor to leads to that page (demo_agent keeps the
    // seeded password; another journey resets demo_player's), and Back does not show the form again.
    await page.goto('/help#responsible');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const login = page.locator('gd-login');
    await login.locator('input[name="username"]').fill('demo_agent');
    await login.locator('input[name="password"]').fill('Demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/help#responsible$/);
    await expect(page.locator('gd-header [part="account-button"]')).toContainText('demo_agent');
    await expect(page.locator('gd-help').getByRole('heading', { name: 'Help centre' })).toBeVisible();
    expect(await sessionToken(page)).toBeTruthy();
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

test('a signed-in member opening /login or /register is sent home, or on to the page /login names', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  const home = page.getByRole('heading', { name: 'Start in three steps' });
  // Registering in the /register modal signs the visitor in: the modal's page is left for home, so a
  // reload does not open the register form again.
  const username = await registerPlayer(page, request, { prefix: 'rt' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('gd-register')).toHaveCount(0);
  await page.reload();
  await expect(home).toBeVisible();
  expect(pathOf(page.url())).toBe('/');

  for (const path of ['/login', '/register', '/register.html?referralCode=DEMOAGENT']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(home, path).toBeVisible();
    await expect(page.locator('gd-login, gd-register'), path).toHaveCount(0);
  }
  await expect(page.locator('gd-header [part="account-button"]')).toContainText(username);

  await page.goto('/login?redirect=%2Fvip');
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.locator('gd-vip')).toBeVisible();
  // Another site named as the page to return to leads home instead.
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
