/**
 * A member's user name as public boards show it (the winners board, referrals, missions, tournaments): the
 * first and last two characters of a name of six or more, one of each for a shorter one (de***er, a***d),
 * the first alone for one or two.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
