import { expect, test } from '@playwright/test';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { e2eDataDir } from './env';
import { registerPlayer, useEnglish } from './support';

test('a new member applies on /join, the operator approves over the operator API, and the agent centre opens', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  // A visitor reads the programme and is asked to sign in first.
  await page.goto('/join');
  const join = page.locator('gd-join');
  await expect(join.getByRole('heading', { name: 'What agents earn' })).toBeVisible();
  await expect(join.locator('[data-kind="dividend"]')).toContainText('20.00%');
  await expect(join.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const username = await registerPlayer(page, request, { prefix: 'jn' });
  const header = page.locator('gd-header');
  await expect(header.locator('[part="agent-centre-button"]')).toHaveCount(0);
  await page.goto('/join');
  await join.getByLabel('Contact name').fill('Ana Lima');
  await join.getByRole('radio', { name: 'Telegram' }).check();
  await join.getByLabel('Telegram user name').fill('@ana_lima');
  await join.getByLabel('Expected players or channel').fill('About 40 players from my football channel');
  await join.getByLabel('Message (optional)').fill('I run a Telegram channel about football tips.');
  await join.getByRole('button', { name: 'Send application' }).click();
  const status = join.locator('[part="application-status"]');
  await expect(status).toHaveAttribute('data-state', 'pending');
  await expect(status).toContainText('@ana_lima');

  // The operator finds it among the pending decisions and approves it over HTTP with the key.
  const key = readOperatorKey(e2eDataDir) ?? createOperatorKey(e2eDataDir);
  const headers = { 'x-operator-key': key, 'x-operator-name': 'e2e-operator' };
  const pending = await request.get('/operator/api/pending', { headers });
  expect(pending.status()).toBe(200);
  const sections = (await pending.json()).value.sections as {
    kind: string;
    items: { id: string; details: Record<string, unknown> }[];
  }[];
  const item = sections
    .find((section) => section.kind === 'agent_application')
    ?.items.find((entry) => entry.details.member === username);
  expect(item, 'the application waits for the operator').toBeTruthy();
  const decided = await request.post('/operator/api/decisions', {
    headers,
    data: { kind: 'agent_application', id: item!.id, action: 'approve', remark: 'Welcome aboard' },
  });
  expect(decided.status()).toBe(200);

  // A reload reads the member again: an agent now, the agent centre opens from the header.
  await page.reload();
  await expect(join.locator('[part="agent-note"]')).toBeVisible();
  await header.getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.locator('gd-agent-centre');
  await expect(centre.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
  await expect(centre.getByText('Team size')).toBeVisible();
});
