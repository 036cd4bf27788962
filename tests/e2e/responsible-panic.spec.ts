import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiGet,
  depositThroughGateway,
  newPlayerPage,
  openMemberCentre,
  pgSlotAtOne,
  registerPlayer,
  reviewShots,
  serverNow,
  sessionToken,
  updateOperator,
  useEnglish,
} from './support';

const DAY = 24 * 3600_000;

/** The header says the account is locked until 24 hours after the press (server time), as the server recorded it. */
async function expectLockedFor24Hours(page: Page, request: APIRequestContext, pressedAt: number) {
  const notice = page.locator('gd-header [part="restricted-notice"]');
  await expect(notice).toContainText('Your account is in a break until', { timeout: 30_000 });
  const token = (await sessionToken(page)) ?? '';
  const { restriction } = await apiGet<{ restriction: { kind: string; until: string } | null }>(
    request,
    token,
    '/wps/member/info',
  );
  expect(restriction?.kind).toBe('time_out');
  const until = Date.parse(restriction!.until);
  expect(Math.abs(until - (pressedAt + DAY))).toBeLessThan(60_000);
  const shown = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    restriction!.until,
  );
  await expect(notice).toContainText(`Your account is in a break until ${shown}.`);
  await expect(page.locator('gd-header [part="panic-button"]')).toHaveCount(0);
  // No bet: a game does not even launch.
  const launch = await request.get('/wps/game/launchGame?gameCode=GD-SLOT-A', {
    headers: { token, Language: 'en' },
  });
  expect(((await launch.json()) as { code: number }).code).toBe(1718);
  return token;
}

/**
 * de: the panic button in the game frame locks the account for 24 hours at one press and closes the game; the
 * header's button does the same for another member. Both members stay locked (new members of this journey only).
 */
test('de: one press of the panic button, in the game frame or the header, locks the account for 24 hours', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await useEnglish(page);
  try {
    // A second member, in a browser of their own, for the header's button.
    const second = await newPlayerPage(browser);
    await second.bringToFront();
    await registerPlayer(second, request, { prefix: 'rgpanich' });
    await page.bringToFront();
    await registerPlayer(page, request, { prefix: 'rgpanic' });
    const centre = await openMemberCentre(page, 'Deposit');
    await depositThroughGateway(page, centre, '100');
    await page.keyboard.press('Escape');

    // Under none there is no panic button.
    const header = page.locator('gd-header');
    await expect(header.locator('[part="session-info"]')).toBeVisible({ timeout: 30_000 });
    await expect(header.locator('[part="panic-button"]')).toHaveCount(0);

    await updateOperator({ responsibleGaming: { profile: 'de' } });
    // The server looks for a newer operator file every 500 ms.
    await page.waitForTimeout(1_500);

    const code = await pgSlotAtOne(request);
    await page.goto('/rng?vendor=PG');
    const headerPanic = header.getByRole('button', { name: /^Lock 24 h\W+Panic button/ });
    // The page loads the member and the session figures first (slow on a loaded machine).
    await expect(headerPanic).toBeVisible({ timeout: 30_000 });
    await reviewShots(page, 'header-panic', header);
    await page
      .locator('gd-lobby')
      .locator(`[part~="game-card"][data-code="${code}"] [part~="game-card-launch"]`)
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('gd-game-frame iframe');
    await expect(game.locator('button.spin')).toBeEnabled({ timeout: 30_000 });
    const gameData = JSON.parse((await game.locator('#gd-game-data').textContent()) ?? '{}') as {
      sessionToken: string;
    };
    const framePanic = page
      .locator('gd-game-frame')
      .getByRole('button', { name: /^Lock 24 h\W+Panic button: .* closes the game/ });
    await expect(framePanic).toBeVisible({ timeout: 30_000 });
    await reviewShots(page, 'game-frame-panic');

    // One press, by keyboard: no confirmation; the game closes and the site is restricted at once.
    const pressedAt = await serverNow(request);
    await framePanic.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/game$/, { timeout: 30_000 });
    await expect(page.locator('gd-game-frame iframe')).toHaveCount(0);
    await expectLockedFor24Hours(page, request, pressedAt);
    await reviewShots(page, 'header-after-panic', header);
    // The closed game's session takes no bet.
    const bet = await request.post('/play/api/slot/spin', {
      headers: { 'Game-Session': gameData.sessionToken, 'content-type': 'application/json' },
      data: { spinId: crypto.randomUUID(), stake: 100 },
    });
    expect(((await bet.json()) as { code: number }).code).toBe(1833);

    // Another member presses the header's button.
    await second.bringToFront();
    await second.goto('/');
    const secondPanic = second
      .locator('gd-header')
      .getByRole('button', { name: /^Lock 24 h\W+Panic button/ });
    await expect(secondPanic).toBeVisible({ timeout: 30_000 });
    const secondPressedAt = await serverNow(request);
    await secondPanic.click();
    await expectLockedFor24Hours(second, request, secondPressedAt);
    await second.context().close();
  } finally {
    await updateOperator({ responsibleGaming: { profile: 'none' } });
  }
});
