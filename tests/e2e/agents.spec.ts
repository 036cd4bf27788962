import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  depositThroughGateway,
  newPlayerPage,
  openMemberCentre,
  setPaymentPassword,
  uniqueUsername,
  useEnglish,
} from './support';

const AGENT = 'demo_agent';
const AGENT_PASSWORD = 'Demo1234';
const AGENT_PAYMENT_PASSWORD = 'Agent9876';
const DOWNLINE_PASSWORD = 'Down2025x';

/** Signs in from the header's quick login on the home page. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  const header = page.locator('gd-header');
  await header.getByPlaceholder('Username').fill(username);
  await header.getByPlaceholder('Password').fill(password);
  await header.getByRole('button', { name: 'Log in' }).first().click();
}

async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect(page.locator('gd-header [part="account-button"]')).toContainText(username);
}

/** Opens the agent centre from the header's agent icon. */
async function openAgentCentre(page: Page): Promise<Locator> {
  await page.locator('gd-header').getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.locator('gd-agent-centre');
  await expect(centre.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
  return centre;
}

async function showAgentPage(centre: Locator, entry: string): Promise<void> {
  await centre
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('button', { name: entry, exact: true })
    .click();
  // The page's title; a card on the page may carry the same words (the daily salary contract) once it loads.
  await expect(centre.getByRole('heading', { name: entry, exact: true }).first()).toBeVisible();
}

/** "P 1,234.50" as minor units. */
function minorOf(text: string): number {
  const digits = text.replace(/[^\d-]/g, '');
  return Number(digits);
}

/** "+P 0.40" for a positive amount in minor units, as signed amounts are written. */
function signedText(minor: number): string {
  return `+P ${Math.trunc(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;
}

/** A slot of the catalogue that launches directly, is not under maintenance and bets 1.00 at least. */
async function pickSlot(request: APIRequestContext): Promise<{ code: string; name: string }> {
  const response = await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=100&language=en');
  const games = (
    (await response.json()) as {
      value: {
        games: { code: string; name: string; isGame: string; maintenance: boolean; minBet: number }[];
      };
    }
  ).value.games;
  const game = games.find((item) => item.isGame === 'GAME' && !item.maintenance && item.minBet === 100);
  expect(game, 'a slot with a 1.00 minimum bet').toBeTruthy();
  return game!;
}

test('an agent registers a downline that plays, pays it a daily salary, and both see the settlement', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  await useEnglish(page);

  // The agent sets its payment password and funds its wallet.
  await signIn(page, AGENT, AGENT_PASSWORD);
  await expectSignedIn(page, AGENT);
  const memberCentre = await openMemberCentre(page, 'My account');
  await setPaymentPassword(memberCentre, AGENT_PAYMENT_PASSWORD);
  await depositThroughGateway(page, memberCentre, '500');
  await memberCentre.locator('[part="modal-close"]').first().click();

  // It registers a downline member and reads its one-time password, shown once.
  const downline = uniqueUsername('dl');
  const centre = await openAgentCentre(page);
  await expect(centre.getByRole('heading', { name: 'Team overview', exact: true })).toBeVisible();
  await showAgentPage(centre, 'Register account');
  const registerForm = centre.locator('[part~="register-form"]');
  await registerForm.getByLabel(/^Username/).fill(downline);
  await registerForm.getByRole('button', { name: 'Register account' }).click();
  const otpBox = centre.locator('[part~="one-time-password"]');
  await expect(otpBox).toBeVisible();
  await expect(centre.getByText('This password will not be shown again.', { exact: false })).toBeVisible();
  const oneTimePassword = ((await otpBox.locator('code').textContent()) ?? '').trim();
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);

  // The downline signs in with it and must change it before anything else.
  const player = await newPlayerPage(browser);
  await signIn(player, downline, oneTimePassword);
  const newPassword = player.locator('input[name="newPassword"]');
  await expect(newPassword).toBeVisible();
  await player.locator('input[name="oldPassword"]').fill(oneTimePassword);
  await newPassword.fill(DOWNLINE_PASSWORD);
  await player.locator('input[name="confirmNewPassword"]').fill(DOWNLINE_PASSWORD);
  await player.getByRole('button', { name: 'Change password' }).click();
  await expect(newPassword).toBeHidden();
  await expectSignedIn(player, downline);

  // The agent transfers 200.00 to it from team management.
  await showAgentPage(centre, 'Team management');
  await centre.getByLabel('Search account').fill(downline);
  const row = centre.locator('[part~="team-members"] tbody tr', { hasText: downline });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Transfer funds to ${downline}` }).click();
  const transfer = centre.locator('[part~="transfer-form"]');
  await transfer.getByLabel(/^Amount/).fill('200');
  await transfer.getByLabel(/^Payment password/).fill(AGENT_PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer.getByText(`P 200.00 sent to ${downline}`)).toBeVisible();
  await expect(row).toContainText('P 200.00');
  await page.keyboard.press('Escape');
  await expect(transfer).toBeHidden();

  // The downline launches a slot and plays two rounds of 20.00.
  const slot = await pickSlot(request);
  await player.goto('/rng');
  await player.locator('gd-lobby input[name="gameName"]').fill(slot.name);
  await player
    .locator(`gd-lobby [part~="game-card"][data-code="${slot.code}"] [part~="game-card-launch"]`)
    .click();
  await expect(player).toHaveURL(/\/game/);
  const game = player.frameLocator('gd-game-frame iframe');
  const spin = game.locator('button.spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const raise = game.locator('button.step').nth(1);
  for (let press = 0; press < 4; press += 1) await raise.click();
  for (let round = 0; round < 2; round += 1) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }

  // The agent sees the two rounds in team betting and in the downline's profit and loss.
  await showAgentPage(centre, 'Team betting');
  const bets = centre.locator('[part~="team-bets"] tbody tr', { hasText: downline });
  await expect(bets).toHaveCount(2);
  const totals = centre.locator('[part~="bet-totals"]');
  await expect(totals.locator('div', { hasText: 'Rounds' }).locator('dd')).toHaveText('2');
  const validBet = minorOf(
    (await totals.locator('div', { hasText: 'Valid bet' }).locator('dd').textContent()) ?? '',
  );
  expect(validBet).toBe(4_000);
  await showAgentPage(centre, 'User profit and loss');
  const profitRow = centre.locator('[part~="profit-rows"] tbody tr', { hasText: downline });
  await expect(profitRow).toContainText('P 40.00');

  // It offers the downline a daily salary of 1.00% (it holds 1.50% from the house).
  await showAgentPage(centre, 'Daily salary');
  await expect(centre.locator('[part~="contract"]').first()).toContainText('1.50%');
  await centre.getByLabel('Find a direct downline').fill(downline);
  const offerTo = centre.getByLabel('Offer to');
  await expect(offerTo.locator('option', { hasText: downline })).toHaveCount(1);
  await offerTo.selectOption({ label: downline });
  const offer = centre.locator('[part~="offer-form"]');
  await offer.getByLabel(/^Rate/).fill('1');
  await offer.getByRole('button', { name: `Send offer to ${downline}` }).click();
  await expect(offer.getByText(`Offer sent to ${downline}`)).toBeVisible();
  await expect(centre.locator('[part~="offers"] tbody tr', { hasText: downline })).toContainText('Waiting');

  // The downline finds the offer in the dialog and accepts it.
  await player.goto('/');
  const dialog = player.locator('[part~="contract-offers"]');
  const card = dialog.locator('[part~="contract"]', { hasText: 'Daily salary' });
  await expect(card).toContainText("1.00% of the team's valid bet of each day");
  await expect(card).toContainText(`Offered by ${AGENT}`);
  await card.getByRole('button', { name: 'Accept · Daily salary' }).click();
  await expect(card).toContainText('Accepted');
  await dialog.locator('[part~="contract-offers-close"]').click();
  await expect(card).toBeHidden();

  // The day closes and the settlement runs.
  const moved = await request.post('/dev/clock', { data: { advanceMinutes: 25 * 60 } });
  expect(moved.ok()).toBe(true);
  // The pages pick their dates on the browser's clock; the server's is a day ahead now.
  const serverDay = ((await moved.json()) as { now: string }).now.slice(0, 10);
  const settled = await request.post('/dev/settlements/run');
  expect(settled.ok()).toBe(true);

  // The sessions ended with the day: both sign in again and find the daily salary.
  const downlineSalary = Math.floor((validBet * 100) / 10_000);
  const agentSalary = Math.floor((validBet * 50) / 10_000);
  expect(downlineSalary).toBeGreaterThan(0);

  await player.evaluate(() => sessionStorage.clear());
  await signIn(player, downline, DOWNLINE_PASSWORD);
  await expectSignedIn(player, downline);
  const downlineCentre = await openMemberCentre(player, 'Contract income');
  await downlineCentre.getByLabel('To', { exact: true }).fill(serverDay);
  const downlineLine = downlineCentre.locator('[part~="income-lines"] tbody tr', { hasText: 'Daily salary' });
  await expect(downlineLine).toHaveCount(1);
  await expect(downlineLine).toContainText(signedText(downlineSalary));
  await downlineLine.getByRole('button', { name: '2 rounds' }).click();
  await expect(downlineCentre.locator('[part~="income-rounds"] tbody tr')).toHaveCount(2);

  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, AGENT, AGENT_PASSWORD);
  await expectSignedIn(page, AGENT);
  const agentCentre = await openAgentCentre(page);
  await showAgentPage(agentCentre, 'My income');
  await agentCentre.getByLabel('To', { exact: true }).fill(serverDay);
  await agentCentre.getByLabel('Kind').selectOption('dailySalary');
  const agentLine = agentCentre.locator('[part~="income-lines"] tbody tr', { hasText: 'Daily salary' });
  await expect(agentLine.filter({ hasText: signedText(agentSalary) })).toHaveCount(1);
  await showAgentPage(agentCentre, 'Transaction details');
  await agentCentre.getByLabel('To', { exact: true }).fill(serverDay);
  await expect(
    agentCentre.locator('[part~="transaction-rows"] tbody tr', { hasText: 'Daily salary' }).filter({
      hasText: signedText(agentSalary),
    }),
  ).toHaveCount(1);
  await expect(
    agentCentre.locator('[part~="transaction-rows"] tbody tr', { hasText: 'Transfer to downline' }),
  ).toContainText(downline);
});
