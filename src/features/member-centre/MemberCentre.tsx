import { session } from '../../core';
import { Centre, type CentreConfig, type CentreProps } from '../ui/centre/Centre';
import type { CentrePage } from '../ui/centre/centre-page';
import { DEFAULT_PAGE } from './centre-pages';

/** Without a session the login popup is asked for; a free-play account gets the "needs a real account" notice. */
function refuse(): void {
  if (session.requireLogin()) session.requireRealAccount();
}

const configs = new WeakMap<readonly CentrePage[], CentreConfig>();

function configFor(pages: readonly CentrePage[]): CentreConfig {
  let config = configs.get(pages);
  if (!config) {
    config = {
      pages,
      defaultPage: DEFAULT_PAGE,
      titleKey: 'hdr_member_centre',
      width: 1080,
      part: 'member-centre',
      isAllowed: () => session.canShowMemberCentre.value,
      refuse,
    };
    configs.set(pages, config);
  }
  return config;
}

/**
 * <gd-member-centre>: the member's own pages in a modal with a left menu. It opens only for
 * a signed-in real account. `pages` comes from memberCentrePages, completed by the element.
 */
export function MemberCentre({ pages, ...props }: CentreProps & { pages: readonly CentrePage[] }) {
  return <Centre {...props} config={configFor(pages)} />;
}
