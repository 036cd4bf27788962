/** Site status from the platform: 0 normal, 1 maintenance, 2 region restricted. */
export type SiteStatus = 0 | 1 | 2;

interface Envelope {
  code: number;
  value?: { status?: unknown } | null;
}

/**
 * Asks the platform whether the site is open. A status the shell cannot read counts as open:
 * the elements then show their own network errors instead of a blank page.
 */
export async function fetchSiteStatus(): Promise<SiteStatus> {
  try {
    const query = new URLSearchParams({ url: location.host });
    const response = await fetch(`/wps/system/status?${query}`, { headers: { accept: 'application/json' } });
    const envelope = (await response.json()) as Envelope;
    const status = envelope.value?.status;
    return status === 1 || status === 2 ? status : 0;
  } catch {
    return 0;
  }
}
