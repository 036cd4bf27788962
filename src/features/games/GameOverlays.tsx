import { useSignals } from '@preact/signals-react/runtime';
import { closeGamePopup, gamePopup } from '../../core/games';
import { HostContext, useHost } from '../ui/host-context';
import { gamesStyles } from './games.styles';
import { MaintenancePopup } from './MaintenancePopup';
import { SubGamePopup } from './SubGamePopup';

/**
 * The game popups any launch may ask for (sub-games, maintenance suggestions), rendered
 * once per page by the element that owns the global overlays. That element may not be a
 * game element, so the popups bring their own styles.
 */
export function GameOverlays() {
  useSignals();
  const { langOverride } = useHost();
  const popup = gamePopup.value;
  if (!popup) return null;
  // Launches chosen here are announced from the element the first launch came from.
  return (
    <HostContext.Provider value={{ host: popup.host, langOverride }}>
      <style>{gamesStyles}</style>
      {popup.kind === 'sub-games' ? (
        <SubGamePopup game={popup.game} host={popup.host} open onClose={closeGamePopup} />
      ) : (
        <MaintenancePopup game={popup.game} suggestions={popup.suggestions} onClose={closeGamePopup} />
      )}
    </HostContext.Provider>
  );
}
