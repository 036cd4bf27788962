import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { type Fanout, LocalFanout, RedisFanout } from '../../../server/realtime/fanout';

// Two server nodes share real-time messages through Redis; runs when REDIS_URL is set (CI sets it).
const redisUrl = process.env.REDIS_URL;

const redisNode = () =>
  new RedisFanout(
    new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 }),
    new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 }),
  );

/** Collects what a subscriber hears. */
async function listen(fanout: Fanout, channel: string) {
  const heard: unknown[] = [];
  const stop = await fanout.subscribe(channel, (message) => heard.push(message));
  return { heard, stop };
}

/** Waits until `check` holds (messages cross Redis asynchronously), then a little more for duplicates. */
async function settle(check: () => boolean): Promise<void> {
  for (let waited = 0; !check() && waited < 2_000; waited += 20) await sleep(20);
  await sleep(100);
}

describe('in-process fan-out', () => {
  it('delivers each message once to every subscriber of its channel, a copy each', async () => {
    const fanout = new LocalFanout();
    const first = await listen(fanout, 'room:1');
    const second = await listen(fanout, 'room:1');
    const other = await listen(fanout, 'room:2');
    const message = { text: 'hello' };
    await fanout.publish('room:1', message);
    expect(first.heard).toEqual([message]);
    expect(second.heard).toEqual([message]);
    expect(first.heard[0]).not.toBe(message);
    expect(other.heard).toEqual([]);
    await first.stop();
    await fanout.publish('room:1', { text: 'again' });
    expect(first.heard).toHaveLength(1);
    expect(second.heard).toHaveLength(2);
  });
});

describe.runIf(redisUrl)('fan-out across two nodes through Redis', () => {
  it('delivers a message published on one node once to the subscribers on both', async () => {
    const nodeA = redisNode();
    const nodeB = redisNode();
    const channel = `room:${randomUUID()}`;
    try {
      const onA = await listen(nodeA, channel);
      const onB = await listen(nodeB, channel);
      const alsoOnB = await listen(nodeB, channel);
      await nodeA.publish(channel, { n: 1 });
      await nodeB.publish(channel, { n: 2 });
      await settle(() => onA.heard.length >= 2 && onB.heard.length >= 2 && alsoOnB.heard.length >= 2);
      for (const subscriber of [onA, onB, alsoOnB]) expect(subscriber.heard).toEqual([{ n: 1 }, { n: 2 }]);

      // One of node B's two subscribers leaves: the other still hears; when both left, node B hears nothing.
      await onB.stop();
      await nodeA.publish(channel, { n: 3 });
      await settle(() => alsoOnB.heard.length >= 3);
      expect(alsoOnB.heard).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(onB.heard).toHaveLength(2);
      await alsoOnB.stop();
      await nodeA.publish(channel, { n: 4 });
      await settle(() => onA.heard.length >= 4);
      expect(onA.heard).toHaveLength(4);
      expect(alsoOnB.heard).toHaveLength(3);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
