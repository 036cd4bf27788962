import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eDataDir } from './env';

/** Helpers the journeys share: language, the dev outbox, captcha answers and the operator file. */

/** The site's default language is Spanish; the journeys read English texts. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
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

/** Remembers the id of every captcha picture the page asks for; the last one is on screen. */
export function trackCaptchas(page: Page): { count(): number; latest(after?: number): Promise<string> } {
  const ids: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') {
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
