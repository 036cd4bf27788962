import { expect, type Locator, test } from '@playwright/test';
import {
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  registerPlayer,
  showCentrePage,
  useEnglish,
} from './support';

test('a deposit paid on the gateway page updates the header balance and the account record', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'dep' });
  await expectHeaderBalance(page, '0.00');

  const centre = await openMemberCentre(page, 'Deposit');
  const orderNo = await depositThroughGateway(page, centre, '250');
  await expectHeaderBalance(page, '250.00');

  await showAccountRecord(centre, orderNo);
});

/** The account record lists the credited deposit with its order number and amount. */
async function showAccountRecord(centre: Locator, orderNo: string) {
  await showCentrePage(centre, 'Account record');
  const row = centre.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('250.00');
}
