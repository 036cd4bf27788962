import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  registerPlayer,
  showCentrePage,
  useEnglish,
} from './support';

/** Milliseconds until the five-minute draw stops taking bets, by the server's clock. */
async function untilClose(request: APIRequestContext): Promise<number> {
  const response = await request.get('/lgw/vn/games/game_menu?prizeMode=SEA');
  const menu = (await response.json()) as {
    value: { serverTime: string; list: { gameCode: string; nextDraw: { closeAt: string } }[] };
  };
  const game = menu.value.list.find((entry) => entry.gameCode === 'SEA-F5')!;
  return Date.parse(game.nextDraw.closeAt) - Date.parse(menu.value.serverTime);
}

/** Puts one bet on a side of the five-minute draw in the slip and places it. */
async function betOn(page: Page, side: RegExp, stake: string, add: RegExp, place: RegExp) {
  const lottery = page.locator('gd-lottery');
  await lottery.locator('.side-key').filter({ hasText: side }).click();
  await lottery.locator('.betting__add input').fill(stake);
  await lottery.getByRole('button', { name: add }).click();
  await lottery.getByRole('button', { name: place }).click();
}

/**
 * A member sets a loss limit in the member centre; an open lottery bet uses it in full (its worst
 * case), and the next bet that could pass it is refused with what is left, in the page's language.
 */
test('a loss limit set in the member centre holds the lottery bets, naming what is left', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'rgl' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '100');
  await showCentrePage(centre, 'My account');
  const loss = centre.locator('[part~="loss-limits-form"]');
  await loss.getByLabel('Loss limit per 24 hours').fill('15');
  await loss.getByRole('button', { name: 'Save' }).click();
  await expect(loss.locator('[part="limit-usage"]').first()).toHaveText(/0\.00 used · \D*15\.00 left$/);
  // The change is the newest in the member's own history.
  await expect(centre.locator('[part="history-list"] li').first()).toContainText(
    /Loss limits.*by you.*Before: 24 hours: No limit.*After: 24 hours: \D*15\.00/,
  );
  await page.keyboard.press('Escape');

  await page.goto('/lottery?gameCode=SEA-F5&playType=bigsmall');
  const lottery = page.locator('gd-lottery');
  // With too little time left before this draw closes, bet on the next one.
  const left = await untilClose(request);
  if (left < 20_000) await page.waitForTimeout(Math.max(left, 0) + 3_000);
  await betOn(page, /^Big/, '10', /Add to slip/, /Place bets/);
  await expect(lottery.getByRole('alert').filter({ hasText: 'Bets placed on draw' })).toBeVisible();
  await expectHeaderBalance(page, '90.00');

  // The open bet counts as its full stake: 5.00 of the 15.00 is left.
  await betOn(page, /^Small/, '10', /Add to slip/, /Place bets/);
  await expect(lottery.getByRole('alert')).toHaveText(
    /^This bet could take you past your 24-hour loss limit: \D*5\.00 left$/,
  );
  await expectHeaderBalance(page, '90.00');

  // In Spanish, the same refusal speaks Spanish.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await betOn(page, /^Menor/, '10', /Añadir al boleto/, /Apostar/);
  await expect(lottery.getByRole('alert')).toHaveText(
    /^Esta apuesta podría superar su límite de pérdidas de 24 horas: le quedan \D*5\.00$/,
  );
  await expectHeaderBalance(page, '90.00');
});
