import type { FastifyInstance } from 'fastify';
import { records } from '../../../src/core/contract';
import { pageOf } from '../../db/paging';
import { route } from '../../http/route';
import type { ServerContext } from '../context';
import { pointsDetails } from '../points/details';
import { accountRecord } from './account-record';
import { bettingRecord } from './betting-record';
import { dayRange } from './date-range';
import { profitLoss } from './profit-loss';

/** Betting record, account record and personal profit and loss: always the caller's own data. */
export function recordsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, ctx, records.bettingRecord, async (input, call) =>
    bettingRecord(ctx, call.session.memberId, input),
  );
  route(app, ctx, records.accountRecord, async (input, call) => {
    if (input.asset !== 'points') return accountRecord(ctx, call.session.memberId, input);
    const { list, total, types } = await pointsDetails(ctx.db, call.session.memberId, {
      ...input,
      ...dayRange(input.startDate, input.endDate),
    });
    return { ...pageOf(list, total, input), types };
  });
  route(app, ctx, records.profitLoss, async (input, call) => profitLoss(ctx, call.session.memberId, input));
}
