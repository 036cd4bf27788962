import { type Signal, signal } from '@preact/signals-core';
import { call } from '../api';
import { RECONNECT_DELAYS_MS, socketUrl } from '../api/socket';
import { brandConfig } from '../config';
import { LIVE_SOCKET_PATH, type LiveServerFrame, ticket as ticketEndpoint } from '../contract/live';
import { pageSingleton } from '../session/page-singleton';
import { state } from '../session/state';

export type LiveHandler = (data: unknown) => void;

/** A topic of the signed-in member (`member:…`, `standing:<tournament>`): its socket opens with a ticket. */
const isMemberTopic = (topic: string) => topic.startsWith('member:') || topic.startsWith('standing:');

/**
 * The page's one connection to the live channel (server/modules/live), shared by every element, bundles
 * included. It opens on the first subscription and closes after the last; when it drops it reconnects with
 * growing waits and subscribes again with each topic's last number, so the server sends what was missed (or
 * a fresh snapshot). A socket that never connects (a test page, a blocked network) only keeps retrying
 * quietly: elements keep their polling as the fallback while `connected` is false.
 */
export class LiveChannel {
  /** True while the socket is open and welcomed: pushes arrive. */
  readonly connected: Signal<boolean> = signal(false);
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  /** Per topic, the last number and data heard (a new subscriber of a followed topic starts from it). */
  private readonly heard = new Map<string, { seq: number; data: unknown }>();
  /** The server's numbering the `seq`s belong to; another one (another node, a restart) means start over. */
  private stream: string | null = null;
  private socket: WebSocket | null = null;
  private withTicket = false;
  /** An open() is waiting for its ticket: a second subscription must not open another socket meanwhile. */
  private opening = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** Hears `topic`'s data (its snapshot, then each push) until the answer is called. */
  subscribe(topic: string, handler: LiveHandler): () => void {
    let handlers = this.handlers.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(topic, handlers);
      this.send({ type: 'sub', topic });
    } else {
      const last = this.heard.get(topic);
      if (last) queueMicrotask(() => handlers?.has(handler) && handler(last.data));
    }
    handlers.add(handler);
    // A member topic on a socket opened without a ticket: open again, with one.
    if (this.socket && isMemberTopic(topic) && !this.withTicket) this.socket.close(1000);
    else if (!this.socket && !this.timer && !this.opening) void this.open();
    return () => {
      if (!handlers.delete(handler) || handlers.size > 0) return;
      this.handlers.delete(topic);
      this.heard.delete(topic);
      this.send({ type: 'unsub', topic });
      if (this.handlers.size === 0) this.stop();
    };
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.connected.value = false;
    socket?.close(1000);
  }

  private send(
    frame: { type: 'sub'; topic: string; after?: number } | { type: 'unsub'; topic: string },
  ): void {
    if (this.connected.peek() && this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(frame));
    }
  }

  private async open(): Promise<void> {
    const wantsTicket = [...this.handlers.keys()].some(isMemberTopic) && state.token.peek() !== null;
    let ticket: string | null = null;
    if (wantsTicket) {
      this.opening = true;
      try {
        ({ ticket } = await call(ticketEndpoint, {}));
      } catch {
        // Public topics still flow; the member topics wait for the next attempt.
      } finally {
        this.opening = false;
      }
    }
    if (this.handlers.size === 0 || this.socket) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(brandConfig.value.apiBase, LIVE_SOCKET_PATH, ticket));
    } catch {
      return this.retry();
    }
    this.socket = socket;
    this.withTicket = ticket !== null;
    socket.onmessage = (event) => {
      try {
        this.receive(JSON.parse(String(event.data)) as LiveServerFrame);
      } catch {
        // Not a frame of ours: ignored.
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.connected.value = false;
      this.retry();
    };
  }

  private receive(frame: LiveServerFrame): void {
    if (frame.type === 'welcome') {
      if (frame.stream !== this.stream) this.heard.clear();
      this.stream = frame.stream;
      this.attempts = 0;
      this.connected.value = true;
      for (const topic of this.handlers.keys()) {
        const after = this.heard.get(topic)?.seq;
        this.send(after === undefined ? { type: 'sub', topic } : { type: 'sub', topic, after });
      }
      return;
    }
    if (frame.type === 'error') return;
    const handlers = this.handlers.get(frame.topic);
    if (!handlers) return;
    this.heard.set(frame.topic, { seq: frame.seq, data: frame.data });
    for (const handler of [...handlers]) {
      try {
        handler(frame.data);
      } catch {
        // One element's failure is its own: the others still hear the push.
      }
    }
  }

  private retry(): void {
    if (this.handlers.size === 0 || this.timer) return;
    // After the longest wait, keep trying at it: the channel is worth having back.
    const wait = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.open();
    }, wait);
  }
}

/** The page's live channel: one per page, whichever bundle asks first creates it. */
export const liveChannel = /* @__PURE__ */ pageSingleton('live-channel', () => new LiveChannel());
