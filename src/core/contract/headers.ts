/** Header names shared by client and server (a file of its own, so a page shell can name them without zod). */
export const headers = {
  token: 'token',
  language: 'Language',
  version: 'version',
  idempotencyKey: 'Idempotency-Key',
  /** On the answer to an encrypted body: a fresh one-time nonce for the next one, so it needs no nonce call. */
  replayNonce: 'Replay-Nonce',
} as const;
