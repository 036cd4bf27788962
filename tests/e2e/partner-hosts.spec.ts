import type { Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, e2ePort } from './env';
import { type HostName, prepareHost, serveHost } from './partner-hosts';
import { newPlayerPage, PLAYER_PASSWORD, registerPlayer, updateOperator } from './support';

/**
 * Partner pages on another origin than the elements and the API: a plain HTML page with script tags, a React 18
 * app and a Vue 3 app built with Vite from the npm package in dist/. No language is stored beforehand: the
 * elements take the page's.
 */
const partnerPorts: Record<HostName, number> = (() => {
  const first = Number(process.env.E2E_PARTNER_PORT ?? e2ePort + 10);
  return { plain: first, react: first + 1, vue: first + 2 };
})();
const originOf = (host: HostName) => `http://127.0.0.1:${partnerPorts[host]}`;

const servers: Server[] = [];

test.describe.configure({ mode: 'serial' });

/** A player of these tests' own: other journeys change the demo accounts (the password reset one does). */
let player = '';

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(240_000);
  const site = await newPlayerPage(browser);
  player = await registerPlayer(site, request, { prefix: 'host' });
  await site.context().close();
  const hosts: HostName[] = ['plain', 'react', 'vue'];
  await updateOperator({ corsOrigins: hosts.map(originOf) });
  for (const host of hosts) servers.push(await serveHost(prepareHost(host), partnerPorts[host], e2eBaseUrl));
  // The server re-reads the operator file on change: wait until it lets the partner origins in.
  await expect
    .poll(async () => {
      const answer = await request.get('/wps/system/publicKey', { headers: { origin: originOf('vue') } });
      return answer.headers()['access-control-allow-origin'];
    })
    .toBe(originOf('vue'));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

/** Calls the page makes to the platform API on its own origin (there is none there). */
function callsToOwnOrigin(page: Page, host: HostName): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${originOf(host)}/wps/`)) calls.push(request.url());
  });
  return calls;
}

async function signIn(page: Page, scope = page.locator('gd-login')): Promise<void> {
  await scope.locator('input[name="username"]').fill(player);
  await scope.locator('input[name="password"]').fill(PLAYER_PASSWORD);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

const accountButton = (page: Page) => page.locator('gd-header [part="account-button"]');

test('plain page, api-base attributes only: the session survives a reload on the element API', async ({
  page,
}) => {
  const ownOrigin = callsToOwnOrigin(page, 'plain');
  await page.goto(`${originOf('plain')}/api-base.html`);
  // <html lang="en"> and no stored choice: English, not the brand's default Spanish.
  await expect(page.locator('gd-login').getByRole('heading', { name: 'Log in' })).toBeVisible();
  await signIn(page);
  await expect(accountButton(page)).toContainText(player);

  await page.reload();
  await expect(accountButton(page)).toContainText(player);
  await expect(page.locator('gd-header [part="balance"]')).not.toContainText('—');
  expect(ownOrigin).toEqual([]);
});

test('plain page, standard gd-login.js + lite gd-header.js + configure(): one configuration, one session', async ({
  page,
}) => {
  const ownOrigin = callsToOwnOrigin(page, 'plain');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${originOf('plain')}/configure.html`);
  // The lite header renders (it used to stay an empty 0 px root) and speaks the page's English.
  const header = page.locator('gd-header [part="header"]');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  await expect(page.locator('gd-header').getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  // The host opens the standard bundle's modal; Escape closes it and gd-close brings the page's state back.
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(page.locator('#state')).toHaveText('open');
  const dialog = page.locator('gd-login dialog[part="modal"]');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#state')).toHaveText('closed');

  // Signing in through one bundle shows in the other's header, and again after a reload.
  await page.getByRole('button', { name: 'Open login' }).click();
  await signIn(page, page.locator('gd-login'));
  await expect(accountButton(page)).toContainText(player);
  await page.reload();
  await expect(accountButton(page)).toContainText(player);

  // A bad setting is said, not swallowed.
  await page.evaluate(() => globalThis.gamedeck?.configure({ apiBase: 'not a url' }));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { gdErrors: unknown[] }).gdErrors))
    .toEqual([
      expect.objectContaining({ code: 1000, message: expect.stringContaining('apiBase') }),
      expect.objectContaining({ code: 1000, message: expect.stringContaining('apiBase') }),
    ]);
  expect(consoleErrors.some((text) => text.includes('apiBase'))).toBe(true);
  await expect(accountButton(page)).toContainText(player);
  expect(ownOrigin).toEqual([]);
});

test('React 18 app: open/close both ways with gd-close, sign-in event, reload keeps the API base', async ({
  page,
}) => {
  const ownOrigin = callsToOwnOrigin(page, 'react');
  await page.goto(`${originOf('react')}/`);
  const login = page.locator('gd-login');
  const dialog = login.locator('dialog[part="modal"]');
  // React 18 writes open={false} as open="false": closed.
  await expect(page.locator('gd-header [part="header"]')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(dialog).toBeVisible();
  await login.locator('[part="modal-close"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#state')).toHaveText('closed');
  await expect(page.locator('#closes')).toHaveText('1');

  // The app's button works again, and signing in reaches the app through gd-login.
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(dialog).toBeVisible();
  await expect(login.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await signIn(page);
  await expect(page.locator('#account')).toHaveText(player);
  await expect(accountButton(page)).toContainText(player);

  await page.reload();
  await expect(accountButton(page)).toContainText(player);
  expect(ownOrigin).toEqual([]);
});

test('Vue 3 app on the lite build: "false" bound as a property stays closed, gd-close, page language', async ({
  page,
}) => {
  const ownOrigin = callsToOwnOrigin(page, 'vue');
  await page.goto(`${originOf('vue')}/`);
  const login = page.locator('gd-login');
  const dialog = login.locator('dialog[part="modal"]');
  // <html lang="pt"> is not among the brand's languages (es, en): the brand default, Spanish.
  await expect(
    page.locator('gd-header').getByRole('button', { name: 'Iniciar sesión' }).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Bind "false"' }).click();
  await expect(page.locator('#state')).toHaveText('false');
  expect(await login.evaluate((element) => (element as HTMLElement & { open: unknown }).open)).toBe(false);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#state')).toHaveText('false');
  await expect(page.locator('#closes')).toHaveText('1');
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // The page switches its own language: the elements follow.
  await page.getByRole('button', { name: 'Page in English' }).click();
  await expect(page.locator('gd-header').getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(login.locator('.gd-root')).toHaveAttribute('lang', 'en');
  expect(ownOrigin).toEqual([]);
});
