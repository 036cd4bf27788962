import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in DATA_DIR that holds the operator key (one line, readable by the server's user only). */
export const OPERATOR_KEY_FILE = 'operator-key';

export const operatorKeyPath = (dataDir: string) => join(dataDir, OPERATOR_KEY_FILE);

/** Makes a new key (256 random bits), replacing any previous one, and returns it. */
export function createOperatorKey(dataDir: string): string {
  const key = randomBytes(32).toString('base64url');
  writeFileSync(operatorKeyPath(dataDir), `${key}\n`, { mode: 0o600 });
  return key;
}

/** The key as written in the file, or null when there is none. */
export function readOperatorKey(dataDir: string): string | null {
  try {
    const key = readFileSync(operatorKeyPath(dataDir), 'utf8').trim();
    return key === '' ? null : key;
  } catch {
    return null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The configured operator key, re-read when its file changes (a key made by the CLI applies
 * without a restart). Without a data directory, or with no key file, there is no key and the
 * operator API does not exist.
 */
export class OperatorKey {
  private digest: Buffer | null = null;
  private signature = '';

  constructor(private readonly dataDir: string | null) {}

  configured(): boolean {
    this.reload();
    return this.digest !== null;
  }

  /** Compares digests in constant time, so the time taken tells nothing about the key. */
  matches(given: string): boolean {
    this.reload();
    if (!this.digest) return false;
    return timingSafeEqual(digest(given), this.digest);
  }

  private reload(): void {
    if (!this.dataDir) return;
    let signature = 'none';
    try {
      const stat = statSync(operatorKeyPath(this.dataDir));
      signature = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No file: no key.
    }
    if (signature === this.signature) return;
    this.signature = signature;
    const key = readOperatorKey(this.dataDir);
    this.digest = key ? digest(key) : null;
  }
}
