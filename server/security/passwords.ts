import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BoundedWork, type WorkLimits } from './bounded-work';

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

/**
 * scrypt runs on libuv's thread pool, off the event loop, but each derivation takes a core
 * for tens of milliseconds (16 MB of memory work). Unbounded, a sign-in storm takes every
 * core and queues every other request behind it; so derivations leave one core to the event
 * loop, and a storm beyond a short queue is refused at once (SERVER_BUSY, Retry-After).
 */
export const defaultHashingLimits = (): WorkLimits => {
  const concurrency = Math.max(1, availableParallelism() - 1);
  return { concurrency, maxWaiting: 8 * concurrency };
};
const hashing = new BoundedWork(defaultHashingLimits());

/** Sign-ins a node takes on at once: as many as the hashing queue holds, and no more. */
const admissionOf = (limits: WorkLimits): WorkLimits => ({
  concurrency: limits.concurrency + limits.maxWaiting,
  maxWaiting: 0,
});

/**
 * Admits sign-ins before any of their work (decryption, nonce, database, hashing): a storm
 * beyond what the hashing queue holds is refused at the door with SERVER_BUSY, so it costs the
 * node next to nothing and every other request keeps its pace.
 */
export const signInAdmission = new BoundedWork(admissionOf(defaultHashingLimits()));

/** Sets how many password derivations run at once and how many may wait (default: see above). */
export function limitPasswordHashing(limits: WorkLimits): void {
  hashing.configure(limits);
  signInAdmission.configure(admissionOf(limits));
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$<salt b64>$<hash b64>` with a fresh random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
const decoyHash = hashPassword('decoy-password-never-used');
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, await decoyHash);
  return false;
}

/** Constant-time comparison of two short secrets (e.g. a typed password and the brand default). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
