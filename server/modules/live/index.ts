import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import { MemberSockets } from '../../realtime/socket-guard';
import { DrawSeeds } from '../lottery/seeds';
import type { ModuleDeps } from '../module';
import { liveTicketRoute } from './routes';
import { liveSocket } from './socket';
import { TopicLog } from './topic-log';
import { LiveTopics } from './topics';

// The live channel to browsers (docs/operating.md, "The live channel"): no tables, its state is per node.
export const tables: readonly string[] = [];
export const migrations: Record<string, Migration> = {};

export { type LiveTopic, liveRegistry, type TopicFamily, type TopicLookup } from './topics';

export async function register(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { ctx } = deps;
  const log = new TopicLog(ctx.fanout, ctx.log);
  const topics = new LiveTopics(ctx, new DrawSeeds(deps.lotterySecret), log);
  topics.produce();
  liveTicketRoute(app, ctx);
  liveSocket(app, ctx, topics, log, await MemberSockets.listen(ctx));
  // Before the fan-out closes (onClose, app.ts).
  app.addHook('preClose', () => log.close());
}
