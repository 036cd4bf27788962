import { sql } from 'kysely';
import type { games, ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import { maskAccount } from '../auth/mask-account';
import type { Db } from '../database';
import type { CatalogueLanguage } from './catalogue-language';

/** The winners board: settled rounds that paid more than their stake, latest or biggest win first. */
export async function winners(
  db: Db,
  input: ParsedRequestOf<typeof games.rankList>,
  language: CatalogueLanguage,
): Promise<ResponseOf<typeof games.rankList>> {
  let query = db
    .selectFrom('rounds as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .innerJoin('vendors as v', 'v.code', 'r.vendor_code')
    .leftJoin('game_names as n', (join) =>
      join.onRef('n.game_code', '=', 'r.game_code').on('n.language', '=', language),
    )
    .select([
      'm.username',
      'r.game_code',
      'n.name as game_name',
      'v.display_name as vendor_name',
      'r.stake_minor',
      'r.payout_minor',
      'r.settled_at',
    ])
    .where('r.status', '=', 'settled')
    .where('r.settled_at', 'is not', null)
    .where(sql<boolean>`r.payout_minor > r.stake_minor`);
  query =
    input.order === 'biggest'
      ? query.orderBy(sql`r.payout_minor - r.stake_minor`, 'desc').orderBy('r.settled_at', 'desc')
      : query.orderBy('r.settled_at', 'desc');
  const rows = await query.orderBy('r.id', 'desc').limit(input.count).execute();
  return {
    list: rows.map((row) => ({
      account: maskAccount(row.username),
      gameCode: row.game_code,
      gameName: row.game_name ?? row.game_code,
      vendorName: row.vendor_name,
      stake: Number(row.stake_minor),
      payout: Number(row.payout_minor),
      winAmount: Number(row.payout_minor) - Number(row.stake_minor),
      at: (row.settled_at as Date).toISOString(),
    })),
  };
}
