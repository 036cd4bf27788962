import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, useEffect, useState } from 'react';
import { closeSelf } from '../close-self';
import { useHost } from '../host-context';
import { Modal } from '../Modal';
import { useT } from '../use-t';
import { CentreMenu } from './CentreMenu';
import { type CentrePage, pageFor } from './centre-page';
import { LazyPage } from './LazyPage';

/** What tells one centre from another: its pages, title, width and who may open it. */
export interface CentreConfig {
  /** The pages in menu order. */
  pages: readonly CentrePage[];
  /** The page shown when the `page` attribute names none of them. */
  defaultPage: string;
  /** The dialog title, also the menu's accessible name. */
  titleKey: string;
  width: number;
  /** The `part` of the layout inside the dialog. */
  part: string;
  /** Read while rendering (signals): whether the signed-in account may see this centre. */
  isAllowed: () => boolean;
  /** Called when the centre was asked to open for an account that may not see it. */
  refuse: () => void;
  /** Read while rendering (signals): the pages the account may see now, when fewer than `pages`. */
  shownPages?: () => readonly CentrePage[];
  /** Drawn above the menu and page (it renders nothing when it has nothing to say). */
  Banner?: ComponentType;
}

export interface CentreProps {
  page?: string;
  open?: boolean;
}

/**
 * A centre: pages in a modal with a menu beside them (a strip above them on phones), each
 * page's code loaded on first show. An account that may not see it gets `refuse` instead.
 */
export function Centre({ page, open = false, config }: CentreProps & { config: CentreConfig }) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const { defaultPage, Banner } = config;
  const pages = config.shownPages?.() ?? config.pages;
  const [selected, setSelected] = useState(() => pageFor(pages, page, defaultPage).key);
  const allowed = config.isAllowed();
  const close = () => closeSelf(host);

  // The `page` attribute chooses the page, also while the centre is open.
  useEffect(() => setSelected(pageFor(pages, page, defaultPage).key), [pages, page, defaultPage]);

  useEffect(() => {
    if (!open || allowed) return;
    config.refuse();
    closeSelf(host);
  }, [open, allowed, host, config]);

  const current = pageFor(pages, selected, defaultPage);
  return (
    <Modal
      open={open && allowed}
      onClose={close}
      title={t(config.titleKey)}
      width={config.width}
      minHeight={560}
      part="modal"
    >
      {Banner && <Banner />}
      <div className="centre" part={config.part}>
        <CentreMenu pages={pages} selected={current.key} onSelect={setSelected} label={t(config.titleKey)} />
        {/* Not a landmark of its own: the dialog is one, and record pages name their scrolling list after the page. */}
        <div className="centre-page" part="page">
          <h3 className="centre-page__title">{t(current.labelKey)}</h3>
          <LazyPage page={current} />
        </div>
      </div>
    </Modal>
  );
}
