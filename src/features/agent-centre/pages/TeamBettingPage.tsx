import { useMemo, useState } from 'react';
import { agents, call, type RequestOf, type ResponseOf } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { roundsTotal } from '../../ui/records/bet-columns';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { RecordTotals } from '../../ui/records/RecordTotals';
import { RoundFilterFields, useRoundFilters } from '../../ui/records/round-filters';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { AccountFilterField, useAccountFilter } from '../team/account-filter';
import { BetTable, TEAM_BET_COLUMNS } from '../team/BetTable';

type Row = agents.TeamBetRow;
type Answer = ResponseOf<typeof agents.teamBets> & PagedAnswer<Row>;
type Request = RequestOf<typeof agents.teamBets>;
const STATUSES = ['open', 'settled', 'refunded'] as const;

/** agentTeamBetting: the downline's rounds with date, account, game type, vendor and status filters and totals. */
export default function TeamBettingPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(7));
  const account = useAccountFilter();
  const rounds = useRoundFilters<(typeof STATUSES)[number]>();
  const problem = rangeProblem(range);

  const filter: Request = {
    ...range,
    page: 1,
    pageSize: PAGE_SIZE,
    ...account.query,
    ...rounds.query,
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
    <div className="centre-stack" part="team-betting">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem}>
        <AccountFilterField filter={account} />
        <RoundFilterFields filters={rounds} statuses={STATUSES} seen={seen} />
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
