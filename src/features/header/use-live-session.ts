import { useEffect, useRef } from 'react';
import { session } from '../../core';
import { booleanFromAttribute } from '../ui/boolean-attribute';
import { clearLive, refreshSummary, refreshUnread } from '../ui/live-session';

/** The unread count and the session figures are read again this often while signed in. */
export const LIVE_POLL_MS = 60_000;
/** Focus and visibility events often come in pairs; one refresh serves both. */
const FOCUS_GAP_MS = 2_000;

function refreshAll(): void {
  void refreshSummary();
  void refreshUnread();
}

/**
 * Keeps the header's live figures current while signed in: at login, every minute, when the
 * window regains focus (the member may come back from the payment gateway's window, so the
 * balance is read again too), when the balance moves, when the member centre closes, and
 * when a page reports messages read (`gd-messages-read`).
 */
export function useLiveSession(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) {
      clearLive();
      return;
    }
    refreshAll();
    const timer = setInterval(refreshAll, LIVE_POLL_MS);

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
      centreWatch.disconnect();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      document.removeEventListener('gd-messages-read', onMessagesRead);
    };
  }, [signedIn]);

  // Rounds move the balance and the net position together.
  const balance = session.balanceMinor.value;
  const lastBalance = useRef(balance);
  useEffect(() => {
    if (!signedIn || balance === lastBalance.current) return;
    lastBalance.current = balance;
    void refreshSummary();
  }, [signedIn, balance]);
}
