import type { ContractTerms } from '../../../src/core/contract/agents';
import type { WhitelabelNode } from '../../../src/core/contract/system';
import { type Brand, defaultBrand } from '../../config/brand';
import type { Db } from '../database';
import { rateBpOf } from './contract-rules';

/**
 * What the agent contracts need in a database seeded before they existed, added only where
 * missing (so an operator's own settings are never overwritten): the brand's AGENT3 switches and
 * top-agent ceilings, and the demo agent's house contracts.
 */

/** Adds the AGENT3 switch group and the contract ceilings to a stored brand that lacks them. */
export async function fillAgentBrandSettings(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('brand_settings')
    .select('value')
    .where('key', '=', 'brand')
    .executeTakeFirst();
  if (!row) return false;
  const brand = row.value as Partial<Brand>;
  const whitelabel = brand.whitelabel ?? [];
  const hasGroup = (nodes: WhitelabelNode[]): boolean =>
    nodes.some((node) => node.code === 'AGENT3' || hasGroup(node.children));
  const group = defaultBrand.whitelabel.find((node) => node.code === 'AGENT3');
  const addGroup = !hasGroup(whitelabel) && group !== undefined;
  const addCeilings = brand.agentContractCeilings === undefined;
  if (!addGroup && !addCeilings) return false;
  const filled = {
    ...brand,
    whitelabel: addGroup ? [...whitelabel, group] : whitelabel,
    agentContractCeilings: brand.agentContractCeilings ?? defaultBrand.agentContractCeilings,
  };
  await db
    .updateTable('brand_settings')
    .set({ value: JSON.stringify(filled) })
    .where('key', '=', 'brand')
    .execute();
  return true;
}

/** The house contracts of the demo agent: its own terms bound what it can offer its downline. */
export const DEMO_AGENT_CONTRACTS: ContractTerms[] = [
  { kind: 'dailySalary', rate: 150, activeMembers: 1, dailyBetAmount: 0 },
  {
    kind: 'dividend',
    periodType: 'weekly',
    rate: 2000,
    activeMembers: 1,
    periodValidBet: 0,
    periodProfitLoss: 0,
  },
  { kind: 'hourlySalary', rate: 50, hourlyBetAmount: 0 },
  { kind: 'realtimeSalary', winRate: 30, lossRate: 20, singleBetAmount: 0 },
];

/**
 * Gives demo_agent an accepted house contract (from nobody) of every kind it never had one of.
 * Returns how many were added.
 */
export async function seedDemoAgentContracts(db: Db, at: Date): Promise<number> {
  const agent = await db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', 'demo_agent')
    .executeTakeFirst();
  if (!agent) return 0;
  const had = await db
    .selectFrom('agent_contracts')
    .select('kind')
    .distinct()
    .where('to_member_id', '=', agent.id)
    .where('from_member_id', 'is', null)
    .execute();
  const missing = DEMO_AGENT_CONTRACTS.filter((terms) => !had.some((row) => row.kind === terms.kind));
  if (missing.length === 0) return 0;
  await db
    .insertInto('agent_contracts')
    .values(missing.map((terms) => acceptedHouseContract(terms, agent.id, at)))
    // Another contract of the kind accepted meanwhile keeps its place (one accepted per kind).
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return missing.length;
}

/** A house contract (offered by no upline) the agent holds as accepted from `at` on. */
export function acceptedHouseContract(terms: ContractTerms, memberId: number, at: Date) {
  return {
    kind: terms.kind,
    from_member_id: null,
    to_member_id: memberId,
    terms: JSON.stringify(terms),
    rate_bp: rateBpOf(terms),
    status: 'accepted' as const,
    terminate_lower: false,
    offered_at: at,
    decided_at: at,
    accepted_at: at,
  };
}
