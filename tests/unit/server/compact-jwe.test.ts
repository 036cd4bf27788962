import { createCipheriv, randomBytes, webcrypto } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCompactJwe } from '../../../server/http/compact-jwe';
import { generateJweKeys } from '../../../server/http/jwe';

let privateKey: webcrypto.CryptoKey;
let publicKey: webcrypto.CryptoKey;
let otherPublicKey: webcrypto.CryptoKey;

beforeAll(async () => {
  const { keys, privateJwk } = await generateJweKeys();
  privateKey = (await importJWK(privateJwk, 'RSA-OAEP-256')) as webcrypto.CryptoKey;
  publicKey = (await importJWK(keys.publicJwk, 'RSA-OAEP-256')) as webcrypto.CryptoKey;
  const other = await generateJweKeys();
  otherPublicKey = (await importJWK(other.keys.publicJwk as JWK, 'RSA-OAEP-256')) as webcrypto.CryptoKey;
});

const body = JSON.stringify({ direction: 'toVendor', vendorCode: 'DS88', amount: 100, note: 'é ✓' });

const sealed = (key = publicKey) =>
  new CompactEncrypt(new TextEncoder().encode(body))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', nonce: 'n-1' })
    .encrypt(key);

/** A compact JWE sealed by hand, for headers jose will not seal with this key (zip, crit, other algorithms). */
async function sealedByHand(header: Record<string, unknown>): Promise<string> {
  const encodedHeader = Buffer.from(JSON.stringify(header)).toString('base64url');
  const cek = randomBytes(32);
  const iv = randomBytes(12);
  const encryptedKey = Buffer.from(await webcrypto.subtle.encrypt('RSA-OAEP', publicKey, cek));
  const cipher = createCipheriv('aes-256-gcm', cek, iv);
  cipher.setAAD(Buffer.from(encodedHeader, 'ascii'));
  const ciphertext = Buffer.concat([cipher.update(body), cipher.final()]);
  return [encodedHeader, encryptedKey, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** `compact` with its part `index` changed in its first character. */
function altered(compact: string, index: number): string {
  const parts = compact.split('.');
  const part = parts[index]!;
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('opening a sealed body', () => {
  it('opens what jose seals, as jose opens it', async () => {
    const compact = await sealed();
    const opened = await openCompactJwe(compact, privateKey);
    const byJose = await compactDecrypt(compact, privateKey);
    expect(new TextDecoder().decode(opened.plaintext)).toBe(body);
    expect(opened.protectedHeader).toEqual(byJose.protectedHeader);
    expect(opened.protectedHeader.nonce).toBe('n-1');
    expect(Buffer.from(opened.plaintext)).toEqual(Buffer.from(byJose.plaintext));
  });

  it('opens a body sealed by hand with the same algorithms', async () => {
    const opened = await openCompactJwe(
      await sealedByHand({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }),
      privateKey,
    );
    expect(new TextDecoder().decode(opened.plaintext)).toBe(body);
  });

  it('refuses any part altered, and a body sealed to another key', async () => {
    const compact = await sealed();
    for (const index of [0, 1, 2, 3, 4]) {
      await expect(openCompactJwe(altered(compact, index), privateKey)).rejects.toThrow();
    }
    await expect(openCompactJwe(await sealed(otherPublicKey), privateKey)).rejects.toThrow(
      'decryption failed',
    );
  });

  it('refuses other algorithms, zip, crit and what is not a compact JWE', async () => {
    for (const header of [
      { alg: 'RSA-OAEP', enc: 'A256GCM' },
      { alg: 'RSA-OAEP-256', enc: 'A128GCM' },
      { alg: 'dir', enc: 'A256GCM' },
      { enc: 'A256GCM' },
    ]) {
      await expect(openCompactJwe(await sealedByHand(header), privateKey)).rejects.toThrow(
        'algorithm not allowed',
      );
    }
    for (const header of [
      { alg: 'RSA-OAEP-256', enc: 'A256GCM', zip: 'DEF' },
      { alg: 'RSA-OAEP-256', enc: 'A256GCM', crit: ['exp'], exp: 1 },
    ]) {
      await expect(openCompactJwe(await sealedByHand(header), privateKey)).rejects.toThrow(
        'zip and crit are not supported',
      );
    }
    const compact = await sealed();
    for (const malformed of ['', 'a.b.c.d', `${compact}.x`, compact.split('.').slice(1).join('.')]) {
      await expect(openCompactJwe(malformed, privateKey)).rejects.toThrow();
    }
  });
});
