import { useState } from 'react';
import { call, formatDateTime, formatMoney, funds, session } from '../../../core';
import { Dialog } from '../../ui/Dialog';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { LockIcon, WalletIcon } from '../../ui/icons';
import { minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';

const periods = ['day', 'week', 'month'] as const;
const exclusionPeriods = ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'] as const;
type ExclusionPeriod = (typeof exclusionPeriods)[number];

function LimitsForm({
  settings,
  onSaved,
}: {
  settings: funds.ResponsibleSettings;
  onSaved: (next: funds.ResponsibleSettings) => void;
}) {
  const t = useT();
  const initial = Object.fromEntries(
    periods.map((period) => {
      const value = settings.limits[period];
      return [period, value === null ? '' : minorToMajorText(value)];
    }),
  ) as Record<(typeof periods)[number], string>;
  const form = useFormState(initial, (values): FieldErrors => {
    const found: FieldErrors = {};
    for (const period of periods) {
      const text = values[period].trim();
      if (text !== '' && !(parseMajorToMinor(text) ?? 0)) found[period] = { key: 'mc_amount_invalid' };
    }
    return found;
  });
  const amountOf = (text: string) => (text.trim() === '' ? null : parseMajorToMinor(text));
  return (
    <FormShell
      part="deposit-limits-form"
      onSubmit={() =>
        form.submit(async () => {
          onSaved(
            await call(funds.setDepositLimits, {
              day: amountOf(form.values.day),
              week: amountOf(form.values.week),
              month: amountOf(form.values.month),
            }),
          );
        })
      }
      error={form.formError}
      busy={form.busy}
      submitLabel={t('mc_save')}
    >
      {periods.map((period) => (
        <TextField
          key={period}
          label={t(`mc_limit_${period}`)}
          {...form.field(period)}
          inputMode="decimal"
          icon={<WalletIcon />}
          placeholder={t('mc_no_limit')}
          maxLength={16}
        />
      ))}
      {settings.pendingLimits && settings.pendingAt && (
        <p className="mc-section__hint" part="pending-limits">
          {t('mc_limits_pending', { time: formatDateTime(settings.pendingAt) })}{' '}
          {periods
            .map((period) => {
              const value = settings.pendingLimits?.[period] ?? null;
              return `${t(`mc_limit_${period}`)}: ${value === null ? t('mc_no_limit') : formatMoney(value)}`;
            })
            .join(' · ')}
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
          className="mc-select"
          name="realityCheckMinutes"
          value={settings.realityCheckMinutes?.toString() ?? ''}
          onChange={(event) => void choose(event.currentTarget.value)}
        >
          <option value="">{t('mc_reality_off')}</option>
          {[15, 30, 60, 120].map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('mc_every_minutes', { minutes })}
            </option>
          ))}
        </select>
      </div>
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
  const form = useFormState(
    { password: '' },
    (values): FieldErrors => (values.password === '' ? { password: { key: 'val_required' } } : {}),
  );
  const exclude = () =>
    form.run({}, async () => {
      setConfirming(false);
      await call(funds.exclude, { period, password: form.values.password });
      // Every session ends with the exclusion, this one included.
      session.expire('mc_excluded');
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
            className="mc-select"
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

/** Deposit limits, reality-check reminders, and time-out or self-exclusion (enforced by the server). */
export function ResponsibleSection() {
  const t = useT();
  const loaded = useQuery(() => call(funds.responsible, {}));
  const settings = loaded.query.value;
  return (
    <section className="mc-section" part="responsible">
      <h4 className="mc-section__title">{t('mc_responsible_title')}</h4>
      <p className="mc-section__hint">{t('mc_responsible_hint')}</p>
      {loaded.query.state === 'loading' && <Loading />}
      {loaded.query.state === 'failed' && (
        <div className="alert" role="alert">
          {t(errorKeyFor(loaded.query.failure))}
        </div>
      )}
      {settings && (
        <div className="mc-grid">
          <LimitsForm settings={settings} onSaved={loaded.set} />
          <div className="mc-stack">
            <RealityCheck settings={settings} onSaved={loaded.set} />
            <ExclusionForm />
          </div>
        </div>
      )}
    </section>
  );
}
