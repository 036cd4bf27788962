import { call, formatMoney, funds } from '../../../core';
import type { HistoryKind } from './FundsHistory';

/** Items asked for per page of a history. */
const SIZE = 10;

/** The member's deposit orders, by order number, with their channel. */
export const DEPOSIT_HISTORY: HistoryKind<funds.DepositOrder> = {
  part: 'deposit-history',
  title: 'fund_deposit_history',
  emptyText: 'fund_no_deposits',
  loadPage: (page) => call(funds.listDeposits, { page, size: SIZE }),
  id: (order) => order.orderNo,
  idAttribute: 'data-order',
  detail: (order, t) => `${order.orderNo} · ${order.p2p ? t('fund_kind_p2p') : order.channel}`,
};

/** The member's withdrawals, by withdrawal number, with the amount still to be paid. */
export const WITHDRAWAL_HISTORY: HistoryKind<funds.Withdrawal> = {
  part: 'withdrawal-history',
  title: 'fund_withdrawal_history',
  emptyText: 'fund_no_withdrawals',
  loadPage: (page) => call(funds.listWithdrawals, { page, size: SIZE }),
  id: (item) => item.withdrawalNo,
  idAttribute: 'data-withdrawal',
  detail: (item, t) => `${item.withdrawalNo} · ${t('fund_remaining')}: ${formatMoney(item.remainingAmount)}`,
};
