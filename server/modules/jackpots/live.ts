import { type JackpotWonData, jackpotTopic } from '../../../src/core/contract/jackpots';
import type { ServerContext } from '../context';
import { liveRegistry } from '../live/topics';
import { committedJackpots } from './contributions';
import { jackpotsOffered } from './routes';
import { valueData } from './views';

/** How long a moved pot waits for more moves before it is published (one publication per pot per gap). */
export const VALUE_PUBLISH_MS = 250;

/** The fan-out key of a member's `member:jackpot` (a member topic: the key holds the member). */
export const wonKey = (memberId: number) => `member:${memberId}:jackpot`;

const idOf = (rest: string): number | null => (/^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null);

/**
 * The jackpot topics on the live channel. `jackpot:<id>` (public, state): the pot's value, published after the
 * commits that moved it, at most once per VALUE_PUBLISH_MS per pot however many rounds moved it (well within
 * the second the product allows). `member:jackpot` (member, events): the member's own wins, for the game frame.
 * Nothing is offered where the jurisdiction profile forbids jackpots.
 */
export function jackpotTopics(ctx: ServerContext): { stop(): void } {
  const registry = liveRegistry(ctx);
  const dataOf = async (jackpotId: number) => {
    const pot = await ctx.db
      .selectFrom('jackpots')
      .selectAll()
      .where('id', '=', jackpotId)
      .where('cycle_id', 'is not', null)
      .executeTakeFirst();
    if (!pot || !jackpotsOffered(ctx)) return null;
    const defaultLanguage = ctx.operator.current().languages.default;
    return valueData(ctx.db, pot, {
      language: defaultLanguage,
      defaultLanguage,
      catalogue: await ctx.catalogue.latest(),
    });
  };

  registry.family('jackpot', (rest) => {
    const jackpotId = idOf(rest);
    if (jackpotId === null || !jackpotsOffered(ctx)) return 'unknown';
    return { key: jackpotTopic(jackpotId), kind: 'state', snapshot: () => dataOf(jackpotId) };
  });
  // The member family answers member topics live does not keep itself (live answers member:balance first).
  registry.family('member', (rest, memberId) => {
    if (rest !== 'jackpot') return 'unknown';
    if (memberId === null) return 'sign-in';
    // A win is an event to show once; joining later shows nothing.
    return { key: wonKey(memberId), kind: 'events', snapshot: async () => null };
  });

  const dirty = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  const publish = async () => {
    timer = null;
    const moved = [...dirty];
    dirty.clear();
    for (const jackpotId of moved) {
      const data = await dataOf(jackpotId);
      if (data) await registry.publish(jackpotTopic(jackpotId), data);
    }
  };
  committedJackpots.listen(ctx.db, ({ jackpotIds, wins }) => {
    for (const win of wins) {
      const data: JackpotWonData = {
        jackpotId: win.jackpotId,
        cycle: win.cycle,
        amountMinor: win.amountMinor,
        gameCode: win.gameCode,
        roundId: win.roundId,
      };
      registry
        .publish(wonKey(win.memberId), data)
        .catch((error: unknown) =>
          ctx.log.error({ err: error, event: 'live_jackpot_won_failed' }, 'live jackpot win push failed'),
        );
    }
    for (const id of jackpotIds) dirty.add(id);
    if (timer) return;
    timer = setTimeout(() => {
      publish().catch((error: unknown) =>
        ctx.log.error({ err: error, event: 'live_jackpot_failed' }, 'live jackpot push failed'),
      );
    }, VALUE_PUBLISH_MS);
    timer.unref();
  });
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
