import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { readQrPicture } from '../qr-reader';
import {
  openMemberCentre,
  preferEnglish,
  registerPlayer,
  trackCspViolations,
  updateOperator,
  useEnglish,
} from './support';

/**
 * The site on players' phones: every QR code it shows reads as its own target, the downloads behind them
 * answer, and the site is an installable web app whose service worker opens it offline and keeps nothing
 * but the shell and the build's files.
 */

interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  install?: string;
  signed?: boolean;
}

async function downloads(request: APIRequestContext): Promise<Resource[]> {
  const envelope = (await (await request.get('/wps/system/domainRoute')).json()) as {
    value: { resources: Resource[] };
  };
  return envelope.value.resources;
}

/** What a phone's camera reads from a QR code drawn on the page. */
async function readQr(code: Locator): Promise<string | null> {
  await expect(code).toBeVisible();
  return readQrPicture(await code.screenshot());
}

/** What a phone's camera reads from a QR picture the server serves (domainRoute's qrCodeUrl). */
async function readServedQr(request: APIRequestContext, url: string): Promise<string | null> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return readQrPicture(await response.body());
}

/** An address of the site answers as a phone's browser opens it (asking for a page). */
async function expectAnswers(request: APIRequestContext, url: string, type: RegExp): Promise<void> {
  const response = await request.get(url, { headers: { accept: 'text/html,*/*' }, maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(type);
}

/** Where a QR code leads: the site's own addresses must answer; other sites are what the operator configured. */
async function expectOwnTargetAnswers(page: Page, target: string): Promise<void> {
  const own = new URL(target).origin === new URL(page.url()).origin;
  if (!own) return;
  const path = new URL(target).pathname;
  await expectAnswers(
    page.request,
    target,
    path === '/download/ios' ? /^application\/x-apple-aspen-config/ : /^text\/html/,
  );
}

const STORE_IOS = 'https://apps.apple.com/app/id6450000001';
const STORE_ANDROID = 'https://play.google.com/store/apps/details?id=test.gamedeck.e2e';
const TELEGRAM = 'https://t.me/gamedeck_support';

test.describe('QR codes', () => {
  test.afterEach(async ({ request }) => {
    await updateOperator({ app: {} });
    // The server reads the operator file when it changes: the next journey starts once the store apps are gone.
    await expect.poll(async () => (await downloads(request))[0]?.url).not.toBe(STORE_IOS);
  });

  test("every QR code on the site reads as its own target, and the site's own targets answer", async ({
    page,
  }) => {
    await useEnglish(page);
    const resources = await downloads(page.request);
    expect(resources.map((entry) => entry.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID', 'LITE']);
    const urlOf = (type: string) => resources.find((entry) => entry.resourceType === type)!.url;

    // domainRoute's QR pictures.
    for (const resource of resources) {
      expect(await readServedQr(page.request, resource.qrCodeUrl!), resource.resourceType).toBe(resource.url);
    }

    // The download page: one card per app (the profile is the iOS app when there is no store app).
    await page.goto('/download');
    const cards = page.locator('gd-download [part="app"]');
    await expect(cards).toHaveCount(3);
    const expected: Record<string, string> = {
      ios: urlOf('IOS'),
      android: urlOf('ANDROID'),
      lite: urlOf('LITE'),
    };
    for (const [app, target] of Object.entries(expected)) {
      const read = await readQr(page.locator(`gd-download [data-app="${app}"] svg[role="img"]`));
      expect(read, `download page: ${app}`).toBe(target);
      await expectOwnTargetAnswers(page, target);
    }
    await expect(page.locator('gd-download [data-app="ios"]')).toContainText('This profile is not signed');

    // The side bar: Telegram, the iOS app, the iOS profile and Android, each opened in turn.
    const bar = page.locator('gd-side-bar [part="bar"]');
    const sideBarCodes: Record<string, string> = {
      Telegram: TELEGRAM,
      'iOS app': urlOf('IOS'),
      'iOS profile': urlOf('MOBILECONFIG'),
      'Android app': urlOf('ANDROID'),
    };
    for (const [name, target] of Object.entries(sideBarCodes)) {
      await bar.getByRole('button', { name, exact: true }).click();
      const read = await readQr(bar.getByRole('img', { name: `QR code of ${name}` }));
      expect(read, `side bar: ${name}`).toBe(target);
      await expectOwnTargetAnswers(page, target);
    }

    // The member's invite link in the member centre.
    await registerPlayer(page, page.request);
    const centre = await openMemberCentre(page, 'Invite friends');
    const invite = (await centre.locator('[part="invite-link"]').textContent()) ?? '';
    expect(invite).toMatch(/\/register\.html\?referralCode=/);
    expect(await readQr(centre.locator('[part="referral-qr"]'))).toBe(invite);
    await expectOwnTargetAnswers(page, invite);
  });

  test('with store apps configured, the iOS and Android codes read as the store pages and /download/android leads there', async ({
    page,
  }) => {
    await useEnglish(page);
    await updateOperator({ app: { iosStoreUrl: STORE_IOS, androidStoreUrl: STORE_ANDROID } });
    await expect.poll(async () => (await downloads(page.request))[0]?.url).toBe(STORE_IOS);

    await page.goto('/download');
    // The profile keeps a card of its own beside the store app.
    await expect(page.locator('gd-download [part="app"]')).toHaveCount(4);
    expect(await readQr(page.locator('gd-download [data-app="ios"] svg[role="img"]'))).toBe(STORE_IOS);
    expect(await readQr(page.locator('gd-download [data-app="android"] svg[role="img"]'))).toBe(
      STORE_ANDROID,
    );
    const bar = page.locator('gd-side-bar [part="bar"]');
    await bar.getByRole('button', { name: 'Android app', exact: true }).click();
    expect(await readQr(bar.getByRole('img', { name: 'QR code of Android app' }))).toBe(STORE_ANDROID);

    const old = await page.request.get('/download/android', { maxRedirects: 0 });
    expect(old.status()).toBe(302);
    expect(old.headers().location).toBe(STORE_ANDROID);
  });
});

test.describe('the installable web app', () => {
  test('the Android download page offers the web app first, and the profile downloads as an iOS profile', async ({
    page,
  }) => {
    await useEnglish(page);
    const response = await page.goto('/download/android');
    expect(response?.status()).toBe(200);
    const first = page.locator('gd-download [part="app"]').first();
    await expect(first).toHaveAttribute('data-app', 'android');
    await expect(first).toContainText('For your phone');
    // Chromium offers no install here (headless): the page says where the browser keeps it.
    await expect(first).toContainText("In your browser's menu, choose Install app or Add to Home Screen.");
    await expect(
      page.locator('gd-download [data-app="lite"]').getByRole('link', { name: 'Open the lite app' }),
    ).toHaveAttribute('href', /\/$/);
    const profile = await page.request.get(
      (await page
        .locator('gd-download [data-app="ios"]')
        .getByRole('link', { name: 'Install the profile' })
        .getAttribute('href'))!,
    );
    expect(profile.headers()['content-type']).toBe('application/x-apple-aspen-config');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: 'Gamedeck', display: 'standalone', start_url: '/' });
  });

  test('the service worker is active after the first visit, and the site opens offline with its offline page', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await preferEnglish(context);
    const page = await context.newPage();
    const cspViolations = trackCspViolations(page);
    await page.goto('/');
    await expect(page.locator('gd-header [part="logo"]')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
        message: 'the page is controlled by the active service worker',
        // Installing fetches and stores the site's files first: slower on a busy machine.
        timeout: 30_000,
      })
      .toBe('activated');
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const names = await caches.keys();
            const cache = await caches.open(names[0]!);
            return (await cache.keys()).map((request) => new URL(request.url).pathname);
          }),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining(['/', '/lite/elements/gd-header.js']));

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // A page never visited opens offline too (in a tab of its own: the first one reopens itself when the
    // connection comes back, and the browser's offline emulation can flicker while a tab navigates).
    const neverVisited = await context.newPage();
    const laterCspViolations = trackCspViolations(neverVisited);
    await neverVisited.goto('/rng');
    await expect(neverVisited.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    // Back online, the page asked for opens by itself.
    await context.setOffline(false);
    await expect(neverVisited.locator('gd-lobby')).toBeVisible({ timeout: 30_000 });
    expect(new URL(neverVisited.url()).pathname).toBe('/rng');
    expect([...cspViolations, ...laterCspViolations]).toEqual([]);
    await context.close();
  });

  test('the service worker never answers or keeps an API call, a game, or anything about a member', async ({
    page,
  }) => {
    await useEnglish(page);
    const apiAnswers: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/(wps|lgw|lotto|play|ws|operator|gateway)\//.test(pathname)) {
        apiAnswers.push({ url: pathname, fromServiceWorker: response.fromServiceWorker() });
      }
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Signed in and playing while the worker controls the page: balance, lobby, a game.
    await registerPlayer(page, page.request);
    await page.goto('/rng');
    await expect(page.locator('gd-lobby')).toBeVisible();
    await page.locator('gd-header [part="balance"]').waitFor();
    await page.goto('/download');
    await expect(page.locator('gd-download [part="app"]').first()).toBeVisible();

    expect(apiAnswers.length, 'the pages made API calls').toBeGreaterThan(5);
    expect(apiAnswers.filter((answer) => answer.fromServiceWorker)).toEqual([]);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(3);
    for (const url of kept) {
      const { pathname, search } = new URL(url);
      expect(search, url).toBe('');
      expect(
        pathname === '/' || /^\/assets\/[^/]+$/.test(pathname) || /^\/lite\/elements\//.test(pathname),
        `only the shell and the build's files are kept: ${url}`,
      ).toBe(true);
    }
  });
});
