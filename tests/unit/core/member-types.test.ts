import { describe, expect, it } from 'vitest';
import {
  createsSubAgents,
  isAffiliateAgentType,
  isAgentType,
  isFreePlayType,
  MemberType,
  subAgentTypeUnder,
} from '../../../src/core/contract/member-types';

describe('member types', () => {
  it('shows the agent centre to the four agent types only', () => {
    const agents = Object.values(MemberType).filter(isAgentType);
    expect(agents).toEqual([1, 2, 41, 42]);
    expect(isAgentType(null)).toBe(false);
  });

  it('lets only types 1 and 41 register sub-agents, each of its own kind', () => {
    expect(Object.values(MemberType).filter(createsSubAgents)).toEqual([1, 41]);
    expect(subAgentTypeUnder(MemberType.agent)).toBe(MemberType.subAgent);
    expect(subAgentTypeUnder(MemberType.affiliateAgent)).toBe(MemberType.affiliateSubAgent);
  });

  it('names 41 and 42 affiliates and 4 free play', () => {
    expect(Object.values(MemberType).filter(isAffiliateAgentType)).toEqual([41, 42]);
    expect(Object.values(MemberType).filter(isFreePlayType)).toEqual([4]);
  });
});
