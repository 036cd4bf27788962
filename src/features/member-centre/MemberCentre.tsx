import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { session } from '../../core';
import { useHost } from '../ui/host-context';
import { Modal } from '../ui/Modal';
import { useT } from '../ui/use-t';
import { CentreMenu } from './CentreMenu';
import { centrePages, pageFor } from './centre-pages';
import { LazyPage } from './LazyPage';

export interface MemberCentreProps {
  page?: string;
  open?: boolean;
}

/**
 * <gd-member-centre>: the member's own pages in a modal with a left menu. It opens only for
 * a signed-in real account: without a session the login popup is asked for, and a
 * free-play account gets the "needs a real account" notice instead.
 */
export function MemberCentre({ page, open = false }: MemberCentreProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [selected, setSelected] = useState(() => pageFor(page).key);
  const allowed = session.canShowMemberCentre.value;
  const close = () => host.setAttribute('open', 'false');

  // The `page` attribute chooses the page, also while the centre is open.
  useEffect(() => setSelected(pageFor(page).key), [page]);

  useEffect(() => {
    if (!open || allowed) return;
    if (session.requireLogin()) session.requireRealAccount();
    host.setAttribute('open', 'false');
  }, [open, allowed, host]);

  const current = pageFor(selected);
  return (
    <Modal
      open={open && allowed}
      onClose={close}
      title={t('hdr_member_centre')}
      width={1080}
      minHeight={560}
      part="modal"
    >
      <div className="mc" part="member-centre">
        <CentreMenu pages={centrePages} selected={current.key} onSelect={setSelected} />
        <section className="mc-page" aria-label={t(current.labelKey)} part="page">
          <h3 className="mc-page__title">{t(current.labelKey)}</h3>
          <LazyPage page={current} />
        </section>
      </div>
    </Modal>
  );
}
