import { call } from '../api';
import type { Restriction } from '../contract/member-info';
import { panicButton } from '../contract/panic-button';
import { state } from './state';

/**
 * Presses the panic button: the account is locked for 24 hours at once (no confirmation), and the session
 * switches to its restricted view straight away (every element reads `restriction`). Throws ApiError.
 */
export async function pressPanicButton(): Promise<Restriction> {
  const restriction = await call(panicButton, {});
  const member = state.member.value;
  if (member) state.member.value = { ...member, restriction };
  return restriction;
}
