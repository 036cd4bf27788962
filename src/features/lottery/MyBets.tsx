import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, formatDateTime, formatMoney, lottery, session } from '../../core';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { useActionKey } from '../ui/money/action-key';
import { errorKeyFor } from '../ui/system-status';
import { useT } from '../ui/use-t';
import { SpecialNumber } from './DrawNumbers';
import { formatOdds } from './plays';
import { useSelectionText } from './Slip';

const PAGE_SIZE = 50;

/** The member's bets on this game with their numbers and outcome; an open bet can be cancelled until close. */
export function MyBets({
  game,
  now,
  version,
  onCancelled,
}: {
  game: lottery.LotteryGame;
  now: number;
  version: number;
  onCancelled: () => void;
}) {
  useSignals();
  const t = useT();
  const selectionText = useSelectionText();
  const signedIn = session.token.value !== null;
  const { query, reload } = useQuery(
    () => call(lottery.memberBets, { gameCode: game.gameCode, pageSize: PAGE_SIZE }),
    signedIn ? `${game.gameCode}:${version}` : null,
  );
  const [cancelling, setCancelling] = useState<number | null>(null);
  /** The text key of the last failed action. */
  const [failure, setFailure] = useState<string | null>(null);
  const actionKey = useActionKey();

  if (!signedIn) {
    return (
      <div className="load-state" part="bets-signed-out">
        <span>{t('lottery_bets_sign_in')}</span>
        <Button size="small" variant="primary" onClick={() => session.requireLogin()}>
          {t('lottery_sign_in')}
        </Button>
      </div>
    );
  }

  const cancel = async (betId: number) => {
    const request = { betId };
    setCancelling(betId);
    setFailure(null);
    try {
      await call(lottery.cancelBet, request, { idempotencyKey: actionKey.keyFor(request) });
      actionKey.settle();
      onCancelled();
    } catch (error) {
      actionKey.settle(error);
      setFailure(errorKeyFor(error));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <section className="my-bets" part="bets" aria-label={t('lottery_tab_bets')}>
      {failure && (
        <p className="alert" role="alert">
          {t(failure)}
        </p>
      )}
      <QueryGate
        query={query}
        onRetry={reload}
        look="section"
        isEmpty={(value) => value.list.length === 0}
        empty={t('lottery_bets_empty')}
      >
        {(value) => (
          <ul className="bets__list">
            {value.list.map((bet) => (
              <li key={bet.betId} className={`bet bet--${bet.status}`} data-bet={bet.betId}>
                <div className="bet__main">
                  <span className="bet__play">{t(`lottery_play_${bet.playType}`)}</span>
                  <span className="bet__selection">{selectionText(bet.selection)}</span>
                  <span className="bet__draw muted">
                    {bet.drawId} · {formatDateTime(bet.placedAt)}
                  </span>
                </div>
                <div className="bet__figures">
                  <span>
                    {formatMoney(bet.stake)} × {formatOdds(bet.oddsMilli)}
                  </span>
                  {bet.prizes && (
                    <span className="bet__drawn">
                      {t('lottery_drawn')} <SpecialNumber prizes={bet.prizes} />
                    </span>
                  )}
                </div>
                <div className="bet__outcome">
                  <span className={`status status--${bet.status}`}>{t(`lottery_status_${bet.status}`)}</span>
                  {bet.status === 'won' && <span className="bet__payout">+{formatMoney(bet.payout)}</span>}
                  {bet.status === 'open' && now < Date.parse(bet.closeAt) && (
                    <Button
                      size="small"
                      variant="outline"
                      loading={cancelling === bet.betId}
                      onClick={() => cancel(bet.betId)}
                    >
                      {t('lottery_cancel')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryGate>
    </section>
  );
}
