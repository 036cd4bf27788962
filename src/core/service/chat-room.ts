import { type Signal, signal } from '@preact/signals-core';
import { ApiError } from '../contract/errors';
import type { RoomClientFrame, RoomMessage, RoomServerFrame } from '../contract/service';
import { MessageSocket } from './message-socket';

/** One chat room as it is written: its messages, whether this visitor may write, and a mute. */
export class ChatRoom extends MessageSocket<RoomMessage, RoomClientFrame> {
  readonly canWrite: Signal<boolean> = signal(false);
  readonly mutedUntil: Signal<string | null> = signal(null);

  constructor(readonly roomId: number) {
    // The room's box is one line: messages given back to it are joined by a space.
    super(`/ws/room?room=${roomId}`, null, ' ');
    this.start();
  }

  /** Sends what is written, when this member may write. */
  say(): boolean {
    return this.sayDraft(this.canWrite.peek());
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
        this.addHistory(frame.messages, frame.hasMore);
        break;
      case 'message':
        this.answered(frame);
        this.addMessage(frame.message);
        break;
      case 'deleted':
        this.messages.value = this.messages.peek().filter((message) => message.id !== frame.id);
        break;
      case 'muted':
        this.canWrite.value = false;
        this.mutedUntil.value = frame.until;
        break;
      case 'error':
        this.error.value = new ApiError(frame.code, frame.message);
        this.answered(frame);
        break;
    }
  }
}
