import { CompiledQuery } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../database';

/**
 * What an account holds. Player kinds start with "player" so the database's check
 * (kind LIKE 'player%' -> balance >= 0) keeps every player's money, main or per game
 * vendor, from going below zero; house kinds carry the other side of every movement.
 */
export type AccountKind =
  | 'player_main'
  | 'player_demo'
  /** One wallet per game vendor in transfer-wallet mode, e.g. player_vendor:DS88. */
  | `player_vendor:${string}`
  | 'house_seed'
  | 'house_freeplay'
  /** Where deposits come from (the payment gateway side). */
  | 'house_deposits'
  /** Where paid-out withdrawals go. */
  | 'house_withdrawals'
  /** Money reserved by a pending withdrawal, until it is paid or matched. */
  | 'hold_withdrawal'
  /** The stakes of lottery bets whose draw has not been settled. */
  | 'hold_lottery'
  /** Takes stakes and pays wins of every game round. */
  | 'house_games'
  /** Pays bonuses, rewards and mission prizes. */
  | 'house_promotions'
  /** Pays tournament prizes in money (its points prizes come from points_issued). */
  | 'house_tournaments'
  /** Pays lucky-wheel prizes in money (its points prizes come from points_issued). */
  | 'house_wheel'
  /** Seeds every jackpot cycle (a new pot, and each pot again after it is won). */
  | 'jackpot_seed'
  /** One jackpot's pot (house side): contributions and seeds in, wins out. */
  | `jackpot_pot:${number}`
  /** The other side of loyalty points converted to money, and of money rewards redeemed with points. */
  | 'house_points'
  /** Loyalty points (asset "points", never in money totals): what a member holds. */
  | 'points_member'
  /** Points a member's pending redemptions hold until the operator decides. */
  | 'points_held'
  /** House side of points earned by play (goes negative as points are issued). */
  | 'points_issued'
  /** House side of points spent on approved redemptions. */
  | 'points_redeemed'
  /** House side of points converted to money. */
  | 'points_converted'
  /** An agent's earned salaries and dividends, until paid out to its main wallet (never negative). */
  | 'agent_income'
  /** Pays agent salaries and dividends. */
  | 'house_commissions';

export type Asset = 'money' | 'points';

/** Points accounts are named points_*; every other kind holds money. */
export const assetOfKind = (kind: AccountKind | string): Asset =>
  kind.startsWith('points_') ? 'points' : 'money';

/** The wallet kind of one game vendor in transfer-wallet mode. */
export const vendorWalletKind = (walletCode: string): AccountKind => `player_vendor:${walletCode}`;

/** A member's accounts of `kinds` (each created on first use) in one look-up: their ids in the order of `kinds`. */
export async function accountsFor(
  db: Db,
  memberId: number,
  kinds: readonly AccountKind[],
  at: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', kinds)
    .execute();
  const found = new Map(rows.map((row) => [row.kind, row.id]));
  const ids: number[] = [];
  for (const kind of kinds) ids.push(found.get(kind) ?? (await accountFor(db, memberId, kind, at)));
  return ids;
}

/** The member's (or the house's, when memberId is null) account of a kind, created on first use. */
export async function accountFor(
  db: Db,
  memberId: number | null,
  kind: AccountKind,
  at: Date,
): Promise<number> {
  let query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  const existing = await query.executeTakeFirst();
  if (existing) return existing.id;
  const created = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('ledger_accounts')
      .values({ member_id: memberId, kind, asset: assetOfKind(kind), created_at: at })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    // A game wallet is born with its play state (game-wallets.ts), so it can always be locked.
    if (inserted && memberId !== null && kind.startsWith('player_vendor:')) {
      await trx
        .insertInto('game_wallet_play')
        .values({ account_id: inserted.id, member_id: memberId, in_play_until: null, recalled_at: null })
        .execute();
    }
    return inserted;
  });
  if (created) return created.id;
  // A concurrent first use created it a moment ago (the unique indexes let only one insert win).
  return (await query.executeTakeFirstOrThrow()).id;
}

/**
 * The member's money over all their player accounts. The most frequent read of the site (every
 * page and every round asks it), so its SQL is written once instead of built per call.
 */
const MEMBER_BALANCE_SQL = `select coalesce(sum(balance_minor), 0) as total from ledger_accounts
  where member_id = $1 and kind like 'player%'`;

export async function memberBalance(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.executeQuery<{ total: number | string }>(
    CompiledQuery.raw(MEMBER_BALANCE_SQL, [memberId]),
  );
  return Number(rows[0]?.total ?? 0);
}
