import { MEMBER_BALANCE_TOPIC, type MemberBalanceData } from '../contract/live';
import { state } from '../session/state';
import { liveChannel } from './live-channel';

/**
 * Keeps the session's balance as the server pushes it (after every committed movement of the member's money)
 * until the answer is called. A push that arrives after sign-out is dropped.
 */
export function followBalance(): () => void {
  return liveChannel.subscribe(MEMBER_BALANCE_TOPIC, (data) => {
    const balanceMinor = (data as MemberBalanceData | null)?.balanceMinor;
    if (typeof balanceMinor === 'number' && state.token.peek() !== null)
      state.balanceMinor.value = balanceMinor;
  });
}
