import { formatCount, formatMoney } from '../../core';
import type { PointReward } from '../../core/contract/points';
import { EmptyNote } from '../ui/data/QueryGate';
import { GiftIcon } from '../ui/icons';
import { useT } from '../ui/use-t';
import { affordableFirst, mostRedeemable } from './mall-data';

/** The rewards on offer as cards: picture, cost, stock; those the member can redeem now come first. */
export function RewardGrid({
  rewards,
  currentPoints,
  onRedeem,
}: {
  rewards: readonly PointReward[];
  currentPoints: number;
  onRedeem: (reward: PointReward) => void;
}) {
  const t = useT();
  if (rewards.length === 0) {
    return (
      <EmptyNote look="section" part="rewards-empty">
        {t('pts_rewards_empty')}
      </EmptyNote>
    );
  }
  return (
    <ul className="pm-rewards" part="rewards">
      {affordableFirst(rewards, currentPoints).map((reward) => {
        const soldOut = reward.stockLeft === 0;
        const redeemable = mostRedeemable(reward, currentPoints) > 0;
        return (
          <li
            key={reward.code}
            className={`pm-reward${redeemable ? '' : ' pm-reward--locked'}`}
            part="reward"
            data-reward={reward.code}
          >
            <div className="pm-reward__art">
              {reward.image ? (
                <img src={reward.image} alt="" loading="lazy" width="320" height="240" />
              ) : (
                <GiftIcon size={48} />
              )}
              <span className="pm-reward__kind">{t(`pts_kind_${reward.kind}`)}</span>
            </div>
            <div className="pm-reward__body">
              <h3 className="pm-reward__name">{reward.name}</h3>
              {reward.kind === 'money' && (
                <p className="pm-reward__pays">{t('pts_pays', { money: formatMoney(reward.money) })}</p>
              )}
              <div className="pm-reward__facts">
                <strong className="pm-reward__cost">
                  {t('pts_cost', { points: formatCount(reward.cost) })}
                </strong>
                <span className={soldOut ? 'pm-reward__stock pm-reward__stock--out' : 'pm-reward__stock'}>
                  {soldOut ? t('pts_out_of_stock') : t('pts_stock', { stock: formatCount(reward.stockLeft) })}
                </span>
              </div>
              {!soldOut && !redeemable && (
                <p className="pm-reward__short">
                  {t('pts_short', { points: formatCount(reward.cost - currentPoints) })}
                </p>
              )}
              <button
                type="button"
                className="btn btn--primary btn--block"
                disabled={!redeemable}
                aria-label={t('pts_redeem_named', { name: reward.name })}
                onClick={() => onRedeem(reward)}
                part="redeem-button"
              >
                {t('pts_redeem')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
