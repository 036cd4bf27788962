import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** The file's text as the secret's bytes: hex only, at least 32 bytes, or a clear refusal to start. */
function secretFromHex(path: string, text: string): Buffer {
  const hex = text.trim();
  if (!/^(?:[0-9a-f]{2}){32,}$/i.test(hex)) {
    throw new Error(`${path} must hold the secret as hexadecimal, at least 64 characters (32 bytes)`);
  }
  return Buffer.from(hex, 'hex');
}

/**
 * A 32-byte secret kept in a DATA_DIR file (hex, readable by the owner only), created on first
 * start. Every node must share it, as they share the data directory's keys. A file that is not hex
 * of at least 32 bytes stops the start, rather than leaving a secret made of part of it.
 */
export async function loadOrCreateSecretFile(path: string): Promise<Buffer> {
  try {
    return secretFromHex(path, await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  // 'wx' fails if another process created it a moment ago: then read theirs.
  try {
    await writeFile(path, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return secretFromHex(path, await readFile(path, 'utf8'));
  }
}
