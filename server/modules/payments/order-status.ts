import type { ServerContext } from '../context';
import { depositOf } from './deposits';
import { withdrawalOf } from './withdrawals';

export interface OrderRef {
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
}

/**
 * The member's pending orders as they read now (an expired order, a forced receipt, a completed
 * withdrawal show before the sweep writes them), keyed by order number. Reads only.
 */
export async function pendingOrderStatuses(
  ctx: ServerContext,
  memberId: number,
  pending: readonly OrderRef[],
): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  for (const order of pending) {
    const view =
      order.kind === 'deposit'
        ? await depositOf(ctx, memberId, order.orderNo)
        : await withdrawalOf(ctx, memberId, order.orderNo);
    statuses.set(order.orderNo, view.status);
  }
  return statuses;
}
