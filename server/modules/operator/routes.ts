import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../src/core/contract';
import { clientIp } from '../../http/client-ip';
import { sendFailure, success } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import { consoleAsset, consolePage } from './console-assets';
import type { OperatorKey } from './key';

/** Requests one address may make per minute, and wrong keys it may send per quarter hour. */
const REQUESTS_PER_MINUTE = 120;
const WRONG_KEYS_ALLOWED = 10;
const WRONG_KEY_WINDOW_MS = 15 * 60_000;

export const OPERATOR_KEY_HEADER = 'x-operator-key';
export const OPERATOR_NAME_HEADER = 'x-operator-name';

const decisionBody = z
  .object({
    kind: z.string().min(1).max(64),
    id: z.string().min(1).max(64),
    action: z.string().min(1).max(32),
    remark: z.string().max(500).default(''),
  })
  .strict();

const auditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

/** A short name for the log: the operator's own word for who they are, printable ASCII. */
export function operatorName(request: FastifyRequest): string {
  const given = request.headers[OPERATOR_NAME_HEADER];
  const name = typeof given === 'string' ? given.trim() : '';
  return /^[\x20-\x7e]{1,64}$/.test(name) ? name : 'operator';
}

/**
 * The check every operator route makes: a configured key (else 404), the address's rate limit,
 * and, when `needsKey`, the right key in X-Operator-Key (a run of wrong keys shuts the address
 * out). Answers the refusal, or null when the request may go on. Other modules guard their
 * operator routes with it.
 */
export type OperatorGate = (
  request: FastifyRequest,
  reply: FastifyReply,
  needsKey: boolean,
) => Promise<unknown>;

export function operatorGate(ctx: ServerContext, key: OperatorKey): OperatorGate {
  const refuse = (reply: FastifyReply, error: ApiError) => sendFailure(reply, error);

  return async function gate(request: FastifyRequest, reply: FastifyReply, needsKey: boolean) {
    if (!key.configured()) return refuse(reply, ApiError.of('NOT_FOUND'));
    const ip = clientIp(request, ctx.operator.current());
    const rate = await ctx.limiter.hit(`operator:${ip}`, REQUESTS_PER_MINUTE, 60_000);
    if (!rate.allowed) {
      return refuse(reply, ApiError.of('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterMs / 1000 }));
    }
    if (!needsKey) return null;
    const wrong = await ctx.limiter.peek(`operator-wrong:${ip}`);
    if (wrong.count >= WRONG_KEYS_ALLOWED) {
      return refuse(
        reply,
        ApiError.of('TOO_MANY_REQUESTS', { retryAfterSeconds: wrong.retryAfterMs / 1000 }),
      );
    }
    const given = request.headers[OPERATOR_KEY_HEADER];
    if (typeof given !== 'string' || !key.matches(given)) {
      await ctx.limiter.hit(`operator-wrong:${ip}`, WRONG_KEYS_ALLOWED, WRONG_KEY_WINDOW_MS);
      return refuse(reply, ApiError.of('OPERATOR_KEY_WRONG'));
    }
    return null;
  };
}

/**
 * The operator API (`/operator/api/…`) and its console page (`/operator/`). Every request needs
 * the key from DATA_DIR/operator-key in the X-Operator-Key header (the page asks for it once and
 * keeps it in sessionStorage); without a configured key every /operator route answers 404, as if
 * it did not exist. Each address is rate limited, and a run of wrong keys shuts it out for a while.
 * Answers the gate, for the operator routes of other modules.
 */
export function operatorRoutes(app: FastifyInstance, ctx: ServerContext, key: OperatorKey): OperatorGate {
  const refuse = (reply: FastifyReply, error: ApiError) => sendFailure(reply, error);
  const gate = operatorGate(ctx, key);

  app.get(
    '/operator',
    async (request, reply) => (await gate(request, reply, false)) ?? reply.redirect('/operator/'),
  );
  app.get('/operator/', async (request, reply) => {
    const refused = await gate(request, reply, false);
    if (refused) return refused;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(consolePage());
  });
  app.get<{ Params: { file: string } }>('/operator/assets/:file', async (request, reply) => {
    const refused = await gate(request, reply, false);
    if (refused) return refused;
    const asset = consoleAsset(request.params.file);
    if (!asset) return refuse(reply, ApiError.of('NOT_FOUND'));
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  app.get('/operator/api/pending', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    return success({ sections: await ctx.decisions.pending(ctx.db) });
  });

  app.post('/operator/api/decisions', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const parsed = decisionBody.safeParse(request.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || '_', 'err_invalid_input']),
      );
      return refuse(reply, ApiError.of('INVALID_INPUT', null, fields));
    }
    const { kind, ...input } = parsed.data;
    const outcome = await ctx.decisions.decide(
      ctx.db,
      kind,
      { ...input, at: now(ctx) },
      { operator: operatorName(request), ip: clientIp(request, ctx.operator.current()) },
    );
    return success(outcome);
  });

  app.get('/operator/api/audit', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const parsed = auditQuery.safeParse(request.query ?? {});
    if (!parsed.success) return refuse(reply, ApiError.of('INVALID_INPUT'));
    const rows = await ctx.db
      .selectFrom('operator_audit')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(parsed.data.limit)
      .execute();
    return success({
      entries: rows.map((row) => ({
        id: row.id,
        operator: row.operator,
        ip: row.ip,
        kind: row.kind,
        subjectId: row.subject_id,
        action: row.action,
        remark: row.remark,
        before: row.before,
        after: row.after,
        at: row.created_at.toISOString(),
      })),
    });
  });
  return gate;
}
