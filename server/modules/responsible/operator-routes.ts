import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../src/core/contract';
import { inTransaction } from '../../db/transaction';
import { sendFailure, success } from '../../http/envelope';
import { now, type ServerContext } from '../context';
import { type OperatorGate, operatorName } from '../operator/routes';
import {
  affordabilityThreshold,
  latestAffordabilityCheck,
  netDepositsThisMonth,
  profileThreshold,
  recordAffordabilityCheck,
} from './affordability';
import { birthDateOf } from './age';
import { ageOn } from './calendar';
import { entryOf } from './history';
import { policyOf } from './profiles';

const historyQuery = z
  .object({
    /** A member's user name; without it, the latest changes of every member. */
    member: z.string().trim().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();

const memberName = z.string().trim().min(1).max(64);
const affordabilityQuery = z.object({ member: memberName.optional() }).strict();
const affordabilityBody = z
  .object({
    member: memberName,
    outcome: z.enum(['affordable', 'not_affordable']),
    /** The net deposits a calendar month may reach from now on (minor units); not_affordable keeps the profile's. */
    monthlyNetDepositMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    note: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((body) => body.outcome === 'not_affordable' || body.monthlyNetDepositMinor !== undefined, {
    path: ['monthlyNetDepositMinor'],
    message: 'an affordable outcome sets the new monthly threshold',
  });

/**
 * The operator's view of player protection: `GET /operator/api/responsible/history` lists the
 * recorded changes of limits, reminders, time-outs and exclusions (one member's, or everyone's
 * latest), newest first, with who started each; `GET /operator/api/responsible/profile-changes` the
 * changes of the brand's jurisdiction profile, with how many members' limits each changed.
 */
export function responsibleOperatorRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  gate: OperatorGate,
): void {
  app.get('/operator/api/responsible/history', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const parsed = historyQuery.safeParse(request.query ?? {});
    if (!parsed.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const { member, limit } = parsed.data;
    let query = ctx.db
      .selectFrom('responsible_changes')
      .innerJoin('members', 'members.id', 'responsible_changes.member_id')
      .selectAll('responsible_changes')
      .select('members.username')
      .orderBy('responsible_changes.id', 'desc')
      .limit(limit);
    if (member !== undefined) {
      const found = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('username_lower', '=', member.toLowerCase())
        .executeTakeFirst();
      if (!found) return sendFailure(reply, ApiError.of('NOT_FOUND'));
      query = query.where('responsible_changes.member_id', '=', found.id);
    }
    const rows = await query.execute();
    return success({ entries: rows.map((row) => ({ ...entryOf(row), member: row.username })) });
  });

  /** Each change of the brand's profile as applied to its members, newest first. */
  app.get('/operator/api/responsible/profile-changes', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const rows = await ctx.db
      .selectFrom('responsible_profile_changes')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return success({
      changes: rows.map((row) => ({
        from: row.from_profile,
        to: row.to_profile,
        membersChanged: row.members_changed,
        at: row.created_at.toISOString(),
      })),
    });
  });

  const memberByName = (name: string) =>
    ctx.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('username_lower', '=', name.toLowerCase())
      .executeTakeFirst();

  /** A member's affordability position this calendar month: net deposits, threshold, the latest check. */
  const affordabilityOf = async (member: { id: number; username: string }) => {
    const at = now(ctx);
    const policy = policyOf(ctx.operator.current());
    const birthDate = await birthDateOf(ctx.db, member.id);
    const age = birthDate === null ? null : ageOn(birthDate, at, policy.timeZone);
    const threshold = await affordabilityThreshold(ctx.db, member.id, age, policy);
    const netDeposits = await netDepositsThisMonth(ctx.db, member.id, at, policy);
    return {
      member: member.username,
      birthDate,
      age,
      netDepositsMinor: netDeposits,
      thresholdMinor: threshold,
      /** Deposits wait for a check: the month's net deposits reached the threshold. */
      reached: threshold !== null && netDeposits >= threshold,
      lastCheck: await latestAffordabilityCheck(ctx.db, member.id),
    };
  };

  /**
   * `GET /operator/api/responsible/affordability`: one member's position (`?member=`), or every member
   * whose net deposits this calendar month reached their threshold (their deposits wait for a check).
   */
  app.get('/operator/api/responsible/affordability', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const parsed = affordabilityQuery.safeParse(request.query ?? {});
    if (!parsed.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const policy = policyOf(ctx.operator.current());
    if (parsed.data.member !== undefined) {
      const member = await memberByName(parsed.data.member);
      if (!member) return sendFailure(reply, ApiError.of('NOT_FOUND'));
      return success({ profile: policy.profile.code, members: [await affordabilityOf(member)] });
    }
    const rule = policy.profile.affordability;
    if (!rule) return success({ profile: policy.profile.code, members: [] });
    // Members with deposits this month above the lowest threshold there is, then each against their own.
    const lowest = Math.min(rule.monthlyNetDepositMinor, rule.youngMonthlyNetDepositMinor);
    const candidates = await ctx.db
      .selectFrom('deposit_orders')
      .innerJoin('members', 'members.id', 'deposit_orders.member_id')
      .select(['members.id', 'members.username'])
      .where('deposit_orders.status', 'in', ['pending', 'paid'])
      .where('deposit_orders.created_at', '>=', new Date(now(ctx).getTime() - 31 * 24 * 3600_000))
      .groupBy(['members.id', 'members.username'])
      .having((eb) => eb.fn.sum('deposit_orders.amount_minor'), '>=', lowest)
      .orderBy('members.id')
      .limit(500)
      .execute();
    const members = [];
    for (const candidate of candidates) {
      const position = await affordabilityOf(candidate);
      if (position.reached) members.push(position);
    }
    return success({ profile: policy.profile.code, members });
  });

  /**
   * `POST /operator/api/responsible/affordability`: records the operator's affordability check of a
   * member ({member, outcome, monthlyNetDepositMinor, note}); who made it is the operator's name. It goes
   * into the member's history (actor operator); an affordable outcome sets the new monthly threshold.
   */
  app.post('/operator/api/responsible/affordability', async (request, reply) => {
    const refused = await gate(request, reply, true);
    if (refused) return refused;
    const parsed = affordabilityBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendFailure(reply, ApiError.of('INVALID_INPUT'));
    const member = await memberByName(parsed.data.member);
    if (!member) return sendFailure(reply, ApiError.of('NOT_FOUND'));
    const policy = policyOf(ctx.operator.current());
    if (!policy.profile.affordability) return sendFailure(reply, ApiError.of('FEATURE_DISABLED'));
    const { outcome, note } = parsed.data;
    const at = now(ctx);
    const birthDate = await birthDateOf(ctx.db, member.id);
    const age = birthDate === null ? null : ageOn(birthDate, at, policy.timeZone);
    // Not affordable: the profile's own threshold stays (the member's deposits keep waiting above it).
    const threshold =
      outcome === 'affordable' ? parsed.data.monthlyNetDepositMinor! : profileThreshold(age, policy)!;
    await inTransaction(ctx.db, (trx) =>
      recordAffordabilityCheck(trx, {
        memberId: member.id,
        outcome,
        monthlyNetDepositMinor: threshold,
        checkedBy: operatorName(request),
        note,
        at,
      }),
    );
    return success(await affordabilityOf(member));
  });
}
