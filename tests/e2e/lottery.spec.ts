import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import {
  advanceServerClock,
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  registerPlayer,
  showCentrePage,
  useEnglish,
} from './support';

/** The figure of a totals list (Rounds, Win/loss…) next to its term. */
const figure = (totals: Locator, term: string) =>
  totals
    .locator('div')
    .filter({ has: totals.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

/** The server's time and the one-minute draw open for bets. */
async function fastDrawMenu(request: APIRequestContext) {
  const response = await request.get('/lgw/vn/games/game_menu?prizeMode=SEA');
  const menu = (await response.json()) as {
    value: { serverTime: string; list: { gameCode: string; nextDraw: { closeAt: string } }[] };
  };
  const game = menu.value.list.find((entry) => entry.gameCode === 'SEA-F1')!;
  return { now: Date.parse(menu.value.serverTime), closeAt: Date.parse(game.nextDraw.closeAt) };
}

/** A draw's time from its id, `<game>-<YYYYMMDD>-<HHMM>` in Vietnam's time (UTC+7). */
function drawTime(drawId: string): number {
  const [, y, mo, d, h, mi] = /(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(drawId)!.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h! - 7, mi!);
}

/**
 * A new player bets both big and small on the one-minute draw: one side always wins (the sum of
 * three digits is 0–13 or 14–27), so after the draw the balance holds the stakes less the
 * house's edge, the betting record lists both bets settled, and the draw checks out on screen.
 */
test('bets big and small on a one-minute draw, sees the result, the win and the record, and checks the draw', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'lot' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '100');
  await page.keyboard.press('Escape');
  await expectHeaderBalance(page, '100.00');

  await page.goto('/lottery?gameCode=SEA-F1&playType=bigsmall');
  const lottery = page.locator('gd-lottery');
  // Betting on a one-minute draw closes shortly before it: with too little time left to build
  // and place the slip, bet on the next draw.
  const open = await fastDrawMenu(request);
  const left = open.closeAt - open.now;
  if (left < 15_000) await page.waitForTimeout(Math.max(left, 0) + 3_000);
  await expect(lottery.getByText('Betting on this draw has closed', { exact: false })).toBeHidden({
    timeout: 20_000,
  });
  const sides = lottery.locator('.side-key');
  await sides.filter({ hasText: 'Big' }).click();
  await sides.filter({ hasText: 'Small' }).click();
  await lottery.getByLabel('Stake per bet').fill('10');
  await lottery.getByRole('button', { name: 'Add to slip (2)' }).click();
  await lottery.getByRole('button', { name: 'Place bets (2)' }).click();
  const placed = lottery.getByRole('alert').filter({ hasText: 'Bets placed on draw' });
  await expect(placed).toContainText(': 2.');
  const drawId = /draw (SEA-F1-\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')![1]!;
  await expectHeaderBalance(page, '80.00');

  // The draw comes (the page learns of the server's jump at its next read, so it reloads rather
  // than wait for it): the result shows, settled, and the winning side is paid 1.95×.
  await advanceServerClock(request, 1);
  // A bet placed after the previous draw closed is on the draw after it: up to its close
  // (10 s) may still be left after the jump.
  const untilDraw = drawTime(drawId) - (await fastDrawMenu(request)).now;
  if (untilDraw > 0) await page.waitForTimeout(untilDraw + 1_000);
  // The draw's bets are paid by the next run of the draw job, which a busy machine may run some seconds after
  // the result shows: read the page again until the payout is in.
  await expect(async () => {
    await page.reload();
    await expect(lottery.locator('[part="last-draw"]')).toContainText(drawId, { timeout: 15_000 });
    await expectHeaderBalance(page, '99.50');
  }).toPass({ timeout: 60_000 });

  await lottery.getByRole('tab', { name: 'My bets' }).click();
  await expect(lottery.locator('.bet').filter({ hasText: 'Won' })).toHaveCount(1);
  await expect(lottery.locator('.bet').filter({ hasText: 'Lost' })).toHaveCount(1);

  // Anyone can check the draw: the seed matches the hash published before betting.
  await lottery.getByRole('tab', { name: 'Results' }).click();
  const result = lottery.locator(`[data-draw="${drawId}"]`);
  await result.locator('.result__head').click();
  await result.getByRole('button', { name: 'Check this draw' }).click();
  await expect(result).toContainText('The seed matches the published hash.');

  const records = await openMemberCentre(page, 'Betting record');
  const lotteryRows = records.locator('[part~="betting-rows"] tbody tr').filter({ hasText: 'SEA-F1' });
  await expect(lotteryRows).toHaveCount(2);
  const totals = records.locator('[part~="betting-totals"]');
  await expect(figure(totals, 'Rounds')).toHaveText('2');
  await expect(figure(totals, 'Win/loss')).toContainText('-0.50');
  await showCentrePage(records, 'Profit and loss');
  await expect(figure(records.locator('[part~="profit-totals"]'), 'Win/loss')).toContainText('-0.50');
});

test('a lottery game and its play live in the address: Back, Forward, a reload and a shared link keep them', async ({
  page,
  browser,
}) => {
  await useEnglish(page);
  await page.goto('/vnlottery');
  const lottery = page.locator('gd-lottery');
  const title = lottery.locator('#lottery-title');
  const north = lottery.locator('[data-game="XSMB"]');
  await north.getByRole('link', { name: 'Bet' }).click();
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=XSMB$/);
  await expect(title).toContainText('Hà Nội');
  const play = (name: string) => lottery.locator('.play-chip', { hasText: name });
  await play('Đề').click();
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=XSMB&playType=de$/);

  // The play replaced the game's entry: Back leaves the game for the lobby, Forward returns to it.
  await page.goBack();
  await expect(page).toHaveURL(/\/vnlottery$/);
  await expect(north.getByRole('link', { name: 'Bet' })).toBeVisible();
  await expect(lottery.locator('.grid-pad')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/playType=de$/);
  await expect(play('Đề')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(title).toContainText('Hà Nội');
  await expect(play('Đề')).toHaveAttribute('aria-pressed', 'true');

  // Shared: the address alone opens the game at its play in another browser.
  const friend = await browser.newPage();
  try {
    await friend.goto('/vnlottery?gameCode=XSMN-HCM&playType=xien2');
    const shared = friend.locator('gd-lottery');
    await expect(shared.locator('#lottery-title')).toContainText('Hồ Chí Minh');
    await expect(shared.locator('.play-chip', { hasText: 'Xiên 2' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await friend.close();
  }

  // A code that names no game says so, with the games to choose from.
  await page.goto('/lottery?gameCode=NO-SUCH-GAME');
  await expect(lottery.getByRole('alert')).toHaveText(
    'This lottery game is not available. Choose another game below.',
  );
  await expect(lottery.locator('[data-game="SEA-F1"]')).toBeVisible();
});
