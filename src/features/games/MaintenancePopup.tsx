import type { Game } from '../../core/contract/games';
import type { LaunchedGame } from '../../core/games';
import { GameCard } from '../ui/games/GameCard';
import { AlertIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';

/**
 * "Game under maintenance, other games suggested" (spec §8): the refused game's name and
 * the server's suggestions as cards the player can launch at once.
 */
export function MaintenancePopup({
  game,
  suggestions,
  onClose,
}: {
  game: LaunchedGame;
  suggestions: Game[];
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('game_maintenance_title', { name: game.name })}
      minHeight={0}
      part="game-maintenance"
    >
      <div className="maint">
        <p className="maint__text">
          <AlertIcon size={20} />
          <span>{t('err_game_maintenance')}</span>
        </p>
        {suggestions.length === 0 ? (
          <p className="games-state">{t('game_suggestions_none')}</p>
        ) : (
          // A choice closes the popup: the launch that follows shows its own outcome.
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the cards inside are buttons; this only notices their clicks
          <div
            className="maint__list"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('.gcard__main')) onClose();
            }}
          >
            {suggestions.map((suggestion) => (
              <GameCard key={suggestion.code} game={suggestion} />
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
