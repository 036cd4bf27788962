import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../../core';
import type { Reward } from '../../../core/contract/promo';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useT } from '../../ui/use-t';
import { ActionMessage } from './PageStates';
import { actionFor, stateKey, toneOf } from './reward-states';

export interface RewardCardProps {
  reward: Reward;
  busy: boolean;
  message: { key: string; ok: boolean } | null;
  onAct: (reward: Reward, comment: string) => void;
}

const actionLabel = {
  join: 'mc_reward_join',
  claim: 'mc_reward_claim',
  raffle: 'mc_reward_claim',
  apply: 'mc_reward_apply',
};

/** One promotion: its reward, dates, state chip and the next action the state allows. */
export function RewardCard({ reward, busy, message, onAct }: RewardCardProps) {
  const t = useT();
  const [comment, setComment] = useState('');
  const action = actionFor(reward);
  return (
    <article className="mc-card" part="reward" data-promotion={reward.code} data-state={reward.state}>
      <div className="mc-card__head">
        <h4 className="mc-card__title">{reward.title}</h4>
        <span className={`mc-chip mc-chip--${toneOf(reward.state)}`} part="reward-state">
          {t(stateKey(reward.state))}
        </span>
      </div>
      {reward.description && <p className="mc-card__text">{reward.description}</p>}
      {reward.reward > 0 && <span className="mc-card__amount">{formatMoney(reward.reward)}</span>}
      <span className="mc-card__meta">
        {reward.endTime
          ? t('mc_reward_period', {
              start: formatDateTime(reward.startTime),
              end: formatDateTime(reward.endTime),
            })
          : t('mc_reward_from', { start: formatDateTime(reward.startTime) })}
      </span>
      {action && (
        <div className="mc-card__actions">
          {action === 'apply' && (
            <TextField
              label={t('mc_reward_comment')}
              value={comment}
              onValueChange={setComment}
              maxLength={140}
            />
          )}
          <Button
            variant={action === 'join' ? 'outline' : 'primary'}
            size="small"
            loading={busy}
            onClick={() => onAct(reward, comment.trim())}
            part={`reward-${action}`}
          >
            {t(actionLabel[action])}
          </Button>
        </div>
      )}
      {message && <ActionMessage text={t(message.key)} ok={message.ok} />}
    </article>
  );
}
