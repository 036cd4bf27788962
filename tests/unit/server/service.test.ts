import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { staticOperatorConfig } from '../../../server/config/operator';
import { generateJweKeys } from '../../../server/http/jwe';
import { createOperatorKey } from '../../../server/modules/operator/key';
import { auth, errors, service, system } from '../../../src/core/contract';
import type { RoomServerFrame, ServerFrame } from '../../../src/core/contract/service';
import { newMember, signInOn } from './agents-fixtures';
import { startServer, TestServer, testDatabase } from './harness';
import { signIn } from './member-centre-fixtures';

const SITE = 'https://play.gamedeck.test';
const PARTNER = 'https://partner.example';
const dataDir = mkdtempSync(join(tmpdir(), 'gd-service-'));
let OPERATOR_KEY = '';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startServer({ dataDir, operator: staticOperatorConfig({ corsOrigins: [PARTNER] }) });
  OPERATOR_KEY = createOperatorKey(dataDir);
  base = await listen(server);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function listen(target: TestServer): Promise<string> {
  await target.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = target.app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/** A socket with the frames it received; `next(type)` waits for the next frame of that type. */
async function connect(host: string, ticket: string, origin = SITE, path = '/ws/service?') {
  const socket = new WebSocket(`ws://${host}${path}ticket=${encodeURIComponent(ticket)}`, {
    headers: { origin },
  });
  const frames: ServerFrame[] = [];
  const waiting: { type: string; resolve: (frame: ServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    frames.push(frame);
    const index = waiting.findIndex((entry) => entry.type === frame.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
  });
  const opened = await new Promise<{ ok: true } | { ok: false; status: number }>((resolve) => {
    socket.once('open', () => resolve({ ok: true }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ ok: false, status: response.statusCode ?? 0 }),
    );
    socket.once('error', () => resolve({ ok: false, status: 0 }));
  });
  const next = <T extends ServerFrame['type']>(type: T) =>
    new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
      const seen = frames.findIndex((frame) => frame.type === type);
      if (seen >= 0) return resolve(frames.splice(seen, 1)[0] as Extract<ServerFrame, { type: T }>);
      const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), 5_000);
      waiting.push({
        type,
        resolve: (frame) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(frame), 1);
          resolve(frame as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  const closed = () =>
    socket.readyState === WebSocket.CLOSED
      ? Promise.resolve(-1)
      : once(socket, 'close').then(([code]) => code as number);
  return {
    socket,
    opened,
    next,
    closed,
    say: (text: string, ref?: string) => socket.send(JSON.stringify({ type: 'say', text, ref })),
  };
}

async function ticketFor(target: TestServer, token?: string, visitorKey?: string) {
  const answer = await target.call(service.ticket, visitorKey ? { visitorKey } : {}, token ? { token } : {});
  expect(answer.body.code).toBe(0);
  return answer.body.value!.ticket;
}

async function operator(target: TestServer, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await target.app.inject({
    method,
    url,
    headers: { 'x-operator-key': OPERATOR_KEY, 'x-operator-name': 'Ana' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return response.json() as { code: number; value: never };
}

describe('live chat tickets', () => {
  it('open one socket each, once, within a minute, and only from the site or a partner page', async () => {
    const token = await signIn(server, 'demo_player');
    const ticket = await ticketFor(server, token);
    const first = await connect(base, ticket);
    expect(first.opened).toEqual({ ok: true });
    expect((await first.next('welcome')).csType).toBe('LIVECHAT');
    first.socket.close();

    expect((await connect(base, ticket)).opened).toEqual({ ok: false, status: 401 });
    expect((await connect(base, 'made-up')).opened).toEqual({ ok: false, status: 401 });

    const late = await ticketFor(server, token);
    server.clock.advance(61_000);
    expect((await connect(base, late)).opened).toEqual({ ok: false, status: 401 });

    expect((await connect(base, await ticketFor(server, token), 'https://evil.example')).opened).toEqual({
      ok: false,
      status: 403,
    });
    const fromPartner = await connect(base, await ticketFor(server, token), PARTNER);
    expect(fromPartner.opened).toEqual({ ok: true });
    fromPartner.socket.close();
  });

  it('are refused without a session or a visitor key, and never carry the session token', async () => {
    const refused = await server.call(service.ticket, {});
    expect(refused.body.code).toBe(errors.NOT_LOGGED_IN.code);
    const token = await signIn(server, 'demo_player');
    const links = await server.call(service.customerService, {}, { token });
    const live = links.body.value!.version.pathList.find((entry) => entry.type === 3)!;
    expect(live.path).toMatch(/^https:\/\/play\.gamedeck\.test\/service\/chat\?ticket=/);
    expect(live.path).not.toContain(token);
  });
});

describe('a conversation with the operator', () => {
  it('keeps the messages, counts them unread, and brings the reply without reloading', async () => {
    const token = await signIn(server, 'demo_player');
    const member = await connect(base, await ticketFor(server, token));
    const { conversationId } = await member.next('welcome');
    await member.next('history');
    member.say('  Where is my deposit?  ');
    expect((await member.next('message')).message).toMatchObject({
      from: 'customer',
      text: 'Where is my deposit?',
    });

    const listed = await operator(server, 'GET', '/operator/api/service/conversations');
    const row = (
      listed.value as { conversations: { id: number; unread: number; customer: string }[] }
    ).conversations.find((entry) => entry.id === conversationId);
    expect(row).toMatchObject({ customer: 'demo_player', unread: 1 });

    const replied = await operator(
      server,
      'POST',
      `/operator/api/service/conversations/${conversationId}/reply`,
      {
        text: 'It arrived a minute ago.',
      },
    );
    expect(replied.code).toBe(0);
    expect((await member.next('message')).message).toMatchObject({
      from: 'operator',
      text: 'It arrived a minute ago.',
    });
    member.socket.close();

    // Back later: the history holds both, and the reply counts as unread until read.
    const again = await connect(base, await ticketFor(server, token));
    expect((await again.next('welcome')).unread).toBe(1);
    const { messages } = await again.next('history');
    expect(messages.map((message) => message.text).slice(-2)).toEqual([
      'Where is my deposit?',
      'It arrived a minute ago.',
    ]);
    again.socket.send(JSON.stringify({ type: 'read' }));
    expect(await again.next('unread')).toEqual({ type: 'unread', count: 0 });
    again.socket.close();
  });

  it('tells a customer writing too fast which message was refused and when sending is possible again', async () => {
    const writer = await registeredMember(server, 'fastwriter');
    const chat = await connect(base, await ticketFor(server, writer.token));
    await chat.next('welcome');
    await chat.next('history');
    for (let n = 1; n <= 20; n += 1) chat.say(`note ${n}`, `r${n}`);
    const accepted = [];
    for (let n = 1; n <= 20; n += 1) accepted.push(await chat.next('message'));
    // Each accepted message names the send it answers, so the page knows it went out.
    expect(accepted.map((frame) => frame.ref).sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => `r${n + 1}`).sort(),
    );
    chat.say('note 21', 'r21');
    const refused = await chat.next('error');
    expect(refused).toMatchObject({ code: errors.TOO_MANY_REQUESTS.code, ref: 'r21' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    // Once that time has passed the same message goes out.
    server.clock.advance(refused.retryAfterSeconds! * 1000);
    chat.say('note 21', 'r21b');
    expect(await chat.next('message')).toMatchObject({ ref: 'r21b', message: { text: 'note 21' } });
    chat.socket.close();
  });

  it('refuses what is not a message, too long a text and too large a frame, and too many sockets', async () => {
    const token = await signIn(server, 'demo_player');
    const member = await connect(base, await ticketFor(server, token));
    await member.next('welcome');
    member.socket.send('not json');
    expect((await member.next('error')).code).toBe(errors.INVALID_INPUT.code);
    member.say('x'.repeat(501));
    expect((await member.next('error')).code).toBe(errors.INVALID_INPUT.code);
    member.socket.send(JSON.stringify({ type: 'say', text: 'y'.repeat(5000) }));
    expect(await member.closed()).toBe(1009);

    const sockets = [];
    for (let index = 0; index < 5; index += 1)
      sockets.push(await connect(base, await ticketFor(server, token)));
    for (const open of sockets) await open.next('welcome');
    const sixth = await connect(base, await ticketFor(server, token));
    expect(await sixth.closed()).toBe(4008);
    for (const open of sockets) open.socket.close();
  });

  it("closes a member's socket when the session ends", async () => {
    const token = await signIn(server, 'demo_player');
    const member = await connect(base, await ticketFor(server, token));
    await member.next('welcome');
    const closing = member.closed();
    expect((await server.call(auth.logout, {}, { token })).body.code).toBe(0);
    expect(await closing).toBe(4001);
  });

  it('serves a visitor by its own key, even during maintenance', async () => {
    const visitorKey = randomBytes(24).toString('base64url');
    const visitor = await connect(base, await ticketFor(server, undefined, visitorKey));
    await visitor.next('welcome');
    visitor.say('Is the site down?');
    expect((await visitor.next('message')).message.from).toBe('customer');
    visitor.socket.close();
    const listed = await operator(server, 'GET', '/operator/api/service/conversations');
    expect(JSON.stringify(listed.value)).toContain('"customer":"visitor"');
  });
});

describe.runIf(process.env.REDIS_URL)('two nodes', () => {
  it("deliver the operator's reply on one node to the member connected to the other", async () => {
    const { database, drop } = await testDatabase();
    const keys = (await generateJweKeys()).keys;
    const node = async () => {
      const app = await buildApp({
        database,
        clock: new ManualClock(),
        logStream: false,
        jwe: keys,
        publicUrl: SITE,
        redisUrl: process.env.REDIS_URL,
        scheduledJobs: false,
        catalogueSize: 50,
        operator: staticOperatorConfig(),
        dataDir,
      });
      return new TestServer(app, new ManualClock(), async () => {});
    };
    const nodeA = await node();
    const nodeB = await node();
    try {
      const hostB = await listen(nodeB);
      const token = await signIn(nodeA, 'demo_player');
      const member = await connect(hostB, await ticketFor(nodeA, token));
      const { conversationId } = await member.next('welcome');
      const replied = await operator(
        nodeA,
        'POST',
        `/operator/api/service/conversations/${conversationId}/reply`,
        {
          text: 'Answered from the other node.',
        },
      );
      expect(replied.code).toBe(0);
      expect((await member.next('message')).message.text).toBe('Answered from the other node.');
      member.socket.close();
    } finally {
      await nodeB.app.close().catch(() => undefined);
      await nodeA.app.close().catch(() => undefined);
      await drop();
    }
  });
});

describe('the ticket call', () => {
  it("answers during maintenance, as the maintenance page's Contact Us needs", async () => {
    const closed = await startServer({
      operator: staticOperatorConfig({ maintenance: { enabled: true, endTime: null } }),
    });
    try {
      expect((await closed.call(system.domainRoute, {})).status).toBe(503);
      const visitorKey = randomBytes(24).toString('base64url');
      expect((await closed.call(service.ticket, { visitorKey })).body.code).toBe(0);
    } finally {
      await closed.close();
    }
  });
});

/** A room socket: frames typed as the room's. */
async function joinRoom(host: string, ticket: string, roomId: number) {
  const room = await connect(host, ticket, SITE, `/ws/room?room=${roomId}&`);
  return room as unknown as Omit<typeof room, 'next'> & {
    next: <T extends RoomServerFrame['type']>(type: T) => Promise<Extract<RoomServerFrame, { type: T }>>;
  };
}

/** A fresh member (the name shows masked in rooms) and a session of theirs. */
async function registeredMember(target: TestServer, username: string) {
  const member = await newMember(target, username);
  return { id: member.id, token: await signInOn(target, username, 'member') };
}

describe('chat rooms', () => {
  it('let two members talk in real time, a visitor read along, and keep the history', async () => {
    const { rooms } = (await server.call(service.rooms, {})).body.value!;
    expect(rooms.map((room) => room.name)).toEqual(['Lobby', 'Sports talk']);
    const roomId = rooms[0]!.id;
    const first = await registeredMember(server, 'roomone');
    const second = await registeredMember(server, 'roomtwo');
    const a = await joinRoom(base, await ticketFor(server, first.token), roomId);
    const b = await joinRoom(base, await ticketFor(server, second.token), roomId);
    const visitor = await joinRoom(
      base,
      await ticketFor(server, undefined, randomBytes(24).toString('base64url')),
      roomId,
    );
    expect((await a.next('welcome')).canWrite).toBe(true);
    expect((await visitor.next('welcome')).canWrite).toBe(false);
    await b.next('welcome');

    a.say('Anyone watching the derby?');
    for (const socket of [a, b, visitor]) {
      expect((await socket.next('message')).message).toMatchObject({
        author: 'ro***ne',
        text: 'Anyone watching the derby?',
      });
    }
    b.say('<script>alert(1)</script> yes!');
    expect((await a.next('message')).message.text).toBe('<script>alert(1)</script> yes!');
    visitor.say('can I talk?');
    expect((await visitor.next('error')).code).toBe(errors.NOT_LOGGED_IN.code);
    a.say('y'.repeat(201));
    expect((await a.next('error')).code).toBe(errors.INVALID_INPUT.code);
    for (const socket of [a, b, visitor]) socket.socket.close();

    const later = await joinRoom(base, await ticketFor(server, second.token), roomId);
    await later.next('welcome');
    const { messages } = await later.next('history');
    expect(messages.slice(-2).map((message) => message.text)).toEqual([
      'Anyone watching the derby?',
      '<script>alert(1)</script> yes!',
    ]);
    later.socket.close();
  });

  it('tell a member writing too fast which message was refused and when writing is possible again', async () => {
    const { rooms } = (await server.call(service.rooms, {})).body.value!;
    const writer = await registeredMember(server, 'roomfast');
    const room = await joinRoom(base, await ticketFor(server, writer.token), rooms[1]!.id);
    await room.next('welcome');
    await room.next('history');
    for (let n = 1; n <= 10; n += 1) room.say(`go ${n}`, `g${n}`);
    for (let n = 1; n <= 10; n += 1) expect((await room.next('message')).ref).toMatch(/^g\d+$/);
    room.say('go 11', 'g11');
    const refused = await room.next('error');
    expect(refused).toMatchObject({ code: errors.TOO_MANY_REQUESTS.code, ref: 'g11' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    room.socket.close();
  });

  it('let the operator mute a member and delete a message, logged in the audit', async () => {
    const roomId = (await server.call(service.rooms, {})).body.value!.rooms[1]!.id;
    const loud = await registeredMember(server, 'roomloud');
    const reader = await registeredMember(server, 'roomread');
    const writer = await joinRoom(base, await ticketFor(server, loud.token), roomId);
    const watcher = await joinRoom(base, await ticketFor(server, reader.token), roomId);
    await writer.next('welcome');
    await watcher.next('welcome');
    writer.say('Spam spam spam');
    const { message } = await watcher.next('message');

    expect(
      (
        await operator(server, 'POST', `/operator/api/rooms/messages/${message.id}/delete`, {
          reason: 'spam',
        })
      ).code,
    ).toBe(0);
    expect(await watcher.next('deleted')).toEqual({ type: 'deleted', id: message.id });
    expect(
      (await operator(server, 'POST', `/operator/api/rooms/messages/${message.id}/delete`, {})).code,
    ).toBe(errors.NOT_FOUND.code);

    const muted = await operator(server, 'POST', '/operator/api/rooms/mute', {
      memberId: loud.id,
      minutes: 30,
      reason: 'spam',
    });
    expect(muted.code).toBe(0);
    expect((await writer.next('muted')).until).toBeTruthy();
    writer.say('let me talk');
    expect((await writer.next('error')).code).toBe(errors.CHAT_MUTED.code);
    expect(
      (
        await operator(server, 'POST', '/operator/api/rooms/mute', {
          memberId: loud.id,
          minutes: 0,
          reason: '',
        })
      ).code,
    ).toBe(errors.INVALID_INPUT.code);
    writer.socket.close();
    watcher.socket.close();

    const again = await joinRoom(base, await ticketFor(server, loud.token), roomId);
    const welcome = await again.next('welcome');
    expect(welcome.canWrite).toBe(false);
    expect(welcome.mutedUntil).toBeTruthy();
    const { messages } = await again.next('history');
    expect(messages.map((entry) => entry.text)).not.toContain('Spam spam spam');
    again.socket.close();

    const audit = await operator(server, 'GET', '/operator/api/audit?limit=5');
    const kinds = (audit.value as { entries: { kind: string; action: string }[] }).entries.map(
      (entry) => `${entry.kind}:${entry.action}`,
    );
    expect(kinds).toEqual(expect.arrayContaining(['chat_mute:mute', 'chat_message:delete']));
  });

  it('refuse an unknown room and a page of another origin', async () => {
    const token = await signIn(server, 'demo_player');
    expect((await joinRoom(base, await ticketFor(server, token), 999_999)).opened).toEqual({
      ok: false,
      status: 404,
    });
    const foreign = await connect(
      base,
      await ticketFor(server, token),
      'https://evil.example',
      '/ws/room?room=1&',
    );
    expect(foreign.opened).toEqual({ ok: false, status: 403 });
  });
});
