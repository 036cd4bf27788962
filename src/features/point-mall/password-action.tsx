import { useState } from 'react';
import { ApiError } from '../../core';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import type { useFormState } from '../ui/forms/use-form';
import { LockIcon } from '../ui/icons';
import { useActionKey } from '../ui/money/action-key';
import { useT } from '../ui/use-t';

/** What the action needs of its form: the checks, the busy run, the messages and the password field. */
type PasswordForm = Pick<
  ReturnType<typeof useFormState>,
  'submit' | 'run' | 'busy' | 'setField' | 'showFailure' | 'setFormError' | 'field'
>;

/** The minutes a payment-password lock has left, as the server sends them with the refusal. */
function lockMinutes(value: unknown): number | null {
  const minutes = (value as { minutes?: unknown } | null)?.minutes;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

/** How long a lock lasts at most, said when a refusal comes without its minutes. */
const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

/**
 * A points action confirmed with the payment password (redeem, convert): the fields are checked,
 * the member confirms, then the request is sent with an Idempotency-Key it keeps until the server
 * has answered, so a retry after a lost answer never acts twice. A wrong password is shown under
 * its field, any other refusal (locked, out of stock, too few points) above the button.
 */
export function usePasswordAction(form: PasswordForm) {
  const t = useT();
  const actionKey = useActionKey();
  const [confirming, setConfirming] = useState(false);
  const showFailure = (failure: unknown) => {
    actionKey.settle(failure);
    if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
      form.setField('paymentPassword', { key: failure.key });
    else if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_LOCKED'))
      form.setFormError(
        t(failure.key, { minutes: lockMinutes(failure.value) ?? PAYMENT_PASSWORD_LOCK_MINUTES }),
      );
    else form.showFailure(failure);
  };
  return {
    form,
    confirming,
    /** Checks the fields, then asks for the confirmation. */
    ask: () => form.submit(async () => setConfirming(true)),
    cancel: () => setConfirming(false),
    /** Confirmed: sends `request` through `perform` with its key, then hands the answer to `done`. */
    send<T>(request: object, perform: (idempotencyKey: string) => Promise<T>, done: (answer: T) => unknown) {
      setConfirming(false);
      void form.run(
        {},
        async () => {
          const answer = await perform(actionKey.keyFor(request));
          actionKey.settle();
          await done(answer);
        },
        showFailure,
      );
    },
  };
}

/** The payment password field and the confirmation asked before the action is sent. */
export function PasswordConfirmation({
  action,
  question,
  confirmLabel,
  onConfirm,
}: {
  action: ReturnType<typeof usePasswordAction>;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('mc_wl_payment_password')}
        {...action.form.field('paymentPassword')}
        type="password"
        icon={<LockIcon />}
        autoComplete="off"
        maxLength={20}
        requiredMark
      />
      <Dialog
        open={action.confirming}
        kind="warning"
        message={question}
        cancelLabel={t('dlg_cancel')}
        confirmLabel={confirmLabel}
        busy={action.form.busy}
        onCancel={action.cancel}
        onConfirm={onConfirm}
      />
    </>
  );
}

/** A whole number typed by the member, or null when it is not one. */
export function wholeNumber(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
}
