import { useState } from 'react';
import { call, formatDateTime, formatMoney, promo } from '../../../core';
import { useT } from '../../ui/use-t';
import { useResource } from '../use-resource';
import { Pager, PromoStyles, ResourceGate } from './PageStates';

const PAGE_SIZE = 20;

/** bonusDetails: every bonus paid to the member, newest first, with the total received. */
export default function BonusDetailsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const bonuses = useResource(() => call(promo.bonusDetails, { page, pageSize: PAGE_SIZE }));
  const value = bonuses.resource.value;
  const goTo = (next: number) => {
    setPage(next);
    bonuses.reload();
  };

  return (
    <div className="mc-stack" part="bonus-details">
      <PromoStyles />
      <ResourceGate resource={bonuses.resource} onRetry={bonuses.reload} />
      {value && (
        <>
          <div className="mc-summary" part="bonus-total">
            <span className="muted">{t('mc_bonus_total')}</span>
            <strong>{formatMoney(value.totalAmount)}</strong>
          </div>
          {value.list.length === 0 ? (
            <p className="mc-empty" part="empty">
              {t('mc_bonus_empty')}
            </p>
          ) : (
            <table className="mc-table" part="bonus-list">
              <thead>
                <tr>
                  <th scope="col">{t('mc_bonus_time')}</th>
                  <th scope="col">{t('mc_bonus_name')}</th>
                  <th scope="col" className="mc-num">
                    {t('mc_bonus_amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>{row.title}</td>
                    <td className="mc-num">{formatMoney(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={value.page} pageSize={value.pageSize} total={value.total} onPage={goTo} />
        </>
      )}
    </div>
  );
}
