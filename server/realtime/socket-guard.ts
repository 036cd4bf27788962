import type { WebSocket } from '@fastify/websocket';
import type { OperatorConfigSource } from '../config/operator';
import type { Fanout } from './fanout';
import { SESSION_CHANGES_CHANNEL, type SessionChange } from './session-changes';

// What every browser socket (chat, rooms, the live channel) checks: the page's origin, the sockets one
// customer and one address hold, and the session a member's socket came from.

/** Close codes the browser reads: the session ended, too many sockets. */
export const CLOSE = { sessionEnded: 4001, tooMany: 4008 } as const;

/** The origins whose pages may open a socket: the site's own and the partners' (CORS origins). */
export function originAllowed(
  ctx: { publicUrl: string; operator: OperatorConfigSource },
  origin: string | undefined,
): boolean {
  if (!origin) return false;
  return origin === new URL(ctx.publicUrl).origin || ctx.operator.current().corsOrigins.includes(origin);
}

/** Open sockets per key (a customer, an address) on this node, held under a cap. */
export class SocketCounter {
  private readonly counts = new Map<string, number>();
  constructor(readonly limit: number) {}

  /** Counts one more socket for `key`; false (and nothing counted) when the cap is reached. */
  take(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/**
 * Members' sockets on this node by member, closed (code 4001) when their session ends on any
 * node: the session cache announces every ended session on the fan-out.
 */
export class MemberSockets {
  private readonly byMember = new Map<number, Set<{ socket: WebSocket; sessionHash: string }>>();

  static async listen(ctx: { fanout: Fanout }): Promise<MemberSockets> {
    const sockets = new MemberSockets();
    await ctx.fanout.subscribe(SESSION_CHANGES_CHANNEL, (message) =>
      sockets.sessionChanged(message as SessionChange),
    );
    return sockets;
  }

  /** Keeps `socket` of a member's session; the answer forgets it (call it when the socket closes). */
  add(memberId: number, sessionHash: string, socket: WebSocket): () => void {
    const entry = { socket, sessionHash };
    const set = this.byMember.get(memberId) ?? new Set();
    set.add(entry);
    this.byMember.set(memberId, set);
    return () => {
      set.delete(entry);
      if (set.size === 0) this.byMember.delete(memberId);
    };
  }

  private sessionChanged(change: SessionChange): void {
    const closing =
      'memberId' in change
        ? [...(this.byMember.get(change.memberId) ?? [])]
        : [...this.byMember.values()].flatMap((set) =>
            [...set].filter((entry) => entry.sessionHash === change.tokenHash),
          );
    for (const entry of closing) entry.socket.close(CLOSE.sessionEnded, 'session ended');
  }
}
