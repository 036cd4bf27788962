import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChannel } from '../../../src/core/live';
import { state } from '../../../src/core/session/state';
import { fakePlatform } from './fake-platform';

/** A WebSocket stand-in: what the channel sent, and frames the test pushes to it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  readyState = 0;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** The server accepts the connection and welcomes it on `stream`. */
  welcome(stream = 'node-1'): void {
    this.readyState = FakeSocket.OPEN;
    this.push({ type: 'welcome', stream });
  }

  push(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection drops (the server went away). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', new URL('https://site.test/lobby'));
  state.token.value = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  state.token.value = null;
});

describe('the live channel', () => {
  it('opens on the first subscription, shares it, and closes after the last', async () => {
    await fakePlatform({});
    const channel = new LiveChannel();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = channel.subscribe('lottery:XSMB', (data) => first.push(data));
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://platform.test/ws/live');
    latest().welcome();
    expect(channel.connected.value).toBe(true);
    expect(latest().sent).toEqual([{ type: 'sub', topic: 'lottery:XSMB' }]);
    latest().push({ type: 'snapshot', topic: 'lottery:XSMB', seq: 3, data: { drawId: 'a' } });

    const stopSecond = channel.subscribe('lottery:XSMB', (data) => second.push(data));
    await flush();
    // One socket and one subscription; the newcomer starts from what the topic holds.
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent).toHaveLength(1);
    expect(second).toEqual([{ drawId: 'a' }]);
    latest().push({ type: 'event', topic: 'lottery:XSMB', seq: 4, data: { drawId: 'b' } });
    expect(first).toEqual([{ drawId: 'a' }, { drawId: 'b' }]);
    expect(second).toEqual([{ drawId: 'a' }, { drawId: 'b' }]);

    stopFirst();
    expect(latest().closedWith).toBeNull();
    stopSecond();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsub', topic: 'lottery:XSMB' });
    expect(latest().closedWith).toBe(1000);
    expect(channel.connected.value).toBe(false);
  });

  it('reconnects after a drop with growing waits and resumes each topic after its last number', async () => {
    await fakePlatform({});
    vi.useFakeTimers();
    const channel = new LiveChannel();
    const heard: unknown[] = [];
    channel.subscribe('lottery:XSMB', (data) => heard.push(data));
    await vi.advanceTimersByTimeAsync(0);
    latest().welcome('node-1');
    latest().push({ type: 'snapshot', topic: 'lottery:XSMB', seq: 7, data: 'seven' });
    latest().drop();
    expect(channel.connected.value).toBe(false);

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // It fails again: the next wait is longer.
    latest().drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);

    latest().welcome('node-1');
    expect(latest().sent).toEqual([{ type: 'sub', topic: 'lottery:XSMB', after: 7 }]);
    latest().push({ type: 'event', topic: 'lottery:XSMB', seq: 8, data: 'eight' });
    expect(heard).toEqual(['seven', 'eight']);

    // Another node numbers differently: the topic starts over with a snapshot.
    latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().welcome('node-2');
    expect(latest().sent).toEqual([{ type: 'sub', topic: 'lottery:XSMB' }]);
  });

  it('opens with a fresh ticket for member topics when signed in', async () => {
    let tickets = 0;
    const { seen } = await fakePlatform({
      'POST /wps/live/ticket': () => {
        tickets += 1;
        return { ticket: `ticket-${tickets}`, expiresInSeconds: 60 };
      },
    });
    vi.useFakeTimers();
    state.token.value = 'session-token';
    const channel = new LiveChannel();
    const balances: unknown[] = [];
    channel.subscribe('member:balance', (data) => balances.push(data));
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(latest().url).toBe('ws://platform.test/ws/live?ticket=ticket-1');
    expect(seen.find((request) => request.path === '/wps/live/ticket')?.headers.get('token')).toBe(
      'session-token',
    );
    latest().welcome();
    latest().push({ type: 'snapshot', topic: 'member:balance', seq: 1, data: { balanceMinor: 500 } });
    expect(balances).toEqual([{ balanceMinor: 500 }]);

    latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(latest().url).toBe('ws://platform.test/ws/live?ticket=ticket-2');
  });

  it('moves a socket opened without a ticket to one with a ticket when a member topic arrives', async () => {
    await fakePlatform({
      'POST /wps/live/ticket': () => ({ ticket: 'member-ticket', expiresInSeconds: 60 }),
    });
    vi.useFakeTimers();
    const channel = new LiveChannel();
    channel.subscribe('lottery:XSMB', () => {});
    await vi.advanceTimersByTimeAsync(0);
    latest().welcome();
    state.token.value = 'session-token';
    channel.subscribe('member:balance', () => {});
    expect(FakeSocket.all[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(latest().url).toBe('ws://platform.test/ws/live?ticket=member-ticket');
    latest().welcome();
    expect(latest().sent).toEqual([
      { type: 'sub', topic: 'lottery:XSMB' },
      { type: 'sub', topic: 'member:balance' },
    ]);
  });

  it('keeps quiet when no socket can open, and a failing handler does not stop the others', async () => {
    await fakePlatform({});
    vi.useFakeTimers();
    const channel = new LiveChannel();
    const heard: unknown[] = [];
    channel.subscribe('lottery:XSMB', () => {
      throw new Error('broken element');
    });
    channel.subscribe('lottery:XSMB', (data) => heard.push(data));
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      latest().drop();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(channel.connected.value).toBe(false);
    latest().welcome();
    latest().push({ type: 'snapshot', topic: 'lottery:XSMB', seq: 1, data: 'ok' });
    latest().push({ type: 'error', code: 1733, topic: 'lottery:NOPE' });
    latest().push('not a frame');
    expect(heard).toEqual(['ok']);
  });
});
