import type { FastifyInstance } from 'fastify';
import { feedback } from '../../../src/core/contract';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { realMemberOf } from '../member/guard';
import { feedbackReplies } from './decisions';
import {
  feedbackSettings,
  listFeedback,
  markRepliesRead,
  submitFeedback,
  uploadFeedbackImage,
} from './feedback';

/**
 * Member feedback: the form's settings, images (the uploads module's `feedback` purpose), sending
 * (once per Idempotency-Key), the member's past feedback with the operator's replies, and the
 * replies as an operator decision. Free-play accounts may read but not send.
 */
export function feedbackRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, feedback.settings, async () => feedbackSettings(ctx));
  route(app, ctx, feedback.image, async ({ bytes, contentType }, call) =>
    uploadFeedbackImage(ctx, (await realMemberOf(ctx.db, call)).id, { bytes, contentType }),
  );
  route(app, ctx, feedback.submit, async (input, call) =>
    submitFeedback(ctx, (await realMemberOf(ctx.db, call)).id, input),
  );
  route(app, ctx, feedback.list, async (input, call) => listFeedback(ctx, call.session.memberId, input));
  route(app, ctx, feedback.markRead, async (_input, call) => markRepliesRead(ctx, call.session.memberId));
  ctx.decisions.register(feedbackReplies);
}
