import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../src/core/contract';
import { isApiError, sendFailure, success } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import type { OperatorGate } from '../operator/routes';
import { boardTop, entrantsOf, type TournamentRow } from './board';
import { createTournament, definitionOf, updateTournament } from './definitions';
import { cancel, endNow } from './payout';
import { tournamentById } from './routes';
import { statusOf } from './rules';

/** A tournament as the operator sees it: its definition, status and board size. */
async function operatorView(ctx: ServerContext, row: TournamentRow, at: Date) {
  return {
    id: row.id,
    status: statusOf(row, at),
    ...definitionOf(row),
    startsAtInstant: row.starts_at.toISOString(),
    endsAtInstant: row.ends_at.toISOString(),
    entrants: await entrantsOf(ctx.db, row.id, at),
    frozenAt: row.frozen_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  };
}

const idParam = (request: FastifyRequest): number | null => {
  const { id } = request.params as { id?: string };
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

/**
 * The operator's tournaments (`/operator/api/tournaments…`, behind the operator gate): list, show (with the
 * board), create, update before the start, cancel, end now. Times are given and shown on the brand's wall
 * clock (operator config `responsibleGaming.timeZone`).
 */
export function tournamentOperatorRoutes(app: FastifyInstance, ctx: ServerContext, gate: OperatorGate): void {
  const timeZone = () => ctx.operator.current().responsibleGaming.timeZone;
  const defaultLanguage = () => ctx.operator.current().languages.default;
  const handled = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return success(await work());
    } catch (error) {
      if (isApiError(error)) return sendFailure(reply, error as ApiError);
      throw error;
    }
  };
  const guarded =
    (work: (request: FastifyRequest, id: number | null) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await gate(request, reply, true);
      if (refused) return refused;
      const id = idParam(request);
      if ((request.params as { id?: string }).id !== undefined && id === null) {
        return sendFailure(reply, ApiError.of('TOURNAMENT_NOT_FOUND'));
      }
      return handled(reply, () => work(request, id));
    };

  app.get(
    '/operator/api/tournaments',
    guarded(async () => {
      const at = now(ctx);
      const rows = await ctx.db
        .selectFrom('tournaments')
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return {
        timeZone: timeZone(),
        tournaments: await Promise.all(rows.map((row) => operatorView(ctx, row, at))),
      };
    }),
  );
  app.get(
    '/operator/api/tournaments/:id',
    guarded(async (_request, id) => {
      const at = now(ctx);
      const row = await tournamentById(ctx.db, id!);
      return { ...(await operatorView(ctx, row, at)), board: await boardTop(ctx.db, row, at, 100) };
    }),
  );
  app.post(
    '/operator/api/tournaments',
    guarded(async (request) => {
      const at = now(ctx);
      const id = await createTournament(ctx.db, request.body, timeZone(), defaultLanguage(), at);
      return operatorView(ctx, await tournamentById(ctx.db, id), at);
    }),
  );
  app.post(
    '/operator/api/tournaments/:id',
    guarded(async (request, id) => {
      const at = now(ctx);
      await updateTournament(ctx.db, id!, request.body, at);
      return operatorView(ctx, await tournamentById(ctx.db, id!), at);
    }),
  );
  app.post(
    '/operator/api/tournaments/:id/cancel',
    guarded(async (_request, id) => {
      const at = now(ctx);
      const told = await cancel(ctx.db, id!, at, defaultLanguage());
      return { ...(await operatorView(ctx, await tournamentById(ctx.db, id!), at)), membersTold: told };
    }),
  );
  app.post(
    '/operator/api/tournaments/:id/end',
    guarded(async (_request, id) => {
      const at = now(ctx);
      await endNow(ctx.db, id!, at, defaultLanguage());
      const row = await tournamentById(ctx.db, id!);
      return { ...(await operatorView(ctx, row, at)), board: await boardTop(ctx.db, row, at, 100) };
    }),
  );
}
