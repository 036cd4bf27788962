/** Site status from the platform: 0 normal, 1 maintenance, 2 region restricted. */
export type SiteStatus = 0 | 1 | 2;

/** What the shell needs from GET /wps/system/status. */
export interface SiteState {
  status: SiteStatus;
  /** The operator's brand rule: visitors without a session token are sent to /login. */
  loginedToHomePage: boolean;
}

interface Envelope {
  code: number;
  value?: { status?: unknown; info?: { loginedToHomePage?: unknown } | null } | null;
}

/**
 * Asks the platform whether the site is open and which brand rules apply. A status the shell
 * cannot read counts as open with the rule off: the elements then show their own network errors
 * instead of a blank page.
 */
export async function fetchSiteState(): Promise<SiteState> {
  try {
    const query = new URLSearchParams({ url: location.host });
    const response = await fetch(`/wps/system/status?${query}`, { headers: { accept: 'application/json' } });
    const envelope = (await response.json()) as Envelope;
    const status = envelope.value?.status;
    return {
      status: status === 1 || status === 2 ? status : 0,
      loginedToHomePage: envelope.value?.info?.loginedToHomePage === true,
    };
  } catch {
    return { status: 0, loginedToHomePage: false };
  }
}
