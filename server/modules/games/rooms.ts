import { sql } from 'kysely';
import type { games, ResponseOf } from '../../../src/core/contract';
import type { Db } from '../database';
import type { CatalogueLanguage } from './catalogue-language';

/** A room counts a member as playing for this long after they launched it. */
export const ROOM_ACTIVE_MINUTES = 10;

/**
 * PvP rooms in vendor order, named after their game in `language` and numbered, with the
 * members who launched each one in the last 10 minutes.
 */
export async function roomList(
  db: Db,
  vendorCode: string | undefined,
  language: CatalogueLanguage,
  at: Date,
): Promise<ResponseOf<typeof games.roomList>> {
  const since = new Date(at.getTime() - ROOM_ACTIVE_MINUTES * 60_000);
  let query = db
    .selectFrom('game_rooms as r')
    .innerJoin('vendors as v', 'v.code', 'r.vendor_code')
    .leftJoin('game_names as n', (join) =>
      join.onRef('n.game_code', '=', 'r.game_code').on('n.language', '=', language),
    )
    .select([
      'r.room_id',
      'r.name',
      'r.vendor_code',
      'r.game_code',
      'r.min_bet_minor',
      'r.seats',
      'r.sort',
      'n.name as game_name',
      sql<number>`(select count(distinct l.member_id) from game_launches l
        where l.room_id = r.room_id and l.created_at > ${since})`.as('players'),
    ])
    .orderBy('v.sort')
    .orderBy('r.sort');
  if (vendorCode) query = query.where('r.vendor_code', '=', vendorCode);
  const rows = await query.execute();
  return {
    list: rows.map((row) => ({
      roomId: row.room_id,
      name: row.game_name ? `${row.game_name} · ${row.sort + 1}` : row.name,
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      minBet: Number(row.min_bet_minor),
      seats: row.seats,
      players: Number(row.players),
    })),
  };
}
