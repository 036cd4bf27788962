import { type Signal, signal } from '@preact/signals-core';
import type { ClientFrame, ServerFrame, ServiceMessage } from '../contract/service';
import { TicketedSocket } from './ticketed-socket';

export { CLOSE_SESSION_ENDED, type SocketStatus as LiveChatStatus, visitorKey } from './ticketed-socket';

/** Merges a page of messages into those shown, by id, oldest first. */
export function mergeById<M extends { id: number }>(shown: M[], page: M[]): M[] {
  const known = new Set(shown.map((message) => message.id));
  return [...page.filter((message) => !known.has(message.id)), ...shown].sort((a, b) => a.id - b.id);
}

/** One live chat with the operator: the conversation's messages in signals, kept as the socket reconnects. */
export class LiveChat extends TicketedSocket<ClientFrame> {
  readonly messages: Signal<ServiceMessage[]> = signal([]);
  readonly unread: Signal<number> = signal(0);
  readonly hasMore: Signal<boolean> = signal(false);
  readonly csType: Signal<'LIVECHAT' | 'VIP'> = signal('LIVECHAT');

  /** `firstTicket`: a ticket the page was opened with (the customer-service link); used once. */
  constructor(firstTicket: string | null = null) {
    super('/ws/service', firstTicket);
    this.start();
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

  protected hasContent(): boolean {
    return this.messages.peek().length > 0;
  }

  protected receive(data: unknown): void {
    const frame = data as ServerFrame;
    switch (frame.type) {
      case 'welcome':
        this.csType.value = frame.csType;
        this.unread.value = frame.unread;
        this.opened();
        break;
      case 'history':
        this.messages.value = mergeById(this.messages.peek(), frame.messages);
        this.hasMore.value = frame.hasMore;
        break;
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
