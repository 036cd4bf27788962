import { useState } from 'react';
import { ApiError } from '../../../core/contract';
import { useFormState } from '../forms/use-form';
import type { FieldErrors } from '../forms/use-messages';
import { useHost } from '../host-context';
import { useActionKey } from '../money/action-key';
import { announceBalanceChange } from '../money/balance-change';
import { amountTextProblem, parseMajorToMinor } from '../money/money-input';

/** What the member typed, checked: the amount in minor units and the payment password ('' without one). */
export interface TransferEntry {
  amount: number;
  paymentPassword: string;
}

export interface MoneyTransferOptions {
  /** The most the amount may be; null while it is not known (the server then checks alone). */
  available: number | null;
  /** Whether the transfer is confirmed with the payment password. */
  withPassword?: boolean;
  /**
   * Sends the transfer, with `keyFor(request)` as its idempotency key, and answers the success
   * line; undefined when there was nothing to send to.
   */
  send: (entry: TransferEntry, keyFor: (request: object) => string) => Promise<string | undefined>;
}

/**
 * The state of a money-transfer form: its amount (and payment password), checked against what
 * is available; a retry of the very same transfer reuses its idempotency key; a wrong password
 * or too little money is shown under its field; a transfer done empties the form, shows its
 * success line and tells the page the balance changed.
 */
export function useMoneyTransfer({ available, withPassword = true, send }: MoneyTransferOptions) {
  const { host } = useHost();
  const actionKey = useActionKey();
  const [done, setDone] = useState<string | null>(null);
  const emptyValues: Record<string, string> = withPassword
    ? { amount: '', paymentPassword: '' }
    : { amount: '' };
  const form = useFormState(emptyValues, (values): FieldErrors => {
    const found: FieldErrors = {};
    const typed = values.amount ?? '';
    const amount = parseMajorToMinor(typed);
    const problem = amountTextProblem(typed);
    if (problem) found.amount = problem;
    else if (!amount) found.amount = { key: 'mc_amount_invalid' };
    else if (available !== null && amount > available) found.amount = { key: 'err_insufficient_funds' };
    if (withPassword && values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });
  const amount = parseMajorToMinor(form.value('amount')) ?? 0;

  const sendNow = async () => {
    setDone(null);
    const entry = { amount, paymentPassword: form.value('paymentPassword') };
    const success = await send(entry, actionKey.keyFor);
    if (success === undefined) return;
    actionKey.settle();
    form.setValues(emptyValues);
    setDone(success);
    await announceBalanceChange(host);
  };

  const onFailure = (failure: unknown) => {
    actionKey.settle(failure);
    if (withPassword && failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
      form.setField('paymentPassword', { key: failure.key });
    else if (failure instanceof ApiError && failure.is('INSUFFICIENT_FUNDS'))
      form.setField('amount', { key: failure.key });
    else form.showFailure(failure);
  };

  return {
    form,
    available,
    withPassword,
    /** The amount typed, in minor units (0 while it is not an amount). */
    amount,
    /** The success line of the last transfer. */
    done,
    /** Checks the fields, then sends. */
    submit: () => form.submit(sendNow, onFailure),
    /** Checks the fields, then runs `next` (e.g. asks for a confirmation) instead of sending. */
    check: (next: () => void) =>
      form.submit(async () => {
        setDone(null);
        next();
      }),
    /** Sends what is typed without checking it again (after a confirmation). */
    sendChecked: () => form.run({}, sendNow, onFailure),
    /** Forgets the last success line, e.g. when the member picks another wallet. */
    clearDone: () => setDone(null),
    /** Forgets the success line and every message, e.g. when the member changes direction. */
    clearOutcome: () => {
      setDone(null);
      form.clearMessages();
    },
    /** Empties the form and forgets its messages, e.g. when its dialog closes. */
    reset: () => {
      setDone(null);
      form.setValues(emptyValues);
      form.clearMessages();
    },
  };
}

export type MoneyTransfer = ReturnType<typeof useMoneyTransfer>;
