import { createElement } from 'react';
import { session } from '../../core';
import { addTextLoaders } from '../../core/i18n/locales';
import type { CentrePage } from '../ui/centre/centre-page';
import { type ContractKind, kindSwitch } from '../ui/contracts/terms';
import { ensureSystemStatus } from '../ui/system-status';

addTextLoaders(import.meta.glob('./*/{agent-centre,contracts,records}.json', { base: '../../../locales' }));

/** Listed once the brand's status says the contract kind's switch is on. */
const switchedOn = (code: string) => () => ensureSystemStatus().then(() => session.isSwitchOn(code));

/** A contract page is one page component for the four kinds. */
const contractPage = (kind: ContractKind): Pick<CentrePage, 'texts' | 'load'> => ({
  texts: ['agent-centre', 'contracts'],
  load: () =>
    import('./contracts/ContractPage').then((module) => ({
      default: () => createElement(module.ContractPage, { kind }),
    })),
});

/** The agent centre's pages in menu order (spec §2); the default is agentTeamOverview. */
export const agentPages: CentrePage[] = [
  {
    key: 'agentAnnouncement',
    labelKey: 'ag_page_announcement',
    texts: ['agent-centre'],
    load: () => import('./pages/AnnouncementPage'),
  },
  {
    key: 'agentTeamOverview',
    labelKey: 'ag_page_overview',
    texts: ['agent-centre', 'records'],
    load: () => import('./pages/TeamOverviewPage'),
  },
  {
    key: 'agentRegister',
    labelKey: 'ag_page_register',
    texts: ['agent-centre'],
    load: () => import('./pages/RegisterAccountPage'),
  },
  {
    key: 'agentTeamManagement',
    labelKey: 'ag_page_team',
    texts: ['agent-centre', 'contracts', 'records'],
    load: () => import('./pages/TeamManagementPage'),
  },
  {
    key: 'agentTeamBetting',
    labelKey: 'ag_page_bets',
    texts: ['agent-centre', 'records'],
    load: () => import('./pages/TeamBettingPage'),
  },
  {
    key: 'agentProfitLoss',
    labelKey: 'ag_page_profit',
    texts: ['agent-centre', 'records'],
    load: () => import('./pages/TeamProfitPage'),
  },
  {
    key: 'agentIncome',
    labelKey: 'ag_page_income',
    texts: ['agent-centre', 'records', 'contracts'],
    load: () => import('./pages/IncomePage'),
  },
  {
    key: 'agentTransactions',
    labelKey: 'ag_page_transactions',
    texts: ['agent-centre', 'records'],
    load: () => import('./pages/TransactionsPage'),
  },
  {
    key: 'agentDividend',
    labelKey: 'ag_page_dividend',
    ...contractPage('dividend'),
    available: switchedOn(kindSwitch.dividend),
  },
  {
    key: 'agentDailySalary',
    labelKey: 'ag_page_daily_salary',
    ...contractPage('dailySalary'),
    available: switchedOn(kindSwitch.dailySalary),
  },
  {
    key: 'agentHourlySalary',
    labelKey: 'ag_page_hourly_salary',
    ...contractPage('hourlySalary'),
    available: switchedOn(kindSwitch.hourlySalary),
  },
  {
    key: 'agentRealtimeSalary',
    labelKey: 'ag_page_realtime_salary',
    ...contractPage('realtimeSalary'),
    available: switchedOn(kindSwitch.realtimeSalary),
  },
];

export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';
