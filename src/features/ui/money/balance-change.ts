import { session } from '../../../core';

/** Detail of `gd-balance-change`: the member's total balance in integer minor units. */
export interface BalanceChangeDetail {
  balanceMinor: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'gd-balance-change': CustomEvent<BalanceChangeDetail>;
  }
}

/**
 * After a money action: reads the balance again (so the header shows it at once, through the
 * shared session signal) and tells the host page with `gd-balance-change` when it moved.
 */
export async function announceBalanceChange(host: EventTarget): Promise<void> {
  const before = session.balanceMinor.value;
  await session.refreshBalance();
  const after = session.balanceMinor.value;
  if (after === null || after === before) return;
  host.dispatchEvent(
    new CustomEvent<BalanceChangeDetail>('gd-balance-change', {
      detail: { balanceMinor: after },
      bubbles: true,
      composed: true,
    }),
  );
}
