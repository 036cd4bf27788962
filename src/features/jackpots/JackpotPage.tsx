import { useEffect, useRef } from 'react';
import { call, formatDateTime, formatMoney, jackpots } from '../../core';
import type { Jackpot } from '../../core/contract/jackpots';
import { addTextLoaders } from '../../core/i18n/locales';
import { useAdoptedStyles } from '../ui/adopted-styles';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { formatMoneyInText, formatRate, kindLine, useLivePot } from '../ui/jackpots/jackpot-data';
import { PotValue, WinAnnouncer } from '../ui/jackpots/PotValue';
import { lazyPart } from '../ui/lazy-part';
import { type Translate, useLanguage, useT } from '../ui/use-t';
import { jackpotPageStyles } from './jackpot-page.styles';

addTextLoaders(import.meta.glob('./*/{jackpots,jackpot-check}.json', { base: '../../../locales' }));

/** Checking a won cycle in the browser: its code, the hashing and its texts on first show. */
const JackpotCheck = lazyPart(['jackpots', 'jackpot-check'], () => import('./JackpotCheck'));

type Detail = Awaited<ReturnType<typeof loadDetail>>;

const loadDetail = (jackpotId: number, language: string) =>
  call(jackpots.jackpotDetail, { jackpotId, language });

/**
 * One pot: its live value, its rules in plain words (rate, games, seed amount, cap or chance), the commitment
 * of the running cycle, the last winners, what went in and out of it, and the check of a won cycle.
 */
export default function JackpotPage({
  jackpotId,
  focusTitle,
  onBack,
}: {
  jackpotId: number;
  focusTitle: boolean;
  onBack: () => void;
}) {
  useAdoptedStyles(jackpotPageStyles);
  const t = useT();
  const language = useLanguage();
  const detail = useQuery(() => loadDetail(jackpotId, language), `${jackpotId}:${language}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = detail.query.state === 'ready';
  useEffect(() => {
    if (ready && focusTitle) heading.current?.focus();
  }, [ready, focusTitle]);
  return (
    <article className="jp-page" part="jackpot-page">
      <Button variant="ghost" size="small" className="jp-back" onClick={onBack} part="back">
        {t('jp_back')}
      </Button>
      <QueryGate look="section" query={detail.query} onRetry={detail.reload}>
        {(value) => <PageBody detail={value} heading={heading} />}
      </QueryGate>
    </article>
  );
}

function PageBody({
  detail,
  heading,
}: {
  detail: Detail;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const language = useLanguage();
  const pot = useLivePot(detail.jackpot);
  const { seededMinor, contributedMinor, paidMinor } = detail.totals;
  const totals: [string, number][] = [
    [t('jp_totals_seeded'), seededMinor],
    [t('jp_totals_contributed'), contributedMinor],
    [t('jp_totals_value'), seededMinor + contributedMinor - paidMinor],
    [t('jp_totals_paid'), paidMinor],
  ];
  return (
    <>
      <header className="jp-page__head">
        {pot.art && <img className="jp-page__art" src={pot.art} alt="" />}
        <h3 ref={heading} tabIndex={-1} className="jp-page__title">
          {pot.name}
        </h3>
        <span className="jp-kind">{t(`jp_kind_${pot.kind}`)}</span>
        <PotValue valueMinor={pot.valueMinor} className="jp-page__value" />
        <p className="jp-card__rule">{kindLine(t, language, pot)}</p>
        <WinAnnouncer pot={pot} />
      </header>
      <div className="jp-page__body">
        <section className="jp-block" aria-labelledby="jp-rules" part="rules">
          <h4 id="jp-rules">{t('jp_rules')}</h4>
          <ul className="jp-rules">
            {rulesOf(t, language, pot).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section className="jp-block" aria-labelledby="jp-commitment" part="commitment">
          <h4 id="jp-commitment">{t('jp_commitment', { cycle: pot.cycle })}</h4>
          <code className="jp-hash" part="seed-hash">
            {pot.seedHash}
          </code>
          <p className="jp-muted">{t('jp_commitment_how')}</p>
        </section>
        <section className="jp-block" aria-labelledby="jp-winners" part="winners">
          <h4 id="jp-winners">{t('jp_winners')}</h4>
          {detail.winners.length === 0 ? (
            <p className="jp-muted">{t('jp_winners_empty')}</p>
          ) : (
            <div className="jp-scroll">
              <table className="jp-table" aria-labelledby="jp-winners">
                <thead>
                  <tr>
                    <th scope="col">{t('jp_col_when')}</th>
                    <th scope="col">{t('jp_col_account')}</th>
                    <th scope="col">{t('jp_col_game')}</th>
                    <th scope="col">{t('jp_col_amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.winners.map((win) => (
                    <tr key={`${win.cycle}:${win.at}`}>
                      <td>{formatDateTime(win.at)}</td>
                      <td>{win.account}</td>
                      <td>{win.gameName}</td>
                      <td className="jp-money">{formatMoney(win.amountMinor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="jp-block" aria-labelledby="jp-totals" part="totals">
          <h4 id="jp-totals">{t('jp_totals')}</h4>
          <dl className="jp-facts">
            {totals.map(([label, amount]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatMoney(amount)}</dd>
              </div>
            ))}
          </dl>
          <p className="jp-muted">{t('jp_totals_note')}</p>
        </section>
        <JackpotCheck pot={pot} />
      </div>
    </>
  );
}

/** The rules in plain words. */
function rulesOf(t: Translate, language: string, pot: Jackpot): string[] {
  const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const rules = [t('jp_rule_rate', { rate: formatRate(language, pot.contributionPpm) })];
  for (const { gameCode, ppm } of pot.gameRates) {
    rules.push(t('jp_rule_game_rate', { game: gameCode, rate: formatRate(language, ppm) }));
  }
  const { vendors, categories, games } = pot.eligible;
  if (vendors.length > 0) rules.push(t('jp_rule_vendors', { list: list(vendors) }));
  if (categories.length > 0) {
    rules.push(t('jp_rule_categories', { list: list(categories.map((code) => t(`jp_category_${code}`))) }));
  }
  if (games.length > 0) rules.push(t('jp_rule_games', { list: list(games) }));
  if (vendors.length + categories.length + games.length === 0) rules.push(t('jp_rule_no_games'));
  rules.push(t('jp_rule_seed', { amount: formatMoneyInText(pot.seedMinor) }));
  rules.push(t('jp_rule_paid'));
  if (pot.kind === 'must_drop' && pot.capMinor !== null) {
    rules.push(t('jp_rule_cap', { amount: formatMoneyInText(pot.capMinor) }));
  } else rules.push(kindLine(t, language, pot));
  return rules;
}
