import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  advanceServerClock,
  apiGet,
  depositThroughGateway,
  expectHeaderBalance,
  openMemberCentre,
  registerPlayer,
  sessionToken,
  updateOperator,
  useEnglish,
} from './support';

/** The five-minute draw of the SEA prize mode (betting closes 30 s before each draw). */
const LOTTERY_GAME = 'SEA-F5';

interface Wallets {
  mainBalance: number;
  sumBalance: number;
  wallets: { vendorCode: string; balance: number }[];
}

const walletsOf = (request: APIRequestContext, token: string) =>
  apiGet<Wallets>(request, token, '/wps/relay/GCS_merchantWallet');
const gameWalletOf = (wallets: Wallets, engine: Engine) =>
  wallets.wallets.find((wallet) => wallet.vendorCode === ENGINES[engine].vendor)!.balance;

/** An amount as the site shows it without its currency sign: 1,234.50. */
const amountText = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

/** A game of each built-in engine at a transfer-mode vendor, and the lobby that lists it. */
const ENGINES = {
  slot: { vendor: 'PG', gameType: 'RNG', lobby: '/rng' },
  roulette: { vendor: 'EVO', gameType: 'LIVE', lobby: '/live' },
} as const;
type Engine = keyof typeof ENGINES;

/** The first playable game of the engine's transfer-mode vendor, in the lobby's order. */
async function transferModeGame(request: APIRequestContext, engine: Engine) {
  const { vendor, gameType } = ENGINES[engine];
  const query = new URLSearchParams({ gameType, vendorCode: vendor, language: 'en', pageSize: '100' });
  const { games } = await apiGet<{
    games: { code: string; name: string; isGame: string; maintenance: boolean; minBet: number }[];
  }>(request, null, `/wps/relay/GCSGAME_gameList?${query}`);
  const game = games.find((entry) => entry.isGame === 'GAME' && !entry.maintenance && entry.minBet <= 500);
  expect(game, `a playable ${vendor} game`).toBeTruthy();
  return game!;
}

/** The open draw of the lottery game at the server's time, and how long until it closes. */
async function openDraw(request: APIRequestContext) {
  const menu = await apiGet<{
    serverTime: string;
    list: { gameCode: string; nextDraw: { drawId: string; closeAt: string } }[];
  }>(request, null, '/lgw/vn/games/game_menu?prizeMode=SEA');
  const game = menu.list.find((entry) => entry.gameCode === LOTTERY_GAME)!;
  return {
    drawId: game.nextDraw.drawId,
    left: Date.parse(game.nextDraw.closeAt) - Date.parse(menu.serverTime),
  };
}

/** Waits out a draw about to close, so the next steps bet on a draw that stays open. */
async function drawOpenForAWhile(page: Page, request: APIRequestContext) {
  const { left } = await openDraw(request);
  if (left < 20_000) await page.waitForTimeout(Math.max(left, 0) + 3_000);
}

/**
 * Settles every open lottery bet of the member: the server's clock moves past a whole draw cycle and the
 * settlement job pays them. A bet won pays into main, so a journey that expects main to stay empty while a
 * game plays must not leave a draw pending behind it.
 */
async function settleOpenBets(request: APIRequestContext, token: string) {
  const openBets = async () =>
    (
      await apiGet<{ total: number }>(
        request,
        token,
        `/lotto/lgw/games/opened/numero?gameCode=${LOTTERY_GAME}&status=open`,
      )
    ).total;
  if ((await openBets()) === 0) return;
  await advanceServerClock(request, 6);
  await expect.poll(openBets, { timeout: 30_000 }).toBe(0);
}

/** The game page's spin button, named in the page's language. */
const spinButton = (game: FrameLocator) => game.locator('button.spin');

/** Plays a round: the roulette first puts a chip on red. Waits until the round is over. */
async function playRound(game: FrameLocator, engine: Engine) {
  if (engine === 'roulette') await game.locator('.pos.red').first().click();
  const spin = spinButton(game);
  // The round is over once the button went busy and the pace let it go again. On a loaded machine a whole
  // round can pass between two looks at the button, so the page itself notes that it went busy.
  await spin.evaluate((button: HTMLButtonElement & { wentBusy?: boolean }) => {
    button.wentBusy = false;
    new MutationObserver(() => {
      if (button.disabled) button.wentBusy = true;
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
  });
  await spin.click();
  await expect
    .poll(() => spin.evaluate((button: HTMLButtonElement & { wentBusy?: boolean }) => button.wentBusy))
    .toBe(true);
  await expect(spin).toBeEnabled({ timeout: 15_000 });
}

/** Launches the game from its lobby's vendor tab and plays one round. */
async function launchAndPlayOnce(page: Page, engine: Engine, gameCode: string) {
  const { lobby, vendor } = ENGINES[engine];
  await page.goto(`${lobby}?vendor=${vendor}`);
  await page
    .locator('gd-lobby')
    .locator(`[part~="game-card"][data-code="${gameCode}"] [part~="game-card-launch"]`)
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('gd-game-frame iframe');
  await expect(spinButton(game)).toBeEnabled({ timeout: 15_000 });
  await playRound(game, engine);
  return game;
}

test('money a slot took into its wallet pays a lottery bet after the player left by the address bar and the game stood idle', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'strand' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '100');
  await page.keyboard.press('Escape');
  await expectHeaderBalance(page, '100.00');
  const token = (await sessionToken(page))!;
  const slot = await transferModeGame(request, 'slot');

  // /rng, launch the transfer-mode slot: the whole balance moves into its wallet; spin once.
  const game = await launchAndPlayOnce(page, 'slot', slot.code);
  await expect(game.getByRole('status').first()).toHaveText(/You won|No win this time/);
  const inGame = await walletsOf(request, token);
  expect(inGame.mainBalance).toBe(0);
  const total = inGame.sumBalance;
  expect(gameWalletOf(inGame, 'slot')).toBe(total);

  // Typed into the address bar: the site's links never ran, so nothing was recalled.
  await page.goto('/seaLottery');
  await expectHeaderBalance(page, amountText(total));
  expect((await walletsOf(request, token)).mainBalance).toBe(0);

  // The game stands idle past 30 s (the server's clock moves a minute; the page reloads to learn it).
  await advanceServerClock(request, 1);
  await drawOpenForAWhile(page, request);
  await page.reload();

  const lottery = page.locator('gd-lottery');
  // The lobby shows one region at a time: the fast draws are a tab of their own.
  await lottery.getByRole('tab', { name: /Fast draws/ }).click();
  await lottery
    .locator(`[data-game="${LOTTERY_GAME}"]`)
    .getByRole('link', { name: 'Bet', exact: true })
    .click();
  await lottery.getByRole('button', { name: 'Odd / even' }).click();
  await lottery.locator('.side-key').filter({ hasText: 'Odd' }).click();
  await lottery.getByLabel('Stake per bet').fill('10');
  await lottery.getByRole('button', { name: 'Add to slip (1)' }).click();
  await lottery.getByRole('button', { name: 'Place bets (1)' }).click();
  await expect(lottery.getByRole('alert').filter({ hasText: 'Bets placed on draw' })).toBeVisible();
  await expect(lottery.getByText('Insufficient', { exact: false })).toHaveCount(0);

  // The header's total is right: the stake left it, and the slot's money came home to pay it.
  await expectHeaderBalance(page, amountText(total - 1_000));
  const after = await walletsOf(request, token);
  expect(after).toMatchObject({ mainBalance: total - 1_000, sumBalance: total - 1_000 });
  expect(gameWalletOf(after, 'slot')).toBe(0);
});

/** The game page's texts in one language (locales/<lang>/play.json). */
const playTexts = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/play.json`, import.meta.url), 'utf8'));

test('a round after the game’s money went home says why and reopens the game, in every language', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'reopen' });
  const centre = await openMemberCentre(page, 'Deposit');
  await depositThroughGateway(page, centre, '100');
  await page.keyboard.press('Escape');
  const token = (await sessionToken(page))!;
  const games = {
    slot: await transferModeGame(request, 'slot'),
    roulette: await transferModeGame(request, 'roulette'),
  };

  // The game pages speak the four languages; the site offers them once the operator does.
  await updateOperator({ languages: { default: 'es', supported: ['es', 'en', 'pt', 'ty'] } });
  try {
    await expect
      .poll(
        async () => (await (await request.get('/wps/system/status')).json()).value.info.languages.supported,
      )
      .toHaveLength(4);
    const rounds: [string, Engine][] = [
      ['es', 'slot'],
      ['en', 'roulette'],
      ['pt', 'roulette'],
      ['ty', 'slot'],
    ];
    for (const [language, engine] of rounds) {
      const texts = playTexts(language);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      // The last round's bet is settled first: its win would land in main while this round expects it empty.
      await settleOpenBets(request, token);
      const game = await launchAndPlayOnce(page, engine, games[engine].code);
      await expect(game.locator('html')).toHaveAttribute('lang', language === 'ty' ? 'fr' : language);

      // Another tab bets on the lottery once the game stood idle: the wallet's money goes home for it.
      await advanceServerClock(request, 1);
      await drawOpenForAWhile(page, request);
      const { drawId } = await openDraw(request);
      const bet = await request.post('/lotto/lgw/bets', {
        headers: { token, 'Idempotency-Key': randomUUID() },
        data: {
          gameCode: LOTTERY_GAME,
          drawId,
          bets: [{ playType: 'oddeven', selection: ['even'], stake: 100 }],
        },
      });
      expect((await bet.json()).code).toBe(0);

      // The next round is refused: the page says why and offers to reopen; nothing was played.
      if (engine === 'roulette') await game.locator('.pos.red').first().click();
      await spinButton(game).click();
      const offer = game.getByRole('alert');
      await expect(offer).toContainText(texts.play_err_wallet_recalled!);
      const reopen = offer.getByRole('button', { name: texts.play_reopen! });
      await expect(reopen).toBeFocused();
      await expect(spinButton(game)).toBeDisabled();
      const recalled = await walletsOf(request, token);
      expect(gameWalletOf(recalled, engine)).toBe(0);

      await reopen.click();
      await expect(game.getByRole('status').first()).toHaveText(texts.play_reopened!);
      await expect(offer).toBeHidden();
      const back = await walletsOf(request, token);
      expect(back.mainBalance).toBe(0);
      expect(gameWalletOf(back, engine)).toBe(recalled.sumBalance);
      await expect(spinButton(game)).toBeFocused();
      await playRound(game, engine);
      await page.locator('gd-game-frame [part~="game-back"]').click();
      await expect(page).not.toHaveURL(/\/game$/);
    }
  } finally {
    await updateOperator({ languages: { default: 'es', supported: ['es', 'en'] } });
  }
});
