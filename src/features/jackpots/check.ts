import type { JackpotCycle } from '../../core/contract/jackpots';
import { dropPoint, progressiveWins } from '../../core/jackpots/draw';
import { bytesToHex, hexToBytes } from '../../core/lottery/draw';
import { seedCrypto } from '../../core/seed-crypto';

export type CycleCheck = {
  /** SHA-256 of the revealed seed, as computed here. */
  computedHash: string;
  hashMatches: boolean;
} & (
  | {
      kind: 'must_drop';
      /** The drop point the seed draws, as computed here. */
      point: number;
      /** The pot before the winning contribution. */
      before: number;
      after: number;
      /**
       * point ≤ after, and before < point or the pot still at its seed amount: the winning round is the one that
       * reached the point (a point drawn at the seed amount itself is reached by the cycle's first round).
       */
      crossed: boolean;
      /** The point is the seed amount: the first round won. */
      atSeed: boolean;
    }
  | { kind: 'progressive'; roundId: string; roundWins: boolean }
);

/**
 * Checks a won cycle as anyone could (docs/jackpots.md): the revealed seed's SHA-256 must be the hash published
 * when the cycle started, and the seed must make the winning round the winner — for a must-drop pot the drop
 * point it draws lies above the pot before that round's contribution (or is the seed amount, reached by the
 * cycle's first round) and at or below the pot after it; for a
 * progressive pot the seed's draw for that round wins with its stake.
 */
export async function checkCycle(cycle: JackpotCycle): Promise<CycleCheck> {
  if (cycle.seed === null || cycle.win === null) throw new Error('the cycle is not won yet');
  const crypto = await seedCrypto();
  const key = hexToBytes(cycle.seed);
  const computedHash = bytesToHex(await crypto.sha256(key));
  const hashMatches = computedHash === cycle.seedHash.toLowerCase();
  const hmac = crypto.hmac(key);
  const { contribution } = cycle.win;
  if (cycle.kind === 'must_drop') {
    if (cycle.capMinor === null) throw new Error('a must-drop cycle without its cap');
    const point = await dropPoint(hmac, cycle.seededMinor, cycle.capMinor);
    const after = contribution.potAfterMinor;
    const before = after - contribution.amountMinor;
    return {
      computedHash,
      hashMatches,
      kind: 'must_drop',
      point,
      before,
      after,
      crossed: point <= after && (before < point || before === cycle.seededMinor),
      atSeed: point === cycle.seededMinor,
    };
  }
  if (cycle.stakePerWinMinor === null) throw new Error('a progressive cycle without its chance');
  const roundWins = await progressiveWins(
    hmac,
    contribution.roundId,
    contribution.stakeMinor,
    cycle.stakePerWinMinor,
  );
  return { computedHash, hashMatches, kind: 'progressive', roundId: contribution.roundId, roundWins };
}
