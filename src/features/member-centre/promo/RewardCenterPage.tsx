import { call, promo } from '../../../core';
import type { Reward } from '../../../core/contract/promo';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useHost } from '../../ui/host-context';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { sendRewardAction } from '../../ui/promotions/reward-action';
import { actionDoneKey, actionFor } from '../../ui/promotions/states';
import { useItemAction } from '../../ui/promotions/use-item-action';
import { useT } from '../../ui/use-t';
import { promoStyles } from './promo.styles';
import { RewardCard } from './RewardCard';

/**
 * rewardCenter: every promotion with the member's state in it, and the action that state
 * allows: join, claim (paid at once), claim a raffle prize, or apply for a reviewed reward.
 */
export default function RewardCenterPage() {
  useAdoptedStyles(promoStyles);
  const t = useT();
  const { host } = useHost();
  const rewards = useQuery(() => call(promo.rewardCenter, {}));
  const { busy, outcome, run } = useItemAction();
  const list = rewards.query.value?.list ?? [];

  const replace = (next: Reward) =>
    rewards.set({ list: list.map((item) => (item.promotionId === next.promotionId ? next : item)) });

  const act = async (reward: Reward, comment: string) => {
    const action = actionFor(reward);
    if (!action) return;
    const ok = await run(
      reward.promotionId,
      action,
      async (idempotencyKey) =>
        replace(await sendRewardAction(reward.promotionId, action, idempotencyKey, { comment })),
      actionDoneKey[action],
    );
    if (ok && action !== 'join' && action !== 'apply') await announceBalanceChange(host);
  };

  return (
    <div className="centre-stack" part="reward-center">
      <QueryGate query={rewards.query} onRetry={rewards.reload} />
      {rewards.query.state === 'ready' &&
        (list.length === 0 ? (
          <p className="page-empty" part="empty">
            {t('mc_reward_empty')}
          </p>
        ) : (
          <div className="mc-cards" part="reward-list">
            {list.map((reward) => (
              <RewardCard
                key={reward.promotionId}
                reward={reward}
                busy={busy === reward.promotionId}
                message={outcome?.id === reward.promotionId ? outcome : null}
                onAct={(item, comment) => void act(item, comment)}
              />
            ))}
          </div>
        ))}
    </div>
  );
}
