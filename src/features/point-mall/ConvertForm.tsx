import { useState } from 'react';
import { call, formatCount, formatMoney, points } from '../../core';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import type { FieldErrors } from '../ui/forms/use-messages';
import { useHost } from '../ui/host-context';
import { announceBalanceChange } from '../ui/money/balance-change';
import { useT } from '../ui/use-t';
import type { PointConfig } from './mall-data';
import { CoinsIcon } from './mall-icons';
import { PasswordConfirmation, usePasswordAction, wholeNumber } from './password-action';

export interface ConvertFormProps {
  config: PointConfig;
  currentPoints: number;
  /** Points were converted: the mall reads the member's points again. */
  onConverted: () => Promise<void>;
}

/**
 * Points to money: the points requirement and the exchange ratio, a preview of the money, the
 * payment password and a confirmation. The money goes to the main wallet (the header follows).
 */
export default function ConvertForm({ config, currentPoints, onConverted }: ConvertFormProps) {
  const t = useT();
  const { host } = useHost();
  const [done, setDone] = useState<string | null>(null);
  const { exchangeRatio, pointsRequirement } = config;
  const form = useFormState({ points: '', paymentPassword: '' }, (values): FieldErrors => {
    const found: FieldErrors = {};
    const typed = wholeNumber(values.points);
    if (values.points.trim() === '') found.points = { key: 'val_required' };
    else if (typed === null) found.points = { key: 'pts_convert_whole' };
    else if (typed < pointsRequirement)
      found.points = { key: 'pts_convert_below', params: { points: formatCount(pointsRequirement) } };
    else if (typed > currentPoints)
      found.points = { key: 'pts_convert_above', params: { points: formatCount(currentPoints) } };
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });
  const action = usePasswordAction(form);
  const typed = wholeNumber(form.value('points')) ?? 0;
  // Integer points times integer minor units: the preview is exact.
  const preview = typed * exchangeRatio;

  const request = { points: typed, paymentPassword: form.value('paymentPassword') };
  const converted = async (answer: { points: number; money: number }) => {
    form.setValues({ points: '', paymentPassword: '' });
    setDone(t('pts_converted', { points: formatCount(answer.points), money: formatMoney(answer.money) }));
    await Promise.all([onConverted(), announceBalanceChange(host)]);
  };

  return (
    <div className="pm-convert" part="convert">
      <div className="pm-convert__rule">
        <CoinsIcon size={22} />
        <div>
          <h3>{t('pts_convert_title')}</h3>
          <p>
            {t('pts_convert_rule', {
              points: formatCount(pointsRequirement),
              money: formatMoney(exchangeRatio),
            })}
          </p>
        </div>
      </div>
      {currentPoints < pointsRequirement && (
        <div className="alert alert--info" part="convert-not-enough">
          {t('pts_convert_not_enough', { points: formatCount(pointsRequirement) })}
        </div>
      )}
      <FormShell
        part="convert-form"
        onSubmit={() => {
          setDone(null);
          return action.ask();
        }}
        error={form.formError}
        success={done}
        busy={form.busy}
        submitLabel={t('pts_convert_submit')}
      >
        <TextField
          label={t('pts_convert_points')}
          {...form.field('points')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          requiredMark
          hint={t('pts_convert_available', { points: formatCount(currentPoints) })}
          trailing={
            <button
              type="button"
              className="pm-all"
              disabled={currentPoints < pointsRequirement}
              onClick={() => form.set('points')(String(currentPoints))}
            >
              {t('pts_convert_all')}
            </button>
          }
        />
        <div className="pm-preview" part="convert-preview" aria-live="polite">
          <span>{t('pts_convert_preview')}</span>
          <strong>{formatMoney(preview)}</strong>
        </div>
        <PasswordConfirmation
          action={action}
          question={t('pts_confirm_convert', { points: formatCount(typed), money: formatMoney(preview) })}
          confirmLabel={t('pts_convert_submit')}
          onConfirm={() =>
            action.send(
              request,
              (idempotencyKey) => call(points.convertPoint, request, { idempotencyKey }),
              converted,
            )
          }
        />
      </FormShell>
    </div>
  );
}
