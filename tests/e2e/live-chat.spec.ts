import { expect, test } from '@playwright/test';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { e2eDataDir } from './env';
import { advanceServerClock, newPlayerPage, registerPlayer, useEnglish } from './support';

test('a member opens live chat, the operator answers from the console, and the member sees it without reload', async ({
  browser,
  request,
}) => {
  const member = await newPlayerPage(browser);
  const username = await registerPlayer(member, request, { prefix: 'chat' });

  // The customer-service link's window: the chat alone, opened with a one-time ticket.
  const token = await member.evaluate(() => sessionStorage.getItem('token'));
  const links = await request.get('/wps/service/customerService', { headers: { token: token ?? '' } });
  const live = (
    (await links.json()) as { value: { version: { pathList: { type: number; path: string }[] } } }
  ).value.version.pathList.find((entry) => entry.type === 3)!;
  expect(live.path).not.toContain(token);
  await member.goto(new URL(live.path).pathname + new URL(live.path).search);
  const chat = member.locator('gd-live-chat');
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  await expect(box).toBeEnabled();
  await box.fill('Where is my welcome bonus?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.chat__message--customer')).toContainText('Where is my welcome bonus?');

  const operatorKey = readOperatorKey(e2eDataDir) ?? createOperatorKey(e2eDataDir);
  const console = await (await browser.newContext()).newPage();
  await console.goto('/operator/');
  await console.getByLabel('Operator key').fill(operatorKey);
  await console.getByRole('button', { name: 'Open the console' }).click();
  await console.getByRole('button', { name: new RegExp(`^${username} · LIVECHAT · 1 new`) }).click();
  await expect(console.locator('.live-chat .message.customer').last()).toContainText(
    'Where is my welcome bonus?',
  );
  await console.getByLabel('Reply').fill('It is in your reward centre: claim it there.');
  await console.getByRole('button', { name: 'Send' }).click();

  await expect(chat.locator('.chat__message--operator')).toContainText(
    'It is in your reward centre: claim it there.',
  );

  // A new key made while the console is open (npm run operator -- key create): the console stops polling
  // with the old one and asks for the key, instead of sending it until the address is shut out.
  const operatorCalls: string[] = [];
  console.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/operator/api/')) operatorCalls.push(sent.url());
  });
  createOperatorKey(e2eDataDir);
  await expect(console.getByText('The key was not accepted.')).toBeVisible({ timeout: 15_000 });
  await expect(console.getByLabel('Operator key')).toBeVisible();
  const callsWhenRefused = operatorCalls.length;
  await console.waitForTimeout(4_000);
  expect(operatorCalls.length, 'no call after the refusal').toBe(callsWhenRefused);
  await console.context().close();
});

test('two members chat in a room in real time', async ({ browser, request }) => {
  const first = await newPlayerPage(browser);
  const second = await newPlayerPage(browser);
  await registerPlayer(first, request, { prefix: 'rooma' });
  await registerPlayer(second, request, { prefix: 'roomb' });
  for (const page of [first, second]) {
    // The side bar's entry opens the page's chat room modal (wide screens show the bar itself).
    await page.locator('gd-side-bar').getByRole('button', { name: 'Chat room' }).click();
    await expect(
      page.locator('gd-chat-room').getByRole('textbox', { name: 'Write a message' }),
    ).toBeEnabled();
  }
  const room = first.locator('gd-chat-room');
  await room.getByRole('textbox', { name: 'Write a message' }).fill('Who has the derby tonight?');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(second.locator('gd-chat-room .room__text').last()).toHaveText('Who has the derby tonight?');
  await second
    .locator('gd-chat-room')
    .getByRole('textbox', { name: 'Write a message' })
    .fill('Home side, 2-1.');
  await second.locator('gd-chat-room').getByRole('button', { name: 'Send' }).click();
  await expect(room.locator('.room__text').last()).toHaveText('Home side, 2-1.');
});

test('writing faster than the live chat allows keeps what was not sent, says when it can go, then sends it', async ({
  page,
  request,
}) => {
  await useEnglish(page);
  // The page's clock runs as usual; it is moved on with the server's below instead of waiting a minute.
  await page.clock.install();
  await page.goto('/service/chat');
  const chat = page.locator('gd-live-chat');
  const box = chat.getByRole('textbox', { name: 'Write a message' });
  const sent = chat.locator('.chat__message--customer');
  await expect(box).toBeEnabled();
  for (let n = 1; n <= 21; n += 1) {
    await box.fill(`Quick question ${n}`);
    await box.press('Enter');
    if (n <= 20) await expect(sent).toHaveCount(n);
  }
  // The 21st in a minute is refused: it stays in the box, and the page says when it can go.
  await expect(box).toHaveValue('Quick question 21');
  await expect(chat.getByRole('alert')).toHaveText(
    'You sent many messages in a row. What was not sent is still in the box.',
  );
  await expect(chat).toContainText(/You can send again in \d+ s\./);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.press('Enter');
  await expect(box).toHaveValue('Quick question 21');
  await expect(sent).toHaveCount(20);

  await advanceServerClock(request, 1);
  await page.clock.fastForward(61_000);
  await expect(chat.getByRole('status').filter({ hasText: 'You can send again now.' })).toBeVisible();
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(sent).toHaveCount(21);
  await expect(sent.last()).toContainText('Quick question 21');
  await expect(box).toHaveValue('');
});
