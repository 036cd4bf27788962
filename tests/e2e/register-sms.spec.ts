import { expect, test } from '@playwright/test';
import { latestCode, sessionAccount, sessionToken, trackCaptchas, uniqueMobile, useEnglish } from './support';

test('a visitor registers by SMS, logs out and logs back in', async ({ page, request }) => {
  await useEnglish(page);
  const captchas = trackCaptchas(page);
  const mobile = uniqueMobile();
  const password = 'Play2025x';

  await page.goto('/register');
  const register = page.locator('gd-register');
  await register.getByRole('tab', { name: 'Register by mobile' }).click();
  await register.locator('input[name="mobileNum"]').fill(mobile);
  const sentAt = Date.now() - 1000;
  await register.getByRole('button', { name: 'Send code' }).click();
  await expect(register.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();

  const code = await latestCode(request, mobile, sentAt);
  await register.locator('input[name="verificationCode"]').fill(code);
  await register.locator('input[name="password"]').fill(password);
  await register.locator('input[name="confirmPassword"]').fill(password);
  const captchaInput = register.locator('input[name="captcha"]');
  if (await captchaInput.isVisible()) {
    const answer = await request.get(`/dev/captcha/${await captchas.latest()}`);
    await captchaInput.fill((await answer.text()).trim());
  }
  await register.getByRole('checkbox', { name: /at least 18/ }).check();
  await register.getByRole('checkbox', { name: /General Terms/ }).check();
  await register.getByRole('button', { name: 'Register', exact: true }).click();

  const header = page.locator('gd-header');
  const accountButton = header.locator('[part="account-button"]');
  await expect(accountButton).toBeVisible();
  const account = await sessionAccount(page);
  expect(account, 'the mobile tab gives the new member a username').toBeTruthy();
  await expect(accountButton).toContainText(account!);
  await expect(page).toHaveURL(/\/$/);

  // Log out with the confirmation; the merchant code stays in session storage.
  await accountButton.click();
  await header.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header.getByText('Are you sure you want to log out?')).toBeVisible();
  await header.getByRole('button', { name: 'Submit' }).click();
  await expect(header.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('GD');

  // Log back in from the header with the derived username and the chosen password.
  await header.getByPlaceholder('Username').fill(account!);
  await header.getByPlaceholder('Password').fill(password);
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(accountButton).toContainText(account!);
  expect(await sessionToken(page)).toBeTruthy();
});
