import type { ReactNode } from 'react';
import { formatDateTime } from '../../../core';
import { useLanguage, useT } from '../use-t';
import { type Contract, headlineRate, kindLabel, termLines } from './terms';

/** One contract with its terms in words: who offered it, when, and what it pays. */
export function OfferCard({ contract, children }: { contract: Contract; children?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <article
      className="ctr-card"
      data-contract-id={contract.id}
      data-kind={contract.terms.kind}
      part="contract"
    >
      <div className="ctr-card__head">
        <h3 className="ctr-card__title">{kindLabel(t, contract.terms.kind)}</h3>
        <span className="ctr-card__rate">{headlineRate(contract.terms, language)}</span>
      </div>
      <p className="ctr-card__meta">
        {t('ctr_offered_by', { account: contract.fromAccount ?? t('ctr_house') })} ·{' '}
        {formatDateTime(contract.offeredAt)}
      </p>
      <ul className="ctr-terms">
        {termLines(t, contract.terms, language).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </article>
  );
}
