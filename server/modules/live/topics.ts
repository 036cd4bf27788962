import { lotteryTopic, MEMBER_BALANCE_TOPIC } from '../../../src/core/contract/live';
import type { DrawnResult } from '../../../src/core/contract/lottery';
import { now, type ServerContext } from '../context';
import { memberBalance } from '../ledger/accounts';
import { committedMoves } from '../ledger/committed-moves';
import { drawnResult, latestResults } from '../lottery/draws';
import { lotteryGame } from '../lottery/games';
import { drawById } from '../lottery/schedule';
import type { DrawSeeds } from '../lottery/seeds';
import { committedDraws } from '../lottery/settlement';
import type { TopicLog } from './topic-log';

/**
 * A topic as one connection follows it. `key` names it across nodes (a member topic's key holds the member);
 * a `state` topic's latest push makes the earlier ones moot (only it is sent after a pause), an `events`
 * topic's pushes each count; `snapshot` reads its current state.
 */
export interface LiveTopic {
  key: string;
  kind: 'state' | 'events';
  snapshot(): Promise<unknown>;
  /**
   * For a topic whose pushes are only signals that its state changed (one fan-out key shared by many
   * members): what the connection sends for a push, read for it (a state topic, so at most one read per
   * push gap per connection).
   */
  render?(data: unknown): Promise<unknown>;
}

/** What a `sub` names: a topic, one that needs a signed-in member, or nothing the server has. */
export type TopicLookup = LiveTopic | 'sign-in' | 'unknown';

/** A family of topics a higher module adds (`tournament:<id>`): the lookup of `<family>:<rest>`. */
export type TopicFamily = (rest: string, memberId: number | null) => TopicLookup;

/**
 * The live channel as other modules see it: they add topic families (a module above live registers its own,
 * so live never imports it) and publish on a topic's key after their commits.
 */
export class LiveRegistry {
  private readonly families = new Map<string, TopicFamily>();
  private log: TopicLog | null = null;

  /** `name` is the part before the first colon of the topics it answers. */
  family(name: string, lookup: TopicFamily): void {
    this.families.set(name, lookup);
  }

  lookup(topic: string, memberId: number | null): TopicLookup | null {
    const colon = topic.indexOf(':');
    if (colon <= 0) return null;
    const family = this.families.get(topic.slice(0, colon));
    return family ? family(topic.slice(colon + 1), memberId) : null;
  }

  /** Publishes on every node (nothing before the live module has started). */
  publish(key: string, data: unknown): Promise<void> {
    return this.log ? this.log.publish(key, data) : Promise.resolve();
  }

  attach(log: TopicLog): void {
    this.log = log;
  }
}

const registries = new WeakMap<ServerContext, LiveRegistry>();

/** The live registry of a server (one per context, so a test process may hold several servers). */
export function liveRegistry(ctx: ServerContext): LiveRegistry {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = new LiveRegistry();
    registries.set(ctx, registry);
  }
  return registry;
}

/**
 * The topics live keeps itself and their producers: a member's balance after every committed movement of
 * their money, and each lottery draw's result once its settlement has committed; and the families other
 * modules add through liveRegistry (tournaments).
 */
export class LiveTopics {
  constructor(
    private readonly ctx: ServerContext,
    private readonly seeds: DrawSeeds,
    private readonly log: TopicLog,
  ) {}

  /** Starts the producers: from now on committed movements and draws are published on the fan-out. */
  produce(): void {
    liveRegistry(this.ctx).attach(this.log);
    committedMoves.listen(this.ctx.db, ({ memberIds }) => {
      this.publishBalances(memberIds).catch((error: unknown) =>
        this.ctx.log.error({ err: error, event: 'live_balance_failed' }, 'live balance push failed'),
      );
    });
    committedDraws.listen(this.ctx.db, (draw) => {
      this.publishDraw(draw.gameCode, draw.drawId).catch((error: unknown) =>
        this.ctx.log.error({ err: error, event: 'live_draw_failed' }, 'live draw push failed'),
      );
    });
  }

  lookup(topic: string, memberId: number | null): TopicLookup {
    if (topic === MEMBER_BALANCE_TOPIC) {
      if (memberId === null) return 'sign-in';
      return {
        key: balanceKey(memberId),
        kind: 'state',
        snapshot: async () => ({ balanceMinor: await memberBalance(this.ctx.db, memberId) }),
      };
    }
    const added = liveRegistry(this.ctx).lookup(topic, memberId);
    if (added) return added;
    const [kind, gameCode] = topic.split(':');
    const game = kind === 'lottery' && gameCode ? lotteryGame(gameCode) : undefined;
    if (!game) return 'unknown';
    return {
      key: lotteryTopic(game.code),
      kind: 'events',
      // The latest draw already settled; a draw whose settlement is under way arrives as an event.
      snapshot: async () =>
        (await latestResults(this.ctx.db, this.seeds, game, 2, now(this.ctx))).find((draw) => draw.settled) ??
        null,
    };
  }

  /** Reads the balances after the commit (the newest state wins), in one query for a whole draw's winners. */
  private async publishBalances(memberIds: number[]): Promise<void> {
    const rows = await this.ctx.db
      .selectFrom('ledger_accounts')
      .select((eb) => ['member_id', eb.fn.sum<number | string>('balance_minor').as('balance')])
      .where('member_id', 'in', memberIds)
      .where('kind', 'like', 'player%')
      .groupBy('member_id')
      .execute();
    for (const row of rows) {
      await this.log.publish(balanceKey(row.member_id as number), { balanceMinor: Number(row.balance) });
    }
  }

  private async publishDraw(gameCode: string, drawId: string): Promise<void> {
    const game = lotteryGame(gameCode);
    const draw = game && drawById(game, drawId);
    if (!game || !draw) return;
    const result: DrawnResult = await drawnResult(this.seeds, game, draw, true, now(this.ctx));
    await this.log.publish(lotteryTopic(game.code), result);
  }
}

const balanceKey = (memberId: number) => `member:${memberId}:balance`;
