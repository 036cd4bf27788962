import { session } from '../../core';
import type { CentreConfig } from '../ui/centre/Centre';
import type { CentrePage } from '../ui/centre/centre-page';
import { DEFAULT_PAGE } from './centre-pages';
import { RestrictedBanner } from './RestrictedBanner';

/** The pages a member in a time-out or self-exclusion keeps: account (password, limits), withdrawal, inbox. */
const RESTRICTED_PAGES: ReadonlySet<string> = new Set(['securityCenter', 'withdraw', 'messageV2']);

/**
 * <gd-member-centre>: the member's own pages (`pages`, from memberCentrePages completed by the
 * element) in a modal with a left menu. It opens only for a signed-in real account: without a
 * session the login popup is asked for, and a free-play account gets the "needs a real account"
 * notice instead.
 */
export function memberCentre(pages: readonly CentrePage[]): CentreConfig {
  const restricted = pages.filter((page) => RESTRICTED_PAGES.has(page.key));
  return {
    pages,
    defaultPage: DEFAULT_PAGE,
    titleKey: 'hdr_member_centre',
    width: 1080,
    part: 'member-centre',
    isAllowed: () => session.canShowMemberCentre.value,
    refuse: () => {
      if (session.requireLogin()) session.requireRealAccount();
    },
    // One list for each state, so the menu and the selected page stay put between renders.
    shownPages: () => (session.restriction.value ? restricted : pages),
    Banner: RestrictedBanner,
  };
}
