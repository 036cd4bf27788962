import { formatMoney, type lottery } from '../../core';
import { Button } from '../ui/Button';
import { CloseIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { formatOdds, possibleWin, sideKey } from './plays';

export interface SlipBet {
  id: string;
  playType: lottery.LotteryBet['playType'];
  selection: string[];
  stake: number;
  oddsMilli: number;
}

/** How a selection reads: numbers as they are, sides by name. */
export function useSelectionText() {
  const t = useT();
  return (selection: readonly string[]) =>
    selection.map((value) => (sideKey(value) ? t(sideKey(value)!) : value)).join(' · ');
}

/** The slip: every bet with stake, odds and possible win, the totals, and one confirm. */
export function Slip({
  bets,
  drawId,
  canPlace,
  placing,
  onRemove,
  onClear,
  onPlace,
}: {
  bets: SlipBet[];
  drawId: string;
  canPlace: boolean;
  placing: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
}) {
  const t = useT();
  const selectionText = useSelectionText();
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const best = bets.reduce((sum, bet) => sum + possibleWin(bet.stake, bet.oddsMilli), 0);
  return (
    <aside className="slip" part="slip" aria-labelledby="lottery-slip-title">
      <div className="slip__head">
        <h3 id="lottery-slip-title" className="slip__title">
          {t('lottery_slip', { count: bets.length })}
        </h3>
        {bets.length > 0 && (
          <button type="button" className="link" onClick={onClear}>
            {t('lottery_slip_clear')}
          </button>
        )}
      </div>
      <p className="slip__draw muted">{t('lottery_slip_draw', { draw: drawId })}</p>
      {bets.length === 0 ? (
        <p className="slip__empty muted">{t('lottery_slip_empty')}</p>
      ) : (
        <ul className="slip__list">
          {bets.map((bet) => (
            <li key={bet.id} className="slip__bet" data-play={bet.playType}>
              <div className="slip__bet-main">
                <span className="slip__play">{t(`lottery_play_${bet.playType}`)}</span>
                <span className="slip__selection">{selectionText(bet.selection)}</span>
              </div>
              <dl className="slip__figures">
                <div>
                  <dt>{t('lottery_stake')}</dt>
                  <dd>{formatMoney(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t('lottery_odds')}</dt>
                  <dd>{formatOdds(bet.oddsMilli)}</dd>
                </div>
                <div>
                  <dt>{t('lottery_possible_win')}</dt>
                  <dd>{formatMoney(possibleWin(bet.stake, bet.oddsMilli))}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('lottery_slip_remove', {
                  play: t(`lottery_play_${bet.playType}`),
                  selection: selectionText(bet.selection),
                })}
                onClick={() => onRemove(bet.id)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className="slip__totals">
        <div>
          <dt>{t('lottery_total_stake')}</dt>
          <dd data-total-stake>{formatMoney(total)}</dd>
        </div>
        <div>
          <dt>{t('lottery_total_win')}</dt>
          <dd>{formatMoney(best)}</dd>
        </div>
      </dl>
      <Button
        variant="primary"
        block
        loading={placing}
        disabled={!canPlace || bets.length === 0}
        onClick={onPlace}
      >
        {t('lottery_place', { count: bets.length })}
      </Button>
    </aside>
  );
}
