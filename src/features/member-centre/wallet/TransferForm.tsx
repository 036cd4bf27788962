import { useEffect, useRef, useState } from 'react';
import { call, formatMoney, wallet } from '../../../core';
import { MoneyTransferForm } from '../../ui/transfer/MoneyTransferForm';
import { useMoneyTransfer } from '../../ui/transfer/use-money-transfer';
import { useT } from '../../ui/use-t';
import { availableFromMain } from './available-from-main';
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
  const [direction, setDirection] = useState<Direction>('toVendor');
  const section = useRef<HTMLElement>(null);
  // On a phone the list sits below the form: picking a wallet brings the amount into view.
  useEffect(() => {
    if (pickCount > 0) section.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [pickCount]);
  const vendor = wallets.wallets.find((item) => item.vendorCode === vendorCode);
  // Into a game wallet: main and the other idle game wallets, which the server brings home first.
  const available =
    direction === 'toVendor' ? availableFromMain(wallets, vendorCode) : (vendor?.balance ?? 0);

  const transfer = useMoneyTransfer({
    available,
    withPassword: false,
    send: async ({ amount }, keyFor) => {
      const request = { direction, vendorCode, amount };
      onChange(await call(wallet.walletTransfer, request, { idempotencyKey: keyFor(request) }));
      return t(direction === 'toVendor' ? 'mc_transfer_in_done' : 'mc_transfer_out_done', {
        amount: formatMoney(amount),
        wallet: vendor?.displayName ?? vendorCode,
      });
    },
  });

  const choose = (next: Direction) => {
    setDirection(next);
    transfer.clearOutcome();
  };

  return (
    <section className="centre-section" part="transfer" ref={section}>
      <h4 className="centre-section__title">{t('mc_transfer_title')}</h4>
      <MoneyTransferForm
        transfer={transfer}
        part="transfer-form"
        submitLabel={t('mc_transfer_submit')}
        allClass="wl-max"
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
              className="centre-select"
              name="vendorCode"
              value={vendorCode}
              onChange={(event) => {
                onVendorChange(event.currentTarget.value);
                transfer.clearDone();
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
      </MoneyTransferForm>
    </section>
  );
}
