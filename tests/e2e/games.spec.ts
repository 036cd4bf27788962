import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  apiGet,
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  pickSlot,
  registerPlayer,
  sessionToken,
  showCentrePage,
  useEnglish,
} from './support';

/** The deposit the player plays with, in minor units (P 200.00). */
const DEPOSIT_MINOR = 20_000;
/** Spins played at least; more (up to the bound) until one of them wins. */
const MIN_SPINS = 4;
const MAX_SPINS = 40;
/** Rows on one page of the betting record. */
const RECORD_PAGE_SIZE = 20;

/** Whether the winners board's masked account ("sl***c8") can be `username`'s (first and last two kept). */
const isMaskOf = (masked: string, username: string) =>
  masked.includes('*') && masked.startsWith(username.slice(0, 2)) && masked.endsWith(username.slice(-2));

interface Round {
  gameCode: string;
  stake: number;
  payout: number;
  winLoss: number;
  status: string;
}

/** The figure of a totals list (Rounds, Win/loss…) next to its term. */
const figure = (totals: Locator, term: string) =>
  totals
    .locator('div')
    .filter({ has: totals.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Winner {
  account: string;
  gameCode: string;
  gameName: string;
  winAmount: number;
}

/** An amount as the site shows it without its currency sign: 1,234.50. */
function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  const whole = Math.floor(units / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(units % 100).padStart(2, '0')}`;
}

/** Today's betting record of the member, as the server keeps it. */
async function roundsOfToday(request: APIRequestContext, token: string): Promise<Round[]> {
  const today = new Date().toISOString().slice(0, 10);
  const query = new URLSearchParams({ startDate: today, endDate: today, pageSize: '100' });
  const { list } = await apiGet<{ list: Round[] }>(request, token, `/wps/relay/ODSFE2_MemBetRecord?${query}`);
  return list;
}

/**
 * Spins the slot in the game page: each spin waits for the round to end (the slot keeps 2.5 s
 * between rounds). Goes on past MIN_SPINS until the server has a round that paid more than its
 * stake (a win for the winners board; a line win smaller than the stake is not one).
 */
async function spinUntilAWin(
  page: Page,
  request: APIRequestContext,
  token: string,
  code: string,
): Promise<number> {
  const game = page.frameLocator('gd-game-frame iframe');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  const status = game.getByRole('status').first();
  let spins = 0;
  let won = false;
  while (spins < MIN_SPINS || (!won && spins < MAX_SPINS)) {
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    await spin.click();
    spins += 1;
    await expect(status).toHaveText(/You won|No win this time/, { timeout: 10_000 });
    if (!won && (await status.textContent())?.includes('You won')) {
      const rounds = await roundsOfToday(request, token);
      won = rounds.some((round) => round.gameCode === code && round.payout > round.stake);
    }
  }
  await expect(spin).toBeEnabled({ timeout: 10_000 });
  return spins;
}

test('a player finds a slot, favourites it from the search, plays it, and sees the spins in the balance, records and winners', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  const username = await registerPlayer(page, request, { prefix: 'slot' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, amountText(DEPOSIT_MINOR));
  await page.keyboard.press('Escape');
  await expect(centre.getByRole('navigation', { name: 'Member centre' })).toBeHidden();
  await expectHeaderBalance(page, amountText(DEPOSIT_MINOR));
  const token = (await sessionToken(page))!;
  const slot = await pickSlot(request);

  // Slots from the navigation, then a search in the lobby.
  await page.locator('gd-nav').getByRole('button', { name: 'Slots' }).click();
  await page.locator('gd-nav').getByRole('menuitem', { name: 'All of Slots' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  const lobby = page.locator('gd-lobby');
  await lobby.getByPlaceholder('Search by game name').fill(slot.name);
  const card = lobby.locator(`[part~="game-card"][data-code="${slot.code}"]`);
  await expect(card).toBeVisible();
  await expect(lobby.locator('[part~="game-card"]').first()).toContainText(slot.name);

  // Favourite it right from the search results.
  const heart = card.getByRole('button', { name: `Add ${slot.name} to favourites` });
  await heart.click();
  await expect(card.getByRole('button', { name: `Remove ${slot.name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(
      async () =>
        (await apiGet<{ list: string[] }>(request, token, '/wps/relay/MCSFE_getFavoriteGames')).list,
    )
    .toContain(slot.code);

  // Launch, play, come back.
  await card.getByRole('button', { name: new RegExp(`^${escapeRegExp(slot.name)}(\\s|$)`) }).click();
  await expect(page).toHaveURL(/\/game$/);
  const spins = await spinUntilAWin(page, request, token, slot.code);
  await page.locator('gd-game-frame [part~="game-back"]').click();
  await expect(page).toHaveURL(/\/rng$/);

  // What the server recorded: one settled round per spin.
  const rounds = (await roundsOfToday(request, token)).filter((round) => round.gameCode === slot.code);
  expect(rounds).toHaveLength(spins);
  expect(rounds.every((round) => round.status === 'settled')).toBe(true);
  const net = rounds.reduce((sum, round) => sum + round.payout - round.stake, 0);
  const wins = rounds.filter((round) => round.payout > round.stake);
  expect(wins.length, `a win within ${MAX_SPINS} spins`).toBeGreaterThan(0);

  // The header balance moved by exactly the spins' net.
  await expectHeaderBalance(page, amountText(DEPOSIT_MINOR + net));

  // The betting record lists the rounds, 20 to a page; its totals count every one.
  const records = await openMemberCentre(page, 'Betting record');
  const rows = records.locator('[part~="betting-rows"] tbody tr').filter({ hasText: slot.code });
  await expect(rows).toHaveCount(Math.min(spins, RECORD_PAGE_SIZE));
  const betTotals = records.locator('[part~="betting-totals"]');
  await expect(figure(betTotals, 'Rounds')).toHaveText(String(spins));
  await expect(figure(betTotals, 'Win/loss')).toContainText(amountText(net));

  // Personal profit and loss counts them too.
  await showCentrePage(records, 'Profit and loss');
  const profit = records.locator('[part~="profit-totals"]');
  await expect(figure(profit, 'Rounds')).toHaveText(String(spins));
  await expect(figure(profit, 'Win/loss')).toContainText(amountText(net));
  await page.keyboard.press('Escape');

  // Home: the game in the favourites and recently played rows, the wins on the winners board.
  await page.locator('gd-nav').getByRole('link', { name: 'Home' }).click();
  await expect(
    page.locator('gd-game-shelf[kind="favourites"]').locator(`[data-code="${slot.code}"]`),
  ).toBeVisible();
  await expect(
    page.locator('gd-game-shelf[kind="recent"]').locator(`[data-code="${slot.code}"]`),
  ).toBeVisible();

  const board = await apiGet<{ list: Winner[] }>(
    request,
    null,
    '/wps/relay/GCSGAME_getRankList?order=latest&count=50',
  );
  // Only this player's wins: a retried run leaves an earlier player's wins on the same game.
  const ours = board.list.filter((line) => line.gameCode === slot.code && isMaskOf(line.account, username));
  expect(ours).toHaveLength(Math.min(wins.length, 50));
  const byAmount = (a: number, b: number) => a - b;
  expect(ours.map((line) => line.winAmount).sort(byAmount)).toEqual(
    wins.map((round) => round.payout - round.stake).sort(byAmount),
  );
  const masked = ours[0]!.account;
  // The board reads its wins when the player scrolls to it.
  await page.locator('gd-winners').scrollIntoViewIfNeeded();
  const winnerRows = page.locator('gd-winners [part~="row"]').filter({ hasText: slot.name });
  await expect(winnerRows).toHaveCount(Math.min(wins.length, 20));
  await expect(winnerRows.first()).toContainText(masked);
  await expect(winnerRows.first()).toContainText(amountText(ours[0]!.winAmount));
});

test('the game routes open their pages under the header and the navigation, which marks the page shown', async ({
  page,
}) => {
  await useEnglish(page);
  const nav = page.locator('gd-nav');
  const current = nav.locator('.nav__list [aria-current="page"]');
  const pages: [string, string, Record<string, string>, string][] = [
    ['/rng?vendor=PG', 'gd-lobby', { 'page-type': 'rng', vendor: 'PG' }, 'Slots'],
    ['/bingo', 'gd-lobby', { 'page-type': 'bingo' }, 'Slots'],
    [
      '/live?vendor=EVO&filter=HOT',
      'gd-lobby',
      { 'page-type': 'live', vendor: 'EVO', filter: 'HOT' },
      'Live casino',
    ],
    ['/seamless', 'gd-lobby', { 'page-type': 'seamless' }, ''],
    ['/sports?category=esports', 'gd-sports', { category: 'esports' }, 'E-sports'],
    ['/promotions', 'gd-banners', { group: 'w_home' }, 'Promotions'],
  ];
  for (const [path, tag, attributes, entry] of pages) {
    await page.goto(path);
    await expect(page.locator('gd-header')).toHaveCount(1);
    for (const [name, value] of Object.entries(attributes)) {
      await expect(page.locator(tag)).toHaveAttribute(name, value);
    }
    if (entry) await expect(current).toHaveText(entry);
    else await expect(current).toHaveCount(0);
    await expect(page.getByText('© 2019-2025 Gamedeck')).toBeVisible();
  }

  // The game page: no footer; without a launched game it says so.
  await page.goto('/game');
  await expect(page.locator('gd-game-frame').getByText('No game is open')).toBeVisible();
  await expect(page.getByText('© 2019-2025 Gamedeck')).toHaveCount(0);

  // A slots vendor in the navigation opens its lobby, routed by the shell (no page load).
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await nav.getByRole('button', { name: 'Slots' }).click();
  await nav.getByRole('menuitem', { name: /PG Soft/ }).click();
  await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
  await expect(page.locator('gd-lobby')).toHaveAttribute('vendor', 'PG');
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);

  // Phones: the bottom bar on every page but the game's.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sports');
  const bar = nav.locator('[part="bottom-bar"]');
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'E-sports' }).click();
  await expect(page).toHaveURL(/\/sports\?category=esports$/);
  await expect(page.locator('gd-sports')).toHaveAttribute('category', 'esports');
  await page.goto('/game');
  await expect(page.locator('gd-game-frame').getByText('No game is open')).toBeVisible();
  await expect(bar).toHaveCount(0);
});
