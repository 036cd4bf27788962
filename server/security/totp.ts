import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show next to the code. */
const ISSUER = 'Gamedeck';

/**
 * A member's authenticator (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits). Stored secrets were made for exactly
 * these settings, so they never change.
 */
export function memberTotp(secretBase32: string, username = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 20 random bytes (160 bits, the RFC 4226 recommendation) as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Accepts the current step and one either side, for clock drift. */
export function verifyTotp(secretBase32: string, answer: string, timeMs: number): boolean {
  return memberTotp(secretBase32).validate({ token: answer.trim(), timestamp: timeMs, window: 1 }) !== null;
}
