/** Header names shared by client and server (a file of its own, so a page shell can name them without zod). */
export const headers = {
  token: 'token',
  language: 'Language',
  version: 'version',
  idempotencyKey: 'Idempotency-Key',
} as const;
