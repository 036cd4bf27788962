import type { ComponentType } from 'react';

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
}

/** The member centre's pages in menu order; the first is the default. */
export const centrePages: CentrePage[] = [
  {
    key: 'securityCenter',
    labelKey: 'mc_page_securityCenter',
    load: () => import('./security/SecurityCenterPage'),
  },
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
