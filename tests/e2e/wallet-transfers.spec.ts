import { expect, test } from '@playwright/test';
import {
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  registerPlayer,
  setPaymentPassword,
  showCentrePage,
  useEnglish,
} from './support';

/** A wallet name inside a pattern, taken literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('money moves from the main wallet into a game wallet and back', async ({ page, request }) => {
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'tw' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '200');
  await expectHeaderBalance(page, '200.00');

  await showCentrePage(centre, 'My wallet');
  const form = centre.locator('[part~="transfer-form"]');
  const gameWallet = form.getByLabel('Game wallet');
  const walletName = ((await gameWallet.locator('option:checked').textContent()) ?? '')
    .split(' · ')[0]!
    .trim();
  const vendorCode = await gameWallet.inputValue();
  const figure = (label: string) =>
    centre.locator('[part~="wallet-summary"] .wl-figure').filter({ hasText: label });
  const card = centre.locator(`[part~="vendor-wallets"] button[data-vendor="${vendorCode}"]`);
  await expect(card).toContainText('0.00');

  await expect(form.getByRole('button', { name: 'Main → game' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel(/^Amount/).fill('80');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form.getByText(new RegExp(`80\\.00 moved to ${escapeRegExp(walletName)}$`))).toBeVisible();
  await expect(card).toContainText('80.00');
  await expect(figure('Main wallet')).toContainText('120.00');
  await expect(figure('Game wallets')).toContainText('80.00');
  // The header shows the total of every wallet, which a transfer between them leaves as it was.
  await expect(figure('Total balance')).toContainText('200.00');
  await expectHeaderBalance(page, '200.00');

  await form.getByRole('button', { name: 'Game → main' }).click();
  await form.getByLabel(/^Amount/).fill('80');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(
    form.getByText(new RegExp(`80\\.00 moved from ${escapeRegExp(walletName)} to your main wallet$`)),
  ).toBeVisible();
  await expect(card).toContainText('0.00');
  await expect(figure('Main wallet')).toContainText('200.00');
  await expect(figure('Game wallets')).toContainText('0.00');
  await expectHeaderBalance(page, '200.00');
});

test('a member invited by an agent sends money to that upline with the payment password', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'up', referralCode: 'DEMOAGENT' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '200');
  await expectHeaderBalance(page, '200.00');

  await showCentrePage(centre, 'My account');
  await setPaymentPassword(centre, 'Upline9876');

  await showCentrePage(centre, 'Transfer to upline');
  const form = centre.locator('[part~="upline-form"]');
  await form.getByLabel(/^Amount/).fill('50');
  await form.getByLabel(/^Payment password/).fill('Upline9876');
  await form.getByRole('button', { name: 'Send to upline' }).click();
  const confirm = centre.getByRole('alertdialog');
  await expect(confirm).toContainText(/Send \D*50\.00 from your main wallet to your upline\?/);
  await confirm.getByRole('button', { name: 'Send to upline' }).click();
  await expect(form.getByText(/50\.00 sent to demo_agent$/)).toBeVisible();
  await expectHeaderBalance(page, '150.00');
});
