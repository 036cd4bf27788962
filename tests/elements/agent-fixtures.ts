/** Fixtures of the agent centre and contract tests: an agent session, the AGENT3 switches, rows. */
import { session } from '../../src/core';
import type { Contract, ContractTerms, TeamMemberRow } from '../../src/core/contract/agents';
import { memberFixture, type RecordedCall, statusFixture } from './support';

/** The status with the AGENT3 group and its four contract switches (all on unless listed off). */
export function agentStatus(off: string[] = [], groupOn = true) {
  const status = statusFixture();
  const node = (code: string, enabled: boolean) => ({ code, name: code, enabled, children: [] });
  status.info.whitelabel.push({
    code: 'AGENT3',
    name: 'AGENT3',
    enabled: groupOn,
    children: ['DIVIDEND3', 'DAILYSALARY3', 'HOURSALARY3', 'REALTIMESALARY3'].map((code) =>
      node(code, !off.includes(code)),
    ),
  });
  return status;
}

export const agentMember = (type = 1) => ({ ...memberFixture, id: 70, account: 'demo_agent', type });

/** Signs the page in as the member the fake API answers for GET /wps/member/info. */
export async function signIn(): Promise<void> {
  session.token.value = 'tok-123';
  await session.loadMember();
  await session.refreshBalance();
}

export function contractFixture(
  id: number,
  terms: ContractTerms,
  overrides: Partial<Contract> = {},
): Contract {
  return {
    id,
    terms,
    status: 'pending',
    fromAccount: 'demo_agent',
    toAccount: 'player_one',
    toMemberId: 101,
    offeredAt: '2026-11-20T08:00:00Z',
    decidedAt: null,
    ...overrides,
  };
}

export const dailyTerms: Extract<ContractTerms, { kind: 'dailySalary' }> = {
  kind: 'dailySalary',
  rate: 100,
  activeMembers: 3,
  dailyBetAmount: 50_000,
};
export const dividendTerms: Extract<ContractTerms, { kind: 'dividend' }> = {
  kind: 'dividend',
  periodType: 'weekly',
  rate: 2_000,
  activeMembers: 5,
  periodValidBet: 1_000_000,
  periodProfitLoss: 100_000,
};

export function memberRow(id: number, overrides: Partial<TeamMemberRow> = {}): TeamMemberRow {
  return {
    id,
    account: `player_${id}`,
    nickname: null,
    type: 0,
    level: 1,
    uplineAccount: 'demo_agent',
    status: 'active',
    balance: 12_345,
    registeredAt: '2026-11-01T08:00:00Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** A paged agent list of `total` rows made by `row(id)`, answered `pageSize` at a time like the server. */
export function agentPages<T, Extra extends object = Record<never, never>>(
  total: number,
  row: (id: number) => T,
  extra: Extra = {} as Extra,
) {
  return (call: RecordedCall) => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 20);
    const ids = Array.from({ length: total }, (_, index) => index + 1);
    return {
      value: {
        rows: ids.slice((page - 1) * pageSize, page * pageSize).map(row),
        total,
        page,
        totalPages: Math.ceil(total / pageSize),
        ...extra,
      },
    };
  };
}

export const overviewFixture = {
  teamSize: 12,
  directMembers: 5,
  subAgents: 2,
  newMembers: 3,
  activeMembers: 4,
  teamBalance: 1_234_500,
  deposits: 500_000,
  withdrawals: 120_000,
  rounds: 87,
  validBet: 2_500_000,
  winLoss: -310_000,
  series: [
    {
      date: '2026-11-19',
      newMembers: 1,
      activeMembers: 2,
      validBet: 1_000_000,
      winLoss: 50_000,
      deposits: 0,
      withdrawals: 0,
    },
    {
      date: '2026-11-20',
      newMembers: 2,
      activeMembers: 4,
      validBet: 1_500_000,
      winLoss: -360_000,
      deposits: 500_000,
      withdrawals: 120_000,
    },
  ],
};
