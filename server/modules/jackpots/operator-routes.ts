import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../src/core/contract';
import { isApiError, sendFailure, success } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { OperatorGate } from '../operator/routes';
import type { PotRow } from './cycles';
import { changeJackpot, createJackpot, definitionOf, retireJackpot } from './definitions';
import { auditPots, totalsOf } from './views';

/** A pot as the operator sees it: its definition, its running cycle (number, value, seed hash) and its totals. */
async function operatorView(ctx: ServerContext, row: PotRow) {
  const cycle = await ctx.db
    .selectFrom('jackpot_cycles')
    .select(['number', 'value_minor', 'seed_hash', 'started_at'])
    .where('id', '=', row.cycle_id as number)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    ...definitionOf(row),
    cycle: cycle.number,
    valueMinor: cycle.value_minor,
    seedHash: cycle.seed_hash,
    cycleStartedAt: cycle.started_at.toISOString(),
    totals: await totalsOf(ctx.db, row.id),
    createdAt: row.created_at.toISOString(),
    retiredAt: row.retired_at?.toISOString() ?? null,
  };
}

const idParam = (request: FastifyRequest): number | null => {
  const { id } = request.params as { id?: string };
  return id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
};

/**
 * The operator's jackpots (`/operator/api/jackpots…`, behind the operator gate): list, create (its first cycle
 * seeded), change, retire, and the audit of every pot from its per-round rows.
 */
export function jackpotOperatorRoutes(app: FastifyInstance, ctx: ServerContext, gate: OperatorGate): void {
  const defaultLanguage = () => ctx.operator.current().languages.default;
  const potOf = async (id: number) => {
    const row = await ctx.db.selectFrom('jackpots').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw ApiError.of('JACKPOT_NOT_FOUND');
    return row;
  };
  const guarded =
    (work: (request: FastifyRequest, id: number | null) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await gate(request, reply, true);
      if (refused) return refused;
      const id = idParam(request);
      if ((request.params as { id?: string }).id !== undefined && id === null) {
        return sendFailure(reply, ApiError.of('JACKPOT_NOT_FOUND'));
      }
      try {
        return success(await work(request, id));
      } catch (error) {
        if (isApiError(error)) return sendFailure(reply, error as ApiError);
        throw error;
      }
    };

  app.get(
    '/operator/api/jackpots',
    guarded(async () => {
      const rows = await ctx.db
        .selectFrom('jackpots')
        .selectAll()
        .where('cycle_id', 'is not', null)
        .orderBy('id')
        .execute();
      return { jackpots: await Promise.all(rows.map((row) => operatorView(ctx, row))) };
    }),
  );
  app.get(
    '/operator/api/jackpots/audit',
    guarded(async () => {
      const pots = await auditPots(ctx.db);
      return { balanced: pots.every((pot) => pot.balanced), pots };
    }),
  );
  app.get(
    '/operator/api/jackpots/:id',
    guarded(async (_request, id) => operatorView(ctx, await potOf(id!))),
  );
  app.post(
    '/operator/api/jackpots',
    guarded(async (request) => {
      const id = await createJackpot(ctx.db, request.body, defaultLanguage(), now(ctx));
      return operatorView(ctx, await potOf(id));
    }),
  );
  app.post(
    '/operator/api/jackpots/:id',
    guarded(async (request, id) => {
      await changeJackpot(ctx.db, id!, request.body);
      return operatorView(ctx, await potOf(id!));
    }),
  );
  app.post(
    '/operator/api/jackpots/:id/retire',
    guarded(async (_request, id) => {
      await retireJackpot(ctx.db, id!, now(ctx));
      return operatorView(ctx, await potOf(id!));
    }),
  );
}
