import { gameCardStyles } from '../ui/games/game-card.styles';

/**
 * Styles of the shared game pieces (the card and lazy thumbnail from ui/games, the sub-game and maintenance
 * popups). Every element that shows game cards adopts them; the global game popups carry them inline because
 * any element may render those.
 */
export const gamesStyles = /* css */ `${gameCardStyles}
.games-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  min-height: 120px; padding: 20px; text-align: center; color: var(--_text-muted);
}
.subgames__list {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
}
.subgame {
  display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 0 0 8px; overflow: hidden;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface-2);
  text-align: start; cursor: pointer;
}
.subgame:hover:not(:disabled) { border-color: var(--_accent); }
.subgame:disabled { cursor: progress; opacity: 0.7; }
.subgame__thumb { aspect-ratio: 1 / 1; height: auto; }
.subgame__name { padding: 0 8px; font-weight: 600; font-size: 13.5px; }
.subgame__minbet { padding: 0 8px; font-size: 12px; color: var(--_text-muted); }
.subgame[aria-busy='true'] { border-color: var(--_accent); }

.maint__text { display: flex; gap: 10px; align-items: flex-start; margin: 0 0 14px; color: var(--_warning); }
.maint__list { display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); }
.session-limits__text { margin: 0 0 14px; color: var(--_text-muted); line-height: 1.5; }
@media (max-width: 480px) {
  .subgames__list, .maint__list { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
