/** A WebSocket stand-in element tests drive: what the element sent, and frames pushed to it. */
export class FakeSocket {
  static OPEN = 1;
  static CLOSED = 3;
  static made: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  push(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** Puts FakeSocket in place of the browser's WebSocket for a test, and the real one back after. */
export function useFakeSockets() {
  const real = globalThis.WebSocket;
  return {
    install() {
      FakeSocket.made = [];
      (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    },
    restore() {
      (globalThis as { WebSocket: unknown }).WebSocket = real;
    },
  };
}
