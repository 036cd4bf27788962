import { useState } from 'react';
import { call, funds } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { Button } from '../../ui/Button';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useHost } from '../../ui/host-context';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { useT } from '../../ui/use-t';
import { PaymentPasswordSection } from '../security/PaymentPasswordSection';
import { BankAccountForm } from './BankAccountForm';
import { FundsHistory } from './FundsHistory';
import { fundsStyles } from './funds.styles';
import { WITHDRAWAL_HISTORY } from './history-kinds';
import { WithdrawalDetail } from './WithdrawalDetail';
import { WithdrawForm } from './WithdrawForm';

const loadSetup = async () => {
  const [profile, settings] = await Promise.all([call(funds.profile, {}), call(funds.withdrawSettings, {})]);
  return { profile, settings };
};

/**
 * withdraw: a payment password and a bound bank account first, then a request within the bounds
 * (pending until settled against other players' deposits), and each withdrawal's detail where
 * the member answers every matched deposit.
 */
export default function WithdrawPage() {
  useAdoptedStyles(fundsStyles);
  const t = useT();
  const { host } = useHost();
  const setup = useQuery(loadSetup);
  const [current, setCurrent] = useState<funds.Withdrawal | null>(null);
  const [version, setVersion] = useState(0);
  const value = setup.query.value;

  const requested = (withdrawal: funds.Withdrawal) => {
    setCurrent(withdrawal);
    setVersion((n) => n + 1);
    void announceBalanceChange(host);
  };
  const changed = (withdrawal: funds.Withdrawal) => {
    const before = current;
    setCurrent((shown) => (shown?.withdrawalNo === withdrawal.withdrawalNo ? withdrawal : shown));
    if (
      before?.withdrawalNo === withdrawal.withdrawalNo &&
      JSON.stringify(before) !== JSON.stringify(withdrawal)
    )
      setVersion((n) => n + 1);
  };

  if (!value) return <QueryGate query={setup.query} onRetry={setup.reload} />;
  const { profile, settings } = value;
  return (
    <div className="centre-stack" part="withdraw">
      {!profile.paymentPasswordSet && (
        <div className="centre-stack" part="needs-payment-password">
          <p className="alert alert--info" role="status">
            {t('fund_needs_payment_password')}
          </p>
          <PaymentPasswordSection />
          <Button variant="outline" onClick={setup.reload} part="continue">
            {t('fund_continue')}
          </Button>
        </div>
      )}
      {profile.paymentPasswordSet && !profile.bankAccount && (
        <BankAccountForm onBound={(next) => setup.set({ profile: next, settings })} />
      )}
      {profile.paymentPasswordSet && profile.bankAccount && (
        <WithdrawForm bounds={settings} bank={profile.bankAccount} onRequested={requested} />
      )}
      {current && (
        <WithdrawalDetail
          key={current.withdrawalNo}
          withdrawal={current}
          maxProofs={settings.maxProofs}
          onChange={changed}
        />
      )}
      <FundsHistory
        kind={WITHDRAWAL_HISTORY}
        version={version}
        selected={current?.withdrawalNo ?? null}
        onSelect={setCurrent}
      />
    </div>
  );
}
