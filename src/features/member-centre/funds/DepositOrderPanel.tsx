import { useState } from 'react';
import { call, formatDateTime, formatMoney, funds } from '../../../core';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/use-t';
import { fundsFailureText } from './funds-messages';
import { openGatewayWindow } from './gateway-window';
import { StatusChip } from './StatusChip';
import { polling, usePoll } from './use-poll';

function GatewayPay({
  order,
  blocked,
  onBlocked,
}: {
  order: funds.DepositOrder;
  blocked: boolean;
  onBlocked: () => void;
}) {
  const t = useT();
  if (!order.payUrl) return null;
  const url = order.payUrl;
  return (
    <>
      <p className="centre-section__hint">{t('fund_gateway_waiting')}</p>
      <div className="fd-row-actions">
        <Button
          variant="primary"
          part="open-gateway"
          onClick={() => {
            if (!openGatewayWindow(url)) onBlocked();
          }}
        >
          {t('fund_open_gateway')}
        </Button>
      </div>
      {blocked && (
        <p className="alert alert--info" role="status" part="gateway-blocked">
          {t('fund_gateway_blocked')}{' '}
          <a className="fd-link" href={url} target="_blank" rel="noopener noreferrer" part="gateway-link">
            {t('fund_gateway_link')}
          </a>
        </p>
      )}
    </>
  );
}

function P2pPay({
  order,
  onChange,
}: {
  order: funds.DepositOrder;
  onChange: (order: funds.DepositOrder) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const markPaid = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await call(funds.markDepositPaid, { orderNo: order.orderNo }));
    } catch (failure) {
      setError(fundsFailureText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  const payee = order.payee;
  return (
    <>
      {payee && (
        <>
          <p className="centre-section__hint">{t('fund_p2p_instructions')}</p>
          <dl className="centre-facts" part="payee">
            <dt>{t('fund_bank_name')}</dt>
            <dd>{payee.bankName}</dd>
            <dt>{t('fund_account_number')}</dt>
            <dd>
              <code>{payee.accountNumber}</code>
            </dd>
            <dt>{t('fund_account_holder')}</dt>
            <dd>{payee.accountHolderName}</dd>
            <dt>{t('fund_amount')}</dt>
            <dd>{formatMoney(order.amount)}</dd>
          </dl>
        </>
      )}
      {order.matchStatus && (
        <p className="centre-section__hint" part="match-state">
          {t(`fund_p2p_${order.matchStatus}`)}
        </p>
      )}
      {order.matchStatus === 'awaiting_payment' && (
        <div className="fd-row-actions">
          <Button variant="primary" loading={busy} onClick={() => void markPaid()} part="mark-paid">
            {t('fund_i_have_paid')}
          </Button>
        </div>
      )}
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/**
 * The order being paid: the gateway page to open (or the payee's bank details for a person-to-
 * person order), read again every few seconds until it is paid, failed or expired.
 */
export function DepositOrderPanel({
  order,
  blocked,
  onBlocked,
  onChange,
}: {
  order: funds.DepositOrder;
  blocked: boolean;
  onBlocked: () => void;
  onChange: (order: funds.DepositOrder) => void;
}) {
  const t = useT();
  const pending = order.status === 'pending';
  usePoll(pending, polling.everyMs, async () => {
    onChange(await call(funds.getDeposit, { orderNo: order.orderNo }));
  });
  return (
    <section className="centre-section fd-panel" part="deposit-order" aria-live="polite">
      <div className="fd-match__head">
        <h4 className="centre-section__title">{t('fund_order_title', { orderNo: order.orderNo })}</h4>
        <StatusChip state={order.status} />
      </div>
      <p className="fd-amount">{formatMoney(order.amount)}</p>
      {pending && (
        <p className="centre-section__hint">
          {t('fund_expires_at', { time: formatDateTime(order.expiresAt) })}
        </p>
      )}
      {pending && !order.p2p && <GatewayPay order={order} blocked={blocked} onBlocked={onBlocked} />}
      {pending && order.p2p && <P2pPay order={order} onChange={onChange} />}
      {!pending && (
        <p
          className={`alert ${order.status === 'paid' ? 'alert--success' : ''}`}
          role="status"
          part="order-outcome"
        >
          {t(`fund_outcome_${order.status}`)}
        </p>
      )}
    </section>
  );
}
