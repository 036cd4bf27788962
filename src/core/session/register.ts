import { call } from '../api';
import type { LoginResult } from '../contract/auth-fields';
import * as registration from '../contract/auth-register';
import type { RequestOf } from '../contract/endpoint';
import { acceptLogin } from './sign-in';

export type RegisterInput = RequestOf<typeof registration.register>;
export type RegisterMobileInput = RequestOf<typeof registration.registerMobile>;

/** Registers on the username or mobile tab, then signs in with the answer like a login. */
export async function register(
  input: RegisterInput | RegisterMobileInput,
  tab: 'username' | 'mobile',
): Promise<LoginResult> {
  const domain = input.domain ?? globalThis.location?.host;
  const withDomain = domain ? { ...input, domain } : input;
  const result =
    tab === 'mobile'
      ? await call(registration.registerMobile, withDomain as RegisterMobileInput)
      : await call(registration.register, withDomain as RegisterInput);
  await acceptLogin(result, tab === 'mobile');
  return result;
}
