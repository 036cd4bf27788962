import { expect, test } from '@playwright/test';
import {
  depositThroughGateway,
  openMemberCentre,
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
 * Under nl a deposit reaching half of the member's daily deposit limit shows a limit alert on the site and leaves a
 * message in the inbox.
 */
test('nl: a deposit reaching 50 % of the deposit limit shows an alert on the site and in the inbox', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rga' });
  await updateOperator({ responsibleGaming: { profile: 'nl' } });
  // The server looks for a newer operator file every 500 ms.
  await page.waitForTimeout(1_500);

  const centre = await openMemberCentre(page, 'My account');
  // nl wants a date of birth on record before deposits; a member from before the profile enters it once.
  const birthDate = centre.locator('[part~="birth-date-form"]');
  await birthDate.getByLabel('Date of birth').fill('1990-04-12');
  await birthDate.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(birthDate).toBeHidden();
  const deposits = centre.locator('[part~="deposit-limits-form"]');
  // nl counts its limits by the calendar: the day from midnight.
  await deposits.getByLabel('Deposit limit per day').fill('200');
  await deposits.getByRole('button', { name: 'Save' }).click();
  await expect(deposits.locator('[part="limit-usage"]').first()).toHaveText(/0\.00 used · \D*200\.00 left$/);

  await depositThroughGateway(page, centre, '100');
  // Back from the gateway's window the header reads the session figures again: the alert shows over the page.
  const alert = page.locator('[part="limit-alert"]');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('You have deposited');
  await expect(alert).toContainText('200.00 deposit limit per day (50 %)');
  await reviewShots(page, 'limit-alert', alert);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  await showCentrePage(centre, 'Messages');
  const inbox = centre;
  const message = inbox.locator('[part="message-list"]').getByText('Limit alert: 50 % used');
  await expect(message).toBeVisible();
  await message.click();
  await expect(inbox.locator('[part="message-list"]')).toContainText('Deposit limit per day');
  await reviewShots(page, 'inbox-message', message);
});

/** Under es the member centre's reality-check choice offers neither "Off" nor an interval above 30 minutes. */
test('es: the reality-check choice offers no "Off"', async ({ page, request }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rgr' });
  await updateOperator({ responsibleGaming: { profile: 'es' } });
  await page.waitForTimeout(1_500);
  const centre = await openMemberCentre(page, 'Deposit');
  await showCentrePage(centre, 'My account');
  const select = centre.getByLabel('Reality-check reminder');
  await expect(select).toHaveValue('30');
  await expect(select.locator('option')).toHaveText(['Every 15 minutes', 'Every 30 minutes']);
  await expect(centre.getByText('Required here: a reminder at least every 30 minutes.')).toBeVisible();
  await reviewShots(page, 'reality-check-es', select);
});
