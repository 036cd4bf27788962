import { useState } from 'react';
import { call, funds } from '../../../core';
import { useAdoptedStyles } from '../../ui/adopted-styles';
import { QueryGate } from '../../ui/data/QueryGate';
import { useQuery } from '../../ui/data/use-query';
import { useHost } from '../../ui/host-context';
import { announceBalanceChange } from '../../ui/money/balance-change';
import { useT } from '../../ui/use-t';
import { DepositForm } from './DepositForm';
import { DepositOrderPanel } from './DepositOrderPanel';
import { FundsHistory } from './FundsHistory';
import { fundsStyles } from './funds.styles';
import { openGatewayWindow } from './gateway-window';
import { DEPOSIT_HISTORY } from './history-kinds';

/**
 * depositv2: the channels and their bounds from the server, a new order paid on the gateway page
 * (or to another player's bank account, person to person), followed until it settles, and the
 * order history.
 */
export default function DepositPage() {
  useAdoptedStyles(fundsStyles);
  const t = useT();
  const { host } = useHost();
  const channels = useQuery(() => call(funds.depositChannels, {}));
  const [current, setCurrent] = useState<funds.DepositOrder | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [version, setVersion] = useState(0);

  const show = (order: funds.DepositOrder) => {
    setBlocked(false);
    setCurrent(order);
  };
  const created = (order: funds.DepositOrder) => {
    show(order);
    setVersion((n) => n + 1);
    // Still inside the member's click: the gateway page opens in a new window.
    if (!order.p2p && order.payUrl && !openGatewayWindow(order.payUrl)) setBlocked(true);
  };
  const changed = (order: funds.DepositOrder) => {
    const before = current;
    setCurrent((shown) => (shown?.orderNo === order.orderNo ? order : shown));
    if (before?.orderNo !== order.orderNo) return;
    if (before.status !== order.status || before.matchStatus !== order.matchStatus) setVersion((n) => n + 1);
    if (before.status !== 'paid' && order.status === 'paid') void announceBalanceChange(host);
  };

  return (
    <div className="centre-stack" part="deposit">
      <section className="centre-section" part="deposit-new">
        <h4 className="centre-section__title">{t('fund_new_deposit')}</h4>
        <QueryGate
          query={channels.query}
          onRetry={channels.reload}
          isEmpty={(list) => list.length === 0}
          empty={t('fund_no_channels')}
        >
          {(list) => <DepositForm channels={list} onCreated={created} />}
        </QueryGate>
      </section>
      {current && (
        <DepositOrderPanel
          key={current.orderNo}
          order={current}
          blocked={blocked}
          onBlocked={() => setBlocked(true)}
          onChange={changed}
        />
      )}
      <FundsHistory
        kind={DEPOSIT_HISTORY}
        version={version}
        selected={current?.orderNo ?? null}
        onSelect={show}
      />
    </div>
  );
}
