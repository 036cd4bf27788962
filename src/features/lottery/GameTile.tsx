import type { lottery } from '../../core';
import { Button } from '../ui/Button';
import { ListIcon } from '../ui/icons';
import { NavLink } from '../ui/nav/NavLink';
import { useT } from '../ui/use-t';
import { DrawCountdown } from './Countdown';
import { SpecialNumber } from './DrawNumbers';
import type { GameView } from './game-view';

/**
 * One lottery game in the lobby, as a compact row: its name and next draw with a live countdown, its
 * last result, and bet (a link to the game's address when the page keeps it) and results.
 */
export function GameTile({
  game,
  now,
  href,
  onOpen,
}: {
  game: lottery.LotteryGame;
  now: number;
  /** The game's own address: the bet is then a link (a new tab, a shared link). */
  href: string | undefined;
  onOpen: (gameCode: string, view: GameView) => void;
}) {
  const t = useT();
  const titleId = `lottery-game-${game.gameCode}`;
  return (
    <article className="ltile" part="game" aria-labelledby={titleId} data-game={game.gameCode}>
      <h4 id={titleId} className="ltile__name">
        {game.name}
      </h4>
      <DrawCountdown draw={game.nextDraw} now={now} short />
      <p className="ltile__last">
        <span className="ltile__last-label">{t('lottery_last_result')}</span>
        {game.lastDraw ? <SpecialNumber prizes={game.lastDraw.prizes} /> : <span className="muted">—</span>}
      </p>
      <div className="ltile__actions">
        {href ? (
          <NavLink
            className="btn btn--primary btn--small ltile__bet"
            href={href}
            onGo={() => onOpen(game.gameCode, 'bet')}
          >
            {t('lottery_bet')}
          </NavLink>
        ) : (
          <Button
            variant="primary"
            size="small"
            className="ltile__bet"
            onClick={() => onOpen(game.gameCode, 'bet')}
          >
            {t('lottery_bet')}
          </Button>
        )}
        <Button
          variant="outline"
          size="small"
          className="ltile__results"
          onClick={() => onOpen(game.gameCode, 'results')}
        >
          <ListIcon size={16} />
          <span className="ltile__results-label">{t('lottery_results')}</span>
        </Button>
      </div>
    </article>
  );
}
