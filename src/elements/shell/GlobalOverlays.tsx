import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { session } from '../../core';
import { addTextLoaders } from '../../core/i18n/locales';
import { Dialog } from '../../features/ui/Dialog';
import { useHost } from '../../features/ui/host-context';
import { useT } from '../../features/ui/use-t';
import { overlaysWanted } from './overlay-wants';
import { Deferred, useNeededOnce } from './overlays/Deferred';

addTextLoaders(import.meta.glob('./*/{auth,games,login}.json', { base: '../../../locales' }));

// Each piece is fetched the first time it has something to show, so an element's first screen does
// not carry the sign-in forms, the member's reminders or the game popups.
// Each with the text namespaces it uses besides common, loaded together with its code.
const parts = {
  login: {
    texts: ['auth', 'login'],
    load: () => import('./overlays/LoginPopup').then((module) => module.default),
  },
  forcedChange: {
    texts: ['auth'],
    load: () => import('./overlays/ForcedPasswordChange').then((module) => module.default),
  },
  // The member's watchers only; each of their dialogs loads its own code and texts when it opens.
  member: { texts: [], load: () => import('./overlays/MemberOverlays').then((module) => module.default) },
  games: {
    texts: ['games'],
    load: () => import('../../features/games/GameOverlays').then((module) => module.GameOverlays),
  },
} as const;

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
  const [login, forcedChange, member, games] = overlaysWanted();
  const loginNeeded = useNeededOnce(login || forgotOpen);
  const forcedNeeded = useNeededOnce(forcedChange);
  const memberNeeded = useNeededOnce(member);
  const gamesNeeded = useNeededOnce(games);

  return (
    <>
      <Deferred
        host={host}
        when={loginNeeded}
        part={parts.login}
        props={{ forgotOpen, onForgotChange: setForgotOpen }}
      />
      <Deferred host={host} when={forcedNeeded} part={parts.forcedChange} props={{}} />
      <Dialog
        open={ended !== null}
        kind="warning"
        message={ended ? t(ended) : ''}
        onConfirm={() => {
          session.sessionEnded.value = null;
          session.loginPopup.value = { open: true };
        }}
      />
      <Deferred host={host} when={memberNeeded} part={parts.member} props={{}} />
      <Deferred host={host} when={gamesNeeded} part={parts.games} props={{}} />
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
