import { type ReactNode, useState } from 'react';
import { formatMoney } from '../../../core';
import { Dialog } from '../Dialog';
import { TextField } from '../Field';
import { FormShell } from '../forms/FormShell';
import { LockIcon, WalletIcon } from '../icons';
import { minorToMajorText } from '../money/money-input';
import { useT } from '../use-t';
import type { MoneyTransfer } from './use-money-transfer';

/**
 * The amount and payment-password form of every money transfer, on the state of
 * `useMoneyTransfer`; fields of the page's own (direction, wallet) come first.
 */
export function MoneyTransferForm({
  transfer,
  part,
  submitLabel,
  hint,
  allClass,
  confirm,
  grid = false,
  children,
}: {
  transfer: MoneyTransfer;
  part: string;
  submitLabel: string;
  /** The line under the amount; by default what is available. */
  hint?: string;
  /** Class of the button filling in all that is available; without it there is none. */
  allClass?: string;
  /** The question asked, with the submit label as its answer, before the money moves. */
  confirm?: (amount: number) => string;
  /** Fields side by side on a wide screen. */
  grid?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { form, available } = transfer;
  const fields = (
    <>
      <TextField
        label={t('mc_wl_amount')}
        {...form.field('amount')}
        inputMode="decimal"
        icon={<WalletIcon />}
        maxLength={16}
        autoComplete="off"
        requiredMark
        hint={
          hint ?? (available === null ? undefined : t('mc_wl_available', { amount: formatMoney(available) }))
        }
        trailing={
          allClass &&
          available !== null && (
            <button
              type="button"
              className={allClass}
              disabled={available <= 0}
              onClick={() => form.set('amount')(minorToMajorText(available))}
            >
              {t('mc_wl_all')}
            </button>
          )
        }
      />
      {transfer.withPassword && (
        <TextField
          label={t('mc_wl_payment_password')}
          {...form.field('paymentPassword')}
          type="password"
          icon={<LockIcon />}
          autoComplete="off"
          maxLength={64}
          requiredMark
        />
      )}
    </>
  );

  return (
    <FormShell
      part={part}
      onSubmit={confirm ? () => transfer.check(() => setConfirming(true)) : transfer.submit}
      error={form.formError}
      success={transfer.done}
      busy={form.busy}
      submitLabel={submitLabel}
    >
      {children}
      {grid ? <div className="form__grid">{fields}</div> : fields}
      {confirm && (
        <Dialog
          open={confirming}
          kind="warning"
          message={confirm(transfer.amount)}
          cancelLabel={t('dlg_cancel')}
          confirmLabel={submitLabel}
          busy={form.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void transfer.sendChecked();
          }}
        />
      )}
    </FormShell>
  );
}
