import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, type lottery, session } from '../../core';
import { Button } from '../ui/Button';
import { useHost } from '../ui/host-context';
import { announceBalanceChange } from '../ui/money/balance-change';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { Betting } from './Betting';
import { DrawCountdown } from './Countdown';
import { DrawNumbers } from './DrawNumbers';
import type { GameView } from './game-view';
import { MyBets } from './MyBets';
import { Results } from './Results';

/**
 * One game: its draw open for bets (countdown, closing rule, published hash), the latest result
 * as it arrives, and the betting, results and my-bets tabs. When a draw's result is settled the
 * balance is read again, so wins show at once.
 */
export function GamePage({
  game,
  now,
  view,
  playType,
  onView,
  onPlay,
  onBack,
  onBetsChanged,
}: {
  game: lottery.LotteryGame;
  now: number;
  view: GameView;
  playType: string | undefined;
  onView: (view: GameView) => void;
  /** The member chose a play. */
  onPlay: (playType: string) => void;
  onBack: () => void;
  onBetsChanged: () => void;
}) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const signedIn = session.token.value !== null;
  const [betsVersion, setBetsVersion] = useState(0);
  const last = game.lastDraw;
  const settledKey = last ? `${last.drawId}:${last.settled}` : '';
  const seen = useRef(settledKey);

  // A result that became settled while the page was open: wins are paid, so balance and bets move.
  useEffect(() => {
    if (seen.current === settledKey) return;
    seen.current = settledKey;
    if (!last?.settled || !signedIn) return;
    setBetsVersion((n) => n + 1);
    void announceBalanceChange(host);
  }, [settledKey, last?.settled, signedIn, host]);

  const afterBetsMoved = () => {
    setBetsVersion((n) => n + 1);
    onBetsChanged();
    void announceBalanceChange(host);
  };
  const closeMinutes = Math.round(game.closeSeconds / 60);

  return (
    <div className="game-page">
      <div className="game-page__top">
        <Button variant="ghost" size="small" onClick={onBack}>
          ← {t('lottery_all_games')}
        </Button>
      </div>
      <div className="game-page__summary">
        <div className="draw-card" part="next-draw">
          <h3 className="draw-card__title">{t('lottery_next_draw', { draw: game.nextDraw.drawId })}</h3>
          <DrawCountdown draw={game.nextDraw} now={now} large />
          <p className="draw-card__rule">
            {game.closeSeconds >= 120
              ? t('lottery_close_rule_minutes', { minutes: closeMinutes })
              : t('lottery_close_rule_seconds', { seconds: game.closeSeconds })}
          </p>
          <p className="draw-card__hash">
            <span>{t('lottery_published_hash')}</span>
            <code>{game.nextDraw.hash}</code>
          </p>
        </div>
        <div className="draw-card" part="last-draw" aria-live="polite">
          <h3 className="draw-card__title">{t('lottery_last_result')}</h3>
          {last ? (
            <>
              <p className="draw-card__meta">
                {last.drawId} · {formatDateTime(last.drawAt)}
                {!last.settled && <span className="badge">{t('lottery_settling')}</span>}
              </p>
              <DrawNumbers prizes={last.prizes} format={game.format} />
            </>
          ) : (
            <p className="muted">{t('lottery_no_result')}</p>
          )}
        </div>
      </div>
      <Tabs
        label={t('lottery_sections')}
        items={[
          { key: 'bet' as GameView, label: t('lottery_tab_bet') },
          { key: 'results' as GameView, label: t('lottery_tab_results') },
          { key: 'bets' as GameView, label: t('lottery_tab_bets') },
        ]}
        selected={view}
        onSelect={onView}
      />
      {view === 'bet' && (
        <Betting game={game} now={now} initialPlay={playType} onPlay={onPlay} onPlaced={afterBetsMoved} />
      )}
      {view === 'results' && <Results game={game} />}
      {view === 'bets' && <MyBets game={game} now={now} version={betsVersion} onCancelled={afterBetsMoved} />}
    </div>
  );
}
