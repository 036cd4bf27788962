import { useSignals } from '@preact/signals-react/runtime';
import { formatCount, session } from '../../core';
import type { WheelState } from '../../core/contract/wheel';
import { addTextLoaders } from '../../core/i18n/locales';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { useLanguage, useT } from '../ui/use-t';
import { SpinPanel } from './SpinPanel';
import { WheelDisc } from './WheelDisc';
import { type EarningRules, formatChance, loadWheel } from './wheel-data';

addTextLoaders(import.meta.glob('./*/{lucky-wheel,lucky-wheel-check}.json', { base: '../../../locales' }));

/** The spin history with its checks and the provably fair panel: their code and texts on first show. */
const Fairness = lazyPart(['lucky-wheel', 'lucky-wheel-check'], () => import('./Fairness'));

/**
 * The lucky wheel: its segments with their prizes and published odds, how spins are earned, and for a
 * signed-in member the spins left, the spin, buying a spin, the history with its checks and the seeds.
 */
export function LuckyWheel() {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const signedIn = session.token.value !== null;
  const data = useQuery(() => loadWheel(language, signedIn), `${language}:${signedIn}`);

  return (
    <section className="lw" part="lucky-wheel" aria-labelledby="lw-title">
      <div className="lw__head">
        <h2 id="lw-title" className="lw__title">
          {t('lw_title')}
        </h2>
        <p className="lw__lead">{t('lw_lead')}</p>
      </div>
      {!signedIn && <VisitorIntro />}
      <QueryGate
        look="section"
        query={data.query}
        onRetry={data.reload}
        isEmpty={(value) => !value.wheel.enabled || value.wheel.segments.length === 0}
        empty={t('lw_off')}
      >
        {(value) => {
          const setMine = (mine: WheelState) => data.set({ ...value, mine });
          return (
            <>
              <div className="lw__main">
                <SpinPanel wheel={value.wheel} mine={value.mine} onState={setMine}>
                  {(rotation, spinning) => (
                    <WheelDisc segments={value.wheel.segments} rotation={rotation} spinning={spinning} />
                  )}
                </SpinPanel>
                <div className="lw__side">
                  <Odds value={value.wheel.segments} language={language} />
                  <Rules earning={value.wheel.earning} />
                </div>
              </div>
              {value.mine && <Fairness mine={value.mine} onState={setMine} />}
            </>
          );
        }}
      </QueryGate>
    </section>
  );
}

/** Each segment's prize and its chance as it stands now; an empty pool says so. */
function Odds({
  value,
  language,
}: {
  value: { index: number; label: string; probabilityPpm: number; empty: boolean }[];
  language: string;
}) {
  const t = useT();
  return (
    <div className="lw-block" part="odds">
      <h3>{t('lw_odds')}</h3>
      <ol className="lw-odds">
        {value.map((segment) => (
          <li
            key={segment.index}
            className={segment.empty ? 'lw-odds__row lw-odds__row--empty' : 'lw-odds__row'}
            part={segment.empty ? 'segment segment-empty' : 'segment'}
            data-segment={segment.index}
          >
            <span className="lw-odds__key" aria-hidden="true" data-tone={segment.index % 6}>
              {segment.index + 1}
            </span>
            <span className="lw-odds__label">
              {segment.label}
              {segment.empty && <span className="lw-odds__empty"> {t('lw_empty_today')}</span>}
            </span>
            <span className="lw-odds__chance">{formatChance(language, segment.probabilityPpm)}</span>
          </li>
        ))}
      </ol>
      <p className="lw-muted">{t('lw_odds_note')}</p>
    </div>
  );
}

/** How spins are earned. */
function Rules({ earning }: { earning: EarningRules }) {
  const t = useT();
  const rules: string[] = [];
  if (earning.dailyForPlay) rules.push(t('lw_rule_daily'));
  if (earning.fromMissions) rules.push(t('lw_rule_missions'));
  if (earning.pointsPerSpin !== null)
    rules.push(t('lw_rule_buy', { points: formatCount(earning.pointsPerSpin) }));
  return (
    <div className="lw-block" part="rules">
      <h3>{t('lw_rules')}</h3>
      {rules.length === 0 ? (
        <p className="lw-muted">{t('lw_rule_none')}</p>
      ) : (
        <ul className="lw-rules">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A visitor: the odds are for everyone; spinning takes signing in. */
function VisitorIntro() {
  const t = useT();
  const { host } = useHost();
  return (
    <div className="lw-block" part="lucky-wheel-intro">
      <p>{t('lw_visitor')}</p>
      <div className="lw__actions">
        <Button variant="primary" onClick={() => session.requireLogin()} part="sign-in">
          <UserIcon />
          {t('lw_sign_in')}
        </Button>
        <Button variant="outline" onClick={() => navigate(host, '/register')}>
          {t('lw_register')}
        </Button>
      </div>
    </div>
  );
}
