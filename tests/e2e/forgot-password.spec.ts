import { expect, test } from '@playwright/test';
import { useEnglish, waitForMessage } from './support';

test('forgot password by e-mail: the outbox link sets a new password that then logs in', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  const email = 'player@demo.gamedeck.test';
  const newPassword = 'Reset2025x';

  await page.goto('/login');
  const login = page.locator('gd-login');
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const askedAt = Date.now() - 1000;
  // The recovery form loads when first asked for: fill it in its modal once it is there.
  const recovery = login.locator('[part="forgot-modal"]');
  await recovery.locator('input[name="username"]').fill('demo_player');
  await recovery.locator('input[name="email"]').fill(email);
  await recovery.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(login.getByText('Your request has been sent. Please check your e-mail.')).toBeVisible();

  const message = await waitForMessage(request, email, (mail) => Date.parse(mail.createdAt) >= askedAt);
  const link = message.body.match(/https?:\/\/\S+\/resetPassword\?token=[\w-]+/)?.[0];
  expect(link, 'the e-mail carries a reset link').toBeTruthy();

  await page.goto(link!);
  const forgot = page.locator('gd-forgot-password');
  await forgot.locator('input[name="newPassword"]').fill(newPassword);
  await forgot.locator('input[name="confirmNewPassword"]').fill(newPassword);
  await forgot.getByRole('button', { name: 'Save password' }).click();
  await expect(forgot.getByText('Your password has been changed. Please log in.')).toBeVisible();
  await forgot.getByRole('button', { name: /OK|Confirm/ }).click();

  // The element sends the visitor to the login page.
  await expect(page).toHaveURL(/\/login$/);
  await login.locator('input[name="username"]').fill('demo_player');
  await login.locator('input[name="password"]').fill(newPassword);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('gd-header [part="account-button"]')).toContainText('demo_player');
});
