/** Remember-me (spec §4): a cookie holding the username only, never the password, for 1 day. */
const COOKIE = 'gd_remember';
const ONE_DAY_SECONDS = 24 * 60 * 60;

function cookieJar(): { cookie: string } | null {
  return typeof document === 'undefined' ? null : document;
}

export function remember(username: string | null): void {
  const jar = cookieJar();
  if (!jar) return;
  jar.cookie =
    username === null || username === ''
      ? `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax`;
}

export function rememberedUsername(): string | null {
  const jar = cookieJar();
  if (!jar) return null;
  const entry = jar.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  const value = entry?.slice(COOKIE.length + 1);
  return value ? decodeURIComponent(value) : null;
}
