import { useState } from 'react';
import { ApiError, call, formatDateTime, formatMoney, funds, session } from '../../../core';
import { Dialog } from '../../ui/Dialog';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { TextField } from '../../ui/Field';
import { BirthDateForm } from '../../ui/forms/BirthDateForm';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { ClockIcon, LockIcon, WalletIcon } from '../../ui/icons';
import { amountTextProblem, minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';
import { ResponsibleHistory } from './ResponsibleHistory';

const periods = ['day', 'week', 'month'] as const;
const exclusionPeriods = ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'] as const;
type ExclusionPeriod = (typeof exclusionPeriods)[number];

/** The three kinds of limit: where each one's figures are in the settings and how it is saved. */
const limitKinds = {
  deposit: {
    save: funds.setDepositLimits,
    limits: 'limits',
    pending: 'pendingLimits',
    at: 'pendingAt',
    used: 'deposited',
  },
  loss: {
    save: funds.setLossLimits,
    limits: 'lossLimits',
    pending: 'pendingLossLimits',
    at: 'pendingLossAt',
    used: 'lost',
  },
  wager: {
    save: funds.setWagerLimits,
    limits: 'wagerLimits',
    pending: 'pendingWagerLimits',
    at: 'pendingWagerAt',
    used: 'wagered',
  },
} as const;
type LimitKind = keyof typeof limitKinds;

/** One kind's limits per window, each with what was used of it in its window and what is left. */
function LimitsForm({
  kind,
  settings,
  onSaved,
}: {
  kind: LimitKind;
  settings: funds.ResponsibleSettings;
  onSaved: (next: funds.ResponsibleSettings) => void;
}) {
  const t = useT();
  const fields = limitKinds[kind];
  const limits = settings[fields.limits];
  const pending = settings[fields.pending];
  const pendingAt = settings[fields.at];
  // Calendar windows (de, es, nl) run per day / week / month; rolling ones over the last 24 h / 7 / 30 days.
  const calendar = settings.windows === 'calendar' ? '_calendar' : '';
  const label = (period: (typeof periods)[number]) =>
    t(kind === 'deposit' ? `mc_limit_${period}${calendar}` : `mc_${kind}_limit_${period}${calendar}`);
  const initial = Object.fromEntries(
    periods.map((period) => {
      const value = limits[period];
      return [period, value === null ? '' : minorToMajorText(value)];
    }),
  ) as Record<(typeof periods)[number], string>;
  const form = useFormState(initial, (values): FieldErrors => {
    const found: FieldErrors = {};
    for (const period of periods) {
      const text = values[period].trim();
      if (text === '') continue;
      const problem =
        amountTextProblem(text) ?? (parseMajorToMinor(text) ? null : { key: 'mc_amount_invalid' });
      if (problem) found[period] = problem;
    }
    return found;
  });
  const amountOf = (text: string) => (text.trim() === '' ? null : parseMajorToMinor(text));
  /** A monthly limit the profile caps (de) is told at its field, with the most it may be. */
  const showRefusal = (failure: unknown) => {
    const maxMonthly = (failure as ApiError).value as { maxMonthly?: number | null } | null;
    if (failure instanceof ApiError && failure.is('RG_DEPOSIT_LIMIT_REQUIRED') && maxMonthly?.maxMonthly) {
      form.setField('month', {
        key: 'reg_limits_month_max',
        params: { max: formatMoney(maxMonthly.maxMonthly) },
      });
    } else form.showFailure(failure);
  };
  return (
    <FormShell
      part={`${kind}-limits-form`}
      onSubmit={() =>
        form.submit(async () => {
          onSaved(
            await call(fields.save, {
              day: amountOf(form.values.day),
              week: amountOf(form.values.week),
              month: amountOf(form.values.month),
            }),
          );
        }, showRefusal)
      }
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_save')}
    >
      {periods.map((period) => {
        const used = settings.usage[fields.used][period];
        const limit = limits[period];
        return (
          <TextField
            key={period}
            label={label(period)}
            {...form.field(period)}
            inputMode="decimal"
            icon={<WalletIcon />}
            placeholder={t('mc_no_limit')}
            maxLength={16}
            hint={
              <span part="limit-usage">
                {t(limit === null ? 'mc_limit_used' : 'mc_limit_used_left', {
                  used: formatMoney(Math.max(0, used)),
                  left: formatMoney(Math.max(0, (limit ?? 0) - used)),
                })}
              </span>
            }
          />
        );
      })}
      {pending && pendingAt && (
        <p className="centre-section__hint" part="pending-limits">
          {t('mc_limits_pending', { time: formatDateTime(pendingAt) })}{' '}
          {periods
            .map((period) => {
              const value = pending[period];
              return `${label(period)}: ${value === null ? t('mc_no_limit') : formatMoney(value)}`;
            })
            .join(' · ')}
        </p>
      )}
    </FormShell>
  );
}

const SESSION_MINUTES = /^\d{1,4}$/;

/**
 * The session-time limit in minutes: the server signs the member out when a session reaches it (and holds the
 * next sign-in for the profile's break). A lower value applies at once, a higher one or none after the delay.
 */
function SessionLimitForm({
  settings,
  onSaved,
}: {
  settings: funds.ResponsibleSettings;
  onSaved: (next: funds.ResponsibleSettings) => void;
}) {
  const t = useT();
  const form = useFormState({ minutes: settings.sessionMinutes?.toString() ?? '' }, (values): FieldErrors => {
    const text = values.minutes.trim();
    if (text === '') return {};
    const minutes = Number(text);
    return SESSION_MINUTES.test(text) && minutes >= 5 && minutes <= 1440
      ? {}
      : { minutes: { key: 'mc_session_limit_invalid' } };
  });
  const pendingAt = settings.pendingSessionAt;
  const pending = settings.pendingSessionMinutes;
  const breakMinutes = settings.sessionBreakMinutes;
  return (
    <FormShell
      part="session-limit-form"
      onSubmit={() =>
        form.submit(async () => {
          const text = form.values.minutes.trim();
          onSaved(await call(funds.setSessionLimit, { minutes: text === '' ? null : Number(text) }));
        })
      }
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_save')}
    >
      <TextField
        label={t('mc_session_limit')}
        {...form.field('minutes')}
        inputMode="numeric"
        icon={<ClockIcon />}
        placeholder={t('mc_no_limit')}
        maxLength={4}
        hint={
          breakMinutes === null
            ? t('mc_session_limit_hint')
            : t('mc_session_limit_break', { minutes: breakMinutes })
        }
      />
      {pendingAt && (
        <p className="centre-section__hint" part="pending-session-limit">
          {t('mc_limits_pending', { time: formatDateTime(pendingAt) })}{' '}
          {pending === null ? t('mc_no_limit') : t('mc_minutes', { minutes: pending })}
        </p>
      )}
    </FormShell>
  );
}

function RealityCheck({
  settings,
  onSaved,
}: {
  settings: funds.ResponsibleSettings;
  onSaved: (next: funds.ResponsibleSettings) => void;
}) {
  const t = useT();
  /** The text key of a failed action. */
  const [error, setError] = useState<string | null>(null);
  // The jurisdiction's longest interval: no "off" and nothing longer is offered (the server refuses them too).
  const required = settings.realityCheckMaxMinutes;
  const choose = async (text: string) => {
    setError(null);
    try {
      onSaved(await call(funds.setRealityCheck, { minutes: text === '' ? null : Number(text) }));
    } catch (failure) {
      setError(errorKeyFor(failure));
    }
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor="mc-reality">
        {t('mc_reality_check')}
      </label>
      <div className="field__control">
        <select
          id="mc-reality"
          className="centre-select"
          name="realityCheckMinutes"
          aria-describedby={required !== null ? 'mc-reality-hint' : undefined}
          value={settings.realityCheckMinutes?.toString() ?? ''}
          onChange={(event) => void choose(event.currentTarget.value)}
        >
          {required === null && <option value="">{t('mc_reality_off')}</option>}
          {[15, 30, 60, 120]
            .filter((minutes) => required === null || minutes <= required)
            .map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('mc_every_minutes', { minutes })}
              </option>
            ))}
        </select>
      </div>
      {required !== null && (
        <div className="field__hint" id="mc-reality-hint">
          {t('mc_reality_required', { minutes: required })}
        </div>
      )}
      {error && (
        <div className="field__error" role="alert">
          {t(error)}
        </div>
      )}
    </div>
  );
}

function ExclusionForm() {
  const t = useT();
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState(false);
  const form = useFormState(
    { password: '' },
    (values): FieldErrors => (values.password === '' ? { password: { key: 'val_required' } } : {}),
  );
  const exclude = () =>
    form.run({}, async () => {
      setConfirming(false);
      await call(funds.exclude, { period, password: form.values.password });
      // The session stays, restricted: member info brings the restriction, and the centre shows what is left.
      await session.loadMember();
      setStarted(true);
    });
  return (
    <FormShell
      part="exclusion-form"
      onSubmit={() => form.submit(async () => setConfirming(true))}
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_exclude')}
    >
      <div className="field">
        <label className="field__label" htmlFor="mc-exclusion">
          {t('mc_exclusion_period')}
        </label>
        <div className="field__control">
          <select
            id="mc-exclusion"
            className="centre-select"
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as ExclusionPeriod)}
          >
            {exclusionPeriods.map((key) => (
              <option key={key} value={key}>
                {t(`mc_period_${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('field_password')}
        {...form.field('password')}
        type="password"
        icon={<LockIcon />}
        autoComplete="current-password"
        maxLength={64}
        requiredMark
      />
      {started && (
        <div className="alert alert--success" role="status">
          {t('mc_excluded')}
        </div>
      )}
      <Dialog
        open={confirming}
        kind="warning"
        message={t('mc_exclusion_confirm', { period: t(`mc_period_${period}`) })}
        cancelLabel={t('dlg_cancel')}
        confirmLabel={t('mc_exclude')}
        busy={form.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void exclude()}
      />
    </FormShell>
  );
}

/**
 * Deposit, loss and wager limits with their use, the session-time limit, reality-check reminders, and time-out or
 * self-exclusion (enforced by the server).
 */
export default function ResponsibleSection() {
  const t = useT();
  const loaded = useQuery(() => call(funds.responsible, {}));
  const settings = loaded.query.value;
  /** Counts the changes made here, so the history below asks again after each. */
  const [changes, setChanges] = useState(0);
  const saved = (next: funds.ResponsibleSettings) => {
    loaded.set(next);
    setChanges((count) => count + 1);
  };
  return (
    <section className="centre-section" part="responsible">
      <h4 className="centre-section__title">{t('mc_responsible_title')}</h4>
      {settings && (
        <p className="centre-section__hint">
          {t('mc_responsible_hint', {
            delay: t(`mc_delay_${settings.raiseDelay.unit}`, { count: settings.raiseDelay.count }),
          })}
        </p>
      )}
      {loaded.query.state === 'loading' && <Loading />}
      {loaded.query.state === 'failed' && (
        <div className="alert" role="alert">
          {t(errorKeyFor(loaded.query.failure))}
        </div>
      )}
      {settings?.birthDateRequired && settings.birthDate === null && <BirthDateForm onSaved={saved} />}
      {settings && (
        <div className="centre-grid">
          {(Object.keys(limitKinds) as LimitKind[]).map((kind) => (
            <LimitsForm key={kind} kind={kind} settings={settings} onSaved={saved} />
          ))}
          <div className="centre-stack">
            <SessionLimitForm settings={settings} onSaved={saved} />
            <RealityCheck settings={settings} onSaved={saved} />
            <ExclusionForm />
          </div>
        </div>
      )}
      {settings && <ResponsibleHistory version={changes} />}
    </section>
  );
}
