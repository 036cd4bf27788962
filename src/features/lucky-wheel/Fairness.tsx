import { type FormEvent, useEffect, useRef, useState } from 'react';
import { call, formatDateTime, wheel } from '../../core';
import type { WheelSpin, WheelState } from '../../core/contract/wheel';
import { Button } from '../ui/Button';
import { QueryGate } from '../ui/data/QueryGate';
import { useQuery } from '../ui/data/use-query';
import { AlertIcon, CheckIcon, ShieldIcon } from '../ui/icons';
import { errorKeyFor } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';
import { checkSpin, type SpinCheck } from './check';
import { prizeText } from './SpinPanel';
import { formatChance } from './wheel-data';

const PAGE_SIZE = 10;

/**
 * What makes the wheel checkable: the provably fair panel (the current server seed's hash, the member's client
 * seed, the next counter, revealing and changing the server seed) and the spin history, each spin checked here
 * in the browser once its seed is revealed.
 */
export default function Fairness({
  mine,
  onState,
}: {
  mine: WheelState;
  onState: (state: WheelState) => void;
}) {
  return (
    <div className="lw-fair">
      <Seeds mine={mine} onState={onState} />
      <History version={`${mine.serverSeedHash}:${mine.nextCounter}`} />
    </div>
  );
}

function Seeds({ mine, onState }: { mine: WheelState; onState: (state: WheelState) => void }) {
  const t = useT();
  const [seed, setSeed] = useState(mine.clientSeed);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<'seed' | 'rotate' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState<{ seed: string; hash: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const confirmBox = useRef<HTMLDivElement>(null);
  // Asked to confirm: the confirming button takes the focus the Reveal button had.
  useEffect(() => {
    if (confirming) confirmBox.current?.querySelector('button')?.focus();
  }, [confirming]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    if (!wheel.CLIENT_SEED_PATTERN.test(seed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy('seed');
    try {
      onState(await call(wheel.setWheelClientSeed, { clientSeed: seed }));
      setSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const rotate = async () => {
    setBusy('rotate');
    setFailure(null);
    try {
      const answer = await call(wheel.rotateWheelSeed, {});
      setRevealed({ seed: answer.revealedSeed, hash: answer.revealedHash });
      setConfirming(false);
      onState(answer.state);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="lw-block" part="provably-fair" aria-labelledby="lw-fair-title">
      <h3 id="lw-fair-title">
        <ShieldIcon size={16} /> {t('lw_fair_title')}
      </h3>
      <p className="lw-muted">{t('lw_fair_how')}</p>
      <dl className="lw-values">
        <div>
          <dt>{t('lw_server_hash')}</dt>
          <dd>
            <code part="server-hash">{mine.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('lw_next_counter')}</dt>
          <dd part="next-counter">{mine.nextCounter}</dd>
        </div>
      </dl>
      <form className="lw-seed" part="client-seed" onSubmit={save} noValidate>
        <label htmlFor="lw-client-seed">{t('lw_client_seed')}</label>
        <div className="lw-seed__row">
          <input
            id="lw-client-seed"
            name="clientSeed"
            className="input"
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby="lw-seed-help"
            onChange={(event) => {
              setSeed(event.currentTarget.value);
              setSaved(false);
            }}
          />
          <Button type="submit" variant="outline" loading={busy === 'seed'} disabled={busy !== null}>
            {t('lw_seed_save')}
          </Button>
        </div>
        <p
          id="lw-seed-help"
          className={invalid ? 'lw-error' : 'lw-muted'}
          role={invalid ? 'alert' : undefined}
        >
          {t(invalid ? 'lw_seed_invalid' : 'lw_seed_help')}
        </p>
        {saved && (
          <p className="lw-ok" role="status">
            {t('lw_seed_saved')}
          </p>
        )}
      </form>
      {confirming ? (
        <div className="lw-confirm" ref={confirmBox}>
          <p id="lw-confirm-text">{t('lw_rotate_confirm')}</p>
          <div className="lw__actions">
            <Button variant="primary" part="rotate-confirm" loading={busy === 'rotate'} onClick={rotate}>
              {t('lw_rotate_yes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy !== null}>
              {t('lw_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" part="rotate" onClick={() => setConfirming(true)} disabled={busy !== null}>
          {t('lw_rotate')}
        </Button>
      )}
      <div aria-live="polite">
        {revealed && (
          <dl className="lw-values" part="revealed">
            <div>
              <dt>{t('lw_revealed_seed')}</dt>
              <dd>
                <code>{revealed.seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t('lw_revealed_hash')}</dt>
              <dd>
                <code>{revealed.hash}</code>
              </dd>
            </div>
          </dl>
        )}
      </div>
      {failure !== null && (
        <p className="lw-error" role="alert">
          {t(errorKeyFor(failure))}
        </p>
      )}
    </section>
  );
}

/** The member's spins, newest first, a page at a time; `version` changes when a spin or a rotation happened. */
function History({ version }: { version: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const spins = useQuery(() => call(wheel.wheelSpins, { page, pageSize: PAGE_SIZE }), `${version}:${page}`);
  return (
    <section className="lw-block" part="history" aria-labelledby="lw-history-title">
      <h3 id="lw-history-title">{t('lw_history')}</h3>
      <QueryGate
        look="section"
        query={spins.query}
        onRetry={spins.reload}
        isEmpty={(value) => value.list.length === 0}
        empty={t('lw_history_empty')}
      >
        {(value) => {
          const pages = Math.max(1, Math.ceil(value.total / PAGE_SIZE));
          return (
            <>
              <ul className="lw-history">
                {value.list.map((spin) => (
                  <SpinRow key={spin.spinId} spin={spin} />
                ))}
              </ul>
              {pages > 1 && (
                <nav className="lw__actions" aria-label={t('lw_pages')}>
                  <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('lw_previous')}
                  </Button>
                  <span>{t('lw_page_of', { page, pages })}</span>
                  <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('lw_next')}
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

type Check = { state: 'idle' | 'checking' | 'failed' } | { state: 'done'; check: SpinCheck };

function Verdict({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p className={`verdict verdict--${ok ? 'ok' : 'bad'}`}>
      {ok ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
      <span>{text}</span>
    </p>
  );
}

/** One spin: when, the prize, the segment; "Check" once its seed is revealed. */
function SpinRow({ spin }: { spin: WheelSpin }) {
  const t = useT();
  const language = useLanguage();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', check: await checkSpin(spin) });
    } catch {
      setCheck({ state: 'failed' });
    }
  };
  return (
    <li className="lw-history__spin" part="spin-row" data-spin-id={spin.spinId}>
      <div className="lw-history__line">
        <span>{formatDateTime(spin.at)}</span>
        <strong>{spin.poolEmpty ? t('lw_prize_pool_empty') : prizeText(t, spin.prize)}</strong>
        <span className="lw-muted">
          {t('lw_segment_counter', { segment: spin.segmentIndex + 1, counter: spin.counter })}
        </span>
      </div>
      {spin.serverSeed === null ? (
        <p className="lw-muted">{t('lw_check_later')}</p>
      ) : (
        <div className="lw-check">
          <Button
            size="small"
            variant="outline"
            part="check"
            loading={check.state === 'checking'}
            onClick={run}
            aria-label={t('lw_check_named', { counter: spin.counter })}
          >
            <ShieldIcon size={14} />
            {t('lw_check')}
          </Button>
          <div aria-live="polite">
            {check.state === 'failed' && <Verdict ok={false} text={t('lw_check_failed')} />}
            {check.state === 'done' && (
              <div part="check-result" data-verified={check.check.hashMatches && check.check.segmentMatches}>
                <Verdict
                  ok={check.check.hashMatches}
                  text={
                    check.check.hashMatches
                      ? t('lw_hash_ok')
                      : t('lw_hash_bad', { hash: check.check.computedHash })
                  }
                />
                <Verdict
                  ok={check.check.segmentMatches}
                  text={
                    check.check.segmentMatches
                      ? t('lw_segment_ok', { segment: spin.segmentIndex + 1 })
                      : t('lw_segment_bad', { segment: check.check.computedSegment + 1 })
                  }
                />
                <dl className="lw-values">
                  <div>
                    <dt>{t('lw_server_seed')}</dt>
                    <dd>
                      <code>{spin.serverSeed}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('lw_client_seed')}</dt>
                    <dd>
                      <code>{spin.clientSeed}</code>
                    </dd>
                  </div>
                </dl>
                <p className="lw-muted">{t('lw_odds_at_spin')}</p>
                <ol className="lw-odds lw-odds--small" part="odds-at-spin">
                  {spin.probabilities.map((ppm, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the segments in index order
                    <li key={index} className="lw-odds__row">
                      <span>{index + 1}</span>
                      <span className="lw-odds__chance">{formatChance(language, ppm)}</span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
