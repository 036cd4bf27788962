import { agentCentreStyles } from '../../features/agent-centre/agent-centre.styles';
import IncomePage from '../../features/agent-centre/pages/IncomePage';
import { useAdoptedStyles } from '../../features/ui/adopted-styles';
import { recordsStyles } from '../../features/ui/records/records.styles';

/**
 * The member centre's contractIncome page: a member holding a salary or dividend contract
 * sees what was paid into its income account, the rounds behind each payment, and pays it
 * out to its wallet, like an agent does in the agent centre.
 */
export default function ContractIncomePage() {
  useAdoptedStyles(recordsStyles);
  useAdoptedStyles(agentCentreStyles);
  return <IncomePage />;
}
