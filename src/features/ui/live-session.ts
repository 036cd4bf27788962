import { type Signal, signal } from '@preact/signals-core';
import { call, funds, messages, session } from '../../core';
import { pageSingleton } from '../../core/session/page-singleton';

/** The session summary with the login time on this device's clock (the server's clock may differ). */
export interface LiveSummary {
  loginAtMs: number;
  wagered: number;
  net: number;
  realityCheckMinutes: number | null;
  /** When a time limit ends the session, on this device's clock; null: none. */
  endsAtMs: number | null;
  /** The brand's profile offers the panic button (de). */
  panicButton: boolean;
  /** The newest limit alert since login (50 % or 100 % of a limit, where the jurisdiction asks for them). */
  limitAlert: funds.SessionSummaryAlert | null;
}

interface LiveState {
  summary: Signal<LiveSummary | null>;
  unread: Signal<number | null>;
  pendingSummary: Promise<LiveSummary | null> | null;
  pendingUnread: Promise<number | null> | null;
}

/** One live-session state per page, shared by every bundle like the core session. */
const live: LiveState = /* @__PURE__ */ pageSingleton('liveSession', () => ({
  summary: signal<LiveSummary | null>(null),
  unread: signal<number | null>(null),
  pendingSummary: null,
  pendingUnread: null,
}));

/** Time since login, wagered and net position since login; null until loaded or when signed out. */
export const liveSummary: Signal<LiveSummary | null> = live.summary;
/** The member's unread platform messages (CSP_unreadCount); null until loaded. */
export const unreadMessages: Signal<number | null> = live.unread;

/**
 * Reads the responsible-gaming session summary again. Calls made while one is on its way
 * share it; a failure keeps the last figures (the core already handles an ended session).
 */
export function refreshSummary(): Promise<LiveSummary | null> {
  if (session.token.value === null) return Promise.resolve(null);
  live.pendingSummary ??= call(funds.sessionSummary, {})
    .then((answer) => {
      const measured = Date.now() - answer.secondsSinceLogin * 1000;
      const known = live.summary.value?.loginAtMs;
      // Keep the first reading while later ones only differ by request time, so the clock does not jitter.
      const loginAtMs = known !== undefined && Math.abs(known - measured) < 5000 ? known : measured;
      const summary: LiveSummary = {
        loginAtMs,
        wagered: answer.wagered,
        net: answer.net,
        realityCheckMinutes: answer.realityCheckMinutes,
        endsAtMs:
          answer.endsAt === null ? null : loginAtMs + Date.parse(answer.endsAt) - Date.parse(answer.loginAt),
        panicButton: answer.panicButton,
        limitAlert: answer.limitAlert,
      };
      if (session.token.value !== null) live.summary.value = summary;
      return live.summary.value;
    })
    .catch(() => live.summary.value)
    .finally(() => {
      live.pendingSummary = null;
    });
  return live.pendingSummary;
}

/** Reads the unread message count again; free-play accounts have no messages. */
export function refreshUnread(): Promise<number | null> {
  if (!session.canShowMemberCentre.value) return Promise.resolve(null);
  live.pendingUnread ??= call(messages.unreadCount, {})
    .then(({ count }) => {
      if (session.token.value !== null) live.unread.value = count;
      return live.unread.value;
    })
    .catch(() => live.unread.value)
    .finally(() => {
      live.pendingUnread = null;
    });
  return live.pendingUnread;
}

/** Forgets the figures of a session that ended. */
export function clearLive(): void {
  live.summary.value = null;
  live.unread.value = null;
}

/** Whole seconds since login, as "h:mm:ss". */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
