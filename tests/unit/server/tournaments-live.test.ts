import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { errors, live } from '../../../src/core/contract';
import type { LiveServerFrame } from '../../../src/core/contract/live';
import {
  type StandingData,
  standingTopic,
  type TournamentBoardData,
  tournamentTopic,
} from '../../../src/core/contract/tournaments';
import { playRound, useSingleWallet } from './agents-fixtures';
import { startServer, type TestServer } from './harness';
import { newPlayer } from './payments-fixtures';
import { startedTournament } from './tournaments-fixtures';

let server: TestServer;
let host: string;
let origin: string;
beforeAll(async () => {
  server = await startServer();
  await useSingleWallet(server);
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
const play = async (memberId: number, stake: number) => {
  server.clock.advance(1_000);
  await playRound(server, memberId, { stake });
};

describe('tournament live topics', () => {
  it('pushes the public board after each commit that moves it, and each member their own standing', async () => {
    const { id } = await startedTournament(server, 'live-board');
    const anna = await newPlayer(server, 'lv_anna', 100_000);
    const bert = await newPlayer(server, 'lv_bert', 100_000);
    await play(anna.id, 500);

    const visitor = await open();
    visitor.sub(tournamentTopic(id));
    const snapshot = await visitor.frame(of('snapshot', tournamentTopic(id)));
    expect((snapshot as { data: TournamentBoardData }).data).toEqual({
      tournamentId: id,
      status: 'running',
      entrants: 1,
      board: [{ rank: 1, account: 'lv***na', score: 500 }],
    });

    // A member topic needs a ticket.
    visitor.sub(standingTopic(id));
    expect(await visitor.frame(of('error', standingTopic(id)))).toMatchObject({
      code: errors.NOT_LOGGED_IN.code,
    });

    const watcher = await open(await ticketOf(anna.token));
    watcher.sub(standingTopic(id));
    const mine = await watcher.frame(of('snapshot', standingTopic(id)));
    expect((mine as { data: StandingData }).data).toMatchObject({
      entered: true,
      eligible: true,
      me: { rank: 1, score: 500, me: true },
    });

    // Bert overtakes Anna: the board and Anna's standing move, read after the commit.
    await play(bert.id, 900);
    // (Anna's own round may still arrive first: the board is published a moment after the commit.)
    const board = await visitor.frame(
      (frame) =>
        of('event', tournamentTopic(id))(frame) &&
        (frame as { data: TournamentBoardData }).data.board.length === 2,
    );
    expect((board as { data: TournamentBoardData }).data.board).toEqual([
      { rank: 1, account: 'lv***rt', score: 900 },
      { rank: 2, account: 'lv***na', score: 500 },
    ]);
    const moved = await watcher.frame(
      (frame) =>
        of('event', standingTopic(id))(frame) && (frame as { data: StandingData }).data.me?.rank === 2,
    );
    expect((moved as { data: StandingData }).data).toMatchObject({
      me: { rank: 2, score: 500, me: true },
      around: [
        { rank: 1, account: 'lv***rt', score: 900 },
        { rank: 2, account: 'lv***na', score: 500, me: true },
      ],
    });
    visitor.socket.close();
    watcher.socket.close();
  });

  it('answers an unknown tournament topic as unknown', async () => {
    const visitor = await open();
    visitor.sub('tournament:abc');
    expect(await visitor.frame(of('error', 'tournament:abc'))).toMatchObject({
      code: errors.LIVE_TOPIC_UNKNOWN.code,
    });
    visitor.socket.close();
  });
});
