import { contractIncomeAvailable } from '../features/contracts/income-available';
import { memberCentrePages } from '../features/member-centre/centre-pages';

/** The member centre's menu: its own pages and the contracts feature's income page. */
export const centrePages = memberCentrePages({
  texts: ['agent-centre', 'records', 'contracts'],
  load: () => import('./centre-pages/ContractIncomePage'),
  available: contractIncomeAvailable,
});
