import { expect, test } from '@playwright/test';
import {
  balanceOf,
  depositThroughGateway,
  expectNoAxeViolations,
  inEveryLanguage,
  openMemberCentre,
  pickSlot,
  registerPlayer,
  reviewShots,
  useEnglish,
} from './support';

interface SpinAnswer {
  value: { spin: { spinId: number; prize: { kind: string; amount: number } } };
}

test("a member earns the day's spin by playing, spins, is paid the prize, then reveals the seed and checks the spin", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'lw' });

  // Before playing: the odds are there, and no spin yet.
  await page.goto('/lucky-wheel');
  const wheel = page.locator('gd-lucky-wheel');
  await expect(wheel.locator('[part~="odds"]')).toBeVisible();
  await expect(wheel.locator('[part="spins-left"]')).toContainText('Spins left: 0');
  await expect(wheel.locator('[part="spin"]')).toHaveAttribute('aria-disabled', 'true');

  // One round of a slot earns today's spin.
  await depositThroughGateway(page, await openMemberCentre(page, 'Deposit'), '100');
  const slot = await pickSlot(request);
  await page.goto('/rng');
  await page.locator('gd-lobby input[name="gameName"]').fill(slot.name);
  await page
    .locator(`gd-lobby [part~="game-card"][data-code="${slot.code}"] [part~="game-card-launch"]`)
    .click();
  await expect(page).toHaveURL(/\/game/);
  const spinRound = page.frameLocator('gd-game-frame iframe').locator('button.spin');
  await expect(spinRound).toBeEnabled({ timeout: 20_000 });
  await spinRound.click();
  await expect(spinRound).toBeDisabled();
  await expect(spinRound).toBeEnabled({ timeout: 15_000 });

  await page.goto('/lucky-wheel');
  await expect(wheel.locator('[part="spins-left"]')).toContainText('Spins left: 1');
  await expectNoAxeViolations(page, 'the lucky wheel with a spin');
  await reviewShots(page, 'lucky-wheel-ready', wheel.locator('[part="spin"]'));

  // The spin: the prize the server answered is announced and paid, exactly.
  const before = await balanceOf(request, page);
  const answered = page.waitForResponse((response) => response.url().includes('MCSFE_spinLuckyWheel'));
  await wheel.locator('[part="spin"]').click();
  const { spin } = ((await (await answered).json()) as SpinAnswer).value;
  await expect(wheel.locator('[part="result"]')).not.toBeEmpty({ timeout: 15_000 });
  await expect(wheel.locator('[part="spins-left"]')).toContainText('Spins left: 0');
  const won = spin.prize.kind === 'money' ? spin.prize.amount : 0;
  await expect.poll(() => balanceOf(request, page)).toBe(before + won);
  await reviewShots(page, 'lucky-wheel-spun', wheel.locator('[part="result"]'));

  // Reveal the server seed and check the spin in the browser.
  const fair = wheel.locator('[part="provably-fair"]');
  const shownHash = ((await fair.locator('[part="server-hash"]').textContent()) ?? '').trim();
  expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
  await fair.locator('[part="rotate"]').click();
  await fair.locator('[part="rotate-confirm"]').click();
  const revealed = fair.locator('[part="revealed"]');
  await expect(revealed).toContainText(shownHash);
  await expect(fair.locator('[part="server-hash"]')).not.toHaveText(shownHash);
  const row = wheel.locator(`[part="spin-row"][data-spin-id="${spin.spinId}"]`);
  await row.locator('[part="check"]').click();
  const result = row.locator('[part="check-result"]');
  await expect(result).toHaveAttribute('data-verified', 'true');
  await expect(result).toContainText('matches the hash shown before the spin');
  await expectNoAxeViolations(page, 'a checked spin');
  await reviewShots(page, 'lucky-wheel-checked', result);
});

test('every language: the lucky wheel with its odds, for a visitor', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await inEveryLanguage(browser, request, '/lucky-wheel', async (page, language) => {
    const wheel = page.locator('gd-lucky-wheel');
    await expect(wheel.locator('[part~="segment"]')).toHaveCount(8);
    await expect(wheel.locator('[part="sign-in"]')).toBeVisible();
    await expectNoAxeViolations(page, `the lucky wheel (${language})`);
    await reviewShots(page, `lucky-wheel-${language}`);
  });
});
