import { expect, type Page, test } from '@playwright/test';
import { updateOperator, useEnglish } from './support';

/** Each try reloads the whole page, which takes seconds on a busy 2-core machine. */
const reloadPolling = { timeout: 45_000 };

/** Reloads and waits until the shell has drawn either screen (the status call decides which). */
async function reloadAndCount(page: Page, tag: 'gd-maintenance' | 'gd-header'): Promise<number> {
  await page.reload();
  await page.locator('gd-maintenance, gd-header').first().waitFor({ timeout: 15_000 });
  return page.locator(tag).count();
}

test('the maintenance page appears when the operator switches maintenance on', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await page.goto('/');
  await expect(page.locator('gd-header')).toBeVisible();

  const endTime = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
  await updateOperator({ maintenance: { enabled: true, endTime } });
  try {
    await expect.poll(() => reloadAndCount(page, 'gd-maintenance'), reloadPolling).toBe(1);
    const maintenance = page.locator('gd-maintenance');
    await expect(maintenance.getByText('We are currently performing a system maintenance.')).toBeVisible();
    await expect(maintenance.getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('gd-header')).toHaveCount(0);
  } finally {
    await updateOperator({ maintenance: { enabled: false, endTime: null } });
  }

  await expect.poll(() => reloadAndCount(page, 'gd-header'), reloadPolling).toBe(1);
  await expect(page.locator('gd-maintenance')).toHaveCount(0);
});
