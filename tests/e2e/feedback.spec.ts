import { expect, type Locator, type Page, test } from '@playwright/test';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { e2eDataDir } from './env';
import { registerPlayer, useEnglish } from './support';

/** A PNG's magic number and a few bytes: what the server checks an image by. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256, 3),
]);

/** The height of what the site keeps stuck at the top (header and navigation; the header alone on phones). */
const stickyTop = (page: Page) =>
  page.evaluate(() =>
    Number.parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--site-top-height') || '0',
    ),
  );

/** The article's heading sits just below the sticky top, not under it. */
async function expectClearOfStickyTop(page: Page, heading: Locator): Promise<void> {
  await expect(async () => {
    const top = (await heading.boundingBox())?.y ?? -1;
    const sticky = await stickyTop(page);
    expect(sticky).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(sticky);
    expect(top).toBeLessThan(sticky + 80);
  }).toPass();
}

test('a visitor searches the help centre and follows deep links clear of the sticky header', async ({
  page,
}) => {
  await useEnglish(page);
  await page.goto('/help');
  const help = page.locator('gd-help');
  await expect(help.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  await expect(help.locator('[part="article"]')).toHaveCount(11);

  await help.getByRole('searchbox', { name: 'Search the help centre' }).fill('reset link');
  await expect(help.locator('[part="search-status"]')).toHaveText('1 article matches “reset link”');
  await expect(help.getByRole('heading', { name: 'Forgot or change your password' })).toBeVisible();
  await help.getByRole('searchbox', { name: 'Search the help centre' }).fill('jackpot lemonade');
  await expect(help.locator('[part="no-results"]')).toContainText('No article matches “jackpot lemonade”');
  await help.locator('[part="no-results"]').getByRole('button', { name: 'Clear the search' }).click();
  await expect(help.locator('[part="article"]')).toHaveCount(11);

  // The footer's About link opens the article, its heading below the header and navigation.
  await page.locator('footer.site-footer').getByRole('link', { name: 'Responsible Gaming' }).click();
  await expect(page).toHaveURL(/\/help#responsible$/);
  await expect(help.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expectClearOfStickyTop(page, help.getByRole('heading', { name: 'Responsible Gaming', level: 4 }));

  // On a phone too (only the header stays at the top there).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help#privacy');
  await expect(help.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expectClearOfStickyTop(page, help.getByRole('heading', { name: 'Privacy Policy', level: 4 }));
  await page.setViewportSize({ width: 1366, height: 900 });

  // /helpmc: the same centre without the site frame, opened by ?article=.
  await page.goto('/helpmc?article=terms');
  await expect(page.locator('gd-header')).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
  const terms = help.getByRole('heading', { name: 'General Terms and Conditions', level: 4 });
  await expect(terms).toBeInViewport();
  await expect(help.getByRole('link', { name: 'General Terms and Conditions' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('a member sends feedback with an image, the operator replies over its API, the member reads the reply', async ({
  page,
  request,
}) => {
  // Registering through the form takes most of it on a busy machine; what follows takes about 15 s.
  test.setTimeout(180_000);
  await useEnglish(page);
  const username = await registerPlayer(page, request, { prefix: 'fb' });
  await page.goto('/feedback');
  const feedback = page.locator('gd-feedback');
  await expect(feedback.getByRole('heading', { name: 'Send feedback' })).toBeVisible();
  await expect(feedback.locator('[part="history"] [part="empty"]')).toBeVisible();

  const content = feedback.getByRole('textbox', { name: 'Your feedback' });
  await content.fill('Too short');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback).toContainText('Choose a type.');
  await expect(feedback).toContainText('Feedback content must be between 5 and 300 words.');

  await feedback.getByRole('radio', { name: 'Suggestion' }).check();
  await content.fill('Please add an evening lottery draw for players in Manila');
  await expect(feedback.locator('[part="word-count"]')).toHaveText('10 / 300 words');
  await feedback.getByRole('textbox', { name: 'Comment (optional)' }).fill('Around 9 pm would be best');
  await feedback
    .locator('input[type="file"]')
    .setInputFiles({ name: 'draws.png', mimeType: 'image/png', buffer: PNG });
  await expect(feedback.getByRole('img', { name: 'Image 1: draws.png' })).toBeVisible();
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/wps/feedback'),
  );
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).status()).toBe(200);
  await expect(feedback.locator('[part="sent"]')).toBeVisible();
  const item = feedback.locator('[part="history-item"]').first();
  await expect(item).toContainText('Please add an evening lottery draw for players in Manila');
  await expect(item).toContainText('1 image attached');
  await expect(item).toContainText('Waiting for a reply');

  // The operator finds it among what waits and replies (the key made as `npm run operator -- key create` does).
  const key = readOperatorKey(e2eDataDir) ?? createOperatorKey(e2eDataDir);
  const headers = { 'x-operator-key': key, 'x-operator-name': 'e2e-support' };
  const pending = await (await request.get('/operator/api/pending', { headers })).json();
  const section = pending.value.sections.find((s: { kind: string }) => s.kind === 'feedback');
  const waiting = section.items.find((i: { details: { member: string } }) => i.details.member === username);
  expect(waiting.details).toMatchObject({
    type: 'suggestion',
    comment: 'Around 9 pm would be best',
    images: 1,
  });
  const reply = 'Thanks! An evening draw at 21:00 starts next week.';
  const decided = await request.post('/operator/api/decisions', {
    headers,
    data: { kind: 'feedback', id: waiting.id, action: 'reply', remark: reply },
  });
  expect(decided.status()).toBe(200);

  await page.reload();
  await expect(feedback.locator('[part="unread"]')).toHaveText('1 new reply');
  const answered = feedback.locator('[part="reply"]').first();
  await expect(answered).toContainText(reply);
  await expect(answered).toContainText('New');
  // Seen once, the reply is no longer new.
  await page.reload();
  await expect(feedback.locator('[part="reply"]').first()).toContainText(reply);
  await expect(feedback.locator('[part="unread"]')).toHaveCount(0);
});
