import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { session } from '../../core';
import { CentreMenu } from '../member-centre/CentreMenu';
import { LazyPage } from '../member-centre/LazyPage';
import { useHost } from '../ui/host-context';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { agentPageFor, agentPages } from './agent-pages';

export interface AgentCentreProps {
  page?: string;
  open?: boolean;
}

/**
 * <gd-agent-centre>: the agent's pages in a modal with a left menu. It opens only for agent
 * types (1, 2, 41, 42): without a session the login popup is asked for, and any other account
 * is told the centre is for agents only.
 */
export function AgentCentre({ page, open = false }: AgentCentreProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [selected, setSelected] = useState(() => agentPageFor(page).key);
  const allowed = session.canShowAgentCentre.value && !session.mustChangePassword.value;
  const close = () => host.setAttribute('open', 'false');

  // The `page` attribute chooses the page, also while the centre is open.
  useEffect(() => setSelected(agentPageFor(page).key), [page]);

  useEffect(() => {
    if (!open || allowed) return;
    if (session.requireLogin() && !session.mustChangePassword.value) {
      session.notice.value = { key: 'err_agent_only', kind: 'warning' };
    }
    host.setAttribute('open', 'false');
  }, [open, allowed, host]);

  const current = agentPageFor(selected);
  return (
    <Modal
      open={open && allowed}
      onClose={close}
      title={t('hdr_agent_centre')}
      width={1120}
      minHeight={560}
      part="modal"
    >
      <div className="mc" part="agent-centre">
        <CentreMenu
          pages={agentPages}
          selected={current.key}
          onSelect={setSelected}
          label={t('hdr_agent_centre')}
        />
        <section className="mc-page" aria-label={t(current.labelKey)} part="page">
          <h3 className="mc-page__title">{t(current.labelKey)}</h3>
          <LazyPage page={current} />
        </section>
      </div>
    </Modal>
  );
}
