import { type Signal, signal } from '@preact/signals-core';
import { type ApiError, errors } from '../contract/errors';
import { randomId } from '../random-id';
import { TicketedSocket } from './ticketed-socket';

type Frame = { type: string };

/** A server frame answering a send: a kept message or a refusal, naming the send (`ref`). */
interface SendAnswer {
  type: string;
  ref?: string;
  code?: number;
  retryAfterSeconds?: number;
}

/**
 * A ticketed socket that shows a list of messages: pages of history merged by id, new messages
 * appended once, paging back, and the message being written. A sent message leaves the box at once;
 * one the server refuses comes back to it (before anything written since), and after "too fast" no
 * message is sent until the time the server named, so nothing written is lost.
 */
export abstract class MessageSocket<M extends { id: number }, Out extends Frame> extends TicketedSocket<Out> {
  readonly messages: Signal<M[]> = signal([]);
  readonly hasMore: Signal<boolean> = signal(false);
  /** What the member is writing. */
  readonly draft: Signal<string> = signal('');
  /** When the server lets this member send again (device time, ms) after refusing a message as too fast. */
  readonly sendAgainAt: Signal<number | null> = signal(null);
  /** Sent messages not answered yet, by their ref. */
  private readonly unanswered = new Map<string, string>();
  /** The refused messages put back at the start of the draft, as they are there. */
  private givenBack = '';

  /** `joiner` separates messages given back to the draft from what follows (a line, or a space for one-line boxes). */
  constructor(
    path: string,
    firstTicket: string | null,
    private readonly joiner: string,
  ) {
    super(path, firstTicket);
  }

  /** Whether a refusal as too fast is still running at `now`. */
  waiting(now = Date.now()): boolean {
    const until = this.sendAgainAt.peek();
    return until !== null && now < until;
  }

  /** The refusal to show as an error: none for "too fast" while its pause is what the page shows instead. */
  errorShown(): ApiError | null {
    const error = this.error.value;
    return error?.code === errors.TOO_MANY_REQUESTS.code && this.sendAgainAt.value !== null ? null : error;
  }

  /** Sends the draft (trimmed) when the socket is open, `allowed` and not waiting; false when nothing went out. */
  protected sayDraft(allowed = true): boolean {
    const text = this.draft.peek().trim();
    if (!text || this.status.peek() !== 'open' || !allowed || this.waiting()) return false;
    const ref = randomId().replace(/-/g, '');
    if (!this.send({ type: 'say', text, ref } as unknown as Out)) return false;
    this.unanswered.set(ref, text);
    this.error.value = null;
    this.sendAgainAt.value = null;
    this.givenBack = '';
    this.draft.value = '';
    return true;
  }

  /** Reads the answer to a send: a kept message is done; a refused one goes back to the draft. */
  protected answered(frame: SendAnswer): void {
    const text = frame.ref === undefined ? undefined : this.unanswered.get(frame.ref);
    if (frame.ref !== undefined) this.unanswered.delete(frame.ref);
    if (frame.type !== 'error') return;
    if (frame.code === errors.TOO_MANY_REQUESTS.code && frame.retryAfterSeconds) {
      this.sendAgainAt.value = Date.now() + frame.retryAfterSeconds * 1000;
    }
    if (text !== undefined) this.giveBack(text);
  }

  /** Puts a refused message back in the draft, after those given back before it and before what was written since. */
  private giveBack(text: string): void {
    const draft = this.draft.peek();
    const before = this.givenBack && draft.startsWith(this.givenBack) ? this.givenBack : '';
    const since = draft.slice(before.length).replace(/^\s+/, '');
    this.givenBack = before ? `${before}${this.joiner}${text}` : text;
    this.draft.value = since ? `${this.givenBack}${this.joiner}${since}` : this.givenBack;
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
