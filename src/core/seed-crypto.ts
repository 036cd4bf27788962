export interface SeedCrypto {
  sha256: (data: Uint8Array) => Promise<Uint8Array>;
  /** HMAC-SHA-256 keyed by `key`. */
  hmac: (key: Uint8Array) => (message: string) => Promise<Uint8Array>;
}

const utf8 = new TextEncoder();

/**
 * SHA-256 and HMAC-SHA-256 for checking a committed seed (a wheel spin, a jackpot cycle): Web Crypto where the
 * page is a secure context, else @noble/hashes, loaded only then (Web Crypto's `subtle` exists only in secure
 * contexts).
 */
export async function seedCrypto(): Promise<SeedCrypto> {
  const subtle = globalThis.isSecureContext ? globalThis.crypto?.subtle : undefined;
  if (subtle) {
    return {
      sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
      hmac: (key) => {
        const imported = subtle.importKey(
          'raw',
          key as Uint8Array<ArrayBuffer>,
          { name: 'HMAC', hash: 'SHA-256' },
          false,
          ['sign'],
        );
        return async (message) =>
          new Uint8Array(await subtle.sign('HMAC', await imported, utf8.encode(message)));
      },
    };
  }
  const [{ hmac }, { sha256 }] = await Promise.all([
    import('@noble/hashes/hmac.js'),
    import('@noble/hashes/sha2.js'),
  ]);
  return {
    sha256: async (data) => sha256(data),
    hmac: (key) => async (message) => hmac(sha256, key, utf8.encode(message)),
  };
}
