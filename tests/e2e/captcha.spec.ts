import { expect, test } from '@playwright/test';
import { captchaAnswer, trackCaptchas, uniqueUsername, useEnglish } from './support';

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

test("the header's own fields: a refused sign-in shows its error, and the third the captcha, as the login form does", async ({
  page,
  request,
}) => {
  await useEnglish(page);
  const captchas = trackCaptchas(page);
  await page.goto('/');
  const header = page.locator('gd-header');
  const dialog = header.getByRole('dialog', { name: 'Log in' });
  const captchaInput = dialog.locator('input[name="captcha"]');
  // A name nobody has: its failures count like an account's, and no other journey signs in with it.
  const username = uniqueUsername('nobody');

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await header.getByPlaceholder('Username').fill(username);
    await header.getByPlaceholder('Password').fill(`Wrong${attempt}pass`);
    await header.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.locator('[part="form-error"]')).toHaveText('Incorrect username or password');
    await expect(dialog.locator('input[name="username"]')).toHaveValue(username);
    if (attempt < 3) {
      await expect(captchaInput).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  await expect(captchaInput).toBeVisible();
  await expect(dialog.locator('[part="captcha-image"]')).toBeVisible();

  // The form goes on from there: the solved captcha is taken, so only the password is wrong.
  await captchaInput.fill(await captchaAnswer(request, await captchas.latest()));
  await dialog.locator('input[name="password"]').fill('Wrong4pass');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.locator('[part="form-error"]')).toHaveText('Incorrect username or password');
  await expect(dialog.locator('[part="captcha-image"]')).toBeVisible();
});
