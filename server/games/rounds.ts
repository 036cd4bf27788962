import type { Selectable } from 'kysely';
import { inTransaction } from '../db/transaction';
import { fail } from '../http/envelope';
import type { Db } from '../modules/database';
import type { GamesTable } from '../modules/games/tables';
import { slotStakeCap } from '../modules/responsible/age';
import type { Product, RgPolicy } from '../modules/responsible/profiles';
import type { SettledRound, SettlementHook } from '../modules/rounds/settled';
import { creditRound, debitRound } from '../modules/wallet/seamless';
import type { Rng } from './rng';
import { type GameSession, lockGameSession } from './sessions';

export type GameRow = Selectable<GamesTable>;

/** What every stored outcome carries besides the game's own draw. */
export interface OutcomeBase {
  stake: number;
  payout: number;
  /** The request that played the round, to tell a retry from a different round with the same id. */
  request: unknown;
}

export interface RoundPlan<O extends OutcomeBase> {
  /** The round's total stake (minor units), already checked against the game's rules. */
  stake: number;
  /** The request as sent, kept with the outcome. */
  request: unknown;
  /** Draws the round with the RNG and settles it (the payout in minor units). */
  draw(rng: Rng): O;
}

export interface PlayedRound<O> {
  outcome: O;
  session: GameSession;
  /** True when the spin id had already been played: the stored round is answered again. */
  replayed: boolean;
}

/** JSON with object keys sorted: the stored request comes back from jsonb with its keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameRequest = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * Plays one round in one transaction: the stake is debited through the seamless wallet,
 * the RNG draws, the draw and its settlement are stored, and the payout is credited. A
 * retried spin id answers the stored round and moves no money; the same id with another
 * request is IDEMPOTENCY_CONFLICT. Too little money leaves no round (the debit refuses
 * first); a game under maintenance takes none. The brand's jurisdiction profile rules the rest:
 * a product it switches off is RG_PRODUCT_OFF, a slot stake above its cap RG_STAKE_LIMIT, and a
 * round sooner than its minimum round time after the last GAME_TOO_FAST.
 */
export async function playRound<O extends OutcomeBase>(
  db: Db,
  rng: Rng,
  args: {
    token: unknown;
    engine: Product;
    /** The brand's jurisdiction profile and time zone when the round is asked for. */
    policy: RgPolicy;
    spinId: string;
    at: Date;
    /** Where the settled round is announced (points, VIP progress, …). */
    roundSettled: SettlementHook<SettledRound>;
    plan: (game: GameRow) => RoundPlan<O>;
  },
): Promise<PlayedRound<O>> {
  return inTransaction(db, async (trx) => {
    const session = await lockGameSession(trx, args.token, args.engine, args.at);
    const game = await trx
      .selectFrom('games')
      .selectAll()
      .where('code', '=', session.game_code)
      .executeTakeFirstOrThrow();
    const plan = args.plan(game);
    const roundRef = `${session.id}:${args.spinId}`;

    const played = await trx
      .selectFrom('rounds')
      .leftJoin('round_outcomes', 'round_outcomes.round_id', 'rounds.id')
      .select(['rounds.id', 'round_outcomes.outcome'])
      .where('rounds.vendor_code', '=', session.vendor_code)
      .where('rounds.round_ref', '=', roundRef)
      .executeTakeFirst();
    if (played) {
      const outcome = played.outcome as O | null;
      if (!outcome || !sameRequest(outcome.request, plan.request)) fail('IDEMPOTENCY_CONFLICT');
      return { outcome, session, replayed: true };
    }

    // A game put under maintenance takes no new rounds (a retry of a played one still answers above).
    if (game.maintenance) fail('GAME_MAINTENANCE', { suggestions: [] });
    const { policy, engine } = args;
    const { profile } = policy;
    if (profile.productsOff.includes(engine)) fail('RG_PRODUCT_OFF', { product: engine });
    if (engine === 'slot') {
      // uk: 2.00 for members aged 18–24, 5.00 for everyone else.
      const maxStake = await slotStakeCap(trx, session.member_id, args.at, policy);
      if (maxStake !== null && plan.stake > maxStake) fail('RG_STAKE_LIMIT', { maxStake });
    }
    const minRoundMs = profile.minRoundMs[engine];
    if (session.last_round_at && args.at.getTime() - session.last_round_at.getTime() < minRoundMs) {
      fail('GAME_TOO_FAST');
    }
    const round = await debitRound(trx, {
      memberId: session.member_id,
      vendorCode: session.vendor_code,
      roundRef,
      gameCode: session.game_code,
      stakeMinor: plan.stake,
      at: args.at,
      policy,
    });
    const outcome = plan.draw(rng);
    await trx
      .insertInto('round_outcomes')
      .values({
        round_id: round.id,
        session_id: session.id,
        outcome: JSON.stringify(outcome),
        created_at: args.at,
      })
      .execute();
    await creditRound(trx, args.roundSettled, {
      vendorCode: session.vendor_code,
      roundRef,
      payoutMinor: outcome.payout,
      at: args.at,
    });
    await trx
      .updateTable('game_sessions')
      .set({ last_round_at: args.at })
      .where('id', '=', session.id)
      .execute();
    return { outcome, session, replayed: false };
  });
}
