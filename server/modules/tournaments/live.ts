import { type TournamentBoardData, tournamentTopic } from '../../../src/core/contract/tournaments';
import { now, type ServerContext } from '../context';
import { liveRegistry } from '../live/topics';
import { boardTop, entrantsOf, standingOf } from './board';
import { statusOf } from './rules';
import { committedScores } from './scoring';

/** How long a moved board waits for more moves before it is published (one publication per board per gap). */
export const BOARD_PUBLISH_MS = 100;

/** The fan-out key every member's `standing:<id>` follows: a push says the board moved, each reads its own. */
export const standingsKey = (tournamentId: number) => `tournament:${tournamentId}:moved`;

const idOf = (rest: string): number | null => (/^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null);

/**
 * The tournament topics on the live channel. `tournament:<id>` (public, state): the top of the board.
 * `standing:<id>` (member, state): the member's standing; its pushes are a shared "board moved" signal, and
 * each connection reads its own member's standing when one reaches it (at most twice a second per connection,
 * the channel's pace), so a settlement never computes a standing per member.
 *
 * Producer: a committed settlement that moved a board marks it; BOARD_PUBLISH_MS later the board is read once
 * and published, with the signal, however many rounds moved it meanwhile (bounded work per board, not per
 * round). Publication goes through the live channel's fan-out, so every node's followers hear it.
 */
export function tournamentTopics(ctx: ServerContext): { stop(): void } {
  const registry = liveRegistry(ctx);
  const boardOf = async (tournamentId: number): Promise<TournamentBoardData | null> => {
    const row = await ctx.db
      .selectFrom('tournaments')
      .select(['id', 'starts_at', 'ends_at', 'cancelled_at', 'frozen_at'])
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    if (!row) return null;
    const at = now(ctx);
    return {
      tournamentId,
      status: statusOf(row, at),
      entrants: await entrantsOf(ctx.db, tournamentId, at),
      board: await boardTop(ctx.db, row, at),
    };
  };
  const standing = async (tournamentId: number, memberId: number) => {
    const row = await ctx.db
      .selectFrom('tournaments')
      .select(['id', 'entry', 'cancelled_at', 'frozen_at'])
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    return row ? standingOf(ctx.db, row, memberId, now(ctx)) : null;
  };

  registry.family('tournament', (rest) => {
    const tournamentId = idOf(rest);
    if (tournamentId === null) return 'unknown';
    return { key: tournamentTopic(tournamentId), kind: 'state', snapshot: () => boardOf(tournamentId) };
  });
  registry.family('standing', (rest, memberId) => {
    const tournamentId = idOf(rest);
    if (tournamentId === null) return 'unknown';
    if (memberId === null) return 'sign-in';
    return {
      key: standingsKey(tournamentId),
      kind: 'state',
      snapshot: () => standing(tournamentId, memberId),
      render: () => standing(tournamentId, memberId),
    };
  });

  const dirty = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  const publish = async () => {
    timer = null;
    const moved = [...dirty];
    dirty.clear();
    for (const tournamentId of moved) {
      const board = await boardOf(tournamentId);
      if (!board) continue;
      await registry.publish(tournamentTopic(tournamentId), board);
      await registry.publish(standingsKey(tournamentId), { tournamentId });
    }
  };
  committedScores.listen(ctx.db, ({ tournamentIds }) => {
    for (const id of tournamentIds) dirty.add(id);
    if (timer) return;
    timer = setTimeout(() => {
      publish().catch((error: unknown) =>
        ctx.log.error({ err: error, event: 'live_tournament_failed' }, 'live tournament push failed'),
      );
    }, BOARD_PUBLISH_MS);
    timer.unref();
  });
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
