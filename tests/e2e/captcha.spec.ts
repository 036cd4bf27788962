import { expect, test } from '@playwright/test';
import { captchaAnswer, trackCaptchas, useEnglish } from './support';

test('three wrong passwords bring the captcha; solving it lets the right password in', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  const captchas = trackCaptchas(page);
  await page.goto('/login');
  const login = page.locator('gd-login');
  const captchaInput = login.locator('input[name="captcha"]');

  await login.locator('input[name="username"]').fill('demo_agent');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await login.locator('input[name="password"]').fill(`Wrong${attempt}pass`);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert').first()).toBeVisible();
  }
  await expect(captchaInput).toBeVisible();
  await expect(login.locator('[part="captcha-image"]')).toBeVisible();

  // A wrong captcha is refused even with the right password, and the spent picture is replaced.
  await login.locator('input[name="password"]').fill('Demo1234');
  await captchaInput.fill('0000');
  const drawn = captchas.count();
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByText('Incorrect captcha, please try again')).toBeVisible();

  await captchaInput.fill(await captchaAnswer(request, await captchas.latest(drawn)));
  await login.locator('input[name="password"]').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('gd-header [part="account-button"]')).toContainText('demo_agent');
});
