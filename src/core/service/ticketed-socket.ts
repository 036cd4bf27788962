import { type Signal, signal } from '@preact/signals-core';
import { call } from '../api';
import { RECONNECT_DELAYS_MS, socketUrl } from '../api/socket';
import { brandConfig } from '../config';
import { ApiError } from '../contract/errors';
import { ticket as ticketEndpoint } from '../contract/service';
import { randomId } from '../random-id';
import { state } from '../session/state';

/** Close codes the server uses (server/realtime/socket-guard.ts). */
export const CLOSE_SESSION_ENDED = 4001;
const VISITOR_KEY_STORAGE = 'gd-service-visitor';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'failed';

/** A visitor's own random key (kept in this browser), which names its conversation and reads rooms. */
export function visitorKey(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY_STORAGE);
    if (kept && /^[A-Za-z0-9_-]{32,64}$/.test(kept)) return kept;
    const made = randomId().replace(/-/g, '');
    localStorage.setItem(VISITOR_KEY_STORAGE, made);
    return made;
  } catch {
    return randomId().replace(/-/g, '');
  }
}

/**
 * A socket of the real-time service opened with a one-time ticket (asked for with the session,
 * else the visitor's key), reconnecting with a fresh ticket when it drops — except when the
 * session ended (`ended`). Subclasses read the frames.
 */
export abstract class TicketedSocket<Out> {
  readonly status: Signal<SocketStatus> = signal('connecting');
  /** The last refusal, cleared by the next sent message. */
  readonly error: Signal<ApiError | null> = signal(null);
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  /** `path` with its query (`/ws/room?room=1`); `firstTicket` a ticket the page was opened with, used once. */
  constructor(
    private readonly path: string,
    private firstTicket: string | null = null,
  ) {}

  protected abstract receive(frame: unknown): void;
  /** True once something was shown, so a drop reads "reconnecting" rather than "connecting". */
  protected abstract hasContent(): boolean;

  protected start(): void {
    void this.open();
  }

  /** Marks the socket open (on the server's welcome). */
  protected opened(): void {
    this.attempts = 0;
    this.status.value = 'open';
  }

  protected send(frame: Out): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000);
  }

  /** Tries again at once (the "retry" button after a failure). */
  reconnect(): void {
    if (this.timer) clearTimeout(this.timer);
    this.attempts = 0;
    this.status.value = 'connecting';
    void this.open();
  }

  private async open(): Promise<void> {
    let ticket = this.firstTicket;
    this.firstTicket = null;
    if (!ticket) {
      try {
        const token = state.token.peek();
        ({ ticket } = await call(ticketEndpoint, token ? {} : { visitorKey: visitorKey() }));
      } catch (error) {
        if (error instanceof ApiError) this.error.value = error;
        this.retry();
        return;
      }
    }
    if (this.closed) return;
    const socket = new WebSocket(socketUrl(brandConfig.value.apiBase, this.path, ticket));
    this.socket = socket;
    socket.onmessage = (event) => {
      try {
        this.receive(JSON.parse(String(event.data)));
      } catch {
        // Not a frame of ours: ignored.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      if (event.code === CLOSE_SESSION_ENDED) this.status.value = 'ended';
      else this.retry();
    };
  }

  private retry(): void {
    if (this.closed) return;
    // After the last wait the chat gives up and offers a retry button.
    if (this.attempts >= RECONNECT_DELAYS_MS.length) {
      this.status.value = 'failed';
      return;
    }
    this.status.value = this.hasContent() ? 'reconnecting' : 'connecting';
    const wait = RECONNECT_DELAYS_MS[this.attempts] ?? 30_000;
    this.attempts += 1;
    this.timer = setTimeout(() => void this.open(), wait);
  }
}
