import { formatMoney, type ResponseOf, type vip } from '../../core';
import type { VipLevel } from '../../core/contract/vip';
import { CrownIcon } from '../ui/icons';
import { useT } from '../ui/use-t';

type VipStatus = ResponseOf<typeof vip.vipStatus>;

/** One threshold of the next level as a bar: what the period counted, the goal and what is left. */
function ProgressBar({
  label,
  done,
  left,
  goal,
}: {
  label: string;
  done: number;
  left: number;
  goal: number;
}) {
  const t = useT();
  // A width on screen only: amounts stay integer minor units everywhere else.
  const percent = left === 0 || goal === 0 ? 100 : Math.min(100, Math.floor((done / goal) * 100));
  const text = t('vip_progress', { done: formatMoney(done), goal: formatMoney(goal) });
  return (
    <div className="vip-bar">
      <div className="vip-bar__label">
        <span>{label}</span>
        <span className="vip-bar__figures">{text}</span>
      </div>
      <div
        className="vip-bar__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="vip-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className={left === 0 ? 'vip-bar__left vip-bar__left--done' : 'vip-bar__left'}>
        {left === 0 ? t('vip_reached') : t('vip_left', { amount: formatMoney(left) })}
      </span>
    </div>
  );
}

/** The member's level and the way to the next: valid bets and deposits of the rolling period. */
export function VipProgress({ status, levels }: { status: VipStatus; levels: readonly VipLevel[] }) {
  const t = useT();
  const { next } = status;
  const nextLevel = next ? levels.find((level) => level.rank === next.rank) : undefined;
  return (
    <section className="vip-card vip-status" part="vip-status" aria-labelledby="vip-level-title">
      <div className="vip-status__level">
        <span className="vip-status__badge" aria-hidden="true">
          <CrownIcon size={28} />
        </span>
        <div>
          <span className="vip-status__caption" id="vip-level-title">
            {t('vip_your_level')}
          </span>
          <strong className="vip-status__name" part="vip-level">
            {status.labelName}
          </strong>
          <span className="vip-status__rank">{t('vip_rank', { rank: status.rankLevel })}</span>
        </div>
      </div>
      {next ? (
        <div className="vip-status__next" part="vip-progress">
          <h3 className="vip-status__next-title">{t('vip_next', { name: next.name })}</h3>
          <ProgressBar
            label={t('vip_valid_bets')}
            done={status.validBet}
            left={next.validBetLeft}
            goal={nextLevel?.validBet ?? status.validBet + next.validBetLeft}
          />
          <ProgressBar
            label={t('vip_deposits')}
            done={status.deposits}
            left={next.depositsLeft}
            goal={nextLevel?.deposits ?? status.deposits + next.depositsLeft}
          />
          <p className="vip-status__period">{t('vip_period', { days: status.periodDays })}</p>
        </div>
      ) : (
        <p className="vip-status__top" part="vip-top">
          {t('vip_top')}
        </p>
      )}
      {status.csType === 'VIP' && <p className="vip-status__service">{t('vip_service')}</p>}
    </section>
  );
}
