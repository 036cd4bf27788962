import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from '../../../server/modules/auth/session-cache';
import { LocalFanout } from '../../../server/realtime/fanout';

const live = (memberId: number): CachedSession => ({
  member_id: memberId,
  member_type: 0,
  created_at: new Date(),
  expires_at: new Date(Date.now() + 3_600_000),
  ended_at: null,
  end_reason: null,
  must_change_password: false,
  limitEnd: null,
  exclusion: null,
});

describe("each node's copy of the sessions it read", () => {
  it('is forgotten on every node when a session ends on one of them', async () => {
    // Two nodes hearing each other, as through Redis.
    const fanout = new LocalFanout();
    const nodeA = new SessionCache(fanout);
    const nodeB = new SessionCache(fanout);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const node of [nodeA, nodeB]) {
      node.set('token-1', live(7));
      node.set('token-2', live(7));
      node.set('token-3', live(8));
    }
    await nodeA.changed({ tokenHash: 'token-1' });
    expect(nodeB.get('token-1')).toBeNull();
    expect(nodeB.get('token-2')).not.toBeNull();

    await nodeA.changed({ memberId: 7 });
    for (const node of [nodeA, nodeB]) {
      expect(node.get('token-2')).toBeNull();
      expect(node.get('token-3')?.member_id).toBe(8);
    }
  });
});
