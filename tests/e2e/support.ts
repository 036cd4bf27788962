import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { axeOptions, describeViolations, finishedAnimations } from '../axe-rules';
import { e2eDataDir, e2ePort } from './env';

/** Helpers the journeys share: language, the dev outbox, captcha answers and the operator file. */

/** The site's default language is Spanish; the journeys read English texts. */
export async function useEnglish(page: Page): Promise<void> {
  await preferEnglish(page);
  await closePopupNotices(page);
}

const popupNotice = (page: Page) => page.locator('[part="popup-notice"]');
const gotIt = /^(Got it|Entendido|Entendi|Compris)$/;

/**
 * Every member is shown the brand's popup notice once, after their first sign-in ("Play
 * responsibly"): journeys that are about something else read it and close it whenever it stands in
 * the way of their next step. notices.spec.ts checks the popup itself (keepPopupNotices).
 */
export async function closePopupNotices(page: Page): Promise<void> {
  await page.addLocatorHandler(popupNotice(page), async (popup) => {
    await popup.getByRole('button', { name: gotIt }).click();
  });
}

export async function keepPopupNotices(page: Page): Promise<void> {
  await page.removeLocatorHandler(popupNotice(page));
}

/** English for every page of a page or of a whole browser context (a second player). */
export async function preferEnglish(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
}

/** A second player: a browser context of its own (own storage, own session), in English. */
export async function newPlayerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await preferEnglish(context);
  const page = await context.newPage();
  // A member's first sign-in shows the popup notice; the second player's journey is about something else.
  await closePopupNotices(page);
  return page;
}

interface OutboxMessage {
  id: string | number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * Waits for a message whose address contains `to` (a phone number is stored with its dialing
 * code) and that matches, like a person checking their phone or inbox.
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  match: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox');
        const messages = (await response.json()) as OutboxMessage[];
        found = [...messages].reverse().find((message) => message.to.includes(to) && match(message));
        return Boolean(found);
      },
      { message: `no message to ${to} in the dev outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  const message = await waitForMessage(request, to, (candidate) => Date.parse(candidate.createdAt) >= after);
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${message.body}`);
  return code;
}

/** The answer of a drawn captcha, as a person reading the picture would type it. */
export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/dev/captcha/${encodeURIComponent(id)}`);
  expect(response.ok(), `captcha ${id} has an answer`).toBe(true);
  return (await response.text()).trim();
}

/** Remembers the id of every captcha picture the page was served; the last one is on screen. */
export function trackCaptchas(page: Page): { count(): number; latest(after?: number): Promise<string> } {
  const ids: string[] = [];
  // Counted once served: the server knows a picture's answer from the moment it answered for it.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/wps/captcha' && response.ok()) {
      const id = url.searchParams.get('id');
      if (id) ids.push(id);
    }
  });
  return {
    count: () => ids.length,
    /** The newest picture's id, once more than `after` pictures have been requested. */
    async latest(after = 0) {
      await expect
        .poll(() => ids.length, { message: 'a captcha picture was requested' })
        .toBeGreaterThan(after);
      return ids[ids.length - 1]!;
    },
  };
}

const operatorFile = join(e2eDataDir, 'operator.json');

/** Edits the operator's config file while the server runs (it re-reads the file on change). */
export async function updateOperator(patch: Record<string, unknown>): Promise<void> {
  const current = JSON.parse(await readFile(operatorFile, 'utf8')) as Record<string, unknown>;
  const before = (await stat(operatorFile)).mtimeMs;
  await writeFile(operatorFile, `${JSON.stringify({ ...current, ...patch }, null, 2)}\n`);
  // Make sure the modification time moves even on coarse-grained file systems.
  if ((await stat(operatorFile)).mtimeMs === before) {
    await new Promise((done) => setTimeout(done, 1100));
    await writeFile(operatorFile, `${JSON.stringify({ ...current, ...patch }, null, 2)}\n`);
  }
}

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');

/**
 * The operator's command line against this run's server (`npm run operator -- …`), signed as `name`, with the
 * key made as `npm run operator -- key create` makes it when this run has none yet; answers what it printed.
 */
export async function operatorCli(name: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(join(repo, 'node_modules/.bin/tsx'), ['server/operator-cli.ts', ...args], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: e2eDataDir,
      PORT: String(e2ePort),
      OPERATOR_KEY: readOperatorKey(e2eDataDir) ?? createOperatorKey(e2eDataDir),
      OPERATOR_NAME: name,
    },
  });
  return stdout;
}

let counter = 0;

/** A username nobody has: a letter first, then letters and digits, 4-16 characters. */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 16);
}

/** A 10-digit mobile number nobody has. */
export function uniqueMobile(): string {
  counter += 1;
  const tail = `${Date.now()}${counter}`.slice(-8);
  return `91${tail}`;
}

export async function sessionAccount(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('account'));
}

export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** Waits until the server answers the operator's loginedToHomePage switch as `on`. */
export async function waitForBrandRule(request: APIRequestContext, on: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/wps/system/status');
        const envelope = (await response.json()) as { value?: { info?: { loginedToHomePage?: boolean } } };
        return envelope.value?.info?.loginedToHomePage === true;
      },
      { message: `the status reports loginedToHomePage ${on ? 'on' : 'off'}` },
    )
    .toBe(on);
}

export const PLAYER_PASSWORD = 'Play2025x';

/**
 * Registers a new player on the register page (username tab) and waits until the header shows
 * the account signed in. `referralCode` registers through an invitation link (DEMOAGENT makes
 * demo_agent the upline).
 */
export async function registerPlayer(
  page: Page,
  request: APIRequestContext,
  options: {
    prefix?: string;
    referralCode?: string;
    keepPopupNotice?: boolean;
    /** Fills what else the form asks for (e.g. the deposit limits a jurisdiction profile wants). */
    beforeSubmit?: (register: Locator) => Promise<void>;
  } = {},
): Promise<string> {
  const username = uniqueUsername(options.prefix ?? 'p');
  const captchas = trackCaptchas(page);
  await page.goto(options.referralCode ? `/register.html?referralCode=${options.referralCode}` : '/register');
  const register = page.locator('gd-register');
  await register.locator('input[name="username"]').fill(username);
  await register.locator('input[name="password"]').fill(PLAYER_PASSWORD);
  await register.locator('input[name="confirmPassword"]').fill(PLAYER_PASSWORD);
  await register.locator('input[name="mobileNum"]').fill(uniqueMobile());
  const captchaInput = register.locator('input[name="captcha"]');
  if (await captchaInput.isVisible()) {
    await captchaInput.fill(await captchaAnswer(request, await captchas.latest()));
  }
  await register.getByRole('checkbox', { name: /at least 18/ }).check();
  await register.getByRole('checkbox', { name: /General Terms/ }).check();
  await options.beforeSubmit?.(register);
  // Watched from before the sign-in, so a notice the page's handler closes at once is not missed.
  const dismissed = options.keepPopupNotice
    ? null
    : page.waitForResponse((response) => response.url().includes('/wps/notices/popups/dismiss'));
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  // Registration hashes the password and signs in: slow on a loaded machine.
  await expect(page.locator('gd-header [part="account-button"]')).toContainText(username, {
    timeout: 30_000,
  });
  // A new member is first shown the popup notice: close it before the journey goes on, so it never
  // opens in the middle of the next step. The page's own handler (closePopupNotices) may close it first.
  if (dismissed) {
    const closing = popupNotice(page)
      .getByRole('button', { name: gotIt })
      .click()
      .catch(() => undefined);
    await Promise.race([dismissed, closing]);
    await dismissed;
    await expect(popupNotice(page)).toBeHidden();
  }
  return username;
}

/** Opens the member centre from the header's account menu, at the page named in its menu. */
export async function openMemberCentre(page: Page, menuEntry: string): Promise<Locator> {
  const header = page.locator('gd-header');
  const entry = header.getByRole('menuitem', { name: 'Member centre' });
  // A popup notice arriving after sign-in is closed by the page's handler, and that click closes the account
  // menu with it: open the menu again until the entry takes the click.
  await expect(async () => {
    if (!(await entry.isVisible())) await header.locator('[part="account-button"]').click();
    await entry.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const centre = page.locator('gd-member-centre');
  await showCentrePage(centre, menuEntry);
  return centre;
}

/** Chooses a page in the open member centre's menu and waits for its title. */
export async function showCentrePage(centre: Locator, menuEntry: string): Promise<void> {
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: menuEntry, exact: true })
    .click();
  await expect(centre.getByRole('heading', { name: menuEntry, exact: true })).toBeVisible();
}

/** Waits until the header shows exactly this balance (e.g. '150.00'; the currency sign may precede it). */
export async function expectHeaderBalance(page: Page, amount: string): Promise<void> {
  const exact = amount.replace(/[.,]/g, '\\$&');
  await expect(page.locator('gd-header [part="balance"]')).toHaveText(new RegExp(`^\\D*${exact}$`));
}

/**
 * Deposits through the demo payment gateway from the member centre's Deposit page: the order
 * opens the gateway in a new window, where the member presses Pay; the page follows the order
 * until it is paid.
 */
export async function depositThroughGateway(page: Page, centre: Locator, amount: string): Promise<string> {
  await showCentrePage(centre, 'Deposit');
  const form = centre.locator('[part~="deposit-form"]');
  await form.getByLabel(/^Amount/).fill(amount);
  const popupOpened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  const gateway = await popupOpened;
  await gateway.waitForLoadState();
  await expect(gateway.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect(gateway.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await gateway.close();
  const order = centre.locator('[part~="deposit-order"]');
  await expect(order.getByRole('status')).toHaveText('Paid: the amount is in your wallet.', {
    timeout: 15_000,
  });
  const title = (await order.getByRole('heading').first().textContent()) ?? '';
  return title.replace(/^Order\s+/, '').trim();
}

/** The development server's time now, in ms (earlier journeys may have moved its clock ahead of real time). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/dev/clock');
  expect(response.ok(), 'the dev server told its time').toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the development server's clock forward (it runs on real time plus an offset). */
export async function advanceServerClock(request: APIRequestContext, minutes: number): Promise<void> {
  const response = await request.post('/dev/clock', { data: { advanceMinutes: minutes } });
  expect(response.ok(), 'the dev server moved its clock').toBe(true);
}

/** Sets a first payment password in the payment-password section shown on the current page. */
export async function setPaymentPassword(centre: Locator, password: string): Promise<void> {
  const form = centre.locator('[part~="payment-password-form"]');
  await form.getByLabel(/^New payment password/).fill(password);
  await form.getByLabel(/^Confirm payment password/).fill(password);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(centre.getByText('Payment password saved')).toBeVisible();
}

/**
 * Collects the page's Content-Security-Policy violations (Chromium reports each on the console),
 * so a journey can show the site works under its CSP.
 */
export function trackCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the page's elements have drawn and nothing is loading any more (no spinner in any
 * shadow root), so axe sees the screen a visitor sees.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const roots: (Document | ShadowRoot)[] = [document];
          for (let index = 0; index < roots.length; index += 1) {
            for (const element of Array.from(roots[index]!.querySelectorAll('*'))) {
              if (element.localName.startsWith('gd-')) {
                if (!element.shadowRoot?.querySelector('.gd-root')) return false;
                roots.push(element.shadowRoot);
              }
            }
          }
          return roots.every((root) => root.querySelector('.spinner, [aria-busy="true"]') === null);
        }),
      // Looked at often: a page usually settles within a few hundred milliseconds.
      { message: 'the page settled: elements drawn, nothing loading', intervals: [50, 100, 200, 400] },
    )
    .toBe(true);
}

/**
 * Brings every part that draws once the visitor scrolls near it (game shelves, the winners board) into view
 * in turn, then goes back to the top: the whole page is drawn, as the visitor who scrolled through it saw it.
 */
async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const parts = Array.from(document.querySelectorAll('gd-game-shelf:not([data-empty]), gd-winners'));
    if (parts.length === 0) return;
    for (const part of parts) {
      part.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
    window.scrollTo(0, 0);
    await nextFrame();
  });
}

/**
 * Runs axe-core on the whole page (it walks the elements' open shadow roots) and expects no
 * violation of the project's bar (tests/axe-rules.ts). The script is evaluated rather than added
 * as a <script> tag, which the site's CSP (script-src 'self') refuses.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await drawWholePage(page);
  await waitForSettledPage(page);
  await page.evaluate(finishedAnimations);
  // A string evaluates through the DevTools protocol, outside the page's CSP; once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const run = () =>
    page.evaluate(async (options) => {
      const { axe } = window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      };
      return (await axe.run(document, options)).violations;
    }, axeOptions);
  let violations = await run();
  if (violations.length > 0) {
    // Something that opened while axe ran (a popup notice fading in) is read mid-transition, its colours
    // blended: once every animation has finished, a real violation is still there.
    await page.evaluate(finishedAnimations);
    violations = await run();
  }
  expect(describeViolations(violations), `axe on ${screen}`).toEqual([]);
}

/** Reads one call of the site's API, as the signed-in member when a token is given. */
export async function apiGet<T>(request: APIRequestContext, token: string | null, path: string): Promise<T> {
  const response = await request.get(path, { headers: { ...(token ? { token } : {}), Language: 'en' } });
  const envelope = (await response.json()) as { code: number; value: T; message: string };
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.value;
}

/** A slot the lobby lists that launches straight away: not a hall of sub-games, not under maintenance. */
export async function pickSlot(request: APIRequestContext) {
  const query = new URLSearchParams({
    gameType: 'RNG',
    gameClassify: 'SLOT',
    gameName: 'Dragon',
    language: 'en',
    pageSize: '100',
  });
  const { games } = await apiGet<{
    games: { code: string; name: string; isGame: string; maintenance: boolean; minBet: number }[];
  }>(request, null, `/wps/relay/GCSGAME_gameList?${query}`);
  const slot = games.find((game) => game.isGame === 'GAME' && !game.maintenance && game.minBet <= 500);
  expect(slot, 'a playable slot whose name contains "Dragon"').toBeTruthy();
  return slot!;
}

/**
 * Screens of a journey for review, not compared: saved at 1366 and 390 px as <name>-<width>.png when SHOTS_DIR
 * names a folder, with `focus` scrolled into view when it can be.
 */
export async function reviewShots(page: Page, name: string, focus?: Locator): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await focus?.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The code of a playable slot of the PG lobby whose smallest stake is 1.00. */
export async function pgSlotAtOne(request: APIRequestContext): Promise<string> {
  const query = new URLSearchParams({ gameType: 'RNG', vendorCode: 'PG', language: 'en', pageSize: '100' });
  const { games } = await apiGet<{
    games: { code: string; isGame: string; maintenance: boolean; minBet: number }[];
  }>(request, null, `/wps/relay/GCSGAME_gameList?${query}`);
  const game = games.find((entry) => entry.isGame === 'GAME' && !entry.maintenance && entry.minBet === 100);
  expect(game, 'a playable PG slot with a 1.00 minimum').toBeTruthy();
  return game!.code;
}

/** The signed-in member's balance (minor units), read through the API with the page's session. */
export async function balanceOf(request: APIRequestContext, page: Page): Promise<number> {
  const value = await apiGet<{ sumBalance: number }>(
    request,
    await sessionToken(page),
    '/wps/v2/wallets/balance',
  );
  return value.sumBalance;
}

/**
 * Offers every language the site has while `visit` sees a fresh visitor's page in each (the page opens with the
 * language chosen and `<html lang>` checked after the first navigation), then offers the brand's usual two again.
 */
export async function inEveryLanguage(
  browser: Browser,
  request: APIRequestContext,
  path: string,
  visit: (page: Page, language: string) => Promise<void>,
): Promise<void> {
  await updateOperator({ languages: { default: 'es', supported: ['es', 'en', 'pt', 'ty'] } });
  try {
    await expect
      .poll(
        async () => (await (await request.get('/wps/system/status')).json()).value.info.languages.supported,
      )
      .toContain('ty');
    for (const language of ['es', 'en', 'pt', 'ty']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await visit(page, language);
      await context.close();
    }
  } finally {
    await updateOperator({ languages: { default: 'es', supported: ['es', 'en'] } });
  }
}
