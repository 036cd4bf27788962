import { type Selectable, sql } from 'kysely';
import type { Contract, ContractKind, ContractTerms } from '../../../src/core/contract/agents';
import { inPage, type Paging } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/envelope';
import type { SignedInCall } from '../../http/route';
import type { Member } from '../auth/tables';
import { now, type ServerContext } from '../context';
import type { Db } from '../database';
import { exceeds, isKindOn, rateBpOf } from './contract-rules';
import { agentOf, assertInDownline } from './guard';
import type { AgentContractsTable } from './tables';
import { reportPage } from './team-scope';

/**
 * Contract offers and decisions. An agent offers terms of a kind to a direct child; the child
 * accepts or rejects. A member holds at most one accepted contract of a kind; accepting a new
 * one replaces it, and ends every contract of that kind further down the member's subtree that
 * would now pay more than the member holds (the offering agent was warned and confirmed).
 */

type ContractRow = Selectable<AgentContractsTable> & { from_account: string | null; to_account: string };

function contractRows(db: Db) {
  return db
    .selectFrom('agent_contracts as c')
    .leftJoin('members as f', 'f.id', 'c.from_member_id')
    .innerJoin('members as t', 't.id', 'c.to_member_id')
    .selectAll('c')
    .select(['f.username as from_account', 't.username as to_account']);
}

export function toContract(row: ContractRow): Contract {
  return {
    id: row.id,
    terms: row.terms as ContractTerms,
    status: row.status,
    fromAccount: row.from_account,
    toAccount: row.to_account,
    toMemberId: row.to_member_id,
    offeredAt: row.offered_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

async function contractsByIds(db: Db, ids: number[]): Promise<Contract[]> {
  if (ids.length === 0) return [];
  const rows = await contractRows(db).where('c.id', 'in', ids).orderBy('c.id').execute();
  return rows.map(toContract);
}

/** The member's accepted contract of a kind, if any. */
export async function ownContract(db: Db, memberId: number, kind: ContractKind): Promise<Contract | null> {
  const row = await contractRows(db)
    .where('c.to_member_id', '=', memberId)
    .where('c.kind', '=', kind)
    .where('c.status', '=', 'accepted')
    .executeTakeFirst();
  return row ? toContract(row) : null;
}

/**
 * The most the member may offer of a kind: its own accepted terms; for a top agent (no upline)
 * without one, the brand's ceiling; otherwise nothing.
 */
export async function ceilingOf(
  ctx: Pick<ServerContext, 'db' | 'brand'>,
  member: Pick<Member, 'id' | 'upline_id'>,
  kind: ContractKind,
): Promise<ContractTerms | null> {
  const own = await ownContract(ctx.db, member.id, kind);
  if (own) return own.terms;
  return member.upline_id === null ? ctx.brand.agentContractCeilings[kind] : null;
}

/**
 * Accepted or pending contracts of a kind strictly below `memberId` in its subtree whose rates
 * exceed `terms`: what accepting `terms` for that member would end.
 */
async function exceedingBelow(db: Db, memberId: number, terms: ContractTerms): Promise<ContractRow[]> {
  const rows = await contractRows(db)
    .where('c.kind', '=', terms.kind)
    .where('c.status', 'in', ['accepted', 'pending'])
    .where('c.rate_bp', '>', 0)
    .where('c.to_member_id', 'in', (eb) =>
      eb
        .selectFrom('member_tree')
        .select('descendant_id')
        .where('ancestor_id', '=', memberId)
        .where('depth', '>=', 1),
    )
    .orderBy('c.id')
    .execute();
  return rows.filter((row) => exceeds(row.terms as ContractTerms, terms));
}

export interface OfferInput {
  memberId: number;
  terms: ContractTerms;
  confirmTerminate: boolean;
}

/** An agent's offer to a direct child; replaces that child's pending offer of the same kind. */
export async function offerContract(
  ctx: ServerContext,
  call: SignedInCall,
  input: OfferInput,
): Promise<Contract> {
  const agent = await agentOf(ctx, call);
  const kind = input.terms.kind;
  if (!isKindOn(ctx.brand, kind)) fail('CONTRACT_FEATURE_OFF');
  await assertInDownline(ctx.db, agent.id, input.memberId, { direct: true, call });

  const ceiling = await ceilingOf(ctx, agent, kind);
  if (!ceiling || exceeds(input.terms, ceiling)) fail('CONTRACT_ABOVE_OWN', { ceiling });

  const affected = await exceedingBelow(ctx.db, input.memberId, input.terms);
  if (affected.length > 0 && !input.confirmTerminate) {
    fail('CONTRACT_TERMINATES_DOWNLINE', { affected: affected.map(toContract) });
  }

  const at = now(ctx);
  const id = await inTransaction(ctx.db, async (trx) => {
    // One offer at a time per child: two concurrent offers must not both stay pending.
    await trx.selectFrom('members').select('id').where('id', '=', input.memberId).forUpdate().execute();
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'replaced', decided_at: at })
      .where('to_member_id', '=', input.memberId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .execute();
    const created = await trx
      .insertInto('agent_contracts')
      .values({
        kind,
        from_member_id: agent.id,
        to_member_id: input.memberId,
        terms: JSON.stringify(input.terms),
        rate_bp: rateBpOf(input.terms),
        status: 'pending',
        terminate_lower: affected.length > 0,
        offered_at: at,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  const [contract] = await contractsByIds(ctx.db, [id]);
  return contract!;
}

export interface Decision {
  contractId: number;
  accept: boolean;
}

/**
 * The offered member's answer to its own pending offer of `kind` (anyone else's, or another
 * kind's, is NOT_FOUND). Accepting replaces the member's accepted contract of the kind and ends
 * every accepted or pending contract of the kind further down that pays more than the new one,
 * so no one below ever holds more than its upline: they are returned as `terminated`.
 */
export async function decideContract(
  ctx: ServerContext,
  memberId: number,
  kind: ContractKind,
  decision: Decision,
): Promise<{ contract: Contract; terminated: Contract[] }> {
  const at = now(ctx);
  const terminated = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', decision.contractId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.to_member_id !== memberId || row.kind !== kind) fail('NOT_FOUND');
    if (row.status !== 'pending') fail('CONTRACT_NOT_PENDING');

    if (!decision.accept) {
      await trx
        .updateTable('agent_contracts')
        .set({ status: 'rejected', decided_at: at })
        .where('id', '=', row.id)
        .execute();
      return [];
    }
    // Rejecting stays possible when the brand switched the kind off; accepting does not.
    if (!isKindOn(ctx.brand, kind)) fail('CONTRACT_FEATURE_OFF');

    await trx
      .updateTable('agent_contracts')
      .set({ status: 'replaced', ended_at: at })
      .where('to_member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('status', '=', 'accepted')
      .execute();
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'accepted', decided_at: at, accepted_at: at })
      .where('id', '=', row.id)
      .execute();

    const ending = await exceedingBelow(trx, memberId, row.terms as ContractTerms);
    for (const below of ending) {
      await trx
        .updateTable('agent_contracts')
        .set(
          below.status === 'accepted'
            ? { status: 'terminated', ended_at: at }
            : { status: 'terminated', decided_at: at },
        )
        .where('id', '=', below.id)
        .execute();
    }
    return ending.map((below) => below.id);
  });
  const [contract] = await contractsByIds(ctx.db, [decision.contractId]);
  return { contract: contract!, terminated: await contractsByIds(ctx.db, terminated) };
}

/** Offers waiting for the member's decision, newest first; one kind only when `kind` is given. */
export async function pendingFor(db: Db, memberId: number, kind?: ContractKind): Promise<Contract[]> {
  let query = contractRows(db).where('c.to_member_id', '=', memberId).where('c.status', '=', 'pending');
  if (kind) query = query.where('c.kind', '=', kind);
  const rows = await query.orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map(toContract);
}

/** The kinds of which an offer waits for the member's decision (the consolidated flags). */
export async function pendingKinds(db: Db, memberId: number): Promise<Set<ContractKind>> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('kind')
    .distinct()
    .where('to_member_id', '=', memberId)
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((row) => row.kind));
}

/** The agent's own contract of a kind, its ceiling, and the offers it made (newest first). */
export async function contractsOfAgent(
  ctx: ServerContext,
  call: SignedInCall,
  input: Paging & { kind: ContractKind },
) {
  const agent = await agentOf(ctx, call);
  const offers = contractRows(ctx.db)
    .where('c.from_member_id', '=', agent.id)
    .where('c.kind', '=', input.kind);
  const [own, ceiling, rows, count] = await Promise.all([
    ownContract(ctx.db, agent.id, input.kind),
    ceilingOf(ctx, agent, input.kind),
    offers
      .orderBy('c.offered_at', 'desc')
      .orderBy('c.id', 'desc')
      .$call((select) => inPage(select, input))
      .execute(),
    ctx.db
      .selectFrom('agent_contracts')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('from_member_id', '=', agent.id)
      .where('kind', '=', input.kind)
      .executeTakeFirstOrThrow(),
  ]);
  return { own, ceiling, offers: reportPage(rows.map(toContract), count.total, input) };
}
