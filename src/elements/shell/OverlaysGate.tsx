import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { session } from '../../core';
import { errors } from '../../core/contract';
import { gamePopupState } from '../../core/games/popup-state';
import { emit } from '../../features/ui/events';
import { useHost } from '../../features/ui/host-context';
import { arrivedValue, Loaded, useLoaded } from '../../features/ui/use-loaded';

const loadOverlays = () => import('./GlobalOverlays').then((module) => module.GlobalOverlays);

/** Whether any global overlay has something to show (each one of GlobalOverlays' own conditions). */
const overlaysWanted = (): boolean =>
  session.notice.value !== null ||
  session.sessionEnded.value !== null ||
  session.mustChangePassword.value ||
  session.loginPopup.value.open ||
  session.loginState.value ||
  session.token.value !== null ||
  gamePopupState.value !== null;

/**
 * Where the page's global overlays go, their code fetched the first time one has something to show: a
 * visitor who only looks carries none of it. Once here they stay mounted. When the code does not arrive,
 * gd-error says so and the next overlay wanted asks for it again.
 */
export function OverlaysGate() {
  useSignals();
  const { host } = useHost();
  const wanted = overlaysWanted();
  const code = useLoaded(wanted || arrivedValue(loadOverlays) ? loadOverlays : null);
  const failed = code !== null && 'failure' in code;
  useEffect(() => {
    if (failed) emit(host, 'gd-error', { code: errors.NETWORK.code });
  }, [failed, host]);
  return failed ? null : <Loaded code={code} props={{}} />;
}
