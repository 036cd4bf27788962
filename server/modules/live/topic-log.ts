import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from '../../realtime/fanout';

/** Pushes a topic keeps for pages that resume (per node, in memory). */
export const HELD_EVENTS = 50;
/** How long a topic nobody on this node follows any more stays subscribed, so a quick reconnect can resume. */
export const RESUME_GRACE_MS = 30_000;

export interface TopicEvent {
  seq: number;
  data: unknown;
}

/** The fan-out channel of a topic's key (`member:42:balance`, `lottery:XSMB`). */
export const liveChannel = (key: string) => `live:${key}`;

interface HeldTopic {
  /** Every push numbered above `from` is in `events` (older ones were let go, or came before this node held it). */
  from: number;
  seq: number;
  events: TopicEvent[];
  listeners: Set<(event: TopicEvent) => void>;
  ready: Promise<() => Promise<void>>;
  releaseTimer: NodeJS.Timeout | null;
}

/** What a page resuming after `after` gets: the pushes it missed, or null when only a snapshot will do. */
export type Missed = TopicEvent[] | null;

/**
 * The topics this node's sockets follow: each subscribed on the fan-out while followed (and for a grace period
 * after), numbering every push it hears and holding the last HELD_EVENTS of them. Numbers come from one
 * counter per node (named by `stream`): they only grow, so a page's `after` from another node or an earlier
 * process is recognised as foreign and answered with a snapshot.
 */
export class TopicLog {
  readonly stream = randomUUID();
  private counter = 0;
  private readonly topics = new Map<string, HeldTopic>();

  constructor(
    private readonly fanout: Fanout,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Publishes `data` on the topic for every node's followers (after the commit that produced it). */
  publish(key: string, data: unknown): Promise<void> {
    return this.fanout.publish(liveChannel(key), data);
  }

  /**
   * Follows a topic: `listener` hears each push from now on. The answer tells what a page that last saw
   * `after` missed, the topic's current number (a snapshot's), and how to stop following.
   */
  async follow(
    key: string,
    after: number | undefined,
    listener: (event: TopicEvent) => void,
  ): Promise<{ missed: Missed; seq: number; unfollow: () => void }> {
    const topic = this.topics.get(key) ?? this.hold(key);
    if (topic.releaseTimer) {
      clearTimeout(topic.releaseTimer);
      topic.releaseTimer = null;
    }
    topic.listeners.add(listener);
    try {
      await topic.ready;
    } catch (error) {
      this.unfollow(key, topic, listener);
      throw error;
    }
    const resumable = after !== undefined && after >= topic.from && after <= topic.seq;
    return {
      missed: resumable ? topic.events.filter((event) => event.seq > after) : null,
      seq: topic.seq,
      unfollow: () => this.unfollow(key, topic, listener),
    };
  }

  private hold(key: string): HeldTopic {
    const topic: HeldTopic = {
      from: this.counter,
      seq: this.counter,
      events: [],
      listeners: new Set(),
      ready: this.fanout.subscribe(liveChannel(key), (data) => this.heard(topic, data)),
      releaseTimer: null,
    };
    // A failed subscription is forgotten, so the next follower tries again.
    topic.ready.catch(() => this.topics.delete(key));
    this.topics.set(key, topic);
    return topic;
  }

  private heard(topic: HeldTopic, data: unknown): void {
    this.counter += 1;
    const event = { seq: this.counter, data };
    topic.seq = event.seq;
    topic.events.push(event);
    if (topic.events.length > HELD_EVENTS) topic.from = topic.events.shift()!.seq;
    for (const listener of topic.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, event: 'live_listener_failed' }, 'live listener failed');
      }
    }
  }

  private unfollow(key: string, topic: HeldTopic, listener: (event: TopicEvent) => void): void {
    topic.listeners.delete(listener);
    if (topic.listeners.size > 0 || topic.releaseTimer || this.topics.get(key) !== topic) return;
    topic.releaseTimer = setTimeout(() => {
      if (topic.listeners.size > 0) return;
      this.topics.delete(key);
      void topic.ready.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    }, RESUME_GRACE_MS);
    topic.releaseTimer.unref();
  }

  /** Lets every topic go (the server closes). */
  async close(): Promise<void> {
    const held = [...this.topics.values()];
    this.topics.clear();
    for (const topic of held) if (topic.releaseTimer) clearTimeout(topic.releaseTimer);
    await Promise.allSettled(held.map((topic) => topic.ready.then((unsubscribe) => unsubscribe())));
  }
}
