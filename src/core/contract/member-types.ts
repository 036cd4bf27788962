/**
 * What a member's `type` (member.type, `memberType` in answers) says: the one catalogue the
 * elements and the server read.
 *
 * Agents see the agent centre: type 1 registers sub-agents and members, type 2 members only;
 * 41 and 42 are their affiliate variants, with the same rights over their downline, but they
 * sign in on the agent site only and move no money to their downline (contracts pay them).
 * Free play is the practice account, with play money only.
 */
export const MemberType = {
  member: 0,
  agent: 1,
  subAgent: 2,
  freePlay: 4,
  affiliateAgent: 41,
  affiliateSubAgent: 42,
} as const;

export type MemberTypeCode = (typeof MemberType)[keyof typeof MemberType];

export const AGENT_TYPES = [
  MemberType.agent,
  MemberType.subAgent,
  MemberType.affiliateAgent,
  MemberType.affiliateSubAgent,
] as const;
/** The agent types that may register sub-agents. */
export const SUB_AGENT_CREATORS = [MemberType.agent, MemberType.affiliateAgent] as const;
export const AFFILIATE_AGENT_TYPES = [MemberType.affiliateAgent, MemberType.affiliateSubAgent] as const;

const isOneOf = (types: readonly number[], type: number | null | undefined) =>
  type !== null && type !== undefined && types.includes(type);

export const isAgentType = (type: number | null | undefined): boolean => isOneOf(AGENT_TYPES, type);
export const isAffiliateAgentType = (type: number | null | undefined): boolean =>
  isOneOf(AFFILIATE_AGENT_TYPES, type);
export const createsSubAgents = (type: number | null | undefined): boolean =>
  isOneOf(SUB_AGENT_CREATORS, type);
export const isFreePlayType = (type: number | null | undefined): boolean => type === MemberType.freePlay;

/** The type of a sub-agent an agent of `type` registers: an affiliate's sub-agents are affiliates too. */
export const subAgentTypeUnder = (type: number): MemberTypeCode =>
  isAffiliateAgentType(type) ? MemberType.affiliateSubAgent : MemberType.subAgent;
