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
  useEnglish,
} from './support';

/** The operator's command line against this run's server. */
const operator = (...args: string[]) => operatorCli('e2e-jackpots', ...args);

interface Listed {
  jackpotId: number;
  code: string;
  valueMinor: number;
  cycle: number;
  seedHash: string;
}

async function listed(request: APIRequestContext, code: string): Promise<Listed> {
  const { list } = await apiGet<{ list: Listed[] }>(
    request,
    null,
    '/wps/relay/MCSFE_getJackpots?language=en',
  );
  const found = list.find((pot) => pot.code === code);
  expect(found, `jackpot ${code} is listed`).toBeTruthy();
  return found!;
}

/** The pots a journey made: retired after it, since later journeys on this server play the same slot. */
const made: string[] = [];

/** Creates a pot on one game from the operator's command line, as an operator would. */
async function createPot(definition: { code: string } & Record<string, unknown>): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'gamedeck-jackpot-')), 'pot.json');
  writeFileSync(file, JSON.stringify(definition));
  await operator('jackpot-create', file);
  made.push(definition.code);
}

test.afterEach(async () => {
  for (const code of made.splice(0)) await operator('jackpot-retire', code);
});

/** Launches the slot from the lobby and plays `rounds` rounds at its smallest stake. */
async function playSlot(page: Page, slot: { code: string; name: string }, rounds: number) {
  if (!page.url().includes('/game')) {
    await page.goto('/rng');
    await page.locator('gd-lobby input[name="gameName"]').fill(slot.name);
    await page
      .locator(`gd-lobby [part~="game-card"][data-code="${slot.code}"] [part~="game-card-launch"]`)
      .click();
    await expect(page).toHaveURL(/\/game/);
  }
  const spin = page.frameLocator('gd-game-frame iframe').locator('button.spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  for (let round = 0; round < rounds; round += 1) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
}

test('a pot grows live while a member plays; a must-drop pot drops on its committed point, pays the winner in the game, and the drop point checks out from the revealed seed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const slot = await pickSlot(request);
  const stamp = Date.now().toString(36);
  const names = { en: 'Evening Pot', es: 'Bote de la tarde', pt: 'Pote da noite', ty: 'Cagnotte du soir' };

  // A progressive pot on the slot that takes 10 % of each stake and is all but never won.
  const growCode = `grow-${stamp}`;
  await createPot({
    code: growCode,
    names,
    kind: 'progressive',
    eligible: { games: [slot.code] },
    contributionPpm: 100_000,
    seedMinor: 5_000,
    stakePerWinMinor: 9_000_000_000_000_000,
  });
  const grow = await listed(request, growCode);
  expect(grow.valueMinor).toBe(5_000);

  // A visitor watches the pot's page in another browser.
  const watcher = await newPlayerPage(browser);
  await watcher.goto(`/jackpots?id=${grow.jackpotId}`);
  const watched = watcher.locator('gd-jackpot [part="jackpot-page"] [part="value"]').first();
  await expect(watched).toHaveAttribute('data-value', '5000');
  await expect(watched).toContainText('P 50.00');
  await watcher.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // A member plays two rounds: the watcher's page follows each contribution, without reloading.
  await useEnglish(page);
  await registerPlayer(page, request, { prefix: 'jp' });
  await depositThroughGateway(page, await openMemberCentre(page, 'Deposit'), '100');
  await playSlot(page, slot, 1);
  const afterOne = (await listed(request, growCode)).valueMinor;
  expect(afterOne).toBeGreaterThan(5_000);
  await expect(watched).toHaveAttribute('data-value', String(afterOne), { timeout: 5_000 });
  // The game frame shows the pots its game feeds.
  await expect(page.locator('gd-game-frame [part="game-jackpots"]')).toContainText('Evening Pot');
  await playSlot(page, slot, 1);
  const afterTwo = (await listed(request, growCode)).valueMinor;
  expect(afterTwo - afterOne).toBe(afterOne - 5_000);
  await expect(watched).toHaveAttribute('data-value', String(afterTwo), { timeout: 5_000 });
  expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await reviewShots(watcher, 'jackpot-growing', watched);

  // A must-drop pot whose cap sits just above its seed: the next round lifts it to its drop point.
  const dropCode = `drop-${stamp}`;
  await createPot({
    code: dropCode,
    names: { en: 'Sunset Drop', es: 'Caída del ocaso', pt: 'Queda do pôr do sol', ty: 'Chute du couchant' },
    kind: 'must_drop',
    eligible: { games: [slot.code] },
    contributionPpm: 100_000,
    seedMinor: 10_000,
    capMinor: 10_000 + (afterOne - 5_000) + 1,
  });
  const drop = await listed(request, dropCode);
  const before = await balanceOf(request, page);
  await playSlot(page, slot, 1);

  // The winner is told in the game frame; the pot was paid and reseeded.
  const dialog = page.locator('gd-game-frame [part="jackpot-win"]');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('Sunset Drop');
  await expectNoAxeViolations(page, 'the jackpot win in the game frame');
  await reviewShots(page, 'jackpot-won', dialog);
  const { value: cycle } = await (
    await request.get(`/wps/relay/MCSFE_getJackpotCycle?jackpotId=${drop.jackpotId}&cycle=1`)
  ).json();
  expect(cycle.win).toBeTruthy();
  expect(cycle.seed).toMatch(/^[0-9a-f]{64}$/);
  await expect(dialog).toContainText(`P ${(cycle.win.paidMinor / 100).toFixed(2)}`);
  const reseeded = await listed(request, dropCode);
  expect(reseeded.cycle).toBe(2);
  expect(reseeded.seedHash).not.toBe(drop.seedHash);
  await dialog.locator('[part="jackpot-win-close"]').click();
  await expect(dialog).toBeHidden();
  // The balance holds the round and the pot: at least the pot more than before, less the one stake.
  expect(await balanceOf(request, page)).toBeGreaterThanOrEqual(before + cycle.win.paidMinor - 500);

  // The check: the revealed seed hashes to the hash published before the cycle, and its drop point was reached.
  await page.goto(`/jackpots?id=${drop.jackpotId}`);
  const check = page.locator('gd-jackpot [part="check"]');
  await expect(check.locator('[part="seed"]')).toHaveText(cycle.seed);
  const result = check.locator('[part="check-result"]');
  await expect(result).toHaveAttribute('data-verified', 'true');
  await expect(result).toContainText("The seed's SHA-256 matches the published hash.");
  await expect(result).toContainText('Drop point drawn from the seed');
  await expectNoAxeViolations(page, 'a checked jackpot cycle');
  await reviewShots(page, 'jackpot-checked', result);

  // The account record shows the win.
  const centre = await openMemberCentre(page, 'Account record');
  await expect(centre.getByRole('row').filter({ hasText: `JPT-` }).first()).toBeVisible();
});

test('every language: the jackpots and a pot, for a visitor, and the banner on the home page', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await inEveryLanguage(browser, request, '/jackpots', async (page, language) => {
    const element = page.locator('gd-jackpot');
    await expect(element.locator('[part="jackpot"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `jackpots (${language})`);
    await reviewShots(page, `jackpots-${language}`);
    await element.locator('[part="jackpot"]').first().locator('[part="open"], a, button').first().click();
    await expect(element.locator('[part="jackpot-page"]')).toBeVisible();
    await expect(element.locator('[part="seed-hash"]')).toHaveText(/^[0-9a-f]{64}$/);
    await expectNoAxeViolations(page, `a pot's page (${language})`);
    await reviewShots(page, `jackpot-page-${language}`);
    await page.goto('/');
    const banner = page.locator('gd-jackpot [part="banner"]');
    await expect(banner).toBeVisible();
    await reviewShots(page, `home-jackpot-banner-${language}`, banner);
  });
});
