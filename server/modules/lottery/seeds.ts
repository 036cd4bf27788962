import { createHash, createHmac } from 'node:crypto';
import { type DrawFormat, type DrawnPrize, drawPrizes } from '../../../src/core/lottery/draw';

const sha256 = async (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

/**
 * The draws' seeds: HMAC-SHA-256(secret, drawId), so every seed is fixed from the start but
 * nothing about a draw to come sits in the database. Only its SHA-256 is published before the
 * draw; the seed itself leaves this object only through `revealedSeed`, which refuses before
 * the draw's time.
 */
export class DrawSeeds {
  readonly #secret: Buffer;

  constructor(secret: Uint8Array) {
    if (secret.length < 32) throw new Error('the lottery secret needs at least 32 bytes');
    this.#secret = Buffer.from(secret);
  }

  #seed(drawId: string): string {
    return createHmac('sha256', this.#secret).update(drawId, 'utf8').digest('hex');
  }

  /** SHA-256 of the draw's seed bytes, hex. */
  hash(drawId: string): string {
    return createHash('sha256')
      .update(Buffer.from(this.#seed(drawId), 'hex'))
      .digest('hex');
  }

  /** The seed of a draw whose time has come; throws for one still to come. */
  revealedSeed(drawId: string, drawAt: Date, at: Date): string {
    if (drawAt.getTime() > at.getTime()) throw new Error('a seed is revealed only after its draw');
    return this.#seed(drawId);
  }

  /** The prizes of a draw whose time has come (throws before it, as revealedSeed does). */
  prizes(drawId: string, drawAt: Date, at: Date, format: DrawFormat): Promise<DrawnPrize[]> {
    return drawPrizes(this.revealedSeed(drawId, drawAt, at), format, sha256);
  }

  /** Never printed, whatever logs the object. */
  toJSON(): string {
    return 'DrawSeeds';
  }
}
