import { expect, test } from '@playwright/test';
import {
  advanceServerClock,
  openMemberCentre,
  PLAYER_PASSWORD,
  pickSlot,
  registerPlayer,
  reviewShots,
  showCentrePage,
  updateOperator,
  useEnglish,
} from './support';

test.afterEach(async () => {
  await updateOperator({ responsibleGaming: { profile: 'none' } });
});

/**
 * A member sets a session-time limit; when the session reaches it the site signs them out saying why, and
 * under uk a sign-in during the mandatory break is refused naming when it ends.
 */
test('uk: a session reaching its time limit signs the member out, and the break refusal says until when', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await useEnglish(page);
  const username = await registerPlayer(page, request, { prefix: 'rgs' });
  await updateOperator({ responsibleGaming: { profile: 'uk' } });
  // The server looks for a newer operator file every 500 ms.
  await page.waitForTimeout(1_500);
  const centre = await openMemberCentre(page, 'My account');
  await showCentrePage(centre, 'My account');
  const form = centre.locator('[part~="session-limit-form"]');
  await form.getByLabel('Session-time limit (minutes)').fill('5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(centre.locator('[part="history-list"] li').first()).toContainText(
    /Session-time limit.*by you.*Before: No limit.*After: 5 minutes/,
  );
  await expect(form.getByText('you can sign in again 15 minutes later')).toBeVisible();
  await reviewShots(page, 'responsible-session-limit', form);
  await page.keyboard.press('Escape');

  await advanceServerClock(request, 6);
  // The header asks again when the window regains focus (and at its time, every minute).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(
    page.getByText('Your session reached its time limit, so you have been signed out'),
  ).toBeVisible({
    timeout: 70_000,
  });
  await expect(page.locator('gd-header [part="account-button"]')).toHaveCount(0);

  await page.goto('/login');
  const login = page.locator('gd-login');
  await login.locator('input[name="username"]').fill(username);
  await login.locator('input[name="password"]').fill(PLAYER_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert').first()).toHaveText(
    /^You are on a break after reaching your session-time limit: you can sign in again from .+\d/,
  );
  await reviewShots(page, 'login-break-until');
});

/** Under es the first game launch of a session asks for the session's own limits, then the game opens. */
test("es: the first launch asks for this session's time and loss limits, then the game opens", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rge' });
  await updateOperator({ responsibleGaming: { profile: 'es' } });
  await page.waitForTimeout(1_500);
  const slot = await pickSlot(request);
  await page.goto('/rng');
  await page.locator('gd-lobby input[name="gameName"]').fill(slot.name);
  await page
    .locator(`gd-lobby [part~="game-card"][data-code="${slot.code}"] [part~="game-card-launch"]`)
    .click();
  const dialog = page.locator('[part~="session-limits"]');
  await expect(dialog.getByRole('heading', { name: 'Limits for this session' })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Set limits and play' });
  await submit.click();
  await expect(dialog.getByText('Input cannot be empty')).toBeVisible();
  await dialog.getByLabel('Loss limit for this session').fill('20');
  await reviewShots(page, 'es-session-limits');
  await submit.click();
  await expect(page).toHaveURL(/\/game$/);
});
