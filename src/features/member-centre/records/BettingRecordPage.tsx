import { useMemo, useState } from 'react';
import { call, formatDateTime, type RequestOf, type ResponseOf, records } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { usePagedList } from '../../ui/lists/use-paged-list';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { recordsStyles } from '../../ui/records/records.styles';
import {
  gameTypeChoices,
  gameTypeLabel,
  useVendors,
  vendorChoices,
} from '../../ui/records/use-vendor-choices';
import { useT } from '../../ui/use-t';

const PAGE_SIZE = 20;
const STATUSES = records.roundStatus.options;
type Answer = ResponseOf<typeof records.bettingRecord>;
const loadBets = (input: RequestOf<typeof records.bettingRecord>) => call(records.bettingRecord, input);

/** personalHistoryCopy (betting record): the member's game rounds with filters and totals. */
export default function BettingRecordPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState('');
  const problem = rangeProblem(range);
  const vendors = useVendors();

  const filter = {
    ...range,
    pageSize: PAGE_SIZE,
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
    ...(status ? { status: status as records.BettingRow['status'] } : {}),
  };
  const filterKey = problem ? 'invalid' : JSON.stringify(filter);
  const list = usePagedList<records.BettingRow, Answer>((page) => loadBets({ ...filter, page }), filterKey);

  const seen = useMemo(
    () => list.items.map((row) => ({ code: row.vendor, name: row.vendorName, gameType: row.gameType })),
    [list.items],
  );
  const totals = list.first?.totals;

  return (
    <div className="mc-stack" part="betting-record">
      <style>{recordsStyles}</style>
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <SelectFilter
          name="gameType"
          label={t('rec_game_type')}
          value={gameType}
          choices={gameTypeChoices(t, vendors, seen)}
          onChange={(next) => {
            setGameType(next);
            setVendor('');
          }}
        />
        <SelectFilter
          name="vendor"
          label={t('rec_vendor')}
          value={vendor}
          choices={vendorChoices(vendors, seen, gameType)}
          onChange={setVendor}
        />
        <SelectFilter
          name="status"
          label={t('rec_status')}
          value={status}
          choices={STATUSES.map((value) => ({ value, label: t(`rec_status_${value}`) }))}
          onChange={setStatus}
        />
      </RecordFilters>
      {!problem && (
        <>
          {totals && (
            <dl className="rec-totals" part="betting-totals">
              <div>
                <dt>{t('rec_rounds')}</dt>
                <dd>{totals.rounds}</dd>
              </div>
              <div>
                <dt>{t('rec_stake')}</dt>
                <dd>
                  <Money minor={totals.stake} />
                </dd>
              </div>
              <div>
                <dt>{t('rec_valid_bet')}</dt>
                <dd>
                  <Money minor={totals.validBet} />
                </dd>
              </div>
              <div>
                <dt>{t('rec_payout')}</dt>
                <dd>
                  <Money minor={totals.payout} />
                </dd>
              </div>
              <div>
                <dt>{t('rec_win_loss')}</dt>
                <dd>
                  <Money minor={totals.winLoss} signed />
                </dd>
              </div>
            </dl>
          )}
          <ScrollList list={list} emptyText={t('rec_no_bets')} label={t('mc_page_personalHistoryCopy')}>
            <table className="rec-table" part="betting-rows">
              <thead>
                <tr>
                  <th scope="col">{t('rec_time')}</th>
                  <th scope="col">{t('rec_vendor')}</th>
                  <th scope="col">{t('rec_game')}</th>
                  <th scope="col" className="rec-num">
                    {t('rec_stake')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('rec_valid_bet')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('rec_payout')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('rec_win_loss')}
                  </th>
                  <th scope="col">{t('rec_status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((row) => (
                  <tr key={row.id} data-id={row.id}>
                    <td data-label={t('rec_time')} className="rec-time">
                      {formatDateTime(row.startedAt)}
                    </td>
                    <td data-label={t('rec_vendor')}>{row.vendorName}</td>
                    <td data-label={t('rec_game')}>
                      <span>
                        {row.gameCode} <span className="muted">· {gameTypeLabel(t, row.gameType)}</span>
                      </span>
                    </td>
                    <td data-label={t('rec_stake')} className="rec-num">
                      <Money minor={row.stake} />
                    </td>
                    <td data-label={t('rec_valid_bet')} className="rec-num">
                      <Money minor={row.validBet} />
                    </td>
                    <td data-label={t('rec_payout')} className="rec-num">
                      <Money minor={row.payout} />
                    </td>
                    <td data-label={t('rec_win_loss')} className="rec-num">
                      <Money minor={row.winLoss} signed />
                    </td>
                    <td data-label={t('rec_status')}>
                      <span className={`rec-status rec-status--${row.status}`}>
                        {t(`rec_status_${row.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollList>
        </>
      )}
    </div>
  );
}
