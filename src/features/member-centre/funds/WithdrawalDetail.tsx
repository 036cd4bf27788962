import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { useT } from '../../ui/use-t';
import { MatchCard } from './MatchCard';
import { StatusChip } from './StatusChip';
import { polling, usePoll } from './use-poll';

/**
 * A withdrawal with what has arrived and what is still to come, and each matched deposit to
 * answer. Read again every few seconds while it is pending. A request cannot be cancelled.
 */
export function WithdrawalDetail({
  withdrawal,
  maxProofs,
  onChange,
}: {
  withdrawal: funds.Withdrawal;
  maxProofs: number;
  onChange: (withdrawal: funds.Withdrawal) => void;
}) {
  const t = useT();
  usePoll(withdrawal.status === 'pending', polling.everyMs, async () => {
    onChange(await call(funds.getWithdrawal, { withdrawalNo: withdrawal.withdrawalNo }));
  });
  const totals: [string, number][] = [
    ['fund_amount', withdrawal.amount],
    ['fund_received', withdrawal.receivedAmount],
    ['fund_remaining', withdrawal.remainingAmount],
  ];
  if (withdrawal.gatewayPaidAmount > 0) totals.push(['fund_gateway_paid', withdrawal.gatewayPaidAmount]);
  return (
    <section className="centre-section fd-panel" part="withdrawal-detail" aria-live="polite">
      <div className="fd-match__head">
        <h4 className="centre-section__title">
          {t('fund_withdrawal_title', { withdrawalNo: withdrawal.withdrawalNo })}
        </h4>
        <StatusChip state={withdrawal.status} />
      </div>
      <div className="fd-totals">
        {totals.map(([key, value]) => (
          <div className="fd-total" key={key} data-total={key}>
            <span>{t(key)}</span>
            <strong>{formatMoney(value)}</strong>
          </div>
        ))}
      </div>
      <p className="centre-section__hint">
        {withdrawal.completedAt
          ? t('fund_completed_at', { time: formatDateTime(withdrawal.completedAt) })
          : t('fund_withdrawal_pending_hint')}
      </p>
      {withdrawal.matches.length > 0 && (
        <>
          <h5 className="centre-section__title">{t('fund_matches')}</h5>
          <ul className="fd-history">
            {withdrawal.matches.map((match) => (
              <MatchCard key={match.matchId} match={match} maxProofs={maxProofs} onChange={onChange} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
