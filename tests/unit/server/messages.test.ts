import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../server/modules/messages/inbox';
import { errors, messages } from '../../../src/core/contract';
import { startServer, type TestServer } from './harness';
import { type Player, player } from './member-centre-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const inbox = async (who: Player, input: Record<string, unknown> = {}) =>
  (await server.call(messages.list, input, { token: who.token })).body.value!;
const unread = async (who: Player) =>
  (await server.call(messages.unreadCount, {}, { token: who.token })).body.value!.count;
const send = (memberId: number | null, title: string, offsetMs = 0) =>
  sendMessage(server.ctx.db, {
    memberId,
    title,
    content: `${title} text`,
    at: new Date(server.clock.now() + offsetMs),
  });

describe('platform messages', () => {
  it('shows the platform welcome, my own messages, never another member’s, and not future ones', async () => {
    const ada = await player(server, 'msg_ada');
    const bob = await player(server, 'msg_bob');
    await send(ada.id, 'For Ada');
    await send(bob.id, 'For Bob');
    await send(null, 'Scheduled', 3_600_000);
    const mine = await inbox(ada);
    expect(mine.list.map((item) => item.title)).toEqual(['For Ada', 'Welcome to Gamedeck']);
    expect(mine).toMatchObject({ total: 2, unread: 2 });
    expect(await unread(ada)).toBe(2);
    expect((await inbox(bob)).list.map((item) => item.title)).toEqual(['For Bob', 'Welcome to Gamedeck']);
  });

  it('marks messages read one by one or all at once, per member', async () => {
    const cid = await player(server, 'msg_cid');
    const dee = await player(server, 'msg_dee');
    const first = await send(cid.id, 'One', -2000);
    await send(cid.id, 'Two', -1000);
    const other = await send(dee.id, 'Private');
    const marked = await server.call(messages.markRead, { ids: [first, other] }, { token: cid.token });
    expect(marked.body.value).toEqual({ unread: 2 });
    expect((await inbox(cid, { status: 'read' })).list.map((item) => item.title)).toEqual(['One']);
    expect((await inbox(cid, { status: 'unread' })).list.map((item) => item.title)).toEqual([
      'Two',
      'Welcome to Gamedeck',
    ]);
    // Cid cannot touch Dee's message, and Cid reading the welcome does not read it for Dee.
    expect(await unread(dee)).toBe(2);
    const all = await server.call(messages.markRead, { all: true }, { token: cid.token });
    expect(all.body.value).toEqual({ unread: 0 });
    expect(await unread(dee)).toBe(2);
    const again = await server.call(messages.markRead, { all: true }, { token: cid.token });
    expect(again.body.value).toEqual({ unread: 0 });
  });

  it('pages newest first', async () => {
    const eve = await player(server, 'msg_eve');
    for (let index = 1; index <= 5; index += 1) await send(eve.id, `Note ${index}`, index - 10);
    const second = await inbox(eve, { page: 2, pageSize: 2 });
    expect(second.list.map((item) => item.title)).toEqual(['Note 3', 'Note 2']);
    expect(second.total).toBe(6);
  });

  it('refuses bad input and anonymous calls', async () => {
    const fay = await player(server, 'msg_fay');
    for (const input of [{}, { ids: [] }, { ids: [1], all: true }, { ids: ['x'] }, { all: false }]) {
      const answer = await server.call(messages.markRead, input, { token: fay.token });
      expect(answer.body.code, JSON.stringify(input)).toBe(errors.INVALID_INPUT.code);
    }
    const badStatus = await server.call(messages.list, { status: 'archived' }, { token: fay.token });
    expect(badStatus.body.code).toBe(errors.INVALID_INPUT.code);
    const anonymous = await server.call(messages.unreadCount, {});
    expect(anonymous.body.code).toBe(errors.NOT_LOGGED_IN.code);
  });
});
