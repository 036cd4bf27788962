import type { ComponentType } from 'react';
import { contractIncomeAvailable } from '../contracts/income-available';
import { missionBadge } from './missions/mission-badge';
import { referralAvailable } from './promo/referral-available';

/** A page module: its default export renders the page inside the member centre. */
export interface CentrePageModule {
  default: ComponentType;
}

/** One entry of the member centre menu. Only pages that exist are listed. */
export interface CentrePage {
  /** The page key of spec §2, also the element's `page` attribute. */
  key: string;
  labelKey: string;
  load: () => Promise<CentrePageModule>;
  /** Asked when the menu shows: the entry is listed only once this answers true. */
  available?: () => Promise<boolean>;
  /** Asked when the menu shows: a count shown beside the label when above 0. */
  badge?: () => Promise<number>;
}

/** The member centre's pages in menu order; the first is the default. */
export const centrePages: CentrePage[] = [
  {
    key: 'securityCenter',
    labelKey: 'mc_page_securityCenter',
    load: () => import('./security/SecurityCenterPage'),
  },
  { key: 'transferFund', labelKey: 'mc_page_transferFund', load: () => import('./wallet/TransferFundPage') },
  { key: 'depositv2', labelKey: 'mc_page_depositv2', load: () => import('./funds/DepositPage') },
  { key: 'withdraw', labelKey: 'mc_page_withdraw', load: () => import('./funds/WithdrawPage') },
  {
    key: 'transferUpline',
    labelKey: 'mc_page_transferUpline',
    load: () => import('./wallet/TransferUplinePage'),
  },
  {
    key: 'personalHistoryCopy',
    labelKey: 'mc_page_personalHistoryCopy',
    load: () => import('./records/BettingRecordPage'),
  },
  {
    key: 'transactionHistory',
    labelKey: 'mc_page_transactionHistory',
    load: () => import('./records/AccountRecordPage'),
  },
  {
    key: 'personalProfit',
    labelKey: 'mc_page_personalProfit',
    load: () => import('./records/ProfitLossPage'),
  },
  {
    key: 'contractIncome',
    labelKey: 'ctr_page_income',
    load: () => import('../contracts/ContractIncomePage'),
    available: contractIncomeAvailable,
  },
  { key: 'bonusDetails', labelKey: 'mc_page_bonusDetails', load: () => import('./promo/BonusDetailsPage') },
  { key: 'rewardCenter', labelKey: 'mc_page_rewardCenter', load: () => import('./promo/RewardCenterPage') },
  {
    key: 'referral',
    labelKey: 'mc_page_referral',
    load: () => import('./promo/ReferralPage'),
    available: referralAvailable,
  },
  {
    key: 'missionLeaderboard',
    labelKey: 'mc_page_missionLeaderboard',
    load: () => import('./missions/MissionLeaderboardPage'),
    badge: missionBadge,
  },
  { key: 'messageV2', labelKey: 'mc_page_messageV2', load: () => import('./messages/MessagesPage') },
];

export const DEFAULT_PAGE = 'securityCenter';

/** The entry for `key`, else the default page. */
export function pageFor(key: string | undefined): CentrePage {
  const found = centrePages.find((page) => page.key === key);
  return found ?? (centrePages.find((page) => page.key === DEFAULT_PAGE) as CentrePage);
}

/**
 * How long a page's code may take to arrive before the centre says the network is slow
 * (spec §2: 120 seconds). Tests shorten it.
 */
export const pageLoading = { timeoutMs: 120_000 };
