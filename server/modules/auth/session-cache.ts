import type { Restriction } from '../../http/route';
import type { Fanout } from '../../realtime/fanout';
import { SESSION_CHANGES_CHANNEL, type SessionChange } from '../../realtime/session-changes';

/** When a time limit ends a session: the member's session-time limit, or the one set for this session. */
export interface SessionEnd {
  endsAt: Date;
  reason: 'time_limit' | 'session_limit';
}

/** What authenticate() needs of a session row. */
export interface CachedSession {
  member_id: number;
  member_type: number;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  must_change_password: boolean;
  /** The member's time-out or self-exclusion as it was read with the row (its end is checked at each call). */
  exclusion: Restriction | null;
  /** When a time limit ends the session, as read with the row (a limit changed drops every node's copy). */
  limitEnd: SessionEnd | null;
}

/** How long a node answers from its copy of a session row without reading it again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 100_000;

/**
 * Each node's short-lived copy of the session rows it just read, so a burst of calls with one
 * token (balance polls, a lobby's lists) costs one session read, not one per call. A session
 * ended on any node is forgotten on every node at once (a message through the fan-out); should
 * that message be lost, the copy still lapses after SESSION_CACHE_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: CachedSession; until: number }>();

  constructor(private readonly fanout: Fanout) {
    void fanout.subscribe(SESSION_CHANGES_CHANNEL, (message) => this.apply(message as SessionChange));
  }

  get(tokenHash: string): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= Date.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.row;
  }

  set(tokenHash: string, row: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest copy goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { row, until: Date.now() + SESSION_CACHE_MS });
  }

  /** Forgets a session here and on every other node (after its row changed). */
  async changed(change: SessionChange): Promise<void> {
    this.apply(change);
    await this.fanout.publish(SESSION_CHANGES_CHANNEL, change);
  }

  private apply(change: SessionChange): void {
    if ('tokenHash' in change) {
      this.entries.delete(change.tokenHash);
      return;
    }
    for (const [tokenHash, entry] of this.entries) {
      if (entry.row.member_id === change.memberId) this.entries.delete(tokenHash);
    }
  }
}
