import { z } from 'zod';
import { calendarDay, dateRangeFields } from './date-range';
import { empty, endpoint } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet';

/**
 * Agent types (member.type): 1 agent — registers sub-agents and members; 2 agent — members
 * only; 41 and 42 are their affiliate variants — the same rights over their downline, but
 * they sign in on the agent site only and move no money to their downline (they are paid
 * by contracts only). Type 4 is free play, 0 a member.
 */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const SUB_AGENT_CREATORS = [1, 41] as const;
export const AFFILIATE_AGENT_TYPES = [41, 42] as const;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

const paging = pagingFields();
/** Agent reports answer their rows under `rows`, with the page count. */
const pageOf = <T extends z.ZodType>(row: T) =>
  pagedResponse(row, { listName: 'rows', counts: ['total', 'page', 'totalPages'] });

/** A rate in basis points of the base it applies to (100 = 1%). */
export const rate = z.coerce.number().int().min(0).max(10_000);

// ---------------------------------------------------------------- team

/** One point of the team chart (a day). */
export const teamSeriesPoint = z.object({
  date: calendarDay,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  validBet: minor,
  /** The players' win/loss (payout - stake); negative when the team lost. */
  winLoss: minor,
  deposits: minor,
  withdrawals: minor,
});

export const teamOverview = endpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  request: z.object(dateRangeFields).strict(),
  response: z.object({
    /** Every descendant, and the direct children only. */
    teamSize: z.number().int(),
    directMembers: z.number().int(),
    subAgents: z.number().int(),
    newMembers: z.number().int(),
    /** Descendants with at least one settled round in the range. */
    activeMembers: z.number().int(),
    teamBalance: minor,
    deposits: minor,
    withdrawals: minor,
    rounds: z.number().int(),
    validBet: minor,
    winLoss: minor,
    series: z.array(teamSeriesPoint),
  }),
});

export const memberStatus = z.enum(['active', 'disabled', 'mustChangePassword']);

export const teamMemberRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** 1 for a direct child, 2 for a grandchild, ... */
  level: z.number().int(),
  uplineAccount: z.string(),
  status: memberStatus,
  balance: minor,
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRow>;

export const teamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: true,
  request: z
    .object({
      ...paging,
      /** Part of an account name. */
      search: z.string().trim().max(40).optional(),
      status: memberStatus.optional(),
      role: z.enum(['member', 'agent']).optional(),
      directOnly: z.enum(['true', 'false']).optional(),
      sort: z.enum(['registered', 'balance', 'account', 'lastLogin']).default('registered'),
    })
    .strict(),
  response: pageOf(teamMemberRow),
});

export const teamBetRow = z.object({
  roundId: z.number().int(),
  account: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: minor,
  validBet: minor,
  payout: minor,
  winLoss: minor,
  status: z.enum(['open', 'settled', 'refunded']),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TeamBetRow = z.infer<typeof teamBetRow>;

const betTotals = z.object({
  rounds: z.number().int(),
  stake: minor,
  validBet: minor,
  payout: minor,
  winLoss: minor,
});

export const teamBets = endpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  request: z
    .object({
      ...dateRangeFields,
      ...paging,
      account: z.string().trim().max(40).optional(),
      vendor: z.string().max(40).optional(),
      gameType: z.string().max(40).optional(),
      status: z.enum(['open', 'settled', 'refunded']).optional(),
    })
    .strict(),
  response: pageOf(teamBetRow).extend({ totals: betTotals }),
});

export const profitRow = z.object({
  memberId: z.number().int(),
  account: z.string(),
  level: z.number().int(),
  rounds: z.number().int(),
  validBet: minor,
  payout: minor,
  winLoss: minor,
  deposits: minor,
  withdrawals: minor,
  bonuses: minor,
});

export const teamProfit = endpoint({
  method: 'GET',
  path: '/wps/agent/team/profit',
  auth: true,
  request: z
    .object({ ...dateRangeFields, ...paging, account: z.string().trim().max(40).optional() })
    .strict(),
  response: pageOf(profitRow).extend({
    totals: profitRow.omit({ memberId: true, account: true, level: true }),
  }),
});

// ---------------------------------------------------------------- register a downline

export const registerDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/register',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z
    .object({
      username: z.string().trim().min(4).max(20),
      /** member, or agent (a sub-agent of type 2, or 42 under an affiliate agent). */
      role: z.enum(['member', 'agent']),
      nickname: z.string().trim().max(40).optional(),
    })
    .strict(),
  response: z.object({
    memberId: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    /** Shown to the agent once; null when the brand's default password was used. */
    oneTimePassword: z.string().nullable(),
    usesDefaultPassword: z.boolean(),
  }),
});

// ---------------------------------------------------------------- money

export const transferToDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/transfer',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z
    .object({
      memberId: z.number().int().positive(),
      amount: minor.positive(),
      paymentPassword: z.string().min(1).max(64),
    })
    .strict(),
  response: z.object({ sumBalance: minor, account: z.string() }),
});

export const incomeKind = z.enum(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'payout']);
export type IncomeKind = z.infer<typeof incomeKind>;

export const incomeLine = z.object({
  id: z.number().int(),
  kind: incomeKind,
  /** Paid into the income account (positive) or paid out to the main wallet (negative). */
  amount: minor,
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  contractId: z.number().int().nullable(),
  /** How the amount was computed, e.g. "1.50% of 1,234.00 valid bet". */
  basis: z.string(),
  rounds: z.number().int(),
  at: z.string(),
});
export type IncomeLine = z.infer<typeof incomeLine>;

export const income = endpoint({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  request: z.object({ ...dateRangeFields, ...paging, kind: incomeKind.optional() }).strict(),
  response: pageOf(incomeLine).extend({ incomeBalance: minor, totalEarned: minor }),
});

/** The rounds one settlement was computed from (drill-down). */
export const incomeRounds = endpoint({
  method: 'GET',
  path: '/wps/agent/income/rounds',
  auth: true,
  request: z.object({ incomeId: z.coerce.number().int().positive(), ...paging }).strict(),
  response: pageOf(teamBetRow),
});

export const incomePayout = endpoint({
  method: 'POST',
  path: '/wps/agent/income/payout',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.object({ amount: minor.positive(), paymentPassword: z.string().min(1).max(64) }).strict(),
  response: z.object({ incomeBalance: minor, sumBalance: minor }),
});

export const transactionRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The account the line moved: main or income. */
  wallet: z.enum(['main', 'income', 'vendor']),
  amount: minor,
  balanceAfter: minor,
  counterparty: z.string().nullable(),
  memo: z.string(),
  at: z.string(),
});

export const transactions = endpoint({
  method: 'GET',
  path: '/wps/agent/transactions',
  auth: true,
  request: z.object({ ...dateRangeFields, ...paging, kind: z.string().max(40).optional() }).strict(),
  response: pageOf(transactionRow),
});

// ---------------------------------------------------------------- contracts

export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export const contractKind = z.enum(contractKinds);
export type ContractKind = z.infer<typeof contractKind>;
export const periodType = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);

/**
 * Terms per kind (spec §3 contract and salary settings). Amounts are minor units, rates basis points.
 * The holder's team is its whole subtree including itself; thresholds are checked on that team.
 * - dividend: rate of the team's net loss per period, when activeMembers and periodValidBet are reached and
 *   the team's loss is at least periodProfitLoss.
 * - dailySalary: rate of the team's valid bet of the day, when activeMembers members each bet dailyBetAmount.
 * - hourlySalary: rate of the team's valid bet of the hour, when the hour's valid bet reaches hourlyBetAmount.
 * - realtimeSalary (every 5 minutes): winRate of the stakes of won rounds plus lossRate of the stakes of lost
 *   rounds, counting rounds whose stake is at least singleBetAmount.
 * Pay is by level difference: on each round, a holder earns its rate minus the highest rate held below it on
 * the player's upline chain (never negative), so a member holding 1% under an agent holding 1.5% earns 1% of
 * its own valid bet and the agent 0.5%; the house never pays more than the top rate on any round. The
 * contract in force when a period ends pays that whole period (server/modules/agents/settlement.ts).
 */
export const contractTerms = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('dividend'),
      periodType,
      rate,
      activeMembers: z.number().int().min(0).max(100_000),
      periodValidBet: minor.min(0),
      periodProfitLoss: minor.min(0),
    })
    .strict(),
  z
    .object({
      kind: z.literal('dailySalary'),
      rate,
      activeMembers: z.number().int().min(0).max(100_000),
      dailyBetAmount: minor.min(0),
    })
    .strict(),
  z.object({ kind: z.literal('hourlySalary'), rate, hourlyBetAmount: minor.min(0) }).strict(),
  z
    .object({
      kind: z.literal('realtimeSalary'),
      winRate: rate,
      lossRate: rate,
      singleBetAmount: minor.min(0),
    })
    .strict(),
]);
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractStatus = z.enum(['pending', 'accepted', 'rejected', 'terminated', 'replaced']);

export const contract = z.object({
  id: z.number().int(),
  terms: contractTerms,
  status: contractStatus,
  /** Who offered it (null: the house). */
  fromAccount: z.string().nullable(),
  toAccount: z.string(),
  toMemberId: z.number().int(),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contract>;

/** The agent's own contract of a kind, what it may still grant, and the offers it made to its children. */
export const contracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: true,
  request: z.object({ kind: contractKind, ...paging }).strict(),
  response: z.object({
    own: contract.nullable(),
    /** The highest terms this agent may offer (its own, or the brand ceiling for a top agent). */
    ceiling: contractTerms.nullable(),
    offers: pageOf(contract),
  }),
});

/**
 * Offer terms to a direct child. Above the agent's own terms: CONTRACT_ABOVE_OWN. Lower than a contract that
 * child granted further down: CONTRACT_TERMINATES_DOWNLINE with value.affected, unless confirmTerminate — then
 * those contracts end when the child accepts. An offer replaces the child's pending offer of the same kind.
 */
export const offerContract = endpoint({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  auth: true,
  request: z
    .object({
      memberId: z.number().int().positive(),
      terms: contractTerms,
      confirmTerminate: z.boolean().default(false),
    })
    .strict(),
  response: contract,
});

/** Offers waiting for the signed-in member's decision (the acceptance dialog). */
export const pendingContracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts/pending',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(contract) }),
});

const decision = z.object({ contractId: z.number().int().positive(), accept: z.boolean() }).strict();
const decided = z.object({ contract, terminated: z.array(contract) });

/** The pending dividend offer (GET) — the dividend's accept/reject is the POST of the same call. */
export const dividendRequest = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(contract) }),
});
export const processDividend = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: true,
  request: decision,
  response: decided,
});
export const processDailySalary = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  auth: true,
  request: decision,
  response: decided,
});
export const processHourlySalary = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  auth: true,
  request: decision,
  response: decided,
});
export const processRealtimeSalary = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  auth: true,
  request: decision,
  response: decided,
});
