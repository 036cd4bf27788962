import { hkdfSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { JWE_ALG as ALG, openCompactJwe } from './compact-jwe';

/** The server's key pair for encrypted request bodies (compact JWE, RSA-OAEP-256 + A256GCM). */
export interface JweKeys {
  kid: string;
  publicJwk: JWK;
  decrypt(compact: string): Promise<string>;
  /** Decrypts and also answers the protected header's `nonce` (see body-nonces.ts). */
  open(compact: string): Promise<{ plaintext: string; nonce: unknown }>;
  /**
   * The secret body nonces are signed with (body-nonces.ts), derived from the private key: every node that can
   * open a sealed body holds it, and it changes with the key.
   */
  bodyNonceKey: Buffer;
}

async function fromPrivateJwk(privateJwk: JWK): Promise<JweKeys> {
  const privateKey = await importJWK(privateJwk, ALG);
  if (!(privateKey instanceof CryptoKey)) throw new Error('the body key must be an RSA private key');
  const { kty, n, e } = privateJwk;
  const kid = await calculateJwkThumbprint({ kty, n, e } as JWK);
  const publicJwk: JWK = { kty, n, e, alg: ALG, use: 'enc', kid };
  const open = async (compact: string) => {
    const { plaintext, protectedHeader } = await openCompactJwe(compact, privateKey);
    return { plaintext: new TextDecoder().decode(plaintext), nonce: protectedHeader.nonce };
  };
  const bodyNonceKey = Buffer.from(
    hkdfSync('sha256', Buffer.from(String(privateJwk.d), 'base64url'), kid, 'gamedeck body nonce', 32),
  );
  return {
    kid,
    publicJwk,
    open,
    bodyNonceKey,
    async decrypt(compact) {
      return (await open(compact)).plaintext;
    },
  };
}

export async function generateJweKeys(): Promise<{ keys: JweKeys; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  return { keys: await fromPrivateJwk(privateJwk), privateJwk };
}

/** Reads the key pair from `path`, generating and storing it (mode 0600) on first start. */
export async function loadOrCreateJweKeys(path: string): Promise<JweKeys> {
  try {
    return await fromPrivateJwk(JSON.parse(readFileSync(path, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { keys, privateJwk } = await generateJweKeys();
  writeFileSync(path, JSON.stringify(privateJwk), { mode: 0o600 });
  return keys;
}
