import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Delivers a message published on any server node to the subscribers of its channel on every
 * node, once each: through Redis pub/sub when the nodes share a Redis, in-process otherwise
 * (one node). Messages are JSON values; a channel is a plain name (`chat:room:7`, `member:42`).
 */
export interface Fanout {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for every message on `channel` from now on; the answer unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One node: subscribers hear what this process publishes. */
export class LocalFanout implements Fanout {
  private readonly events = new EventEmitter();

  constructor() {
    // Every open connection may listen on the same channel.
    this.events.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    // Through JSON, as over Redis: a subscriber never shares an object with the publisher.
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    this.events.emit(channel, copy);
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    this.events.on(channel, handler);
    return async () => {
      this.events.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

const PREFIX = 'gd:fanout:';

/**
 * Several nodes: each publishes on Redis and holds one subscriber connection, subscribed to
 * a channel while at least one local handler listens on it.
 */
export class RedisFanout implements Fanout {
  private readonly local = new LocalFanout();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (redisChannel: string, payload: string) => {
      if (!redisChannel.startsWith(PREFIX)) return;
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      void this.local.publish(redisChannel.slice(PREFIX.length), message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(PREFIX + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    const count = this.counts.get(channel) ?? 0;
    this.counts.set(channel, count + 1);
    const unsubscribeLocal = await this.local.subscribe(channel, handler);
    if (count === 0) await this.subscriber.subscribe(PREFIX + channel);
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      await unsubscribeLocal();
      const left = (this.counts.get(channel) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(channel, left);
        return;
      }
      this.counts.delete(channel);
      await this.subscriber.unsubscribe(PREFIX + channel);
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.counts.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
