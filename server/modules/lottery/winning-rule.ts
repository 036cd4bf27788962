import { type RawBuilder, sql } from 'kysely';
import type { WinningTable } from '../../../src/core/lottery/plays';

/**
 * The lottery's winning rule, in the one place it is written: how many times a bet with
 * columns `play_type` and `selection` (text[]) wins on a draw whose winning table is `table`.
 * A xiên wins once when every number of it ends some prize; any other play wins as often as
 * the table says its selection came up (lô once per prize ending in its number). Settlement
 * multiplies it by the bet's stake × odds.
 */
export function hitsOf(table: WinningTable): RawBuilder<number> {
  return sql<number>`CASE WHEN play_type IN ('xien2', 'xien3', 'xien4')
      THEN CASE WHEN selection <@ ${table.endings}::text[] THEN 1 ELSE 0 END
      ELSE coalesce((${JSON.stringify(table.hits)}::jsonb -> play_type ->> selection[1])::int, 0)
    END`;
}
