import { useEffect, useId, useState } from 'react';
import { call, formatDateTime, formatMoney, jackpots } from '../../core';
import type { Jackpot, JackpotCycle } from '../../core/contract/jackpots';
import { Button } from '../ui/Button';
import { EmptyNote, QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { AlertIcon, CheckIcon, ShieldIcon } from '../ui/icons';
import { formatMoneyInText, formatRate } from '../ui/jackpots/jackpot-data';
import { useLanguage, useT } from '../ui/use-t';
import { type CycleCheck, checkCycle } from './check';

const PAGE_SIZE = 20;

/**
 * The checking panel: a won cycle (the last one by default) with its revealed seed, checked here in the
 * browser against the hash published before the cycle, the drop point or the winning round recomputed, and
 * the cycle's contributions a page at a time.
 */
export default function JackpotCheck({ pot }: { pot: Jackpot }) {
  const t = useT();
  const pickId = useId();
  // Cycles end when won: every cycle before the running one was won.
  const won = Array.from({ length: Math.max(0, pot.cycle - 1) }, (_, index) => pot.cycle - 1 - index);
  const [picked, setPicked] = useState<number | null>(null);
  const cycle = useQuery(
    () =>
      call(
        jackpots.jackpotCycleDetail,
        picked === null ? { jackpotId: pot.jackpotId } : { jackpotId: pot.jackpotId, cycle: picked },
      ),
    // A win while the page shows starts a new cycle: the last won one is asked for again.
    won.length === 0 ? null : `${pot.jackpotId}:${picked ?? 'last'}:${pot.cycle}`,
  );
  return (
    <section className="jp-block jp-check" aria-labelledby="jp-check-title" part="check">
      <h4 id="jp-check-title">
        <ShieldIcon size={16} /> {t('jpc_title')}
      </h4>
      <p className="jp-muted">{t('jpc_how')}</p>
      {won.length === 0 ? (
        <EmptyNote look="section">{t('jpc_no_win')}</EmptyNote>
      ) : (
        <>
          <div className="jp-pick">
            <label htmlFor={pickId}>{t('jpc_cycle')}</label>
            <select
              id={pickId}
              className="input"
              part="cycle-pick"
              value={picked ?? won[0]}
              onChange={(event) => setPicked(Number(event.currentTarget.value))}
            >
              {won.map((number) => (
                <option key={number} value={number}>
                  {t('jpc_cycle_option', { cycle: number })}
                </option>
              ))}
            </select>
          </div>
          <QueryGate
            look="section"
            query={cycle.query}
            onRetry={cycle.reload}
            isEmpty={(value) => value.seed === null || value.win === null}
            empty={t('jpc_no_win')}
          >
            {(value) => <WonCycle key={value.cycle} cycle={value} />}
          </QueryGate>
        </>
      )}
    </section>
  );
}

type Run = { state: 'checking' | 'failed' } | { state: 'done'; check: CycleCheck };

function Verdict({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`verdict verdict--${ok ? 'ok' : 'bad'}`}>
      {ok ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
      <span>{text}</span>
    </p>
  );
}

function WonCycle({ cycle }: { cycle: JackpotCycle }) {
  const t = useT();
  const [run, setRun] = useState<Run>({ state: 'checking' });
  useEffect(() => {
    let active = true;
    checkCycle(cycle).then(
      (check) => active && setRun({ state: 'done', check }),
      () => active && setRun({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [cycle]);
  const win = cycle.win;
  if (!win) return null;
  return (
    <div className="jp-check__cycle" data-cycle={cycle.cycle}>
      <dl className="jp-values">
        <div>
          <dt>{t('jpc_hash')}</dt>
          <dd>
            <code className="jp-hash">{cycle.seedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('jpc_seed')}</dt>
          <dd>
            <code className="jp-hash" part="seed">
              {cycle.seed}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('jpc_winning_round')}</dt>
          <dd>
            {t('jpc_winning_line', {
              round: win.contribution.roundId,
              amount: formatMoneyInText(win.paidMinor),
              account: win.account,
              when: formatDateTime(win.at),
            })}
          </dd>
        </div>
      </dl>
      <div aria-live="polite" part="check-result" data-state={run.state} data-verified={verified(run)}>
        {run.state === 'checking' && <p className="jp-muted">{t('jpc_checking')}</p>}
        {run.state === 'failed' && <Verdict ok={false} text={t('jpc_failed')} />}
        {run.state === 'done' && <Verdicts check={run.check} />}
      </div>
      <Contributions jackpotId={cycle.jackpotId} cycle={cycle.cycle} />
    </div>
  );
}

const verified = (run: Run) =>
  run.state === 'done'
    ? run.check.hashMatches && (run.check.kind === 'must_drop' ? run.check.crossed : run.check.roundWins)
    : undefined;

function Verdicts({ check }: { check: CycleCheck }) {
  const t = useT();
  return (
    <>
      <Verdict
        ok={check.hashMatches}
        text={check.hashMatches ? t('jpc_hash_ok') : t('jpc_hash_bad', { hash: check.computedHash })}
      />
      {check.kind === 'must_drop' ? (
        <>
          <p className="jp-point">{t('jpc_point', { amount: formatMoneyInText(check.point) })}</p>
          <Verdict
            ok={check.crossed}
            text={t(check.crossed ? (check.atSeed ? 'jpc_drop_at_seed' : 'jpc_drop_ok') : 'jpc_drop_bad', {
              before: formatMoneyInText(check.before),
              after: formatMoneyInText(check.after),
              point: formatMoneyInText(check.point),
            })}
          />
        </>
      ) : (
        <Verdict
          ok={check.roundWins}
          text={t(check.roundWins ? 'jpc_round_ok' : 'jpc_round_bad', { round: check.roundId })}
        />
      )}
    </>
  );
}

/** The cycle's per-round rows, oldest first, a page at a time. */
function Contributions({ jackpotId, cycle }: { jackpotId: number; cycle: number }) {
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const rows = useQuery(
    () => call(jackpots.jackpotContributions, { jackpotId, cycle, page, pageSize: PAGE_SIZE }),
    `${jackpotId}:${cycle}:${page}`,
  );
  const titleId = useId();
  return (
    <section className="jp-contributions" aria-labelledby={titleId} part="contributions">
      <h5 id={titleId}>{t('jpc_contributions', { cycle })}</h5>
      <QueryGate
        look="section"
        query={rows.query}
        onRetry={rows.reload}
        isEmpty={(value) => value.list.length === 0}
        empty={t('jpc_contributions_empty')}
      >
        {(value) => {
          const pages = Math.max(1, Math.ceil(value.total / PAGE_SIZE));
          return (
            <>
              <div className="jp-scroll">
                <table className="jp-table" aria-labelledby={titleId}>
                  <thead>
                    <tr>
                      <th scope="col">{t('jpc_col_round')}</th>
                      <th scope="col">{t('jpc_col_stake')}</th>
                      <th scope="col">{t('jpc_col_rate')}</th>
                      <th scope="col">{t('jpc_col_amount')}</th>
                      <th scope="col">{t('jpc_col_pot')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((row) => (
                      <tr key={row.roundId}>
                        <td>{row.roundId}</td>
                        <td className="jp-money">{formatMoney(row.stakeMinor)}</td>
                        <td>{formatRate(language, row.ppm)}</td>
                        <td className="jp-money">{formatMoney(row.amountMinor)}</td>
                        <td className="jp-money">{formatMoney(row.potAfterMinor)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav className="jp-pages" aria-label={t('jpc_pages')}>
                  <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('jpc_previous')}
                  </Button>
                  <span>{t('jpc_page_of', { page, pages })}</span>
                  <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('jpc_next')}
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryGate>
    </section>
  );
}
