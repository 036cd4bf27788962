import { formatMoney } from '../../../core';
import type { Mission } from '../../../core/contract/promo';
import { ActionMessage } from '../../ui/ActionMessage';
import { Button } from '../../ui/Button';
import { StateBadge } from '../../ui/promotions/StateBadge';
import { useT } from '../../ui/use-t';

/** Days played are a count; every other goal is an amount of money. */
export const goalValue = (mission: Pick<Mission, 'goal'>, value: number) =>
  mission.goal === 'days_played' ? String(value) : formatMoney(value);

export interface MissionCardProps {
  mission: Mission;
  busy: boolean;
  message: { key: string; ok: boolean } | null;
  onJoin: () => void;
  onClaim: () => void;
}

/** One mission: goal, progress bar, period, reward, and join or claim. */
export function MissionCard({ mission, busy, message, onJoin, onClaim }: MissionCardProps) {
  const t = useT();
  const share = mission.target > 0 ? Math.min(100, Math.floor((mission.progress * 100) / mission.target)) : 0;
  return (
    <article className="mc-card" part="mission" data-mission={mission.code} data-state={mission.state}>
      <div className="mc-card__head">
        <h4 className="mc-card__title">{mission.title}</h4>
        <StateBadge state={mission.state} />
      </div>
      <p className="mc-card__text">
        {t(`mc_mission_goal_${mission.goal}`, { target: goalValue(mission, mission.target) })}
      </p>
      <div
        className="mc-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-label={t('mc_mission_progress')}
      >
        <div className="mc-progress__bar" style={{ width: `${share}%` }} />
      </div>
      <span className="mc-card__meta" part="mission-progress">
        {goalValue(mission, mission.progress)} / {goalValue(mission, mission.target)}
      </span>
      <span className="mc-card__meta">
        {t(`mc_mission_period_${mission.period}`)} · {mission.periodStart} – {mission.periodEnd}
      </span>
      <span className="mc-card__amount">{formatMoney(mission.reward)}</span>
      {(mission.state === 'join' || mission.state === 'claim') && (
        <div className="mc-card__actions">
          <Button
            variant={mission.state === 'join' ? 'outline' : 'primary'}
            size="small"
            loading={busy}
            onClick={mission.state === 'join' ? onJoin : onClaim}
            part={`mission-${mission.state}`}
          >
            {t(mission.state === 'join' ? 'promo_join' : 'promo_claim')}
          </Button>
        </div>
      )}
      {message && <ActionMessage text={t(message.key)} ok={message.ok} />}
    </article>
  );
}
