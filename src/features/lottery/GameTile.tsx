import type { lottery } from '../../core';
import { Button } from '../ui/Button';
import { useT } from '../ui/use-t';
import { DrawCountdown } from './Countdown';
import { SpecialNumber } from './DrawNumbers';
import type { GameView } from './game-view';

/** One lottery game in the lobby: its next draw with a live countdown, its last result, bet and results. */
export function GameTile({
  game,
  now,
  onOpen,
}: {
  game: lottery.LotteryGame;
  now: number;
  onOpen: (gameCode: string, view: GameView) => void;
}) {
  const t = useT();
  const titleId = `lottery-game-${game.gameCode}`;
  return (
    <article className="ltile" part="game" aria-labelledby={titleId} data-game={game.gameCode}>
      <h4 id={titleId} className="ltile__name">
        {game.name}
      </h4>
      <DrawCountdown draw={game.nextDraw} now={now} />
      <div className="ltile__last">
        <span className="ltile__last-label">{t('lottery_last_result')}</span>
        {game.lastDraw ? <SpecialNumber prizes={game.lastDraw.prizes} /> : <span className="muted">—</span>}
      </div>
      <div className="ltile__actions">
        <Button variant="primary" size="small" onClick={() => onOpen(game.gameCode, 'bet')}>
          {t('lottery_bet')}
        </Button>
        <Button variant="outline" size="small" onClick={() => onOpen(game.gameCode, 'results')}>
          {t('lottery_results')}
        </Button>
      </div>
    </article>
  );
}
