import { call, formatDateTime, formatMoney, promo } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { useT } from '../../ui/use-t';
import { promoStyles } from './promo.styles';

const PAGE_SIZE = 20;
const loadBonuses = (page: number) => call(promo.bonusDetails, { page, pageSize: PAGE_SIZE });
type BonusPage = Awaited<ReturnType<typeof loadBonuses>>;
type BonusRow = BonusPage['list'][number];

/** bonusDetails: every bonus paid to the member, newest first, with the total received. */
export default function BonusDetailsPage() {
  useAdoptedStyles(promoStyles);
  const t = useT();
  const list = usePagedList<BonusRow, BonusPage>(loadBonuses, 'all');
  const first = list.first;

  return (
    <div className="centre-stack" part="bonus-details">
      {first && (
        <div className="mc-summary" part="bonus-total">
          <span className="muted">{t('mc_bonus_total')}</span>
          <strong>{formatMoney(first.totalAmount)}</strong>
        </div>
      )}
      <ScrollList
        list={list}
        emptyText={t('mc_bonus_empty')}
        label={t('mc_page_bonusDetails')}
        emptyPart="empty"
        errorPart="page-error"
      >
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
            {list.items.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.createdAt)}</td>
                <td>{row.title}</td>
                <td className="mc-num">{formatMoney(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollList>
    </div>
  );
}
