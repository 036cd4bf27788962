import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { agents, call, formatDateTime, type ResponseOf, session } from '../../../core';
import { OfferCard } from '../../ui/contracts/OfferCard';
import { type ContractKind, headlineRate, kindSwitch, termLines } from '../../ui/contracts/terms';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { type RecordColumn, RecordTable } from '../../ui/records/RecordTable';
import { useLanguage, useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { MemberPicker, type PickedMember } from './MemberPicker';
import { OfferForm } from './OfferForm';

type Answer = ResponseOf<typeof agents.contracts>;
type Summary = Pick<Answer, 'own' | 'ceiling'>;
type OffersPage = Answer['offers'] & PagedAnswer<agents.Contract>;

/** The agent's own contract of the kind, or the house ceiling a top agent offers within. */
function OwnContract({ summary }: { summary: Summary }) {
  const t = useT();
  const language = useLanguage();
  if (summary.own) return <OfferCard contract={summary.own} />;
  return (
    <div className="ctr-card" part="ceiling">
      <p className="ctr-card__meta">{t(summary.ceiling ? 'ag_own_none_ceiling' : 'ag_own_none')}</p>
      {summary.ceiling && (
        <>
          <span className="ctr-card__rate">{headlineRate(summary.ceiling, language)}</span>
          <ul className="ctr-terms">
            {termLines(t, summary.ceiling, language).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * agentDividend, agentDailySalary, agentHourlySalary, agentRealtimeSalary: the agent's own
 * contract of the kind and its ceiling, the offer form for a direct downline, and the offers
 * made with their statuses. Shown only while the brand's switch for the kind is on.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const enabled = session.isSwitchOn(kindSwitch[kind]);
  const [member, setMember] = useState<PickedMember | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const list = usePagedList<agents.Contract, OffersPage>(
    async (page) => {
      const answer = await call(agents.contracts, { kind, page, pageSize: PAGE_SIZE });
      if (page === 1) setSummary({ own: answer.own, ceiling: answer.ceiling });
      return asPaged(answer.offers);
    },
    enabled ? kind : 'off',
  );

  if (!enabled) {
    return (
      <div className="page-empty" part="contract-off">
        <p>{t('err_contract_feature_off')}</p>
      </div>
    );
  }

  const offerColumns: RecordColumn<agents.Contract>[] = [
    { header: 'ag_col_account', cell: (offer) => offer.toAccount },
    {
      header: 'ag_col_terms',
      cell: (offer) => (
        <span title={termLines(t, offer.terms, language).join(' · ')}>
          {headlineRate(offer.terms, language)}
          {offer.terms.kind === 'dividend' && (
            <span className="muted"> · {t(`ctr_period_${offer.terms.periodType}`)}</span>
          )}
        </span>
      ),
    },
    {
      header: 'ag_col_status',
      cell: (offer) => (
        <span className={`rec-status ag-status--${offer.status}`}>{t(`ag_status_${offer.status}`)}</span>
      ),
    },
    { header: 'ag_col_offered', time: true, cell: (offer) => formatDateTime(offer.offeredAt) },
    {
      header: 'ag_col_decided',
      time: true,
      cell: (offer) => (offer.decidedAt ? formatDateTime(offer.decidedAt) : '—'),
    },
  ];

  return (
    <div className="centre-stack" part={`contract-${kind}`}>
      <section className="centre-section">
        <h4 className="centre-section__title">{t('ag_own_contract')}</h4>
        {summary ? <OwnContract summary={summary} /> : <p className="muted">{t('loading')}</p>}
      </section>
      <section className="centre-section" part="offer">
        <h4 className="centre-section__title">{t('ag_offer_title')}</h4>
        <p className="centre-section__hint">{t('ag_offer_hint')}</p>
        <MemberPicker value={member} onChange={setMember} />
        {summary && (
          <OfferForm
            key={`${kind}-${JSON.stringify(summary.ceiling)}`}
            kind={kind}
            member={member}
            ceiling={summary.ceiling}
            onOffered={() => list.reload()}
          />
        )}
      </section>
      <section className="centre-section">
        <h4 className="centre-section__title">{t('ag_offers_made')}</h4>
        <ScrollList list={list} emptyText={t('ag_no_offers')} label={t('ag_offers_made')} part="offers">
          <RecordTable
            columns={offerColumns}
            rows={list.items}
            rowKey={(offer) => offer.id}
            rowData={(offer) => ({ 'data-contract-id': offer.id })}
          />
        </ScrollList>
      </section>
    </div>
  );
}
