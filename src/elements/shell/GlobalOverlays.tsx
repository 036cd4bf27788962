import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { session, type TextNamespace } from '../../core';
import { gamePopup } from '../../core/games/popups';
import { Dialog } from '../../features/ui/Dialog';
import { useHost } from '../../features/ui/host-context';
import { useT, useTexts } from '../../features/ui/use-t';
import { OverlayBoundary } from './overlays/OverlayBoundary';

// Each piece is fetched the first time it has something to show, so an element's first screen does
// not carry the sign-in forms, the member's reminders or the game popups.
// Each with the text namespaces it uses besides common, loaded together with its code.
const parts = {
  login: { texts: ['auth'], load: () => import('./overlays/LoginPopup') },
  forcedChange: { texts: ['auth'], load: () => import('./overlays/ForcedPasswordChange') },
  member: { texts: ['header', 'contracts', 'notices'], load: () => import('./overlays/MemberOverlays') },
  games: {
    texts: ['games'],
    load: () =>
      import('../../features/games/GameOverlays').then((module) => ({ default: module.GameOverlays })),
  },
} as const;
const LoginPopup = lazy(parts.login.load);
const ForcedPasswordChange = lazy(parts.forcedChange.load);
const MemberOverlays = lazy(parts.member.load);
const GamePopups = lazy(parts.games.load);

/** True from the first render where `needed` was true on: a loaded overlay stays mounted (and animates closed). */
function useNeededOnce(needed: boolean): boolean {
  const seen = useRef(false);
  if (needed) seen.current = true;
  return seen.current;
}

interface OverlayPart {
  texts: readonly TextNamespace[];
  load: () => Promise<unknown>;
}

/** Renders `children` once the overlay's texts are here; texts that failed to load fail the overlay. */
function WithTexts({ texts, children }: { texts: readonly TextNamespace[]; children: ReactNode }) {
  const state = useTexts(texts);
  if (state === 'failed') throw new TypeError('The overlay texts failed to load');
  return state === 'ready' ? children : null;
}

/**
 * A lazily loaded overlay, mounted once `when` holds, with its text namespaces; nothing shows while
 * its code and texts are on the way (it opens the moment they are here).
 */
function Deferred({
  host,
  when,
  part,
  children,
}: {
  host: HTMLElement;
  when: boolean;
  part: OverlayPart;
  children: ReactNode;
}) {
  if (!when) return null;
  // The code is requested with the texts (a failure shows when it renders).
  part.load().catch(() => undefined);
  return (
    <OverlayBoundary host={host}>
      <Suspense fallback={null}>
        <WithTexts texts={part.texts}>{children}</WithTexts>
      </Suspense>
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
      <Deferred host={host} when={loginNeeded} part={parts.login}>
        <LoginPopup forgotOpen={forgotOpen} onForgotChange={setForgotOpen} />
      </Deferred>
      <Deferred host={host} when={forcedNeeded} part={parts.forcedChange}>
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
      <Deferred host={host} when={memberNeeded} part={parts.member}>
        <MemberOverlays />
      </Deferred>
      <Deferred host={host} when={gamesNeeded} part={parts.games}>
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
