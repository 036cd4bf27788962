import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { funds } from '../../core';
import { liveSummary } from '../ui/live-session';

/** The id of the last limit alert this browser tab showed, so a reload does not show it again. */
const SHOWN_KEY = 'gd-limit-alert-shown';

function shownId(): number {
  try {
    return Number(sessionStorage.getItem(SHOWN_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The limit alert to show: the newest one of the session (the header's session summary, read at login, every
 * minute and whenever the balance moves) until the member closes it. It holds no dialog, so a page carries the
 * alert's code and texts only once there is one.
 */
export function useLimitAlertDue(): { due: funds.SessionSummaryAlert | null; done: () => void } {
  useSignals();
  const [closed, setClosed] = useState(shownId);
  const alert = liveSummary.value?.limitAlert ?? null;
  const due = alert !== null && alert.id > closed ? alert : null;
  return {
    due,
    done: () => {
      if (!due) return;
      try {
        sessionStorage.setItem(SHOWN_KEY, String(due.id));
      } catch {
        // Storage refused (private mode): the alert stays closed for this page's life.
      }
      setClosed(due.id);
    },
  };
}
