import { z } from 'zod/mini';
import { calendarDay, dateRangeFields } from './date-range';
import { empty, endpoint } from './endpoint';
import { rowId, rowIdInQuery } from './ids';
import { pagingFields, rowsPageOf } from './paging';
import { minor } from './wallet-balance';

const paging = pagingFields();

/** A rate in basis points of the base it applies to (100 = 1%). */
export const rate = z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000));

// ---------------------------------------------------------------- team

/** One point of the team chart (a day). */
export const teamSeriesPoint = z.object({
  date: calendarDay,
  newMembers: z.int(),
  activeMembers: z.int(),
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
  request: z.strictObject(dateRangeFields),
  response: z.object({
    /** Every descendant, and the direct children only. */
    teamSize: z.int(),
    directMembers: z.int(),
    subAgents: z.int(),
    newMembers: z.int(),
    /** Descendants with at least one settled round in the range. */
    activeMembers: z.int(),
    teamBalance: minor,
    deposits: minor,
    withdrawals: minor,
    rounds: z.int(),
    validBet: minor,
    winLoss: minor,
    series: z.array(teamSeriesPoint),
  }),
});

export const memberStatus = z.enum(['active', 'disabled', 'mustChangePassword']);

export const teamMemberRow = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  /** 1 for a direct child, 2 for a grandchild, ... */
  level: z.int(),
  uplineAccount: z.string(),
  status: memberStatus,
  balance: minor,
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type TeamMemberRow = z.infer<typeof teamMemberRow>;

export const teamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: true,
  request: z.strictObject({
    ...paging,
    /** Part of an account name. */
    search: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    status: z.optional(memberStatus),
    role: z.optional(z.enum(['member', 'agent'])),
    directOnly: z.optional(z.enum(['true', 'false'])),
    sort: z._default(z.enum(['registered', 'balance', 'account', 'lastLogin']), 'registered'),
  }),
  response: rowsPageOf(teamMemberRow),
});

export const teamBetRow = z.object({
  roundId: z.int(),
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
  settledAt: z.nullable(z.string()),
});
export type TeamBetRow = z.infer<typeof teamBetRow>;

/** A team report's filter: a period, a page, and optionally one downline account. */
const teamPeriodFilter = {
  ...dateRangeFields,
  ...paging,
  account: z.optional(z.string().check(z.trim(), z.maxLength(40))),
};

const betTotals = z.object({
  rounds: z.int(),
  stake: minor,
  validBet: minor,
  payout: minor,
  winLoss: minor,
});

export const teamBets = endpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  request: z.strictObject({
    ...teamPeriodFilter,
    vendor: z.optional(z.string().check(z.maxLength(40))),
    gameType: z.optional(z.string().check(z.maxLength(40))),
    status: z.optional(z.enum(['open', 'settled', 'refunded'])),
  }),
  response: z.extend(rowsPageOf(teamBetRow), { totals: betTotals }),
});

export const profitRow = z.object({
  memberId: z.int(),
  account: z.string(),
  level: z.int(),
  rounds: z.int(),
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
  request: z.strictObject(teamPeriodFilter),
  response: z.extend(rowsPageOf(profitRow), {
    totals: z.omit(profitRow, { memberId: true, account: true, level: true }),
  }),
});

// ---------------------------------------------------------------- register a downline

export const registerDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/register',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    username: z.string().check(z.trim(), z.minLength(4), z.maxLength(20)),
    /** member, or agent (a sub-agent of type 2, or 42 under an affiliate agent). */
    role: z.enum(['member', 'agent']),
    nickname: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  }),
  response: z.object({
    memberId: z.int(),
    username: z.string(),
    type: z.int(),
    /** Shown to the agent once; null when the brand's default password was used. */
    oneTimePassword: z.nullable(z.string()),
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
  request: z.strictObject({
    memberId: rowId,
    amount: minor.check(z.positive()),
    paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: z.object({ sumBalance: minor, account: z.string() }),
});

export { type IncomeKind, type IncomeLine, income, incomeKind, incomeLine } from './contract-income';

/** The rounds one settlement was computed from (drill-down). */
export const incomeRounds = endpoint({
  method: 'GET',
  path: '/wps/agent/income/rounds',
  auth: true,
  request: z.strictObject({ incomeId: rowIdInQuery, ...paging }),
  response: rowsPageOf(teamBetRow),
});

export const incomePayout = endpoint({
  method: 'POST',
  path: '/wps/agent/income/payout',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    amount: minor.check(z.positive()),
    paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: z.object({ incomeBalance: minor, sumBalance: minor }),
});

export const transactionRow = z.object({
  id: z.int(),
  kind: z.string(),
  /** The account the line moved: main or income. */
  wallet: z.enum(['main', 'income', 'vendor']),
  amount: minor,
  balanceAfter: minor,
  counterparty: z.nullable(z.string()),
  memo: z.string(),
  at: z.string(),
});

export const transactions = endpoint({
  method: 'GET',
  path: '/wps/agent/transactions',
  auth: true,
  request: z.strictObject({
    ...dateRangeFields,
    ...paging,
    kind: z.optional(z.string().check(z.maxLength(40))),
  }),
  response: rowsPageOf(transactionRow),
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
  z.strictObject({
    kind: z.literal('dividend'),
    periodType,
    rate,
    activeMembers: z.int().check(z.gte(0), z.lte(100_000)),
    periodValidBet: minor.check(z.gte(0)),
    periodProfitLoss: minor.check(z.gte(0)),
  }),
  z.strictObject({
    kind: z.literal('dailySalary'),
    rate,
    activeMembers: z.int().check(z.gte(0), z.lte(100_000)),
    dailyBetAmount: minor.check(z.gte(0)),
  }),
  z.strictObject({ kind: z.literal('hourlySalary'), rate, hourlyBetAmount: minor.check(z.gte(0)) }),
  z.strictObject({
    kind: z.literal('realtimeSalary'),
    winRate: rate,
    lossRate: rate,
    singleBetAmount: minor.check(z.gte(0)),
  }),
]);
export type ContractTerms = z.infer<typeof contractTerms>;

export const contractStatus = z.enum(['pending', 'accepted', 'rejected', 'terminated', 'replaced']);

export const contract = z.object({
  id: z.int(),
  terms: contractTerms,
  status: contractStatus,
  /** Who offered it (null: the house). */
  fromAccount: z.nullable(z.string()),
  toAccount: z.string(),
  toMemberId: z.int(),
  offeredAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contract>;

/** The agent's own contract of a kind, what it may still grant, and the offers it made to its children. */
export const contracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: true,
  request: z.strictObject({ kind: contractKind, ...paging }),
  response: z.object({
    own: z.nullable(contract),
    /** The highest terms this agent may offer (its own, or the brand ceiling for a top agent). */
    ceiling: z.nullable(contractTerms),
    offers: rowsPageOf(contract),
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
  request: z.strictObject({
    memberId: rowId,
    terms: contractTerms,
    confirmTerminate: z._default(z.boolean(), false),
  }),
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

const decision = z.strictObject({ contractId: rowId, accept: z.boolean() });
const decided = z.object({ contract, terminated: z.array(contract) });

/** The pending dividend offer (GET) — the dividend's accept/reject is the POST of the same call. */
export const dividendRequest = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: true,
  request: empty,
  response: z.object({ list: z.array(contract) }),
});
/** An accept or decline of an offered contract at `path`. */
const decisionCall = (path: string) =>
  endpoint({ method: 'POST', path, auth: true, request: decision, response: decided });
export const processDividend = decisionCall('/wps/relay/MCS2_processDividendReq');
export const processDailySalary = decisionCall('/wps/relay/MCS2_processDailySalContract');
export const processHourlySalary = decisionCall('/wps/relay/MCS2_processContractHourSalary');
export const processRealtimeSalary = decisionCall('/wps/relay/MCSFE_processRealTimeSalaryContract');
