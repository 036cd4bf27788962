import { useEffect } from 'react';
import { clearLive } from '../ui/live-session';
import { useLiveSession } from './use-live-session';

export { AccountArea } from './AccountArea';
export { RestrictedNotice } from './RestrictedNotice';
export { SessionInfo } from './SessionInfo';

/**
 * Keeps the header's live figures current while it is drawn (the member is signed in), and forgets them when it
 * goes (signed out), so a later member never sees the last one's.
 */
export function LiveSessionWatch() {
  useLiveSession(true);
  useEffect(() => clearLive, []);
  return null;
}
