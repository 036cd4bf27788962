import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAdvanceable } from '../../clock';
import { runSettlements } from '../agents/scheduler';
import type { ServerContext } from '../context';
import { settleDue } from '../payments/settlement';

/** At most a year at a time: enough for every timed rule (exclusions included). */
const clockMove = z
  .object({
    advanceMinutes: z
      .number()
      .int()
      .min(1)
      .max(366 * 24 * 60),
  })
  .strict();

/**
 * Development only (never registered in production mode): the outbox where the dev
 * SMS/e-mail provider leaves messages, the answer of a drawn captcha, so automated
 * journeys can read them the way a person reads a phone or an image, and a way to move the
 * server's clock forward so timed rules (forced receipts, expiries) happen without waiting.
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

  // Journeys that compare a server time with their own read the server's clock (it may have been moved).
  app.get('/dev/clock', async () => ({ now: new Date(ctx.clock.now()).toISOString() }));

  app.post('/dev/clock', async (request, reply) => {
    const parsed = clockMove.safeParse(
      typeof request.body === 'string' ? safeJson(request.body) : request.body,
    );
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: 'advanceMinutes must be a whole number of minutes from 1 to 527040' });
    }
    if (!isAdvanceable(ctx.clock)) {
      return reply.status(409).send({ error: 'this server runs on real time; its clock cannot be moved' });
    }
    ctx.clock.advance(parsed.data.advanceMinutes * 60_000);
    // The payments sweep catches up with the moved clock at once, not at its next tick.
    await settleDue(ctx);
    return { now: new Date(ctx.clock.now()).toISOString() };
  });

  // Settles every closed period now, instead of at the next minute (after moving the clock).
  app.post('/dev/settlements/run', async () => runSettlements(ctx));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
