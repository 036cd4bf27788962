import { expect, test } from '@playwright/test';
import {
  expectHeaderBalance,
  keepPopupNotices,
  openMemberCentre,
  registerPlayer,
  showCentrePage,
  useEnglish,
} from './support';

test('a free-demo account opening the member centre is asked to register a real account', async ({
  page,
}) => {
  await useEnglish(page);
  // The popup notice a new account is shown is closed here, before the account menu opens, not in the middle of it.
  await keepPopupNotices(page);
  await page.goto('/');
  const header = page.locator('gd-header');
  await header.getByRole('button', { name: 'Free demo' }).click();
  await expect(header.locator('[part="account-button"]')).toContainText('Demo');
  const popup = page.locator('[part="popup-notice"]');
  await popup
    .getByRole('button', { name: 'Got it' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(popup).toBeHidden();

  // The account menu offers no member centre to a demo account.
  await header.locator('[part="account-button"]').click();
  await expect(header.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('menuitem', { name: 'Member centre' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The site opens the centre on its own (e.g. a "Deposit" link of its own).
  await page.evaluate(() => {
    const centre = document.createElement('gd-member-centre');
    centre.setAttribute('page', 'depositv2');
    centre.setAttribute('open', 'true');
    document.body.append(centre);
  });
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('This function needs a real account. Please register one.');
  await expect(warning.getByRole('button', { name: 'Register now' })).toBeVisible();
  await expect(page.locator('gd-member-centre')).toHaveAttribute('open', 'false');
  await expect(page.locator('gd-member-centre [part~="member-centre"]')).toBeHidden();
});

test('a deposit over the daily responsible-gaming limit is refused with the limit', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rg' });
  const centre = await openMemberCentre(page, 'My account');
  const limits = centre.locator('[part~="deposit-limits-form"]');
  await limits.getByLabel(/^Deposit limit per 24 hours/).fill('100');
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect(limits.getByLabel(/^Deposit limit per 24 hours/)).toHaveValue(/^100(\.00)?$/);

  await showCentrePage(centre, 'Deposit');
  const form = centre.locator('[part~="deposit-form"]');
  await form.getByLabel(/^Amount/).fill('150');
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  const refusal = centre.locator('[part~="deposit-limit"]');
  await expect(refusal).toContainText('Responsible gaming limit reached');
  await expect(refusal).toContainText(
    /Your deposit limit of \D*100\.00 per 24 hours does not allow this amount\. You can still deposit \D*100\.00 in this period\./,
  );
  await expect(centre.locator('[part~="deposit-order"]')).toHaveCount(0);
  expect(popups, 'no payment window opens').toBe(0);
  await expectHeaderBalance(page, '0.00');
});
