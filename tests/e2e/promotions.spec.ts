import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { e2eDataDir } from './env';
import { apiGet, expectHeaderBalance, registerPlayer, sessionToken, useEnglish } from './support';

/** A small picture drawn by the browser and encoded as PNG or JPEG: real files, with their real magic bytes. */
async function drawnImage(page: Page, type: 'image/png' | 'image/jpeg', width: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, size]) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = 2;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a9d8f';
      context.fillRect(0, 0, size, 2);
      return canvas.toDataURL(mime);
    },
    [type, width] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The operator's HTTP API, with the key kept in the e2e data directory. */
async function operatorApi(request: APIRequestContext) {
  const key = readOperatorKey(e2eDataDir) ?? createOperatorKey(e2eDataDir);
  const headers = { 'x-operator-key': key, 'x-operator-name': 'e2e' };
  const api = {
    /** The last refusal the pending list answered, for a poll that gives up to say why. */
    lastRefusal: '',
    async pending(member: string) {
      const answer = await request.get('/operator/api/pending', { headers });
      if (!answer.ok()) api.lastRefusal = `${answer.status()} ${await answer.text()}`;
      // The operator API limits each address per minute (earlier journeys used it too): a refused read
      // waits the time the answer names before the poll reads again, as a well-behaved client does.
      if (answer.status() === 429) {
        const { value } = (await answer.json()) as { value?: { retryAfterSeconds?: number } };
        await new Promise((settle) => setTimeout(settle, (value?.retryAfterSeconds ?? 5) * 1000));
      }
      if (!answer.ok()) return undefined;
      const { value } = (await answer.json()) as {
        value: { sections: { kind: string; items: { id: string; details: Record<string, unknown> }[] }[] };
      };
      const section = value.sections.find((s) => s.kind === 'promotion_application');
      return section?.items.find((item) => item.details.member === member);
    },
    decide(id: string, action: 'approve' | 'reject', remark = '') {
      return request.post('/operator/api/decisions', {
        headers,
        data: { kind: 'promotion_application', id, action, remark },
      });
    },
  };
  return api;
}

test.describe('promotions', () => {
  test('a visitor opens the promotions, switches a category and reads a promotion’s terms', async ({
    page,
  }) => {
    await useEnglish(page);
    await page.goto('/promotions');
    const promotions = page.locator('gd-promotions');
    await expect(promotions.locator('[part="promotion"]')).toHaveCount(3);
    await expect(promotions.getByRole('link', { name: 'Welcome bonus' })).toBeVisible();
    await expect(promotions.locator('[part="promotion-state"]')).toHaveCount(0);

    await promotions.getByRole('tab', { name: 'Deposit' }).click();
    await expect(promotions.locator('[part="promotion"]')).toHaveCount(1);
    await promotions.getByRole('link', { name: 'Weekend reload' }).click();

    await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
    await expect(page).toHaveTitle('Promotion details · Gamedeck');
    const terms = promotions.locator('[part="terms"]');
    await expect(terms.getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(terms.getByText('PNG or JPG, at most 5 MB each.')).toBeVisible();
    // A visitor's action asks to sign in first.
    await promotions.locator('[part="promotion-join"]').click();
    await expect(page.locator('[part="login-popup"]').first()).toBeVisible();
  });

  test('a member applies with a note and two images, the operator grants it and the bonus is paid once', async ({
    page,
    request,
  }) => {
    // Room for one wait out of the operator API's per-minute limit.
    test.setTimeout(240_000);
    await useEnglish(page);
    const username = await registerPlayer(page, request, { prefix: 'promo' });
    const token = (await sessionToken(page))!;
    await page.goto('/promotions');
    const promotions = page.locator('gd-promotions');
    const reload = promotions.locator('[part="promotion"]', { hasText: 'Weekend reload' });
    await expect(reload.locator('[part="promotion-state"]')).toHaveText('Open');
    await reload.getByRole('link', { name: 'Weekend reload' }).click();

    await promotions.locator('[part="promotion-join"]').click();
    await expect(promotions.locator('[part="promotion-state"]')).toHaveText('Joined');
    const form = promotions.locator('[part="apply-form"]');
    await form.getByLabel('Note for the review (optional)').fill('Deposits of Saturday and Sunday');
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'saturday.png', mimeType: 'image/png', buffer: await drawnImage(page, 'image/png', 2) },
      { name: 'sunday.jpg', mimeType: 'image/jpeg', buffer: await drawnImage(page, 'image/jpeg', 1) },
    ]);
    await expect(form.locator('[part="apply-images"] img')).toHaveCount(2);
    await form.getByRole('button', { name: 'Send the application' }).click();

    const application = promotions.locator('[part="application"]');
    await expect(promotions.locator('[part="promotion-state"]').first()).toHaveText('Under review');
    await expect(application.locator('[part="application-comment"]')).toHaveText(
      'Deposits of Saturday and Sunday',
    );
    const images = application.locator('[part="application-images"] img');
    await expect(images).toHaveCount(2);
    await expect
      .poll(() => images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth)))
      .toEqual([2, 1]);

    // The operator grants it through the operator API; a second grant is refused.
    const operator = await operatorApi(request);
    let pending: Awaited<ReturnType<typeof operator.pending>>;
    // Polled gently; a failure shows what the list last answered (not listed, or the refusal).
    await expect
      .poll(
        async () => {
          pending = await operator.pending(username);
          return pending !== undefined ? 'listed' : operator.lastRefusal || 'not listed';
        },
        { timeout: 130_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe('listed');
    expect(pending?.details).toMatchObject({ comment: 'Deposits of Saturday and Sunday', images: 2 });
    expect((await operator.decide(pending!.id, 'approve')).ok()).toBe(true);
    const again = await operator.decide(pending!.id, 'approve');
    expect(again.ok()).toBe(false);

    await page.reload();
    await expect(promotions.locator('[part="application-state"]')).toHaveText('Granted');
    await expect(promotions.locator('[data-step="paid"]')).toHaveAttribute('data-status', 'done');
    await expectHeaderBalance(page, '100.00');
    const bonuses = await apiGet<{ list: { title: string; amount: number }[]; totalAmount: number }>(
      request,
      token,
      '/wps/relay/MCSFE_getBonusDetails?page=1&pageSize=20',
    );
    expect(bonuses.list.map((bonus) => [bonus.title, bonus.amount])).toEqual([['Weekend reload', 10_000]]);
  });
});
