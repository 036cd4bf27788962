import { hash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session tokens, reset tokens, challenge ids. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens, codes and captcha answers are stored only as this hash. Every signed-in call hashes its token:
 * the one-shot hash() costs a third of a Hash object's.
 */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

export function newNumericCode(digits: number): string {
  return Array.from({ length: digits }, () => randomInt(10)).join('');
}
