import { rowIdInQuery } from '../../src/core/contract/ids';

/**
 * The row id a path, a query or an operator's decision names as text, or null when it names no row
 * (anything but a whole number from 1 to 2^31 − 1, the range of every id column): the caller answers
 * NOT_FOUND instead of handing the database a number its column cannot hold.
 */
export function rowIdOf(text: unknown): number | null {
  const parsed = rowIdInQuery.safeParse(text);
  return parsed.success ? parsed.data : null;
}
