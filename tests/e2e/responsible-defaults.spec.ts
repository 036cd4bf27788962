import { expect, test } from '@playwright/test';
import { openMemberCentre, registerPlayer, showCentrePage, updateOperator, useEnglish } from './support';

test.afterEach(async () => {
  await updateOperator({ responsibleGaming: { profile: 'none' } });
});

/**
 * Under uk the registration form asks for deposit limits or an explicit "no limit" (a part loaded only
 * then), refuses to go on without an answer, and the member starts with the limits chosen.
 */
test('uk: the registration form asks for deposit limits or an explicit no limit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await updateOperator({ responsibleGaming: { profile: 'uk' } });
  // The server looks for a newer operator file every 500 ms.
  await page.waitForTimeout(1_500);
  await page.goto('/register');
  const register = page.locator('gd-register');
  const limits = register.getByRole('group', { name: 'Deposit limits' });
  await expect(limits).toBeVisible();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(limits.getByRole('alert')).toHaveText('Set a deposit limit, or tick “No deposit limit”');
  await limits.getByRole('checkbox', { name: 'No deposit limit' }).check();
  await expect(limits.getByRole('textbox', { name: 'Deposit limit per 24 hours' })).toBeDisabled();
  await limits.getByRole('checkbox', { name: 'No deposit limit' }).uncheck();

  await registerPlayer(page, request, {
    prefix: 'rgd',
    beforeSubmit: async (form) => {
      // uk also wants the date of birth on record.
      await form.getByLabel('Date of birth').fill('1990-04-12');
      await form.getByRole('textbox', { name: 'Deposit limit per 24 hours' }).fill('50');
    },
  });
  const centre = await openMemberCentre(page, 'My account');
  await showCentrePage(centre, 'My account');
  await expect(centre.locator('[part~="deposit-limits-form"] input[name="day"]')).toHaveValue('50.00');
});
