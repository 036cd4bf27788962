import { brandConfig, formatCount, formatMoney, numberFormat } from '../../core';
import type { VipLevel } from '../../core/contract/vip';
import { useT } from '../ui/use-t';

const moneyOrDash = (minor: number) => (minor === 0 ? '—' : formatMoney(minor));

function percent(value: number): string {
  return `${numberFormat(brandConfig.value.numberLocale, { maximumFractionDigits: 2 }).format(value)}%`;
}

/** The rows of the comparison: what each level asks for and what it gives. */
const BENEFITS: { key: string; value: (level: VipLevel) => string }[] = [
  { key: 'vip_row_valid_bets', value: (level) => moneyOrDash(level.validBet) },
  { key: 'vip_row_deposits', value: (level) => moneyOrDash(level.deposits) },
  { key: 'vip_row_upgrade_bonus', value: (level) => moneyOrDash(level.upgradeBonus) },
  { key: 'vip_row_rebate', value: (level) => percent(level.rebatePercent) },
  { key: 'vip_row_monthly_bonus', value: (level) => moneyOrDash(level.monthlyBonus) },
  { key: 'vip_row_daily_withdrawals', value: (level) => formatCount(level.dailyWithdrawals) },
];

/**
 * Every level's benefits side by side, the member's own level marked. On a phone the levels
 * scroll sideways under a fixed column of benefit names (swipe, or the arrow keys once focused).
 */
export function VipBenefits({
  levels,
  currentRank,
}: {
  levels: readonly VipLevel[];
  currentRank: number | null;
}) {
  const t = useT();
  return (
    <>
      <p className="vip-benefits__swipe">{t('vip_swipe')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling table, not form controls; a group, since the card around it is the "Benefits" region already */}
      <div
        className="vip-benefits"
        role="group"
        aria-labelledby="vip-benefits-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways with the arrow keys once focused
        tabIndex={0}
      >
        <table className="vip-table" part="benefits-table">
          <thead>
            <tr>
              <th scope="col" className="vip-table__corner">
                {t('vip_benefit')}
              </th>
              {levels.map((level) => (
                <th
                  key={level.rank}
                  scope="col"
                  className={level.rank === currentRank ? 'vip-table__level is-current' : 'vip-table__level'}
                  aria-current={level.rank === currentRank ? 'true' : undefined}
                  data-rank={level.rank}
                >
                  <span className="vip-table__name">{level.name}</span>
                  <span className="vip-table__rank">{t('vip_rank', { rank: level.rank })}</span>
                  {level.rank === currentRank && <span className="vip-table__mine">{t('vip_current')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BENEFITS.map((benefit) => (
              <tr key={benefit.key}>
                <th scope="row">{t(benefit.key)}</th>
                {levels.map((level) => (
                  <td key={level.rank} className={level.rank === currentRank ? 'is-current' : undefined}>
                    {benefit.value(level)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
