import { type Signal, signal } from '@preact/signals-core';
import { call } from '../api';
import { endpointUrl } from '../api/url';
import { brandConfig } from '../config';
import { ApiError } from '../contract/errors';
import {
  type ClientFrame,
  type ServerFrame,
  type ServiceMessage,
  ticket as ticketEndpoint,
} from '../contract/service';
import { randomId } from '../random-id';
import { state } from '../session/state';

export const SERVICE_SOCKET_PATH = '/ws/service';
/** Close codes the server uses (server/modules/service/socket.ts). */
export const CLOSE_SESSION_ENDED = 4001;
export const CLOSE_TOO_MANY = 4008;
const VISITOR_KEY_STORAGE = 'gd-service-visitor';
/** Waits before reconnecting after a dropped socket: 1 s, 2 s, 4 s … up to 30 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export type LiveChatStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'failed';

/** A visitor's own random key (kept in this browser), which names its conversation with the operator. */
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

/** The socket's address: the API's origin (or the page's), with ws: or wss:. */
function socketUrl(ticket: string): string {
  const address = new URL(endpointUrl(brandConfig.value.apiBase, SERVICE_SOCKET_PATH), location.href);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  address.searchParams.set('ticket', ticket);
  return address.toString();
}

/**
 * One live chat with the operator: asks for a one-time ticket (with the session, else the
 * visitor's key), opens the socket, keeps the conversation's messages in signals, and reconnects
 * with a fresh ticket when the socket drops — except when the session ended (`ended`).
 */
export class LiveChat {
  readonly status: Signal<LiveChatStatus> = signal('connecting');
  readonly messages: Signal<ServiceMessage[]> = signal([]);
  readonly unread: Signal<number> = signal(0);
  readonly hasMore: Signal<boolean> = signal(false);
  readonly csType: Signal<'LIVECHAT' | 'VIP'> = signal('LIVECHAT');
  /** The last refusal's error code (too long, too fast…), cleared by the next sent message. */
  readonly error: Signal<number | null> = signal(null);
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  /** `firstTicket`: a ticket the page was opened with (the customer-service link); used once. */
  constructor(private firstTicket: string | null = null) {
    void this.open();
  }

  say(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || this.status.peek() !== 'open') return false;
    this.error.value = null;
    return this.send({ type: 'say', text: trimmed });
  }

  markRead(): void {
    if (this.unread.peek() > 0) this.send({ type: 'read' });
  }

  loadOlder(): void {
    const oldest = this.messages.peek()[0];
    if (oldest) this.send({ type: 'history', before: oldest.id });
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000);
  }

  private send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private async open(): Promise<void> {
    let ticket = this.firstTicket;
    this.firstTicket = null;
    if (!ticket) {
      try {
        const token = state.token.peek();
        ({ ticket } = await call(ticketEndpoint, token ? {} : { visitorKey: visitorKey() }));
      } catch (error) {
        if (error instanceof ApiError) this.error.value = error.code;
        this.retry();
        return;
      }
    }
    if (this.closed) return;
    const socket = new WebSocket(socketUrl(ticket));
    this.socket = socket;
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      if (event.code === CLOSE_SESSION_ENDED) this.status.value = 'ended';
      else this.retry();
    };
  }

  private retry(): void {
    if (this.closed) return;
    if (this.attempts >= RETRY_MS.length) {
      this.status.value = 'failed';
      return;
    }
    this.status.value = this.messages.peek().length > 0 ? 'reconnecting' : 'connecting';
    const wait = RETRY_MS[this.attempts] ?? 30_000;
    this.attempts += 1;
    this.timer = setTimeout(() => void this.open(), wait);
  }

  /** Tries again at once (the "retry" button after a failure). */
  reconnect(): void {
    if (this.timer) clearTimeout(this.timer);
    this.attempts = 0;
    this.status.value = 'connecting';
    void this.open();
  }

  private receive(data: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'welcome':
        this.attempts = 0;
        this.csType.value = frame.csType;
        this.unread.value = frame.unread;
        this.status.value = 'open';
        break;
      case 'history': {
        const known = new Set(this.messages.peek().map((message) => message.id));
        const older = frame.messages.filter((message) => !known.has(message.id));
        this.messages.value = [...older, ...this.messages.peek()].sort((a, b) => a.id - b.id);
        this.hasMore.value = frame.hasMore;
        break;
      }
      case 'message':
        if (this.messages.peek().some((message) => message.id === frame.message.id)) break;
        this.messages.value = [...this.messages.peek(), frame.message];
        if (frame.message.from === 'operator') this.unread.value += 1;
        break;
      case 'unread':
        this.unread.value = frame.count;
        break;
      case 'error':
        this.error.value = frame.code;
        break;
    }
  }
}
