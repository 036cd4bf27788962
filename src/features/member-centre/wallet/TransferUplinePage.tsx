import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call, formatMoney, session, wallet } from '../../../core';
import { ApiError } from '../../../core/contract';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Loading } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { TextField } from '../../ui/Field';
import { FormShell } from '../../ui/forms/FormShell';
import { useFormState } from '../../ui/forms/use-form';
import type { FieldErrors } from '../../ui/forms/use-messages';
import { useHost } from '../../ui/host-context';
import { AlertIcon, LockIcon, WalletIcon } from '../../ui/icons';
import { useActionKey } from '../../ui/money/action-key';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { minorToMajorText, parseMajorToMinor } from '../../ui/money/money-input';
import { errorKeyFor } from '../../ui/system-status';
import { useT } from '../../ui/use-t';
import { walletStyles } from './wallet.styles';

const emptyValues = { amount: '', paymentPassword: '' };

function UplineForm({ mainBalance, onSent }: { mainBalance: number; onSent: (amount: number) => void }) {
  const t = useT();
  const { host } = useHost();
  const actionKey = useActionKey();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormState(emptyValues, (values): FieldErrors => {
    const found: FieldErrors = {};
    const amount = parseMajorToMinor(values.amount);
    if (values.amount.trim() === '') found.amount = { key: 'val_required' };
    else if (!amount) found.amount = { key: 'mc_amount_invalid' };
    else if (amount > mainBalance) found.amount = { key: 'err_insufficient_funds' };
    if (values.paymentPassword === '') found.paymentPassword = { key: 'val_required' };
    return found;
  });
  const amount = parseMajorToMinor(form.values.amount) ?? 0;

  const send = () =>
    form.run(
      {},
      async () => {
        setConfirming(false);
        const request = { amount, paymentPassword: form.values.paymentPassword };
        const answer = await call(wallet.transferToUpline, request, {
          idempotencyKey: actionKey.keyFor(request),
        });
        actionKey.settle();
        form.setValues(emptyValues);
        setDone(t('mc_upline_done', { amount: formatMoney(amount), account: answer.uplineAccount }));
        onSent(amount);
        await announceBalanceChange(host);
      },
      (failure) => {
        actionKey.settle(failure);
        if (failure instanceof ApiError && failure.is('PAYMENT_PASSWORD_WRONG'))
          form.setField('paymentPassword', { key: failure.key });
        else if (failure instanceof ApiError && failure.is('INSUFFICIENT_FUNDS'))
          form.setField('amount', { key: failure.key });
        else form.showFailure(failure);
      },
    );

  return (
    <FormShell
      part="upline-form"
      onSubmit={() =>
        form.submit(async () => {
          setDone(null);
          setConfirming(true);
        })
      }
      error={form.formError}
      success={done}
      busy={form.busy}
      submitLabel={t('mc_upline_submit')}
    >
      <TextField
        label={t('mc_wl_amount')}
        {...form.field('amount')}
        inputMode="decimal"
        icon={<WalletIcon />}
        maxLength={16}
        autoComplete="off"
        requiredMark
        hint={t('mc_wl_available', { amount: formatMoney(mainBalance) })}
        trailing={
          <button
            type="button"
            className="wl-max"
            disabled={mainBalance <= 0}
            onClick={() => form.set('amount')(minorToMajorText(mainBalance))}
          >
            {t('mc_wl_all')}
          </button>
        }
      />
      <TextField
        label={t('mc_wl_payment_password')}
        {...form.field('paymentPassword')}
        type="password"
        icon={<LockIcon />}
        autoComplete="off"
        maxLength={64}
        requiredMark
      />
      <Dialog
        open={confirming}
        kind="warning"
        message={t('mc_upline_confirm', { amount: formatMoney(amount) })}
        cancelLabel={t('dlg_cancel')}
        confirmLabel={t('mc_upline_submit')}
        busy={form.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </FormShell>
  );
}

/**
 * transferUpline: a member whose account allows it sends money from its main wallet to its
 * upline, confirmed with the payment password.
 */
export default function TransferUplinePage() {
  useSignals();
  const t = useT();
  const allowed = session.member.value?.toUpline ?? false;
  const loaded = useQuery(() => call(wallet.merchantWallet, {}));

  if (!allowed) {
    return (
      <div className="mc-empty" part="upline-unavailable">
        {t('mc_upline_unavailable')}
      </div>
    );
  }
  if (loaded.query.state === 'loading') return <Loading />;
  if (!loaded.query.value) {
    return (
      <div className="mc-failure" role="alert" part="page-error">
        <AlertIcon />
        <p>{t(errorKeyFor(loaded.query.failure))}</p>
        <Button variant="outline" onClick={loaded.reload}>
          {t('mc_retry')}
        </Button>
      </div>
    );
  }
  const wallets = loaded.query.value;
  return (
    <section className="mc-section" part="transfer-upline">
      <style>{walletStyles}</style>
      <h4 className="mc-section__title">{t('mc_upline_title')}</h4>
      <p className="mc-section__hint">{t('mc_upline_hint')}</p>
      <UplineForm
        mainBalance={wallets.mainBalance}
        // The amount left main: the form keeps its confirmation while the balance follows.
        onSent={(amount) => loaded.set({ ...wallets, mainBalance: wallets.mainBalance - amount })}
      />
    </section>
  );
}
