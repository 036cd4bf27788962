import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call, session } from '../../core';
import { dismissPopup, popups } from '../../core/contract/notices';
import type { Announcement } from '../../core/contract/system';

export interface PopupQueue {
  /** The notice to show now, if any. */
  current: Announcement | undefined;
  /** How many wait behind it. */
  more: number;
  dismiss: () => void;
}

/**
 * After sign-in, the popup notices (PU) this member has not dismissed, one at a time. Dismissing one
 * records it on the server, so it never shows to this member again; a record that fails only hides it
 * on this page. Holds no dialog: a page carries the notice's code only when one waits.
 */
export function usePopupQueue(): PopupQueue {
  useSignals();
  const token = session.loginState.value ? session.token.value : null;
  const [queue, setQueue] = useState<Announcement[]>([]);

  useEffect(() => {
    setQueue([]);
    if (!token) return;
    let active = true;
    call(popups, {}).then(
      ({ list }) => active && setQueue(list),
      // A notice that cannot load is not worth an error over the page.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [token]);

  const current = queue[0];
  return {
    current,
    more: Math.max(0, queue.length - 1),
    dismiss: () => {
      if (!current) return;
      setQueue((now) => now.filter((notice) => notice.id !== current.id));
      call(dismissPopup, { id: current.id }).catch(() => undefined);
    },
  };
}
