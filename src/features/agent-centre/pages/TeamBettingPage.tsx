import { useMemo, useState } from 'react';
import { agents, call, type RequestOf, type ResponseOf } from '../../../core';
import { TextField } from '../../ui/Field';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { roundsTotal } from '../../ui/records/bet-columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters, SelectFilter } from '../../ui/records/RecordFilters';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { gameTypeChoices, useVendors, vendorChoices } from '../../ui/records/use-vendor-choices';
import { useDebounced } from '../../ui/use-debounced';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { BetTable, TEAM_BET_COLUMNS } from '../team/BetTable';

type Row = agents.TeamBetRow;
type Answer = ResponseOf<typeof agents.teamBets> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.teamBets>;
const STATUSES = ['open', 'settled', 'refunded'] as const;

/** agentTeamBetting: the downline's rounds with date, account, game type, vendor and status filters and totals. */
export default function TeamBettingPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const [account, setAccount] = useState('');
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState('');
  const settledAccount = useDebounced(account.trim());
  const problem = rangeProblem(range);
  const vendors = useVendors();

  const filter: Request = {
    ...range,
    page: 1,
    pageSize: PAGE_SIZE,
    ...(settledAccount ? { account: settledAccount } : {}),
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
    ...(status ? { status: status as Request['status'] } : {}),
  };
  const list = usePagedList<Row, Answer>(
    async (page) => asPaged(await call(agents.teamBets, { ...filter, page })),
    problem ? null : JSON.stringify(filter),
  );
  const seen = useMemo(
    () => list.items.map((row) => ({ code: row.vendor, name: row.vendor, gameType: row.gameType })),
    [list.items],
  );
  const totals = list.first?.totals;

  return (
    <div className="mc-stack" part="team-betting">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <TextField
          label={t('ag_col_account')}
          name="account"
          value={account}
          onValueChange={setAccount}
          autoComplete="off"
          maxLength={40}
          type="search"
        />
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
            <RecordTotals figures={[roundsTotal, ...TEAM_BET_COLUMNS]} totals={totals} part="bet-totals" />
          )}
          <ScrollList list={list} emptyText={t('ag_no_bets')} label={t('ag_page_bets')} part="team-bets">
            <BetTable rows={list.items} />
          </ScrollList>
        </>
      )}
    </div>
  );
}
