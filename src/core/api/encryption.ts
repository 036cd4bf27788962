import type { JWK } from 'jose';
import { brandConfig } from '../config';
import { pageSingleton } from '../session/page-singleton';
import { assertSecureContext } from './secure-context';

/** The server's sealing key, as GET /wps/system/publicKey publishes it. */
export interface ServerKey {
  kid: string;
  key: CryptoKey | Uint8Array;
}

/** jose loads with the first sealed request (a sign-in submit), not with an element's first screen. */
const loadJose = () => import('./jose-parts');

type KeyFetcher = () => Promise<{ kid: string; jwk: Record<string, unknown> }>;

const cache = /* @__PURE__ */ pageSingleton('api.serverKey', () => ({
  byBase: new Map<string, Promise<ServerKey>>(),
  fetcher: null as KeyFetcher | null,
}));

/** The api module plugs in how the key is fetched (through the normal call path). */
export function setServerKeyFetcher(fetcher: KeyFetcher): void {
  cache.fetcher = fetcher;
}

function serverKey(): Promise<ServerKey> {
  const base = brandConfig.value.apiBase;
  let pending = cache.byBase.get(base);
  if (!pending) {
    const fetcher = cache.fetcher;
    if (!fetcher) throw new Error('The API client is not loaded: import the core before encrypting.');
    pending = Promise.all([fetcher(), loadJose()]).then(async ([{ kid, jwk }, { importJWK }]) => ({
      kid,
      key: await importJWK(jwk as JWK, 'RSA-OAEP-256'),
    }));
    // A failed fetch is not cached: the next call tries again.
    pending.catch(() => cache.byBase.delete(base));
    cache.byBase.set(base, pending);
  }
  return pending;
}

/** Drops the cached key, e.g. after the server rotated it and refused a body. */
export function forgetServerKey(): void {
  cache.byBase.delete(brandConfig.value.apiBase);
}

/**
 * Seals `text` to the server as a compact JWE (RSA-OAEP-256 key wrap, A256GCM content). A
 * request body carries the server's one-time `nonce` in the protected header, so it cannot
 * be replayed.
 */
export async function encryptForServer(text: string, nonce?: string): Promise<string> {
  assertSecureContext();
  const [{ kid, key }, { CompactEncrypt }] = await Promise.all([serverKey(), loadJose()]);
  return new CompactEncrypt(new TextEncoder().encode(text))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid,
      ...(nonce === undefined ? {} : { nonce }),
    })
    .encrypt(key);
}
