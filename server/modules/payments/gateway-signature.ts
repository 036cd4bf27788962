import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the gateway's HMAC-SHA256 (hex) over the raw callback body. */
export const SIGNATURE_HEADER = 'x-gateway-signature';

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export function validSignature(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
