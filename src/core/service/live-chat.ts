import { type Signal, signal } from '@preact/signals-core';
import { ApiError } from '../contract/errors';
import type { ClientFrame, ServerFrame, ServiceMessage } from '../contract/service';
import { MessageSocket } from './message-socket';

export { CLOSE_SESSION_ENDED, type SocketStatus as LiveChatStatus, visitorKey } from './ticketed-socket';

/** One live chat with the operator: the conversation's messages in signals, kept as the socket reconnects. */
export class LiveChat extends MessageSocket<ServiceMessage, ClientFrame> {
  readonly unread: Signal<number> = signal(0);
  readonly csType: Signal<'LIVECHAT' | 'VIP'> = signal('LIVECHAT');

  /** `firstTicket`: a ticket the page was opened with (the customer-service link); used once. */
  constructor(firstTicket: string | null = null) {
    super('/ws/service', firstTicket, '\n');
    this.start();
  }

  /** Sends what is written. */
  say(): boolean {
    return this.sayDraft();
  }

  markRead(): void {
    if (this.unread.peek() > 0) this.send({ type: 'read' });
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
        this.addHistory(frame.messages, frame.hasMore);
        break;
      case 'message':
        this.answered(frame);
        if (this.addMessage(frame.message) && frame.message.from === 'operator') this.unread.value += 1;
        break;
      case 'unread':
        this.unread.value = frame.count;
        break;
      case 'error':
        this.error.value = new ApiError(frame.code, frame.message);
        this.answered(frame);
        break;
    }
  }
}
