import { expect, test } from '@playwright/test';
import { sessionAccount, useEnglish } from './support';

test('free demo opens a practice account with play money', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/');
  const header = page.locator('gd-header');
  await header.getByRole('button', { name: 'Free demo' }).click();

  const accountButton = header.locator('[part="account-button"]');
  await expect(accountButton).toBeVisible();
  await expect(accountButton).toContainText('Demo');
  const account = await sessionAccount(page);
  expect(account).toMatch(/^guest_/);
  await expect(header.locator('[part="balance"]')).toContainText('2,000.00');
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
});
