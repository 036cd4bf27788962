import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { session } from '../../core';
import { type LiveSummary, liveSummary, refreshSummary } from '../ui/live-session';

/** Index of the reminder period that ends next: 1 for the first N minutes after login, and so on. */
export function nextReminder(loginAtMs: number, periodMs: number, nowMs: number, lastShown: number): number {
  return Math.max(Math.floor((nowMs - loginAtMs) / periodMs) + 1, lastShown + 1);
}

/**
 * The reality check's clock: every N minutes after login (the member's own responsible-gaming setting)
 * it reads fresh figures and hands them out as the reminder to show. It holds no dialog, so a page
 * carries the reminder's code and texts only once one is due.
 */
export function useRealityCheckDue(): { due: LiveSummary | null; done: () => void } {
  useSignals();
  const signedIn = session.token.value !== null;
  const summary = liveSummary.value;
  const [due, setDue] = useState<LiveSummary | null>(null);
  const lastShown = useRef(0);

  // Pages without a header still get their reminder: load the figures when nobody else has.
  const hasSummary = summary !== null;
  useEffect(() => {
    if (signedIn && !hasSummary) void refreshSummary();
    if (!signedIn) {
      lastShown.current = 0;
      setDue(null);
    }
  }, [signedIn, hasSummary]);

  const minutes = summary?.realityCheckMinutes ?? null;
  const loginAtMs = summary?.loginAtMs ?? null;
  useEffect(() => {
    if (!signedIn || minutes === null || minutes <= 0 || loginAtMs === null || due) return;
    const periodMs = minutes * 60_000;
    const index = nextReminder(loginAtMs, periodMs, Date.now(), lastShown.current);
    let active = true;
    const timer = setTimeout(
      async () => {
        // Fresh figures for the reminder itself.
        const fresh = await refreshSummary();
        if (!active || !fresh || session.token.value === null) return;
        lastShown.current = index;
        setDue(fresh);
      },
      Math.max(0, loginAtMs + index * periodMs - Date.now()),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [signedIn, minutes, loginAtMs, due]);

  return { due: signedIn ? due : null, done: () => setDue(null) };
}
