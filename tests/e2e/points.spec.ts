import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { e2eDataDir, e2ePort } from './env';
import {
  apiGet,
  depositThroughGateway,
  openMemberCentre,
  pickSlot,
  registerPlayer,
  sessionToken,
  setPaymentPassword,
  showCentrePage,
  updateOperator,
  useEnglish,
} from './support';

const run = promisify(execFile);
const PAYMENT_PASSWORD = 'Pts246810';
/** Points the journey needs: a 600-point reward, then the 100-point conversion. */
const POINTS_NEEDED = 700;
const MAX_SPINS = 20;

/** The operator's command line against the e2e server, with the key kept in its data directory. */
async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort) },
  });
  return stdout;
}

test.describe('points mall', () => {
  // Every valid 0.01 earns a point, so a few spins buy a reward; the operator's own rules come back after.
  test.beforeAll(async () => {
    await updateOperator({ points: { amountRequirement: 1, exchangeRatio: 10, pointsRequirement: 100 } });
  });
  test.afterAll(async () => {
    await updateOperator({ points: undefined });
  });

  test('a player earns points by playing, redeems a reward the operator approves from the CLI, and converts points to money', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await useEnglish(page);
    await registerPlayer(page, request, { prefix: 'pts' });
    const token = (await sessionToken(page))!;
    const centre = await openMemberCentre(page, 'Deposit');
    await depositThroughGateway(page, centre, '100');
    await showCentrePage(centre, 'My account');
    await setPaymentPassword(centre, PAYMENT_PASSWORD);
    await page.keyboard.press('Escape');
    await expect
      .poll(
        async () =>
          (await apiGet<{ amountRequirement: number }>(request, token, '/wps/relay/MCS2_getPointConfig'))
            .amountRequirement,
      )
      .toBe(1);

    // Play a slot until the rounds have earned enough points.
    const slot = await pickSlot(request);
    await page.goto('/rng');
    const lobby = page.locator('gd-lobby');
    await lobby.getByPlaceholder('Search by game name').fill(slot.name);
    const card = lobby.locator(`[part~="game-card"][data-code="${slot.code}"]`);
    // The card's button is named by the game it opens.
    await card
      .getByRole('button', {
        name: new RegExp(`^${slot.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`),
      })
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('gd-game-frame iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    const pointsNow = async () =>
      (await apiGet<{ currentPoints: number }>(request, token, '/wps/relay/MCS2_getPointBalance'))
        .currentPoints;
    let spins = 0;
    while ((await pointsNow()) < POINTS_NEEDED && spins < MAX_SPINS) {
      await expect(spin).toBeEnabled({ timeout: 10_000 });
      await spin.click();
      spins += 1;
      await expect(game.getByRole('status').first()).toHaveText(/You won|No win this time/, {
        timeout: 10_000,
      });
    }
    const earned = await pointsNow();
    expect(earned, `${POINTS_NEEDED} points within ${MAX_SPINS} spins`).toBeGreaterThanOrEqual(POINTS_NEEDED);

    // The mall shows them, with their worth at 0.10 a point.
    await page.goto('/pointMall');
    const mall = page.locator('gd-point-mall');
    await expect(mall.locator('[part="current-points"]')).toHaveText(earned.toLocaleString('en-US'));

    // Redeem the 600-point cash reward: it is in process until the operator decides.
    await mall.getByRole('button', { name: 'Redeem Cash 50.00' }).click();
    const dialog = mall.locator('[part="redeem-dialog"]');
    await dialog.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await mall.locator('dialog[open][part="dialog"]').getByRole('button', { name: 'Redeem' }).click();
    const done = dialog.locator('[part="redeem-done"]');
    await expect(done).toContainText(/Reference PR\d+/);
    const reference = (await done.textContent())!.match(/PR(\d+)/)!;
    await expect(mall.locator('[part="current-points"]')).toHaveText((earned - 600).toLocaleString('en-US'));
    await dialog.getByRole('button', { name: 'See redeem history' }).click();
    const row = mall.locator(`tr[data-reference="${reference[0]}"]`);
    await expect(row.locator('[part="redeem-status"]')).toHaveText('In Process');

    // The operator approves it from the command line; the cash reward reaches the wallet.
    const moneyNow = async () =>
      (await apiGet<{ sumBalance: number }>(request, token, '/wps/v2/wallets/balance')).sumBalance;
    const beforeApproval = await moneyNow();
    await operator('key', 'create');
    expect(await operator('pending')).toContain('points_redemption');
    await operator('approve', 'points_redemption', String(Number(reference[1])));
    expect(await moneyNow()).toBe(beforeApproval + 5_000);
    await page.reload();
    await mall.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(mall.locator(`tr[data-reference="${reference[0]}"] [part="redeem-status"]`)).toHaveText(
      'Approved',
    );

    // Convert 100 points: P 10.00 more in the wallet, 100 points fewer.
    await mall.getByRole('tab', { name: 'Convert' }).click();
    const convert = mall.locator('[part="convert-form"]');
    await convert.getByLabel(/^Points to convert/).fill('100');
    await expect(mall.locator('[part="convert-preview"]')).toContainText('10.00');
    await convert.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    await mall.locator('dialog[open][part="dialog"]').getByRole('button', { name: 'Convert' }).click();
    await expect(convert).toContainText('100 points converted: P 10.00 is in your wallet.');
    expect(await moneyNow()).toBe(beforeApproval + 5_000 + 1_000);
    await expect(mall.locator('[part="current-points"]')).toHaveText((earned - 700).toLocaleString('en-US'));
    await expect(page.locator('gd-header [part="balance"]')).toContainText(
      ((beforeApproval + 6_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
  });
});
