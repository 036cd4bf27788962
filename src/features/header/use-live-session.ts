import { useEffect, useRef } from 'react';
import { session } from '../../core';
import type { LiveChannel } from '../../core/live';
import { booleanFromAttribute } from '../ui/boolean-attribute';
import { clearLive, liveSummary, refreshSummary, refreshUnread } from '../ui/live-session';

/** The unread count, the session figures and the balance are read again this often while signed in… */
export const LIVE_POLL_MS = 60_000;
/** …and only every this many polls while the live channel is up: it pushes the balance, which moves the figures. */
const POLLS_PER_READ_WHEN_PUSHED = 5;
/** Focus and visibility events often come in pairs; one refresh serves both. */
const FOCUS_GAP_MS = 2_000;
/** How long after a session's time limit the header asks again (the two clocks may differ a little). */
const LIMIT_GRACE_MS = 1_000;

function refreshAll(): void {
  void refreshSummary();
  void refreshUnread();
}

/** The n-th poll: everything while the live channel is down (the fallback), every fifth while it is up. */
function poll(n: number, channel: LiveChannel | null): void {
  if (channel?.connected.peek() && n % POLLS_PER_READ_WHEN_PUSHED !== 0) return;
  void session.refreshBalance().catch(() => undefined);
  refreshAll();
}

/**
 * Keeps the header's live figures current while signed in: at login, as the live channel pushes the balance,
 * every minute (every five while the channel is up), when the window regains focus (the member may come back
 * from the payment gateway's window, so the balance is read again too), when the balance moves, when the member
 * centre closes, and when a page reports messages read (`gd-messages-read`), and right after a time limit ends
 * the session (the server's refusal then signs the member out).
 */
export function useLiveSession(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) {
      clearLive();
      return;
    }
    refreshAll();
    // The balance as it moves, pushed over the live channel (the poll stands in while it is down). Its client
    // loads after the first screen: the header's first bytes stay as they were.
    let channel: LiveChannel | null = null;
    let unfollowBalance: (() => void) | null = null;
    let ended = false;
    void import('../../core/live').then((live) => {
      if (ended) return;
      channel = live.liveChannel;
      unfollowBalance = live.followBalance();
    });
    let polls = 0;
    const timer = setInterval(() => poll(++polls, channel), LIVE_POLL_MS);

    let lastFocus = 0;
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastFocus < FOCUS_GAP_MS) return;
      lastFocus = now;
      void session.refreshBalance().catch(() => undefined);
      refreshAll();
    };
    const onMessagesRead = () => void refreshUnread();
    // The member centre closes by setting open="false" on its element (or the host removes `open`).
    const centreWatch = new MutationObserver((changes) => {
      const closed = changes.some(
        (change) =>
          change.target instanceof Element &&
          change.target.localName === 'gd-member-centre' &&
          !booleanFromAttribute(change.target.getAttribute('open')),
      );
      if (closed) refreshAll();
    });
    centreWatch.observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true });
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    document.addEventListener('gd-messages-read', onMessagesRead);
    return () => {
      clearInterval(timer);
      ended = true;
      unfollowBalance?.();
      centreWatch.disconnect();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      document.removeEventListener('gd-messages-read', onMessagesRead);
    };
  }, [signedIn]);

  // A time limit ends the session on the server at a known moment: ask right after it, so the member is signed
  // out then (the refusal says why) rather than at the next minute's poll.
  const endsAtMs = liveSummary.value?.endsAtMs ?? null;
  useEffect(() => {
    if (!signedIn || endsAtMs === null) return;
    const timer = setTimeout(refreshAll, Math.max(0, endsAtMs - Date.now()) + LIMIT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [signedIn, endsAtMs]);

  // Rounds move the balance and the net position together.
  const balance = session.balanceMinor.value;
  const lastBalance = useRef(balance);
  useEffect(() => {
    if (!signedIn || balance === lastBalance.current) return;
    lastBalance.current = balance;
    void refreshSummary();
  }, [signedIn, balance]);
}
