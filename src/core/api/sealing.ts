/**
 * Sealed request bodies (a sign-in, a password change): the server's key and a fresh nonce per body, then
 * the JWE. Loaded by the API client with the first sealed request, so an element's first screen carries
 * neither this nor the two key calls' declarations.
 */
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { bodyNonce, publicKey } from '../contract/server-key';
import { encryptForServer, setServerKeyFetcher } from './encryption';

export { encryptForServer, forgetServerKey } from './encryption';

/** The API client's `call`, handed in (the client imports this module, not the other way round). */
export type Caller = <E extends Endpoint>(endpoint: E, input: RequestOf<E>) => Promise<ResponseOf<E>>;

/** Fetches the server's key through the client's own call path. */
export function fetchKeysWith(call: Caller): void {
  setServerKeyFetcher(() => call(publicKey, {}));
}

/** A body sealed to the server with a nonce asked for just before: the server takes each nonce once. */
export async function sealBody(call: Caller, input: unknown): Promise<string> {
  const { nonce } = await call(bodyNonce, {});
  return encryptForServer(JSON.stringify(input), nonce);
}
