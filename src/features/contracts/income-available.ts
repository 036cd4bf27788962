import { call } from '../../core';
import { income } from '../../core/contract/contract-income';
import { MAX_RANGE_DAYS } from '../../core/contract/date-range';
import { lastDays } from '../ui/records/date-range';

/** The member has contract income to show: something earned, or a balance to pay out. */
export async function contractIncomeAvailable(): Promise<boolean> {
  const answer = await call(income, { ...lastDays(MAX_RANGE_DAYS), page: 1, pageSize: 1 });
  return answer.totalEarned > 0 || answer.incomeBalance > 0 || answer.total > 0;
}
