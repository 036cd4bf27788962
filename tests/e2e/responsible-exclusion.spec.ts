import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  PLAYER_PASSWORD,
  registerPlayer,
  sessionToken,
  setPaymentPassword,
  showCentrePage,
  useEnglish,
} from './support';

const PAYMENT_PASSWORD = 'Pay654321';

/** SHOTS_DIR=<folder> also saves the restricted screens there, at the journey's width. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

async function requestWithdrawal(centre: Locator, amount: string): Promise<Locator> {
  const form = centre.locator('[part~="withdraw-form"]');
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const detail = centre.locator('[part~="withdrawal-detail"]');
  await expect(detail.getByText('Pending', { exact: true })).toBeVisible();
  return detail;
}

/**
 * A member self-excludes permanently. Signing in again opens a restricted session: a banner says the account
 * is excluded and what stays possible, the member centre keeps only the account, withdrawal and inbox pages,
 * the whole balance (below the usual 100.00 minimum) can be withdrawn, and a game cannot be launched.
 */
for (const width of [390, 1366]) {
  test(`a permanently self-excluded member signs in to a restricted session and withdraws the whole balance (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await useEnglish(page);
    const username = await registerPlayer(page, request, { prefix: 'rgx' });
    const centre = await openMemberCentre(page, 'Deposit');
    await depositThroughGateway(page, centre, '150');
    await expectHeaderBalance(page, '150.00');

    // 100.00 out while not excluded leaves 50.00, below the 100.00 minimum.
    await showCentrePage(centre, 'Withdraw');
    await setPaymentPassword(centre, PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Continue' }).click();
    const bankForm = centre.locator('[part~="bank-account-form"]');
    await bankForm.getByLabel(/^Bank/).fill('Banco Demo');
    await bankForm.getByLabel(/^Account number/).fill('00123456789');
    await bankForm.getByLabel(/^Account holder/).fill('Ezra Cluded');
    await bankForm.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await bankForm.getByRole('button', { name: 'Link bank account' }).click();
    await expect(centre.locator('[part~="bank-bound"]')).toContainText('Banco Demo');
    await requestWithdrawal(centre, '100');
    await expectHeaderBalance(page, '50.00');

    // Self-exclusion: the confirmation says what stays possible.
    await showCentrePage(centre, 'My account');
    const exclusion = centre.locator('[part~="exclusion-form"]');
    await exclusion.locator('select').selectOption('permanent');
    await exclusion.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
    await exclusion.getByRole('button', { name: 'Start the break' }).click();
    const dialog = centre.locator('dialog[open][part="dialog"]');
    await expect(dialog).toContainText('You can still sign in to withdraw your whole balance');
    await shot(page, 'exclusion-dialog');
    await dialog.locator('.dialog__actions .btn--primary').click();
    const banner = centre.locator('[part="restricted-banner"]');
    await expect(banner).toContainText('Your account is self-excluded permanently.');

    // Signed out and in again: the restricted session.
    await page.keyboard.press('Escape');
    const header = page.locator('gd-header');
    await header.locator('[part="account-button"]').click();
    await header.getByRole('menuitem', { name: 'Log out' }).click();
    await header.getByRole('alertdialog').locator('.btn--primary').click();
    await expect(header.locator('[part="account-button"]')).toBeHidden();
    await page.goto('/login');
    const login = page.locator('gd-login');
    await login.locator('input[name="username"]').fill(username);
    await login.locator('input[name="password"]').fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(header.locator('[part="account-button"]')).toContainText(username);
    await expectHeaderBalance(page, '50.00');
    // The header says so on every page, and its menu keeps no VIP club or points mall.
    await expect(header.locator('[part="restricted-notice"]')).toContainText(
      'Your account is self-excluded permanently.',
    );
    await shot(page, 'restricted-home');
    await header.locator('[part="account-button"]').click();
    await expect(header.getByRole('menuitem', { name: 'Member centre' })).toBeVisible();
    await expect(header.locator('[part="vip-entry"]')).toHaveCount(0);
    await page.keyboard.press('Escape');

    const restricted = await openMemberCentre(page, 'My account');
    await expect(restricted.locator('[part="restricted-banner"]')).toContainText(
      'withdraw your whole balance',
    );
    const menu = restricted.getByRole('navigation', { name: 'Member centre' }).getByRole('button');
    await expect(menu).toHaveText(['My account', 'Withdraw', 'Messages']);
    await shot(page, 'restricted-account');

    // The whole 50.00 goes, below the usual minimum.
    await showCentrePage(restricted, 'Withdraw');
    await shot(page, 'restricted-withdraw');
    await requestWithdrawal(restricted, '50');
    await expectHeaderBalance(page, '0.00');

    // No promotions: the page shows its empty state.
    await page.keyboard.press('Escape');
    await page.goto('/promotions');
    await expect(page.locator('gd-promotions')).toContainText('There are no promotions right now');
    await shot(page, 'restricted-promotions');

    // Nothing else: a game launch is refused with the restricted session's own refusal.
    const token = await sessionToken(page);
    for (const path of ['/wps/game/launchGame?gameCode=GD-SLOT-A', '/wps/relay/PAY_depositChannels']) {
      const answer = await request.get(path, { headers: { token: token ?? '', Language: 'en' } });
      expect(answer.status(), path).toBe(403);
      expect(((await answer.json()) as { code: number }).code, path).toBe(1718);
    }
  });
}
