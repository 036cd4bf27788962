import type { ComponentType } from 'react';
import type { TextNamespace } from '../../../core';

/** A page module: its default export renders the page inside a centre. */
export interface CentrePageModule {
  default: ComponentType;
}

/** One entry of a centre's menu. Only pages that exist are listed. */
export interface CentrePage {
  /** The page key of spec §2, also the element's `page` attribute. */
  key: string;
  labelKey: string;
  load: () => Promise<CentrePageModule>;
  /** The text namespaces the page uses besides its element's, loaded with its code. */
  texts?: readonly TextNamespace[];
  /** Asked when the menu shows: the entry is listed only once this answers true. */
  available?: () => Promise<boolean>;
  /** Asked when the menu shows: a count shown beside the label when above 0. */
  badge?: () => Promise<number>;
}

/** The entry for `key` in `pages`, else the one for `defaultKey`. */
export function pageFor(
  pages: readonly CentrePage[],
  key: string | undefined,
  defaultKey: string,
): CentrePage {
  const found = pages.find((page) => page.key === key);
  return found ?? (pages.find((page) => page.key === defaultKey) as CentrePage);
}

/**
 * How long a page's code may take to arrive before the centre says the network is slow
 * (spec §2: 120 seconds). Tests shorten it.
 */
export const pageLoading = { timeoutMs: 120_000 };
