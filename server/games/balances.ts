import type { Db } from '../modules/database';
import { accountFor, memberBalance } from '../modules/ledger/accounts';
import { vendorByCode } from '../modules/vendors/vendors';
import { betWalletKind } from '../modules/wallet/seamless';

export interface GameBalances {
  /** The wallet this game bets from (main, the vendor's wallet, or the demo balance). */
  balanceMinor: number;
  /** Everything the member holds: the figure the site's header shows. */
  totalBalanceMinor: number;
}

export async function gameBalances(
  db: Db,
  memberId: number,
  vendorCode: string,
  at: Date,
): Promise<GameBalances> {
  const vendor = await vendorByCode(db, vendorCode);
  const accountId = await accountFor(db, memberId, await betWalletKind(db, memberId, vendor), at);
  const wallet = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { balanceMinor: Number(wallet.balance_minor), totalBalanceMinor: await memberBalance(db, memberId) };
}

/** The numbers a member's last roulette rounds at a game came up with, newest first. */
export async function rouletteHistory(
  db: Db,
  memberId: number,
  gameCode: string,
  count = 12,
): Promise<number[]> {
  const rows = await db
    .selectFrom('round_outcomes')
    .innerJoin('game_sessions', 'game_sessions.id', 'round_outcomes.session_id')
    .select('round_outcomes.outcome')
    .where('game_sessions.member_id', '=', memberId)
    .where('game_sessions.game_code', '=', gameCode)
    .orderBy('round_outcomes.round_id', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => (row.outcome as { number: number }).number);
}
