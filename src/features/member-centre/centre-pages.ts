import { addTextLoaders } from '../../core/i18n/locales';
import type { CentrePage } from '../ui/centre/centre-page';
import { missionBadge } from './missions/mission-badge';
import { referralAvailable } from './promo/referral-available';

addTextLoaders(
  import.meta.glob('./*/{member-centre,auth,records,funds,promotions}.json', { base: '../../../locales' }),
);

/** A page that another feature provides, listed at its place in the member centre's menu. */
export type ProvidedPage = Pick<CentrePage, 'load' | 'texts' | 'available'>;

/**
 * The member centre's pages in menu order; the first is the default. The contract income
 * page belongs to the contracts feature, so the element passes it in.
 */
export function memberCentrePages(contractIncome: ProvidedPage): CentrePage[] {
  return [
    {
      key: 'securityCenter',
      labelKey: 'mc_page_securityCenter',
      texts: ['member-centre', 'auth'],
      load: () => import('./security/SecurityCenterPage'),
    },
    {
      key: 'transferFund',
      labelKey: 'mc_page_transferFund',
      texts: ['member-centre', 'records'],
      load: () => import('./wallet/TransferFundPage'),
    },
    {
      key: 'depositv2',
      labelKey: 'mc_page_depositv2',
      texts: ['funds'],
      load: () => import('./funds/DepositPage'),
    },
    {
      key: 'withdraw',
      labelKey: 'mc_page_withdraw',
      texts: ['funds', 'member-centre'],
      load: () => import('./funds/WithdrawPage'),
    },
    {
      key: 'transferUpline',
      labelKey: 'mc_page_transferUpline',
      texts: ['member-centre'],
      load: () => import('./wallet/TransferUplinePage'),
    },
    {
      key: 'personalHistoryCopy',
      labelKey: 'mc_page_personalHistoryCopy',
      texts: ['records', 'member-centre'],
      load: () => import('./records/BettingRecordPage'),
    },
    {
      key: 'transactionHistory',
      labelKey: 'mc_page_transactionHistory',
      texts: ['records', 'member-centre'],
      load: () => import('./records/AccountRecordPage'),
    },
    {
      key: 'personalProfit',
      labelKey: 'mc_page_personalProfit',
      texts: ['records'],
      load: () => import('./records/ProfitLossPage'),
    },
    { key: 'contractIncome', labelKey: 'ctr_page_income', ...contractIncome },
    {
      key: 'bonusDetails',
      labelKey: 'mc_page_bonusDetails',
      texts: ['member-centre'],
      load: () => import('./promo/BonusDetailsPage'),
    },
    {
      key: 'rewardCenter',
      labelKey: 'mc_page_rewardCenter',
      texts: ['member-centre', 'promotions'],
      load: () => import('./promo/RewardCenterPage'),
    },
    {
      key: 'referral',
      labelKey: 'mc_page_referral',
      texts: ['member-centre'],
      load: () => import('./promo/ReferralPage'),
      available: referralAvailable,
    },
    {
      key: 'missionLeaderboard',
      labelKey: 'mc_page_missionLeaderboard',
      texts: ['member-centre', 'promotions'],
      load: () => import('./missions/MissionLeaderboardPage'),
      badge: missionBadge,
    },
    {
      key: 'messageV2',
      labelKey: 'mc_page_messageV2',
      texts: ['member-centre'],
      load: () => import('./messages/MessagesPage'),
    },
  ];
}

export const DEFAULT_PAGE = 'securityCenter';
