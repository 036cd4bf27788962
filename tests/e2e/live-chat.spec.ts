import { expect, test } from '@playwright/test';
import { createOperatorKey, readOperatorKey } from '../../server/modules/operator/key';
import { e2eDataDir } from './env';
import { newPlayerPage, registerPlayer } from './support';

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
