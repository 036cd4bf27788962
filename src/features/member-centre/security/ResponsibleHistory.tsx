import { useState } from 'react';
import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { Pager } from '../../ui/lists/Pager';
import { errorKeyFor } from '../../ui/system-status';
import { type Translate, useT } from '../../ui/use-t';

const PAGE_SIZE = 10;
const windows = ['day', 'week', 'month'] as const;

/**
 * One side of a change in words, a line each: limits per window (and a raise waiting, with when it applies),
 * the reminder, or a break.
 */
function valueLines(t: Translate, value: funds.ResponsibleChangeValue): string[] {
  if (value.limits) {
    const perWindow = (limits: NonNullable<funds.ResponsibleChangeValue['limits']>) =>
      windows
        .map((window) => {
          const amount = limits[window];
          return `${t(`mc_window_${window}`)}: ${amount === null ? t('mc_no_limit') : formatMoney(amount)}`;
        })
        .join(' · ');
    const now = perWindow(value.limits);
    return value.pending && value.appliesAt
      ? [
          now,
          `${t('mc_limits_pending', { time: formatDateTime(value.appliesAt) })} ${perWindow(value.pending)}`,
        ]
      : [now];
  }
  if (value.alert) {
    const alert = value.alert;
    const limitName = t(
      alert.kind === 'deposit' ? `mc_limit_${alert.window}` : `mc_${alert.kind}_limit_${alert.window}`,
    );
    const line = t('mc_history_alert', {
      limitName,
      percent: alert.percent,
      used: formatMoney(alert.used),
      limit: formatMoney(alert.limit),
    });
    return alert.signedOut ? [line, t('mc_history_alert_signed_out')] : [line];
  }
  if (value.register !== undefined) {
    const register = value.register;
    if (!register) return [t('mc_history_register_unasked')];
    return [
      t(register.listed ? 'mc_history_register_listed' : 'mc_history_register_clear', {
        register: register.name,
      }),
    ];
  }
  if (value.birthDate !== undefined) {
    return [value.birthDate ?? t('mc_history_no_birth_date')];
  }
  if (value.affordability !== undefined) {
    const check = value.affordability;
    if (!check) return [t('mc_history_affordability_none')];
    return [t(`mc_history_affordability_${check.outcome}`, { amount: formatMoney(check.monthlyNetDeposit) })];
  }
  if (value.sessionMinutes !== undefined) {
    const minutesText = (minutes: number | null) =>
      minutes === null ? t('mc_no_limit') : t('mc_minutes', { minutes });
    const now = minutesText(value.sessionMinutes);
    return value.appliesAt
      ? [
          now,
          `${t('mc_limits_pending', { time: formatDateTime(value.appliesAt) })} ${minutesText(value.pendingSessionMinutes ?? null)}`,
        ]
      : [now];
  }
  if (value.sessionEnd !== undefined) {
    const end = value.sessionEnd;
    if (!end) return [t('mc_history_session_running')];
    const lines = [
      t(`mc_history_session_end_${end.reason}`, {
        start: formatDateTime(end.startedAt),
        end: formatDateTime(end.endedAt),
      }),
    ];
    if (end.breakUntil) lines.push(t('mc_history_session_break', { time: formatDateTime(end.breakUntil) }));
    return lines;
  }
  if (value.minutes !== undefined) {
    return [value.minutes === null ? t('mc_reality_off') : t('mc_every_minutes', { minutes: value.minutes })];
  }
  const exclusion = value.exclusion;
  if (!exclusion) return [t('mc_history_no_break')];
  const kind = t(`mc_kind_${exclusion.kind}`);
  return [
    exclusion.until === null
      ? t('mc_history_break_permanent', { kind })
      : t('mc_history_break_until', { kind, time: formatDateTime(exclusion.until) }),
  ];
}

/** "Before: …" or "After: …", a raise waiting on a line of its own. */
function Side({ label, lines }: { label: 'mc_history_before' | 'mc_history_after'; lines: string[] }) {
  const t = useT();
  const [first, ...more] = lines;
  return (
    <>
      <span>{t(label, { value: first ?? '' })}</span>
      {more.map((line) => (
        <span key={line} className="mc-change__more">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * The member's player-protection history: each change of a limit, the reminder or a break, who made it,
 * what it was before and after, newest first. `version` changes after each change made on the page.
 */
export function ResponsibleHistory({ version }: { version: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const history = useQuery(
    () => call(funds.responsibleHistory, { page, pageSize: PAGE_SIZE }),
    `${version}:${page}`,
  );
  const answer = history.query.value;
  return (
    <section className="mc-history" part="responsible-history" aria-labelledby="mc-rg-history">
      <h5 className="centre-section__title" id="mc-rg-history">
        {t('mc_history_title')}
      </h5>
      {history.query.state === 'loading' && <Loading />}
      {history.query.state === 'failed' && (
        <div className="alert" role="alert">
          {t(errorKeyFor(history.query.failure))}
        </div>
      )}
      {answer && answer.list.length === 0 && <p className="centre-section__hint">{t('mc_history_empty')}</p>}
      {answer && answer.list.length > 0 && (
        <ol className="mc-list" part="history-list">
          {answer.list.map((entry) => (
            <li key={entry.id} className="mc-list__row mc-change">
              <strong>{t(`mc_change_${entry.change}`)}</strong>
              <span className="muted">
                {formatDateTime(entry.at)} · {t(`mc_actor_${entry.actor}`)}
              </span>
              <span className="mc-change__values">
                {entry.change === 'limit_alert' ? (
                  // An alert changes no setting: what was reached, without a before and after.
                  valueLines(t, entry.after).map((line) => <span key={line}>{line}</span>)
                ) : (
                  <>
                    <Side label="mc_history_before" lines={valueLines(t, entry.before)} />
                    <Side label="mc_history_after" lines={valueLines(t, entry.after)} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {answer && (
        <Pager page={page} pages={Math.ceil(answer.total / PAGE_SIZE)} onPage={(next) => setPage(next)} />
      )}
    </section>
  );
}
