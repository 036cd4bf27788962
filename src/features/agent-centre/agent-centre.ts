import { session } from '../../core';
import type { CentreConfig } from '../ui/centre/Centre';
import { agentPages, DEFAULT_AGENT_PAGE } from './agent-pages';

/**
 * <gd-agent-centre>: the agent's pages in a modal with a left menu. It opens only for agent
 * types (1, 2, 41, 42): without a session the login popup is asked for, and any other account
 * is told the centre is for agents only.
 */
export const agentCentre: CentreConfig = {
  pages: agentPages,
  defaultPage: DEFAULT_AGENT_PAGE,
  titleKey: 'hdr_agent_centre',
  width: 1120,
  part: 'agent-centre',
  isAllowed: () => session.canShowAgentCentre.value && !session.mustChangePassword.value,
  refuse: () => {
    if (session.requireLogin() && !session.mustChangePassword.value) {
      session.notice.value = { key: 'err_agent_only', kind: 'warning' };
    }
  },
};
