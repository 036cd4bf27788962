import { formatCount, formatMoney } from '../../core';
import { useT } from '../ui/use-t';
import type { PointBalance, PointConfig } from './mall-data';
import { CoinsIcon } from './mall-icons';

/** The member's points, what they are worth at the exchange ratio, and how play earns more. */
export function PointsSummary({ config, balance }: { config: PointConfig; balance: PointBalance }) {
  const t = useT();
  const toNextPoint = config.amountRequirement - balance.towardsNextPoint;
  return (
    <div className="pm-summary" part="points-summary">
      <div className="pm-summary__main">
        <span className="pm-summary__icon" aria-hidden="true">
          <CoinsIcon size={26} />
        </span>
        <dl className="pm-figures">
          <div>
            <dt>{t('pts_current')}</dt>
            <dd className="pm-figures__points" part="current-points">
              {formatCount(balance.currentPoints)}
            </dd>
          </div>
          <div>
            <dt>{t('pts_worth')}</dt>
            <dd className="pm-figures__worth" part="points-worth">
              {formatMoney(balance.worth)}
            </dd>
          </div>
          {balance.heldPoints > 0 && (
            <div>
              <dt>{t('pts_held')}</dt>
              <dd part="held-points">{t('pts_held_value', { points: formatCount(balance.heldPoints) })}</dd>
            </div>
          )}
        </dl>
      </div>
      <ul className="pm-summary__rules">
        <li part="exchange-ratio">{t('pts_ratio', { money: formatMoney(config.exchangeRatio) })}</li>
        <li>{t('pts_earn_rule', { amount: formatMoney(config.amountRequirement) })}</li>
        {balance.towardsNextPoint > 0 && <li>{t('pts_next_point', { amount: formatMoney(toNextPoint) })}</li>}
      </ul>
    </div>
  );
}
