import { expect, test } from '@playwright/test';
import { registerPlayer, useEnglish } from './support';

test('a visitor reads a notice on /noticePage inside the site frame', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/noticePage');
  await expect(page.locator('gd-header')).toBeVisible();
  await expect(page.locator('gd-nav')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  const notices = page.locator('gd-notices');
  await expect(notices.getByRole('heading', { name: 'Notices' })).toBeVisible();
  await notices.getByRole('button', { name: /Faster withdrawals/ }).click();
  const pane = notices.locator('[part="detail"]');
  await expect(pane.getByRole('heading', { name: 'Faster withdrawals' })).toBeVisible();
  await expect(pane).toContainText('Most withdrawals now arrive within 15 minutes.');
});

test('a popup notice shows once per member after sign-in and stays readable on /noticePage', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'pop' });
  const popup = page.locator('[part="popup-notice"]');
  await expect(popup.getByRole('heading', { name: 'Play responsibly' })).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();

  // After a reload the member overlays ask again: the dismissed popup must not come back.
  const askedAgain = page.waitForResponse((response) => response.url().includes('/wps/notices/popups'));
  await page.reload();
  await askedAgain;
  await expect(page.locator('gd-header [part="account-button"]')).toBeVisible();
  await expect(popup).toBeHidden();

  await page.goto('/noticePage');
  await page
    .locator('gd-notices')
    .getByRole('button', { name: /Play responsibly/ })
    .click();
  await expect(page.locator('gd-notices [part="detail"]')).toContainText('Set yourself limits');
});
