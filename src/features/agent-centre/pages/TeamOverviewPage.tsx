import { useState } from 'react';
import { agents, call } from '../../../core';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { lastDays, rangeProblem } from '../../ui/records/date-range';
import { Money } from '../../ui/records/money';
import { RecordFilters } from '../../ui/records/RecordFilters';
import { useT } from '../../ui/use-t';
import { TeamChart } from '../team/TeamChart';

/** agentTeamOverview: the team's size and play over a date range, with the daily chart. */
export default function TeamOverviewPage() {
  const t = useT();
  const [range, setRange] = useState(() => lastDays(30));
  const problem = rangeProblem(range);
  const overview = useQuery(() => call(agents.teamOverview, range), problem ? null : JSON.stringify(range));

  return (
    <div className="centre-stack" part="team-overview">
      <RecordFilters range={range} onRangeChange={setRange} problem={problem} />
      <QueryGate query={overview.query} onRetry={overview.reload}>
        {(value) => (
          <>
            <dl className="rec-totals" part="team-figures">
              <div>
                <dt>{t('ag_fig_teamSize')}</dt>
                <dd data-figure="teamSize">{value.teamSize}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_directMembers')}</dt>
                <dd data-figure="directMembers">{value.directMembers}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_subAgents')}</dt>
                <dd data-figure="subAgents">{value.subAgents}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_newMembers')}</dt>
                <dd data-figure="newMembers">{value.newMembers}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_activeMembers')}</dt>
                <dd data-figure="activeMembers">{value.activeMembers}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_teamBalance')}</dt>
                <dd data-figure="teamBalance">
                  <Money minor={value.teamBalance} />
                </dd>
              </div>
              <div>
                <dt>{t('ag_fig_deposits')}</dt>
                <dd data-figure="deposits">
                  <Money minor={value.deposits} />
                </dd>
              </div>
              <div>
                <dt>{t('ag_fig_withdrawals')}</dt>
                <dd data-figure="withdrawals">
                  <Money minor={value.withdrawals} />
                </dd>
              </div>
              <div>
                <dt>{t('ag_fig_rounds')}</dt>
                <dd data-figure="rounds">{value.rounds}</dd>
              </div>
              <div>
                <dt>{t('ag_fig_validBet')}</dt>
                <dd data-figure="validBet">
                  <Money minor={value.validBet} />
                </dd>
              </div>
              <div>
                <dt>{t('ag_fig_winLoss')}</dt>
                <dd data-figure="winLoss">
                  <Money minor={value.winLoss} signed />
                </dd>
              </div>
            </dl>
            {value.series.length > 0 && <TeamChart series={value.series} />}
          </>
        )}
      </QueryGate>
    </div>
  );
}
