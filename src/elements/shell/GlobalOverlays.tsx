import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { session } from '../../core';
import { gamePopup } from '../../core/games/popups';
import { Dialog } from '../../features/ui/Dialog';
import { useHost } from '../../features/ui/host-context';
import { useT } from '../../features/ui/use-t';
import { OverlayBoundary } from './overlays/OverlayBoundary';

// Each piece is fetched the first time it has something to show, so an element's first screen does
// not carry the sign-in forms, the member's reminders or the game popups.
const LoginPopup = lazy(() => import('./overlays/LoginPopup'));
const ForcedPasswordChange = lazy(() => import('./overlays/ForcedPasswordChange'));
const MemberOverlays = lazy(() => import('./overlays/MemberOverlays'));
const GamePopups = lazy(() =>
  import('../../features/games/GameOverlays').then((module) => ({ default: module.GameOverlays })),
);

/** True from the first render where `needed` was true on: a loaded overlay stays mounted (and animates closed). */
function useNeededOnce(needed: boolean): boolean {
  const seen = useRef(false);
  if (needed) seen.current = true;
  return seen.current;
}

/** A lazily loaded overlay, mounted once `when` holds; nothing shows while its code is on the way. */
function Deferred({ host, when, children }: { host: HTMLElement; when: boolean; children: ReactNode }) {
  if (!when) return null;
  return (
    <OverlayBoundary host={host}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayBoundary>
  );
}

/**
 * The page's global overlays, rendered by exactly one element: the notice dialog, the login
 * popup (guarded actions), the forced password change, the "session ended" notice, the
 * responsible-gaming reality check and the game popups (sub-games, maintenance suggestions).
 */
export function GlobalOverlays() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [forgotOpen, setForgotOpen] = useState(false);
  const notice = session.notice.value;
  const ended = session.sessionEnded.value;
  const forced = session.mustChangePassword.value;
  const loginNeeded = useNeededOnce((session.loginPopup.value.open && !forced) || forgotOpen);
  const forcedNeeded = useNeededOnce(forced);
  const memberNeeded = useNeededOnce(session.loginState.value || session.token.value !== null);
  const gamesNeeded = useNeededOnce(gamePopup.value !== null);

  return (
    <>
      <Deferred host={host} when={loginNeeded}>
        <LoginPopup forgotOpen={forgotOpen} onForgotChange={setForgotOpen} />
      </Deferred>
      <Deferred host={host} when={forcedNeeded}>
        <ForcedPasswordChange />
      </Deferred>
      <Dialog
        open={ended !== null}
        kind="warning"
        message={ended ? t(ended) : ''}
        onConfirm={() => {
          session.sessionEnded.value = null;
          session.loginPopup.value = { open: true };
        }}
      />
      <Deferred host={host} when={memberNeeded}>
        <MemberOverlays />
      </Deferred>
      <Deferred host={host} when={gamesNeeded}>
        <GamePopups />
      </Deferred>
      <Dialog
        open={notice !== null}
        kind={notice?.kind ?? 'info'}
        message={notice ? t(notice.key, notice.params) : ''}
        confirmLabel={notice?.confirmKey ? t(notice.confirmKey) : undefined}
        onConfirm={() => {
          session.notice.value = null;
        }}
      />
    </>
  );
}
