import { type Signal, signal } from '@preact/signals-core';
import type { RoomClientFrame, RoomMessage, RoomServerFrame } from '../contract/service';
import { mergeById } from './live-chat';
import { TicketedSocket } from './ticketed-socket';

/** One chat room as it is written: its messages, whether this visitor may write, and a mute. */
export class ChatRoom extends TicketedSocket<RoomClientFrame> {
  readonly messages: Signal<RoomMessage[]> = signal([]);
  readonly hasMore: Signal<boolean> = signal(false);
  readonly canWrite: Signal<boolean> = signal(false);
  readonly mutedUntil: Signal<string | null> = signal(null);

  constructor(readonly roomId: number) {
    super(`/ws/room?room=${roomId}`);
    this.start();
  }

  say(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || this.status.peek() !== 'open' || !this.canWrite.peek()) return false;
    this.error.value = null;
    return this.send({ type: 'say', text: trimmed });
  }

  loadOlder(): void {
    const oldest = this.messages.peek()[0];
    if (oldest) this.send({ type: 'history', before: oldest.id });
  }

  protected hasContent(): boolean {
    return this.messages.peek().length > 0;
  }

  protected receive(data: unknown): void {
    const frame = data as RoomServerFrame;
    switch (frame.type) {
      case 'welcome':
        this.canWrite.value = frame.canWrite;
        this.mutedUntil.value = frame.mutedUntil;
        this.opened();
        break;
      case 'history':
        this.messages.value = mergeById(this.messages.peek(), frame.messages);
        this.hasMore.value = frame.hasMore;
        break;
      case 'message':
        if (this.messages.peek().some((message) => message.id === frame.message.id)) break;
        this.messages.value = [...this.messages.peek(), frame.message];
        break;
      case 'deleted':
        this.messages.value = this.messages.peek().filter((message) => message.id !== frame.id);
        break;
      case 'muted':
        this.canWrite.value = false;
        this.mutedUntil.value = frame.until;
        break;
      case 'error':
        this.error.value = frame.code;
        break;
    }
  }
}
