import { expect, test } from '@playwright/test';
import { sessionAccount, useEnglish } from './support';

test('demo_fresh must change the default password, then lands on / logged in', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/');
  const header = page.locator('gd-header');
  await header.getByPlaceholder('Username').fill('demo_fresh');
  await header.getByPlaceholder('Password').fill('Gd@12345');
  await header.getByRole('button', { name: 'Log in' }).first().click();

  // The forced change cannot be dismissed: no close button, Escape does nothing.
  const newPassword = page.locator('input[name="newPassword"]');
  await expect(newPassword).toBeVisible();
  await expect(
    page.getByText('For your security, please change your password before you continue.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(newPassword).toBeVisible();

  await page.locator('input[name="oldPassword"]').fill('Gd@12345');
  await newPassword.fill('Fresh2025x');
  await page.locator('input[name="confirmNewPassword"]').fill('Fresh2025x');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(newPassword).toBeHidden();
  await expect(header.locator('[part="account-button"]')).toContainText('demo_fresh');
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionAccount(page)).toBe('demo_fresh');
});
