import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useState } from 'react';
import { formatMoney } from '../../../core';
import type { Game } from '../../../core/contract/games';
import {
  assetUrl,
  favourites,
  feedsJackpot,
  inRunningTournament,
  isFavourite,
  launch,
  openSubGames,
  toggleFavourite,
  trackFavourites,
  trackJackpots,
  trackTournaments,
} from '../../../core/games';
import { useHost } from '../host-context';
import { useT } from '../use-t';
import { HeartIcon } from './game-icons';
import { LazyImage } from './LazyImage';

export interface GameCardProps {
  game: Game;
  /** In the tab order (default); a grid with arrow-key movement passes false for all but one card. */
  focusable?: boolean;
  /** Position in a grid, for arrow-key movement (data-index). */
  index?: number;
}

/**
 * One game: lazy thumbnail, name, vendor, NEW/HOT badges, a Tournament badge while a running tournament
 * counts it, a Jackpot badge when a pot takes its rounds, maintenance badge and a
 * favourite toggle. Click, Enter or Space launches it; a VASSALAGE game opens its
 * sub-game popup. The card keeps its size fixed, so grids can lay it out by rows.
 */
export const GameCard = memo(function GameCard({ game, focusable = true, index }: GameCardProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [launching, setLaunching] = useState(false);
  const favourite = isFavourite(game, favourites.value);
  const tabIndex = focusable ? 0 : -1;

  // Cards show the member's favourites: from the first card on, they follow sign-in and sign-out.
  useEffect(trackFavourites, []);
  // …and the running tournaments that count them (read once per page).
  useEffect(trackTournaments, []);
  const inTournament = inRunningTournament(game);
  // …and the pots they feed (read once per page).
  useEffect(trackJackpots, []);
  const inJackpot = feedsJackpot(game);

  const onLaunch = async () => {
    if (launching) return;
    setLaunching(true);
    try {
      const result = await launch(host, { game });
      if (result === 'needs-sub-game') openSubGames(host, game);
    } finally {
      setLaunching(false);
    }
  };

  return (
    <div
      className={`gcard${game.maintenance ? ' gcard--maintenance' : ''}`}
      part="game-card"
      data-code={game.code}
      data-index={index}
    >
      <button
        type="button"
        className="gcard__main"
        part="game-card-launch"
        tabIndex={tabIndex}
        aria-busy={launching || undefined}
        onClick={onLaunch}
      >
        {/* Name first: the button is named by what it shows, game before badges (the picture sits on top by CSS). */}
        <span className="gcard__name">{game.name}</span>
        <span className="gcard__vendor">
          {game.vendorName}
          {game.minBet > 0 && <span className="gcard__minbet"> · {formatMoney(game.minBet)}</span>}
        </span>
        <span className="gcard__thumb">
          <LazyImage src={assetUrl(game.image)} />
          <span className="gcard__badges">
            {game.tags.includes('new') && <span className="badge badge--new">{t('game_badge_new')}</span>}
            {game.tags.includes('hot') && <span className="badge badge--hot">{t('game_badge_hot')}</span>}
            {inTournament && (
              <span className="badge badge--tournament" part="game-card-tournament">
                {t('game_badge_tournament')}
              </span>
            )}
            {inJackpot && (
              <span className="badge badge--jackpot" part="game-card-jackpot">
                {t('game_badge_jackpot')}
              </span>
            )}
          </span>
          {game.maintenance && (
            <span className="gcard__maintenance" part="game-card-maintenance">
              {t('game_maintenance')}
            </span>
          )}
          {launching && (
            <span className="gcard__launching" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="sr-only">{t('game_launching')}</span>
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        className="gcard__fav"
        part="game-card-favourite"
        tabIndex={tabIndex}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'game_fav_remove' : 'game_fav_add', { name: game.name })}
        title={t(favourite ? 'game_fav_remove' : 'game_fav_add', { name: game.name })}
        onClick={() => void toggleFavourite(game)}
      >
        <HeartIcon size={18} filled={favourite} />
      </button>
    </div>
  );
});
