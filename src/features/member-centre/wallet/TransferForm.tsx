import { useEffect, useRef, useState } from 'react';
import { call, formatMoney, wallet } from '../../../core';
import { ApiError } from '../../../core/contract';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { useHost } from '../../ui/host-context';
import { WalletIcon } from '../../ui/icons';
import { useActionKey } from '../../ui/money/action-key';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';
import { useT } from '../../ui/use-t';
import type { Wallets } from './WalletSummary';

type Direction = 'toVendor' | 'toMain';
const directions: Direction[] = ['toVendor', 'toMain'];

interface TransferFormProps {
  wallets: Wallets;
  vendorCode: string;
  /** Grows each time a game wallet is picked from the list: the amount field then takes focus. */
  pickCount: number;
  onVendorChange: (code: string) => void;
  onChange: (next: Wallets) => void;
}

/** Moves an amount from main into the chosen game wallet, or from that game wallet back to main. */
export function TransferForm({
  wallets,
  vendorCode,
  pickCount,
  onVendorChange,
  onChange,
}: TransferFormProps) {
  const t = useT();
  const { host } = useHost();
  const actionKey = useActionKey();
  const [direction, setDirection] = useState<Direction>('toVendor');
  const [done, setDone] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // On a phone the list sits below the form: picking a wallet brings the amount into view.
  useEffect(() => {
    if (pickCount > 0) section.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [pickCount]);
  const vendor = wallets.wallets.find((item) => item.vendorCode === vendorCode);
  const available = direction === 'toVendor' ? wallets.mainBalance : (vendor?.balance ?? 0);

  const form = useFormState({ amount: '' }, (values): FieldErrors => {
    if (values.amount.trim() === '') return { amount: { key: 'val_required' } };
    const amount = parseMajorToMinor(values.amount);
    if (!amount) return { amount: { key: 'mc_amount_invalid' } };
    if (amount > available) return { amount: { key: 'err_insufficient_funds' } };
    return {};
  });

  const transfer = () =>
    form.submit(
      async () => {
        setDone(null);
        const amount = parseMajorToMinor(form.values.amount) ?? 0;
        const request = { direction, vendorCode, amount };
        const next = await call(wallet.walletTransfer, request, {
          idempotencyKey: actionKey.keyFor(request),
        });
        actionKey.settle();
        onChange(next);
        form.setValues({ amount: '' });
        setDone(
          t(direction === 'toVendor' ? 'mc_transfer_in_done' : 'mc_transfer_out_done', {
            amount: formatMoney(amount),
            wallet: vendor?.displayName ?? vendorCode,
          }),
        );
        await announceBalanceChange(host);
      },
      (failure) => {
        actionKey.settle(failure);
        if (failure instanceof ApiError && failure.is('INSUFFICIENT_FUNDS'))
          form.setField('amount', { key: failure.key });
        else form.showFailure(failure);
      },
    );

  const choose = (next: Direction) => {
    setDirection(next);
    setDone(null);
    form.clearMessages();
  };

  return (
    <section className="mc-section" part="transfer" ref={section}>
      <h4 className="mc-section__title">{t('mc_transfer_title')}</h4>
      <FormShell
        part="transfer-form"
        onSubmit={transfer}
        error={form.formError}
        success={done}
        busy={form.busy}
        submitLabel={t('mc_transfer_submit')}
      >
        <fieldset className="wl-directions">
          <legend>{t('mc_transfer_direction')}</legend>
          {directions.map((item) => (
            <button
              key={item}
              type="button"
              className="wl-direction"
              aria-pressed={direction === item}
              data-direction={item}
              onClick={() => choose(item)}
            >
              {t(item === 'toVendor' ? 'mc_transfer_in' : 'mc_transfer_out')}
            </button>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="wl-vendor">
            {t('mc_wl_game_wallet')}
          </label>
          <div className="field__control">
            <select
              id="wl-vendor"
              className="mc-select"
              name="vendorCode"
              value={vendorCode}
              onChange={(event) => {
                onVendorChange(event.currentTarget.value);
                setDone(null);
              }}
            >
              {wallets.wallets.map((item) => (
                <option key={item.vendorCode} value={item.vendorCode}>
                  {item.displayName} · {formatMoney(item.balance)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          label={t('mc_wl_amount')}
          {...form.field('amount')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          autoComplete="off"
          requiredMark
          hint={t('mc_wl_available', { amount: formatMoney(available) })}
          trailing={
            <button
              type="button"
              className="wl-max"
              disabled={available <= 0}
              onClick={() => form.set('amount')(minorToMajorText(available))}
            >
              {t('mc_wl_all')}
            </button>
          }
        />
      </FormShell>
    </section>
  );
}
