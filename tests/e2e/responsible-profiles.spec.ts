import { expect, type FrameLocator, test } from '@playwright/test';
import {
  depositThroughGateway,
  openMemberCentre,
  pgSlotAtOne,
  registerPlayer,
  reviewShots,
  showCentrePage,
  updateOperator,
  useEnglish,
} from './support';

async function spinOnce(game: FrameLocator) {
  const spin = game.locator('button.spin');
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
}

test.afterEach(async () => {
  await updateOperator({ responsibleGaming: { profile: 'none' } });
});

/**
 * Under the uk profile the slot offers no autoplay and no stake above 5.00, shows the net position and
 * time played, and tells a round paying no more than its stake as "Returned", never "You won".
 */
test('uk: the slot page has no autoplay, caps the stake at 5.00, shows net position and time, and does not call a return a win', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rgp' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '100');
  await page.keyboard.press('Escape');
  await updateOperator({ responsibleGaming: { profile: 'uk' } });
  // The server looks for a newer operator file every 500 ms.
  await page.waitForTimeout(1_500);

  const code = await pgSlotAtOne(request);
  await page.goto('/rng?vendor=PG');
  await page
    .locator('gd-lobby')
    .locator(`[part~="game-card"][data-code="${code}"] [part~="game-card-launch"]`)
    .click();
  // uk wants a date of birth on record: a member from before the profile is asked for it at the launch,
  // and the game opens once it is saved.
  const asked = page.getByRole('dialog', { name: 'Date of birth' });
  await expect(asked).toContainText("This site's rules ask for your date of birth");
  await reviewShots(page, 'birth-date-at-launch', asked);
  await asked.getByLabel('Date of birth').fill('1990-04-12');
  await asked.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('gd-game-frame iframe');
  await expect(game.locator('button.spin')).toBeEnabled({ timeout: 15_000 });

  // No autoplay control of any kind.
  await expect(game.getByRole('button', { name: /auto/i })).toHaveCount(0);
  await expect(game.getByText(/auto-?play/i)).toHaveCount(0);
  // The stake goes no higher than 5.00.
  const up = game.getByRole('button', { name: 'Raise stake' });
  while (await up.isEnabled()) await up.click();
  await expect(game.locator('.stake-value')).toHaveText('5.00');
  const down = game.getByRole('button', { name: 'Lower stake' });
  while (await down.isEnabled()) await down.click();
  await expect(game.locator('.stake-value')).toHaveText('1.00');

  const net = game.locator('.net-position');
  await expect(net).toHaveText(/Net 0\.00\s*Time 0:0\d/);
  await expect(game.getByText('Last paid')).toBeVisible();

  // Spin until a round pays something but no more than its 1.00 stake.
  const status = game.getByRole('status').first();
  let returned = false;
  for (let round = 0; round < 30 && !returned; round++) {
    await spinOnce(game);
    const text = (await status.textContent()) ?? '';
    if (/^Returned 0\.\d\d$|^Returned 1\.00$/.test(text)) returned = true;
    else expect(text).toMatch(/^You won \d+\.\d\d$|^No win this time$/);
    if (text.startsWith('You won')) {
      const paid = Number(text.replace(/[^\d.]/g, ''));
      expect(paid).toBeGreaterThan(1);
    }
  }
  expect(returned, 'a round returning at most its stake').toBe(true);
  await expect(status).not.toHaveClass(/win/);
  // Rounds were played: the net position follows them (with its sign) and the clock runs.
  await expect(net).toHaveText(/Net ([+-]\d+\.\d\d|0\.00)\s*Time \d+:\d\d/);
  // A return is not dressed as a win: no symbol lit in the win colour.
  await expect(game.locator('.cell.hit')).toHaveCount(0);
  await reviewShots(page, 'slot-uk');
});

/** The member centre names the profile's raise delay. */
test('nl: the member centre says a raised limit applies after 7 days', async ({ page, request }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  // Registered first: under nl the registration form also asks for deposit limits.
  await registerPlayer(page, request, { prefix: 'rgn' });
  await updateOperator({ responsibleGaming: { profile: 'nl' } });
  // The server looks for a newer operator file every 500 ms.
  await page.waitForTimeout(1_500);
  const centre = await openMemberCentre(page, 'My account');
  await showCentrePage(centre, 'My account');
  const hint = centre.getByText('Lower limits apply at once; higher ones after 7 days.');
  await expect(hint).toBeVisible();
  await reviewShots(page, 'member-centre-nl', hint);
});
