import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  advanceServerClock,
  depositThroughGateway,
  expectHeaderBalance,
  newPlayerPage,
  openMemberCentre,
  registerPlayer,
  setPaymentPassword,
  showCentrePage,
  useEnglish,
} from './support';

/**
 * A withdrawal is paid by another player's deposit, person to person: the depositor transfers
 * to the withdrawer's bank account and says so, then the withdrawer confirms the money arrived
 * (or, with no answer in time, it counts as received).
 */

const PAYMENT_PASSWORD = 'Pay654321';

/** A withdrawer with money: deposits on the gateway, sets the payment password, binds a bank account. */
async function readyWithdrawer(page: Page, request: APIRequestContext): Promise<Locator> {
  await registerPlayer(page, request, { prefix: 'wd' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '300');
  await expectHeaderBalance(page, '300.00');

  await showCentrePage(centre, 'Withdraw');
  await expect(
    centre.getByText('Set a payment password first; it is asked for every withdrawal.'),
  ).toBeVisible();
  await setPaymentPassword(centre, PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Continue' }).click();

  const bankForm = centre.locator('[part~="bank-account-form"]');
  await bankForm.getByLabel(/^Bank/).fill('Banco Demo');
  await bankForm.getByLabel(/^Account number/).fill('00123456789');
  await bankForm.getByLabel(/^Account holder/).fill('Wanda Drawer');
  await bankForm.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await bankForm.getByRole('button', { name: 'Link bank account' }).click();
  await expect(centre.locator('[part~="bank-bound"]')).toContainText('Banco Demo');
  return centre;
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

function total(detail: Locator, name: 'Amount' | 'Received' | 'Remaining'): Locator {
  return detail.locator('.fd-total').filter({ has: detail.page().getByText(name, { exact: true }) });
}

/** Another player deposits the same amount: the order is matched with the withdrawal; they pay and say so. */
async function depositorPays(browser: Browser, amount: string): Promise<{ page: Page; order: Locator }> {
  const page = await newPlayerPage(browser);
  await registerPlayer(page, page.request, { prefix: 'dp' });
  const centre = await openMemberCentre(page, 'Deposit');
  const form = centre.locator('[part~="deposit-form"]');
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  const order = centre.locator('[part~="deposit-order"]');
  await expect(order.getByText("Pay this order by bank transfer to another player's account:")).toBeVisible();
  const payee = order.locator('[part~="payee"]');
  await expect(payee).toContainText('Banco Demo');
  await expect(payee).toContainText('00123456789');
  await expect(payee).toContainText('Wanda Drawer');
  await order.getByRole('button', { name: 'I have paid' }).click();
  await expect(order.getByText('Waiting for the receiver to confirm your transfer.')).toBeVisible();
  return { page, order };
}

test("a withdrawal matched with another player's deposit completes when the withdrawer confirms receipt", async ({
  page,
  request,
  browser,
}) => {
  await useEnglish(page);
  const centre = await readyWithdrawer(page, request);
  const detail = await requestWithdrawal(centre, '150');
  await expectHeaderBalance(page, '150.00');
  await expect(total(detail, 'Remaining')).toContainText('150.00');
  await expect(total(detail, 'Received')).toContainText('0.00');

  const depositor = await depositorPays(browser, '150');
  try {
    // The withdrawer's page follows the withdrawal and shows the matched deposit to answer.
    const match = detail.locator('[part~="match"]');
    await expect(match.getByText('Sent, please check')).toBeVisible({ timeout: 15_000 });
    await match.getByRole('button', { name: 'Confirm received' }).click();
    await expect(match.getByText('Received', { exact: true })).toBeVisible();
    await expect(total(detail, 'Received')).toContainText('150.00');
    await expect(total(detail, 'Remaining')).toContainText('0.00');
    await expect(detail.getByText('Completed', { exact: true })).toBeVisible();

    // The depositor's order is paid and the money is in their wallet.
    await expect(depositor.order.getByRole('status')).toHaveText('Paid: the amount is in your wallet.', {
      timeout: 15_000,
    });
    await expectHeaderBalance(depositor.page, '150.00');
  } finally {
    await depositor.page.context().close();
  }
});

test('a matched deposit the withdrawer leaves unanswered counts as received once the time is up', async ({
  page,
  request,
  browser,
}) => {
  await useEnglish(page);
  const centre = await readyWithdrawer(page, request);
  const detail = await requestWithdrawal(centre, '120');

  const depositor = await depositorPays(browser, '120');
  try {
    const match = detail.locator('[part~="match"]');
    await expect(match.getByText('Sent, please check')).toBeVisible({ timeout: 15_000 });
    await expect(match.getByText(/Without an answer by .+, this deposit counts as received\./)).toBeVisible();

    // Nobody answers; the server's clock moves past the forced-receipt time (30 minutes).
    await advanceServerClock(request, 31);
    await expect(match.getByText('Counted as received')).toBeVisible({ timeout: 15_000 });
    await expect(total(detail, 'Received')).toContainText('120.00');
    await expect(total(detail, 'Remaining')).toContainText('0.00');
    await expect(detail.getByText('Completed', { exact: true })).toBeVisible();

    await expect(depositor.order.getByRole('status')).toHaveText('Paid: the amount is in your wallet.', {
      timeout: 15_000,
    });
    await expectHeaderBalance(depositor.page, '120.00');
  } finally {
    await depositor.page.context().close();
  }
});
