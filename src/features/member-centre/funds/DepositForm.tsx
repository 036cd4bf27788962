import { useState } from 'react';
import { ApiError, call, formatMoney, funds } from '../../../core';
import { addTextLoaders } from '../../../core/i18n/locales';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { WalletIcon } from '../../ui/icons';
import { lazyPart } from '../../ui/lazy-part';
import { parseMajorToMinor } from '../../ui/money/money-input';
import { useT } from '../../ui/use-t';
import { useActionKey, withActionKey } from './action-key';
import { checkAmount } from './amount';
import { fundsFailureText, limitRefusalText } from './funds-messages';

addTextLoaders(import.meta.glob('./*/responsible.json', { base: '../../../../locales' }));

// Asked only of members without the date of birth their jurisdiction wants on record (uk, nl).
const BirthDateForm = lazyPart(['responsible'], () =>
  import('../../ui/forms/BirthDateForm').then((module) => ({ default: module.BirthDateForm })),
);

type Channel = { code: string; name: string; minAmount: number; maxAmount: number };

/** Chooses a channel and an amount within its bounds, and opens a deposit order. */
export function DepositForm({
  channels,
  onCreated,
}: {
  channels: Channel[];
  onCreated: (order: funds.DepositOrder) => void;
}) {
  const t = useT();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [limitText, setLimitText] = useState<string | null>(null);
  const [birthDateAsked, setBirthDateAsked] = useState(false);
  const keys = useActionKey();
  const channel = channels.find((item) => item.code === code) ?? channels[0];
  const form = useFormState({ amount: '' }, (values): FieldErrors => {
    if (!channel) return {};
    const found = checkAmount(values.amount, channel.minAmount, channel.maxAmount);
    return found ? { amount: found } : {};
  });

  const create = () =>
    form.submit(
      async () => {
        setLimitText(null);
        const amount = parseMajorToMinor(form.values.amount) ?? 0;
        const input = { channel: code, amount };
        const order = await withActionKey(keys, `deposit:${code}:${amount}`, (idempotencyKey) =>
          call(funds.createDeposit, input, { idempotencyKey }),
        );
        form.setValues({ amount: '' });
        onCreated(order);
      },
      (failure) => {
        // Asked here, with the deposit kept: once the date is saved the same deposit goes on.
        if (failure instanceof ApiError && failure.is('BIRTH_DATE_REQUIRED')) return setBirthDateAsked(true);
        const refusal = limitRefusalText(t, failure);
        if (refusal) setLimitText(refusal);
        else form.setFormError(fundsFailureText(t, failure));
      },
    );

  return (
    <>
      <FormShell
        part="deposit-form"
        onSubmit={create}
        error={form.formError}
        busy={form.busy}
        submitLabel={t('fund_deposit_submit')}
      >
        <fieldset className="fd-choices">
          <legend>{t('fund_channel')}</legend>
          {channels.map((item) => (
            <button
              key={item.code}
              type="button"
              className="fd-choice"
              data-channel={item.code}
              aria-pressed={item.code === code}
              onClick={() => {
                setCode(item.code);
                form.setField('amount', null);
              }}
            >
              <strong>{item.name}</strong>
              <span>
                {formatMoney(item.minAmount)} – {formatMoney(item.maxAmount)}
              </span>
            </button>
          ))}
        </fieldset>
        <TextField
          label={t('fund_amount')}
          {...form.field('amount')}
          inputMode="decimal"
          icon={<WalletIcon />}
          maxLength={16}
          requiredMark
          hint={
            channel &&
            t('fund_amount_range', {
              min: formatMoney(channel.minAmount),
              max: formatMoney(channel.maxAmount),
            })
          }
        />
        {limitText && (
          <div className="alert fd-limit" role="alert" part="deposit-limit">
            <strong>{t('fund_limit_title')}</strong>
            {limitText}
          </div>
        )}
      </FormShell>
      {birthDateAsked && (
        <BirthDateForm
          onSaved={() => {
            setBirthDateAsked(false);
            void create();
          }}
        />
      )}
    </>
  );
}
