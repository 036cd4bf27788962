/**
 * What sealing a request body needs (see `api/encryption.ts`): the server's key and a nonce per body.
 * A module of its own, since the API client every element loads uses these two and nothing else of
 * `system.ts`.
 */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

/** The server's RSA public key (JWK) that encrypted request bodies are sealed to. */
export const publicKey = endpoint({
  method: 'GET',
  path: '/wps/system/publicKey',
  request: empty,
  response: z.object({ kid: z.string(), jwk: z.record(z.string(), z.unknown()) }),
});

/**
 * A one-time nonce for the next encrypted body: the client puts it in the JWE's protected
 * header, and the server refuses a body whose nonce is unknown, used or expired.
 */
export const bodyNonce = endpoint({
  method: 'POST',
  path: '/wps/system/nonce',
  request: empty,
  response: z.object({ nonce: z.string(), expiresInSeconds: z.int() }),
});
