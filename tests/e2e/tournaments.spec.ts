import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiGet,
  balanceOf,
  depositThroughGateway,
  expectNoAxeViolations,
  inEveryLanguage,
  newPlayerPage,
  openMemberCentre,
  operatorCli,
  pickSlot,
  registerPlayer,
  reviewShots,
  serverNow,
  useEnglish,
} from './support';

/** The operator's command line against this run's server. */
const operator = (...args: string[]) => operatorCli('e2e-tournaments', ...args);

/** A wall-clock minute of the brand's time zone (UTC on the journeys' server). */
const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);

interface Listed {
  tournamentId: number;
  code: string;
  status: string;
}

async function listed(request: APIRequestContext, code: string): Promise<Listed> {
  const { list } = await apiGet<{ list: Listed[] }>(
    request,
    null,
    '/wps/relay/MCSFE_getTournaments?language=en',
  );
  const found = list.find((item) => item.code === code);
  expect(found, `tournament ${code} is listed`).toBeTruthy();
  return found!;
}

/** Plays `rounds` rounds of the tournament's one game, launched from the tournament's page, at its smallest stake. */
async function playFromTournament(page: Page, tournamentId: number, code: string, rounds: number) {
  await page.goto(`/tournaments?id=${tournamentId}`);
  const card = page.locator(`gd-tournaments [part="games"] [part~="game-card"][data-code="${code}"]`);
  await card.locator('[part~="game-card-launch"]').click();
  await expect(page).toHaveURL(/\/game/);
  const spin = page.frameLocator('gd-game-frame iframe').locator('button.spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  for (let round = 0; round < rounds; round += 1) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
}

async function optIn(page: Page, tournamentId: number) {
  await page.goto(`/tournaments?id=${tournamentId}`);
  const mine = page.locator('gd-tournaments [part="my-rank"]');
  await mine.getByRole('button', { name: /^Opt in/ }).click();
  await expect(mine.locator('[part="joined"]')).toBeVisible();
}

test('two members race in a tournament: the board moves live in the other browser, the operator ends it from the command line and the winner is paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await useEnglish(page);

  // The operator creates a tournament on one slot, started a minute ago (the server's clock may run ahead).
  const slot = await pickSlot(request);
  const code = `race-${Date.now().toString(36)}`;
  const now = await serverNow(request);
  const definition = {
    code,
    names: { en: 'Evening Race', es: 'Carrera de la tarde', pt: 'Corrida da noite', ty: 'Course du soir' },
    startsAt: wallClock(now - 60_000),
    endsAt: wallClock(now + 3 * 3_600_000),
    eligible: { games: [slot.code] },
    entry: 'opt_in',
    scoring: 'total_stake',
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'money', amount: 10_000 },
      { fromRank: 2, toRank: 2, kind: 'points', amount: 500 },
    ],
  };
  const file = join(mkdtempSync(join(tmpdir(), 'gamedeck-tournament-')), 'race.json');
  writeFileSync(file, JSON.stringify(definition));
  await operator('tournament-create', file);
  const { tournamentId, status } = await listed(request, code);
  expect(status).toBe('running');

  // The first member opts in and plays one round: first on the board.
  const first = await registerPlayer(page, request, { prefix: 'ta' });
  await depositThroughGateway(page, await openMemberCentre(page, 'Deposit'), '100');
  await optIn(page, tournamentId);
  await playFromTournament(page, tournamentId, slot.code, 1);
  await page.goto(`/tournaments?id=${tournamentId}`);
  const firstBoard = page.locator('gd-tournaments [part="board"] tbody tr');
  await expect(firstBoard).toHaveCount(1);
  await expect(firstBoard.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('gd-tournaments [part="my-rank"]')).toContainText('#1');
  await expectNoAxeViolations(page, 'a running tournament, signed in');
  await reviewShots(page, 'tournament-race-first', page.locator('gd-tournaments [part="leaderboard"]'));

  // The second member opts in and plays two rounds at the same stake: it overtakes the first.
  const player = await newPlayerPage(browser);
  const second = await registerPlayer(player, request, { prefix: 'tb' });
  expect(second).not.toBe(first);
  await depositThroughGateway(player, await openMemberCentre(player, 'Deposit'), '100');
  await optIn(player, tournamentId);
  await playFromTournament(player, tournamentId, slot.code, 2);

  // The first member's open page follows it live: no reload, the rows change order and its rank drops to 2.
  await expect(firstBoard).toHaveCount(2);
  await expect(firstBoard.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await expect(firstBoard.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('gd-tournaments [part="my-rank"] .tn-mine__rank')).toContainText('#2');

  // The operator ends it from the command line: the board freezes and the winner is paid 100.00.
  await player.goto(`/tournaments?id=${tournamentId}`);
  const before = await balanceOf(request, player);
  const ended = await operator('tournament-end', code);
  expect(ended).toContain(code);
  await expect.poll(() => balanceOf(request, player)).toBe(before + 10_000);
  const prize = player.locator('gd-tournaments [part="prize"]');
  await expect(prize).toContainText('Prize paid: P 100.00', { timeout: 15_000 });
  const reference = /reference (\S+) in your account records/.exec((await prize.textContent()) ?? '')?.[1];
  expect(reference, 'the prize names its reference').toBeTruthy();
  await expect(player.locator('gd-tournaments [part="status"]')).toHaveText('Finished');
  await reviewShots(player, 'tournament-race-won', prize);

  // The header shows the new balance, and the account record the prize with its reference.
  const centre = await openMemberCentre(player, 'Account record');
  const row = centre.getByRole('row').filter({ hasText: reference! });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tournament prize');
  await expect(row).toContainText('100.00');

  // The first member came second: its final rank, and the points prize.
  await expect(page.locator('gd-tournaments [part="my-rank"]')).toContainText('My final rank');
  await expect(page.locator('gd-tournaments [part="prize"]')).toContainText('500 points');
});

test("every language: the tournaments and a running tournament's page, for a visitor", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { tournamentId } = await listed(request, 'demo-slot-sprint');
  await inEveryLanguage(browser, request, '/tournaments', async (page, language) => {
    const element = page.locator('gd-tournaments');
    const running = element.locator(`[part="tournament"][data-tournament-id="${tournamentId}"]`);
    await expect(running).toBeVisible();
    await expect(element.locator('[part="sign-in"]')).toBeVisible();
    await expectNoAxeViolations(page, `tournaments (${language})`);
    await reviewShots(page, `tournaments-${language}`);
    await running.locator('.tn-card__open').click();
    await expect(element.locator('[part="board"] tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, `a running tournament (${language})`);
    await reviewShots(page, `tournament-page-${language}`);
    // The home page's shelf shows the running ones and leads to them.
    await page.goto('/');
    const shelf = page.locator('gd-tournaments [part="tournaments-shelf"]');
    await expect(shelf.locator(`a[href="/tournaments?id=${tournamentId}"]`)).toBeVisible();
    await reviewShots(page, `home-shelf-${language}`, shelf);
  });
});
