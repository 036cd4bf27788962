import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';

/**
 * Development only (never registered in production mode): the outbox where the dev
 * SMS/e-mail provider leaves messages, and the answer of a drawn captcha, so automated
 * journeys can read them the way a person reads a phone or an image.
 */
export function devRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => {
    let query = ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(200);
    const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    if (to) query = query.where('recipient', 'like', `%${to.replace(/[%_\\]/g, '\\$&')}%`);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.created_at.toISOString(),
    }));
  });

  app.get<{ Params: { id: string } }>('/dev/captcha/:id', async (request, reply) => {
    const answer = ctx.devCaptchaAnswers?.get(request.params.id);
    if (!answer) return reply.status(404).type('text/plain').send('');
    return reply.type('text/plain').send(answer);
  });
}
