import type { FastifyInstance } from 'fastify';
import { messages } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { inbox, markRead, unreadCount } from './inbox';

/** Platform messages (messageV2) and the header's unread badge. */
export function messageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, messages.list, async (input, call) => inbox(ctx, call.session.memberId, input));
  route(app, ctx, messages.markRead, async (input, call) => markRead(ctx, call.session.memberId, input));
  route(app, ctx, messages.unreadCount, async (_input, call) => ({
    count: await unreadCount(ctx, call.session.memberId),
  }));
}
