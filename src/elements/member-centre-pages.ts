import { addTextLoaders } from '../core/i18n/locales';
import { contractIncomeAvailable } from '../features/contracts/income-available';
import { memberCentrePages } from '../features/member-centre/centre-pages';

addTextLoaders(import.meta.glob('./*/{agent-centre,records,contracts}.json', { base: '../../locales' }));

/** The member centre's menu: its own pages and the contracts feature's income page. */
export const centrePages = memberCentrePages({
  texts: ['agent-centre', 'records', 'contracts'],
  load: () => import('./centre-pages/ContractIncomePage'),
  available: contractIncomeAvailable,
});
