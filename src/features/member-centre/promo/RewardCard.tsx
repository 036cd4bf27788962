import { useState } from 'react';
import { formatMoney } from '../../../core';
import type { Reward } from '../../../core/contract/promo';
import { MAX_APPLICATION_COMMENT } from '../../../core/contract/promo';
import { ActionMessage } from '../../ui/ActionMessage';
import { Button } from '../../ui/Button';
import { closeSelf } from '../../ui/close-self';
import { TextField } from '../../ui/Field';
import { useHost } from '../../ui/host-context';
import { PromotionLink } from '../../ui/promotions/detail-link';
import { periodText } from '../../ui/promotions/period';
import { StateBadge } from '../../ui/promotions/StateBadge';
import { actionFor, actionLabelKey } from '../../ui/promotions/states';
import { useT } from '../../ui/use-t';

export interface RewardCardProps {
  reward: Reward;
  busy: boolean;
  message: { key: string; ok: boolean } | null;
  onAct: (reward: Reward, comment: string) => void;
}

/**
 * One promotion: its reward, dates, state badge and the next action the state allows; its title
 * opens the promotion's page (terms, images for an application), closing the member centre.
 */
export function RewardCard({ reward, busy, message, onAct }: RewardCardProps) {
  const t = useT();
  const { host } = useHost();
  const [comment, setComment] = useState('');
  const action = actionFor(reward);
  return (
    <article className="mc-card" part="reward" data-promotion={reward.code} data-state={reward.state}>
      <div className="mc-card__head">
        <h4 className="mc-card__title">
          <PromotionLink
            className="mc-card__link"
            part="reward-link"
            promotionId={reward.promotionId}
            beforeNavigate={() => closeSelf(host)}
          >
            {reward.title}
          </PromotionLink>
        </h4>
        <StateBadge state={reward.state} part="reward-state" />
      </div>
      {reward.description && <p className="mc-card__text">{reward.description}</p>}
      {reward.reward > 0 && <span className="mc-card__amount">{formatMoney(reward.reward)}</span>}
      <span className="mc-card__meta">{periodText(t, reward.startTime, reward.endTime)}</span>
      {action && (
        <div className="mc-card__actions">
          {action === 'apply' && (
            <TextField
              label={t('promo_comment_optional')}
              value={comment}
              onValueChange={setComment}
              maxLength={MAX_APPLICATION_COMMENT}
            />
          )}
          <Button
            variant={action === 'join' ? 'outline' : 'primary'}
            size="small"
            loading={busy}
            onClick={() => onAct(reward, comment.trim())}
            part={`reward-${action}`}
          >
            {t(actionLabelKey[action])}
          </Button>
        </div>
      )}
      {message && <ActionMessage text={t(message.key)} ok={message.ok} />}
    </article>
  );
}
