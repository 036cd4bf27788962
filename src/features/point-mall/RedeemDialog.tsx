import { useState } from 'react';
import { call, formatCount, points } from '../../core';
import type { PointReward, RedeemRecord } from '../../core/contract/points';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { useFormState } from '../ui/forms/use-form';
import type { FieldErrors } from '../ui/forms/use-messages';
import { CheckIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { TextAreaField } from '../ui/TextAreaField';
import { useT } from '../ui/use-t';
import { mostRedeemable } from './mall-data';
import { PasswordConfirmation, usePasswordAction, wholeNumber } from './password-action';

const MAX_ADDRESS = 300;

export interface RedeemDialogProps {
  reward: PointReward;
  currentPoints: number;
  /** A redemption was made (the points are held until the operator decides). */
  onRedeemed: (record: RedeemRecord) => void;
  onShowHistory: () => void;
  onClose: () => void;
}

/**
 * Redeems a reward: quantity (within stock, points and 99), the receiving address for goods and
 * the payment password, then a confirmation; the answer's reference number once it is in process.
 */
export default function RedeemDialog({
  reward,
  currentPoints,
  onRedeemed,
  onShowHistory,
  onClose,
}: RedeemDialogProps) {
  const t = useT();
  const [most] = useState(() => mostRedeemable(reward, currentPoints));
  const [done, setDone] = useState<RedeemRecord | null>(null);
  const goods = reward.kind === 'goods';
  const form = useFormState({ quantity: '1', address: '', paymentPassword: '' }, (values): FieldErrors => {
    const found: FieldErrors = {};
    const quantity = wholeNumber(values.quantity);
    if (quantity === null || quantity < 1 || quantity > most)
      found.quantity = { key: 'pts_quantity_invalid', params: { max: most } };
    const address = values.address.trim();
    if (goods && address === '') found.address = { key: 'val_required' };
    else if (address.length > MAX_ADDRESS) found.address = { key: 'pts_address_too_long' };
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });
  const action = usePasswordAction(form);
  const quantity = wholeNumber(form.value('quantity')) ?? 0;
  const total = quantity * reward.cost;
  const step = (by: number) => form.set('quantity')(String(Math.min(most, Math.max(1, quantity + by))));

  const request = {
    rewardCode: reward.code,
    quantity,
    ...(goods ? { address: form.value('address').trim() } : {}),
    paymentPassword: form.value('paymentPassword'),
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('pts_redeem_named', { name: reward.name })}
      width={480}
      minHeight={0}
      part="redeem-dialog"
    >
      {done ? (
        <div className="pm-done" role="status" part="redeem-done">
          <span className="pm-done__icon" aria-hidden="true">
            <CheckIcon size={28} />
          </span>
          <p>{t('pts_redeemed', { reference: done.referenceNo })}</p>
          <div className="pm-done__actions">
            <Button variant="outline" onClick={onShowHistory}>
              {t('pts_view_history')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('pts_close')}
            </Button>
          </div>
        </div>
      ) : (
        <FormShell
          part="redeem-form"
          onSubmit={action.ask}
          error={form.formError}
          busy={form.busy}
          submitLabel={t('pts_redeem')}
        >
          <div className="pm-redeem__reward">
            {reward.image && <img src={reward.image} alt="" width="96" height="72" />}
            <div>
              <strong>{reward.name}</strong>
              <span className="muted">{t('pts_cost', { points: formatCount(reward.cost) })}</span>
            </div>
          </div>
          <TextField
            label={t('pts_quantity')}
            {...form.field('quantity')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            className="pm-quantity"
            leading={
              <button
                type="button"
                className="icon-btn"
                aria-label={t('pts_quantity_less')}
                disabled={quantity <= 1}
                onClick={() => step(-1)}
              >
                −
              </button>
            }
            trailing={
              <button
                type="button"
                className="icon-btn"
                aria-label={t('pts_quantity_more')}
                disabled={quantity >= most}
                onClick={() => step(1)}
              >
                +
              </button>
            }
          />
          <dl className="pm-totals">
            <div>
              <dt>{t('pts_total')}</dt>
              <dd part="redeem-total">{t('pts_cost', { points: formatCount(total) })}</dd>
            </div>
            <div>
              <dt>{t('pts_after')}</dt>
              <dd>{formatCount(Math.max(0, currentPoints - total))}</dd>
            </div>
          </dl>
          {goods && (
            <TextAreaField
              label={t('pts_address')}
              {...form.field('address')}
              onBlur={() => form.checkField('address')}
              requiredMark
              hint={t('pts_address_hint')}
              className="pm-address"
              maxLength={MAX_ADDRESS}
              autoComplete="street-address"
            />
          )}
          <PasswordConfirmation
            action={action}
            question={t('pts_confirm_redeem', { quantity, name: reward.name, points: formatCount(total) })}
            confirmLabel={t('pts_redeem')}
            onConfirm={() =>
              action.send(
                request,
                (idempotencyKey) => call(points.redeemPointReward, request, { idempotencyKey }),
                (record) => {
                  setDone(record);
                  onRedeemed(record);
                },
              )
            }
          />
        </FormShell>
      )}
    </Modal>
  );
}
