import type { join } from '../../core';
import { headlineRate, kindLabel, termLines } from '../ui/contracts/terms';
import { useLanguage, useT } from '../ui/use-t';

/** The operator's description of the programme and what a new agent earns: the house contracts it starts with. */
export function Programme({ programme }: { programme: join.Programme }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="jn-card jn-programme" part="programme" aria-labelledby="jn-programme-title">
      <h3 id="jn-programme-title" className="jn-card__title">
        {t('jn_programme_title')}
      </h3>
      <p className="jn-programme__text">{programme.description}</p>
      {programme.affiliate && <p className="jn-programme__note">{t('jn_affiliate_note')}</p>}
      <h4 className="jn-programme__subtitle">{t('jn_earn_title')}</h4>
      {programme.contracts.length === 0 ? (
        <p className="jn-programme__note" part="contracts-empty">
          {t('jn_earn_empty')}
        </p>
      ) : (
        <ul className="jn-contracts" part="contracts">
          {programme.contracts.map((terms) => (
            <li key={terms.kind} className="jn-contract" data-kind={terms.kind}>
              <div className="jn-contract__head">
                <span className="jn-contract__kind">{kindLabel(t, terms.kind)}</span>
                <span className="jn-contract__rate">{headlineRate(terms, language)}</span>
              </div>
              <ul className="jn-contract__terms">
                {termLines(t, terms, language).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
