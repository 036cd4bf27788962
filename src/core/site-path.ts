/**
 * A path of the page's own site taken from outside (an attribute, a query parameter): its path, query and
 * hash when `value` is a path on `origin`, else null. Never another site (`//host`, `/\host`, a full
 * address) or a script address, so a link cannot send a member elsewhere after signing in.
 */
export function sitePathOf(value: string | null | undefined, origin = 'https://site.invalid'): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return null;
  }
  return target.origin === new URL(origin).origin ? target.pathname + target.search + target.hash : null;
}
