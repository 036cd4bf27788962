import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session tokens, reset tokens, challenge ids. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens, codes and captcha answers are stored only as this hash. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newNumericCode(digits: number): string {
  return Array.from({ length: digits }, () => randomInt(10)).join('');
}
