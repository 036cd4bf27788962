import { type Signal, signal } from '@preact/signals-core';
import { TicketedSocket } from './ticketed-socket';

type Frame = { type: string };

/**
 * A ticketed socket that shows a list of messages: pages of history merged by id, new messages
 * appended once, paging back, and a trimmed message sent when the socket is open.
 */
export abstract class MessageSocket<M extends { id: number }, Out extends Frame> extends TicketedSocket<Out> {
  readonly messages: Signal<M[]> = signal([]);
  readonly hasMore: Signal<boolean> = signal(false);

  /** Sends `text` (trimmed) when the socket is open and `allowed`; false when nothing went out. */
  protected sayText(text: string, allowed = true): boolean {
    const trimmed = text.trim();
    if (!trimmed || this.status.peek() !== 'open' || !allowed) return false;
    this.error.value = null;
    return this.send({ type: 'say', text: trimmed } as unknown as Out);
  }

  loadOlder(): void {
    const oldest = this.messages.peek()[0];
    if (oldest) this.send({ type: 'history', before: oldest.id } as unknown as Out);
  }

  protected hasContent(): boolean {
    return this.messages.peek().length > 0;
  }

  /** Merges a page of history into the messages shown, by id, oldest first. */
  protected addHistory(page: M[], hasMore: boolean): void {
    const known = new Set(this.messages.peek().map((message) => message.id));
    this.messages.value = [...page.filter((message) => !known.has(message.id)), ...this.messages.peek()].sort(
      (a, b) => a.id - b.id,
    );
    this.hasMore.value = hasMore;
  }

  /** Appends a new message once; false when it was already shown. */
  protected addMessage(message: M): boolean {
    if (this.messages.peek().some((shown) => shown.id === message.id)) return false;
    this.messages.value = [...this.messages.peek(), message];
    return true;
  }
}
