import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { errors, live } from '../../../src/core/contract';
import {
  type JackpotValueData,
  type JackpotWonData,
  jackpotTopic,
  MEMBER_JACKPOT_TOPIC,
} from '../../../src/core/contract/jackpots';
import type { LiveServerFrame } from '../../../src/core/contract/live';
import { startServer, type TestServer } from './harness';
import { createPot, settle } from './jackpots-fixtures';
import { newPlayer } from './payments-fixtures';

/** The jackpot topics over a real socket: the pot's value to anyone, the win to the winner alone. */
let server: TestServer;
let host: string;
let origin: string;
beforeAll(async () => {
  server = await startServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  origin = new URL(server.ctx.publicUrl).origin;
});
afterAll(() => server.close());

/** A socket on the live channel; `frame(match)` waits for the first frame (seen or to come) that matches. */
async function open(ticket?: string) {
  const socket = new WebSocket(
    `ws://${host}/ws/live${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`,
    {
      headers: { origin },
    },
  );
  const seen: LiveServerFrame[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    seen.push(JSON.parse(String(data)) as LiveServerFrame);
    for (const listener of listeners) listener();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const frame = (match: (frame: LiveServerFrame) => boolean, timeoutMs = 5_000) =>
    new Promise<LiveServerFrame>((resolve, reject) => {
      const check = () => {
        const index = seen.findIndex(match);
        if (index < 0) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(seen.splice(index, 1)[0]!);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error('no such frame'));
      }, timeoutMs);
      if (!check()) listeners.add(check);
    });
  return { socket, frame, sub: (topic: string) => socket.send(JSON.stringify({ type: 'sub', topic })) };
}

const ticketOf = async (token: string) => (await server.call(live.ticket, {}, { token })).body.value!.ticket;
const of = (type: string, topic: string) => (frame: LiveServerFrame) =>
  frame.type === type && 'topic' in frame && frame.topic === topic;

describe('jackpot live topics', () => {
  it('pushes the pot’s value to anyone after a commit, and the win to the winner’s own socket only', async () => {
    const jackpotId = await createPot(server, 'live-socket', { seedMinor: 10_000, capMinor: 10_001 });
    const anna = await newPlayer(server, 'lj_anna', 0);
    const bert = await newPlayer(server, 'lj_bert', 0);
    const visitor = await open();
    visitor.sub(jackpotTopic(jackpotId));
    const snapshot = await visitor.frame(of('snapshot', jackpotTopic(jackpotId)));
    expect(snapshot.type === 'snapshot' && (snapshot.data as JackpotValueData)).toMatchObject({
      jackpotId,
      valueMinor: 10_000,
      cycle: 1,
      lastWin: null,
    });
    visitor.sub(MEMBER_JACKPOT_TOPIC);
    const refused = await visitor.frame((frame) => frame.type === 'error');
    expect(refused).toMatchObject({ code: errors.NOT_LOGGED_IN.code, topic: MEMBER_JACKPOT_TOPIC });

    const annaSocket = await open(await ticketOf(anna.token));
    annaSocket.sub(MEMBER_JACKPOT_TOPIC);
    await annaSocket.frame(of('snapshot', MEMBER_JACKPOT_TOPIC));
    const bertSocket = await open(await ticketOf(bert.token));
    bertSocket.sub(MEMBER_JACKPOT_TOPIC);
    await bertSocket.frame(of('snapshot', MEMBER_JACKPOT_TOPIC));

    const roundId = await settle(server, anna.id, { validBet: 1_000 });
    const won = await annaSocket.frame(of('event', MEMBER_JACKPOT_TOPIC));
    expect(won.type === 'event' && (won.data as JackpotWonData)).toEqual({
      jackpotId,
      cycle: 1,
      amountMinor: 10_010,
      gameCode: 'jpt-slot',
      roundId,
    });
    const value = await visitor.frame(of('event', jackpotTopic(jackpotId)));
    expect(value.type === 'event' && (value.data as JackpotValueData)).toMatchObject({
      jackpotId,
      valueMinor: 10_000,
      cycle: 2,
      lastWin: { cycle: 1, amountMinor: 10_010, account: 'lj***na' },
    });
    await expect(bertSocket.frame(of('event', MEMBER_JACKPOT_TOPIC), 1_000)).rejects.toThrow('no such frame');
    for (const socket of [visitor, annaSocket, bertSocket]) socket.socket.close();
  });
});
