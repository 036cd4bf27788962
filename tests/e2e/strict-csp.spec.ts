import type { Server } from 'node:http';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eBaseUrl, e2ePort } from './env';
import { prepareHost, serveHost } from './partner-hosts';
import { newPlayerPage, PLAYER_PASSWORD, registerPlayer, showCentrePage, updateOperator } from './support';

/**
 * The elements under the strictest policy a partner can have: its own origin plus the element origin for
 * scripts, styles, images and calls (WebSocket included), no inline style anywhere. Every element and
 * every lazily loaded part must be drawn with its CSS, and nothing may be refused; the operator site runs
 * alike under its own policy (style-src 'self').
 */
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? e2ePort + 10) + 3;
const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
const socketOrigin = e2eBaseUrl.replace(/^http/, 'ws');
const partnerPolicy = [
  "default-src 'self'",
  `script-src 'self' ${e2eBaseUrl}`,
  `style-src 'self' ${e2eBaseUrl}`,
  `img-src 'self' ${e2eBaseUrl}`,
  `connect-src 'self' ${e2eBaseUrl} ${socketOrigin}`,
].join('; ');

const shots = '/work/shots/styles-csp';
let server: Server | null = null;
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const site = await newPlayerPage(browser);
  player = await registerPlayer(site, site.request, { prefix: 'csp' });
  await site.context().close();
  await updateOperator({ corsOrigins: [partnerOrigin] });
  server = await serveHost(prepareHost('plain'), partnerPort, e2eBaseUrl, {
    'content-security-policy': partnerPolicy,
  });
});

test.afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
});

/** Every securitypolicyviolation on the page, inside shadow roots too (the event is composed). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * The non-inherited properties where `target` differs from the same element, alone in a shadow root with
 * no style sheet: none means none of its element's CSS reached it.
 */
function ownStyling(target: Locator): Promise<string[]> {
  return target.evaluate((node) => {
    const properties = [
      'display',
      'position',
      'padding-top',
      'padding-left',
      'margin-top',
      'background-color',
      'background-image',
      'border-top-width',
      'border-top-left-radius',
      'row-gap',
      'grid-template-columns',
      'flex-direction',
      'box-shadow',
    ];
    const bareHost = document.createElement('div');
    document.body.append(bareHost);
    const bare = node.cloneNode(false) as Element;
    bareHost.attachShadow({ mode: 'open' }).append(bare);
    const drawn = getComputedStyle(node);
    const plain = getComputedStyle(bare);
    const differ = properties.filter((name) => drawn.getPropertyValue(name) !== plain.getPropertyValue(name));
    bareHost.remove();
    return differ;
  });
}

async function expectStyled(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  await expect.poll(() => ownStyling(target), what).not.toEqual([]);
}

const css = (target: Locator, property: string) =>
  target.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

/** A primary button is filled with the accent colour, not the browser's grey or nothing. */
async function expectPrimaryButton(button: Locator, what: string): Promise<void> {
  await expect(button, what).toBeVisible();
  const background = await css(button, 'background-color');
  expect(background, what).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$|^rgb\(240, 240, 240\)$/);
  expect(await css(button, 'border-top-left-radius'), what).not.toBe('0px');
}

/** The first drawn part of each element on the page. */
const firstDrawnPart = (page: Page, tag: string) => page.locator(`${tag} [part]:visible`).first();

const PAGE_ELEMENTS = [
  'gd-header',
  'gd-nav',
  'gd-banners',
  'gd-game-shelf',
  'gd-lobby',
  'gd-sports',
  'gd-lottery',
  'gd-winners',
  'gd-notices',
  'gd-promotions',
  'gd-point-mall',
  'gd-vip',
  'gd-tournaments',
  'gd-lucky-wheel',
  'gd-jackpot',
  'gd-join',
  'gd-help',
  'gd-download',
  'gd-feedback',
  'gd-login',
  'gd-register',
  'gd-forgot-password',
  'gd-change-password',
  'gd-live-chat',
  'gd-maintenance',
  'gd-region',
  'gd-side-bar',
];

test('a partner page whose CSP allows only itself and the element origin shows every element styled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const violations = await recordViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${partnerOrigin}/strict-csp.html`);
  for (const tag of PAGE_ELEMENTS) await expectStyled(firstDrawnPart(page, tag), tag);
  await expectPrimaryButton(
    page.locator('gd-login [part="login-form"] button[type="submit"]'),
    'sign-in button',
  );
  await expectPrimaryButton(page.locator('gd-register button[type="submit"]'), 'register button');
  await page.screenshot({ path: `${shots}/partner-strict-csp-1366.png`, fullPage: false });

  // Signing in through the page's sign-in element, then the member centre's lazily loaded pages.
  const login = page.locator('gd-login');
  await login.locator('input[name="username"]').fill(player);
  await login.locator('input[name="password"]').fill(PLAYER_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('gd-header [part="account-button"]')).toContainText(player);
  await page.locator('gd-header [part="account-button"]').click();
  await page.locator('gd-header').getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.locator('gd-member-centre');
  await expect(centre.locator('[part="menu"]')).toBeVisible();
  expect(await css(centre.locator('.centre'), 'display')).toBe('grid');
  await expectStyled(centre.locator('[part="menu-item"]').first(), 'member centre menu');
  for (const [entry, part] of [
    ['Betting record', '[part="records-filters"]'],
    ['My wallet', '[part="transfer-fund"] .centre-section, [part="transfer-fund"] > *'],
    ['Deposit', '[part="page"] > :not(h3)'],
    ['Invite friends', '[part="page"] > :not(h3)'],
  ] as const) {
    await showCentrePage(centre, entry);
    await expectStyled(centre.locator(part).first(), entry);
  }
  await page.screenshot({ path: `${shots}/partner-member-centre-1366.png` });
  expect(await violations()).toEqual([]);
});

test('the site runs under its own CSP with no violation: registering, both centres, phone and desktop', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await newPlayerPage(browser);
  const violations = await recordViolations(page);
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self'(;|$)/);

  // The register form's captcha (a lazily loaded part) is drawn on a canvas: no data: image, no inline style.
  await page.goto('/register');
  const captcha = page.locator('gd-register [part="captcha-image"]');
  await expectStyled(captcha, 'captcha picture');
  await expect
    .poll(() => captcha.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width))
    .not.toBe(300);
  await registerPlayer(page, page.request, { prefix: 'site' });
  await page.goto('/');
  await page.locator('gd-header [part="account-button"]').click();
  await page.locator('gd-header').getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.locator('gd-member-centre');
  await showCentrePage(centre, 'Betting record');
  await expectStyled(centre.locator('[part="records-filters"]'), 'betting record filters');
  expect(await css(centre.locator('.centre'), 'display')).toBe('grid');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${shots}/site-member-centre-${width}.png` });
  }
  expect(await violations()).toEqual([]);
  await page.context().close();

  const agentPage = await newPlayerPage(browser);
  const agentViolations = await recordViolations(agentPage);
  await agentPage.setViewportSize({ width: 1366, height: 860 });
  await agentPage.goto('/');
  const header = agentPage.locator('gd-header');
  await header.getByPlaceholder('Username').fill('demo_agent');
  await header.getByPlaceholder('Password').fill('Demo1234');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(header.locator('[part="account-button"]')).toContainText('demo_agent');
  await header.getByRole('button', { name: 'Agent centre' }).click();
  const agentCentre = agentPage.locator('gd-agent-centre');
  const menu = agentCentre.getByRole('navigation', { name: 'Agent centre' });
  await expect(menu).toBeVisible();
  expect(await css(agentCentre.locator('.centre'), 'display')).toBe('grid');
  await expectStyled(agentCentre.locator('.centre-section').first(), 'team overview section');
  for (const entry of ['Team betting', 'My income', 'Daily salary']) {
    await menu.getByRole('button', { name: entry, exact: true }).click();
    await expect(agentCentre.getByRole('heading', { name: entry, exact: true }).first()).toBeVisible();
    await expectStyled(agentCentre.locator('[part="page"] > :not(h3)').first(), entry);
  }
  for (const width of [1366, 390]) {
    await agentPage.setViewportSize({ width, height: 860 });
    await agentPage.screenshot({ path: `${shots}/site-agent-centre-${width}.png` });
  }
  expect(await agentViolations()).toEqual([]);
  await agentPage.context().close();
});
