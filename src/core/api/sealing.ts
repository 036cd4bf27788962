/**
 * Sealed request bodies (a sign-in, a password change): the server's key and a fresh nonce per body, then
 * the JWE. Loaded by the API client with the first sealed request, so an element's first screen carries
 * neither this nor the two key calls' declarations.
 */
import { brandConfig } from '../config';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { bodyNonce, publicKey } from '../contract/server-key';
import { pageSingleton } from '../session/page-singleton';
import { encryptForServer, setServerKeyFetcher } from './encryption';

export { encryptForServer, forgetServerKey } from './encryption';

/** The API client's `call`, handed in (the client imports this module, not the other way round). */
export type Caller = <E extends Endpoint>(endpoint: E, input: RequestOf<E>) => Promise<ResponseOf<E>>;

/** Fetches the server's key through the client's own call path. */
export function fetchKeysWith(call: Caller): void {
  setServerKeyFetcher(() => call(publicKey, {}));
}

/**
 * Used well inside the server's two minutes, so a body sealed with it still arrives in time on a slow
 * connection.
 */
const SPARE_NONCE_MS = 60_000;

/** The nonce the last encrypted body's answer handed on (Replay-Nonce), per API base, shared by the page. */
const spares = /* @__PURE__ */ pageSingleton(
  'api.spareNonce',
  () => new Map<string, { nonce: string; at: number }>(),
);

/** Keeps the nonce an answer handed on, for the next body. */
export function keepNonce(nonce: string): void {
  spares.set(brandConfig.value.apiBase, { nonce, at: Date.now() });
}

/** Drops the kept nonce, e.g. after the server refused one. */
export function forgetNonce(): void {
  spares.delete(brandConfig.value.apiBase);
}

/**
 * A body sealed to the server with a one-time nonce: the one the previous answer handed on while fresh (taken,
 * so two bodies never share it), else one asked for just before.
 */
export async function sealBody(call: Caller, input: unknown): Promise<string> {
  const base = brandConfig.value.apiBase;
  const spare = spares.get(base);
  spares.delete(base);
  const nonce =
    spare && Date.now() - spare.at < SPARE_NONCE_MS ? spare.nonce : (await call(bodyNonce, {})).nonce;
  return encryptForServer(JSON.stringify(input), nonce);
}
