import type { ParsedRequestOf, ResponseOf } from '../../../src/core/contract';
import type { apply, programme } from '../../../src/core/contract/join';
import { isAffiliateAgentType, isAgentType } from '../../../src/core/contract/member-types';
import type { OperatorConfig } from '../../config/operator';
import { fail } from '../../http/envelope';
import type { SignedInCall } from '../../http/route';
import { rowIdOf } from '../../http/row-id';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { realMemberOf } from '../member/guard';
import type { DecisionInput, DecisionKind, DecisionOutcome } from '../operator/decisions';
import { pickLanguage } from '../system/language';
import { isKindOn } from './contract-rules';
import { acceptedHouseContract } from './contracts-seed';
import { freeAffiliateCode } from './register-downline';
import type { AgentApplicationsTable } from './tables';

/**
 * The agent programme (/join): what the operator's configuration (`agentProgramme`) offers, members'
 * applications, and the operator's decision on each. Approving makes the member an agent of the
 * configured type with everything the agent centre reads: an invitation code and the configured
 * house contracts (one accepted contract per kind, the brand's switches permitting).
 */

type Programme = ResponseOf<typeof programme>;
type ApplyInput = ParsedRequestOf<typeof apply>;
type ApplicationRow = Pick<
  AgentApplicationsTable,
  'contact_name' | 'contact_kind' | 'contact' | 'audience' | 'message' | 'state' | 'remark'
> & { id: number; created_at: Date; decided_at: Date | null };
type Application = ResponseOf<typeof apply>;

export const AGENT_APPLICATION_KIND = 'agent_application';

/** The programme in the language asked for, else the operator's default language, else any text it has. */
export function programmeFor(ctx: ServerContext, language: unknown): Programme {
  const config = ctx.operator.current();
  const { agentType, contracts } = config.agentProgramme;
  return {
    agentType,
    affiliate: isAffiliateAgentType(agentType),
    description: descriptionIn(config, language),
    contracts: contracts.filter((terms) => isKindOn(ctx.brand, terms.kind)),
  };
}

function descriptionIn(config: OperatorConfig, language: unknown): string {
  const texts = config.agentProgramme.description;
  return (
    pickLanguage(texts, language)?.entry ??
    texts[config.languages.default] ??
    texts.en ??
    Object.values(texts)[0] ??
    ''
  );
}

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    state: row.state,
    contactName: row.contact_name,
    contactKind: row.contact_kind,
    contact: row.contact,
    audience: row.audience,
    message: row.message,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** The member's latest application, or null. */
export async function latestApplication(db: Db, memberId: number): Promise<Application | null> {
  const row = await db
    .selectFrom('agent_applications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toApplication(row) : null;
}

/**
 * A member applies: refused for free play (NEED_REAL_ACCOUNT), agents (ALREADY_AGENT) and while an
 * application waits (AGENT_APPLICATION_PENDING; the partial unique index settles a race).
 */
export async function applyToJoin(ctx: ServerContext, call: SignedInCall, input: ApplyInput) {
  const member = await realMemberOf(ctx.db, call);
  if (isAgentType(member.type)) fail('ALREADY_AGENT');
  const waiting = await ctx.db
    .selectFrom('agent_applications')
    .select('id')
    .where('member_id', '=', member.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (waiting) fail('AGENT_APPLICATION_PENDING');
  try {
    const row = await ctx.db
      .insertInto('agent_applications')
      .values({
        member_id: member.id,
        contact_name: input.contactName,
        contact_kind: input.contactKind,
        contact: input.contact,
        audience: input.audience,
        message: input.message,
        state: 'pending',
        remark: null,
        agent_type: null,
        created_at: now(ctx),
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    call.request.log.info(
      { event: 'agent_application', memberId: member.id, applicationId: row.id },
      'agent application received',
    );
    return toApplication(row);
  } catch (error) {
    if (((error as { constraint?: string }).constraint ?? '').includes('one_pending')) {
      fail('AGENT_APPLICATION_PENDING');
    }
    throw error;
  }
}

/** Makes the member an agent of the configured type with an invitation code and the house contracts. */
async function makeAgent(ctx: ServerContext, trx: Db, memberId: number, at: Date) {
  const member = await trx
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (isAgentType(member.type)) fail('ALREADY_AGENT');
  const { agentType, contracts } = ctx.operator.current().agentProgramme;
  const affiliateCode = member.affiliate_code ?? (await freeAffiliateCode(trx));
  await trx
    .updateTable('members')
    .set({ type: agentType, agent_site_only: isAffiliateAgentType(agentType), affiliate_code: affiliateCode })
    .where('id', '=', memberId)
    .execute();
  const granted = contracts.filter((terms) => isKindOn(ctx.brand, terms.kind));
  if (granted.length > 0) {
    await trx
      .insertInto('agent_contracts')
      .values(granted.map((terms) => acceptedHouseContract(terms, memberId, at)))
      // A contract of the kind already accepted (offered by an upline) keeps its place.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return {
    before: { memberType: member.type },
    after: { memberType: agentType, affiliateCode, contracts: granted.map((terms) => terms.kind) },
  };
}

async function decideApplication(
  ctx: ServerContext,
  trx: Db,
  input: DecisionInput,
): Promise<DecisionOutcome> {
  const applicationId = rowIdOf(input.id);
  if (applicationId === null) fail('NOT_FOUND');
  const approve = input.action === 'approve';
  const remark = input.remark.trim() === '' ? null : input.remark.trim().slice(0, 500);
  const moved = await trx
    .updateTable('agent_applications')
    .set({
      state: approve ? 'approved' : 'rejected',
      remark,
      decided_at: input.at,
      agent_type: approve ? ctx.operator.current().agentProgramme.agentType : null,
    })
    .where('id', '=', applicationId)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!moved) {
    const exists = await trx
      .selectFrom('agent_applications')
      .select('id')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    fail(exists ? 'AGENT_APPLICATION_NOT_PENDING' : 'NOT_FOUND');
  }
  if (!approve) {
    return { before: { state: 'pending' }, after: { state: 'rejected', remark } };
  }
  const made = await makeAgent(ctx, trx, moved.member_id, input.at);
  return {
    before: { state: 'pending', ...made.before },
    after: { state: 'approved', remark, ...made.after },
  };
}

/** Applications to become an agent, for the operator to approve (the member becomes one) or reject saying why. */
export function agentApplicationDecisions(ctx: ServerContext): DecisionKind {
  return {
    kind: AGENT_APPLICATION_KIND,
    title: 'Agent applications',
    actions: ['approve', 'reject'],
    remarkRequired: ['reject'],
    async pending(db) {
      const rows = await db
        .selectFrom('agent_applications as a')
        .innerJoin('members as m', 'm.id', 'a.member_id')
        .select([
          'a.id',
          'a.contact_name',
          'a.contact_kind',
          'a.contact',
          'a.audience',
          'a.message',
          'a.created_at',
          'm.username',
        ])
        .where('a.state', '=', 'pending')
        .orderBy('a.id')
        .limit(200)
        .execute();
      const agentType = ctx.operator.current().agentProgramme.agentType;
      return rows.map((row) => ({
        id: String(row.id),
        summary: `${row.username}: ${row.contact_name} (${row.contact_kind} ${row.contact}) to become agent type ${agentType}`,
        details: {
          member: row.username,
          'contact name': row.contact_name,
          [row.contact_kind]: row.contact,
          'players or channel': row.audience,
          message: row.message || null,
        },
        createdAt: row.created_at,
      }));
    },
    decide: (trx, input) => decideApplication(ctx, trx, input),
  };
}
