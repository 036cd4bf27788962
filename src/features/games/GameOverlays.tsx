import { useSignals } from '@preact/signals-react/runtime';
import { closeGamePopup, gamePopup } from '../../core/games';
import { addTextLoaders } from '../../core/i18n/locales';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { gamesStyles } from '../ui/games/games.styles';
import { HostContext, useHost } from '../ui/host-context';
import { lazyPart } from '../ui/lazy-part';
import { MaintenancePopup } from './MaintenancePopup';
import { SubGamePopup } from './SubGamePopup';

addTextLoaders(import.meta.glob('./*/{games,responsible}.json', { base: '../../../locales' }));

// Asked for only under profiles that want a session's limits before play (es): its own chunk.
const SessionLimitsDialog = lazyPart(['games'], () => import('./SessionLimitsDialog'), { look: 'quiet' });
// Asked for only under profiles that want a date of birth on record (uk, nl), of members without one.
const BirthDateDialog = lazyPart(['responsible'], () => import('./BirthDateDialog'), { look: 'quiet' });

/** Adopted into the overlay owner's shadow root (the popups render there, not in the launching element). */
function GamesStyles() {
  useAdoptedStyles(gamesStyles);
  return null;
}

/**
 * The game popups any launch may ask for (sub-games, maintenance suggestions, this session's
 * limits and a date of birth where the jurisdiction asks for them), rendered
 * once per page by the element that owns the global overlays. That element may not be a
 * game element, so the popups bring their own styles.
 */
export function GameOverlays() {
  useSignals();
  const { langOverride } = useHost();
  const popup = gamePopup.value;
  if (!popup) return null;
  // A question answered (session limits, a date of birth): the refused launch or bet goes on.
  const goOn = (then: () => void) => () => {
    closeGamePopup();
    then();
  };
  // Launches chosen here are announced from the element the first launch came from.
  return (
    <HostContext.Provider value={{ host: popup.host, langOverride }}>
      <GamesStyles />
      {popup.kind === 'sub-games' && (
        <SubGamePopup game={popup.game} host={popup.host} open onClose={closeGamePopup} />
      )}
      {popup.kind === 'maintenance' && (
        <MaintenancePopup game={popup.game} suggestions={popup.suggestions} onClose={closeGamePopup} />
      )}
      {popup.kind === 'session-limits' && (
        <SessionLimitsDialog onClose={closeGamePopup} onSet={goOn(popup.then)} />
      )}
      {popup.kind === 'birth-date' && <BirthDateDialog onClose={closeGamePopup} onSet={goOn(popup.then)} />}
    </HostContext.Provider>
  );
}
