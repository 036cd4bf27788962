import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CallbackCheck, CallbackRequest, VerifiedCallback } from '../../providers/payments';

/** The header carrying the HMAC-SHA256 (hex) of the callback's canonical string. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** How far a callback's timestamp may be from the server's clock, either way. */
export const CALLBACK_WINDOW_SECONDS = 300;

/** Where a provider posts its callbacks. */
export const callbackPath = (provider: string): string => `/wps/payments/callback/${provider}`;

/** The JSON body of a signed callback. References hold no line breaks, so the canonical string is unambiguous. */
const signedCallbackBody = z
  .object({
    callbackId: z.string().regex(/^[A-Za-z0-9._:-]{8,80}$/),
    orderNo: z.string().regex(/^[A-Za-z0-9._:-]{1,40}$/),
    amount: z.number().int().positive().safe(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    status: z.enum(['success', 'failed']),
    timestamp: z.number().int().positive().safe(),
  })
  .strict();

/**
 * The text a callback's signature covers: a version tag, then the callback id, order number,
 * amount (minor units), currency, status and timestamp (Unix seconds), one a line.
 */
export function canonicalString(callback: VerifiedCallback): string {
  return [
    'gamedeck-payment-callback-v1',
    callback.callbackId,
    callback.orderNo,
    String(callback.amount),
    callback.currency,
    callback.status,
    String(callback.timestamp),
  ].join('\n');
}

export function signCallback(secret: Uint8Array, callback: VerifiedCallback): string {
  return createHmac('sha256', secret).update(canonicalString(callback), 'utf8').digest('hex');
}

/** A callback as its provider would post it: the JSON body and the signature header. */
export function signedCallbackRequest(secret: Uint8Array, callback: VerifiedCallback): CallbackRequest {
  return {
    body: JSON.stringify(callback),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(secret, callback) },
  };
}

/** Checks the body's shape, then its signature in constant time. */
export function verifySignedCallback(secret: Uint8Array, request: CallbackRequest): CallbackCheck {
  let parsed: ReturnType<typeof signedCallbackBody.safeParse>;
  try {
    parsed = signedCallbackBody.safeParse(JSON.parse(request.body));
  } catch {
    return { refused: 'malformed' };
  }
  if (!parsed.success) return { refused: 'malformed' };
  const given = request.headers[SIGNATURE_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return { refused: 'bad_signature' };
  const expected = Buffer.from(signCallback(secret, parsed.data), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
    ? { verified: parsed.data }
    : { refused: 'bad_signature' };
}

/** Whether a callback was signed within the window around `at` (too old, or from the future, is stale). */
export function signedInWindow(callback: VerifiedCallback, at: Date): boolean {
  return Math.abs(at.getTime() / 1000 - callback.timestamp) <= CALLBACK_WINDOW_SECONDS;
}
