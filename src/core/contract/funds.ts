import { z } from 'zod/mini';
import { birthDateText } from './auth-fields';
import { empty, endpoint, IMAGE_TYPES, nothing } from './endpoint';
import { rowId, rowIdInQuery } from './ids';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

export { panicButton } from './panic-button';
export { type SessionSummaryAlert, sessionSummary } from './session-summary';

/** A positive amount in integer minor units. */
const amount = minor.check(z.positive());
/** Funds lists name their page size `size`. */
const paging = pagingFields({ sizeName: 'size' });
const paymentPassword = z.string().check(z.minLength(6), z.maxLength(20));

// ---- Payment password and bank account -------------------------------------------------

export const fundsProfile = z.object({
  paymentPasswordSet: z.boolean(),
  bankAccount: z.nullable(
    z.object({
      bankName: z.string(),
      /** Only the last four digits are ever sent back. */
      accountNumberMasked: z.string(),
      accountHolderName: z.string(),
    }),
  ),
});
export type FundsProfile = z.infer<typeof fundsProfile>;

export const profile = endpoint({
  method: 'GET',
  path: '/wps/member/funds/profile',
  auth: true,
  request: empty,
  response: fundsProfile,
});

/** Sets the payment password the first time (no oldPassword) or changes it (oldPassword required). */
export const setPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: true,
  encrypted: true,
  request: z.strictObject({
    oldPassword: z.optional(paymentPassword),
    newPassword: paymentPassword,
    confirmNewPassword: paymentPassword,
  }),
  response: nothing,
});

export const bindBankAccount = endpoint({
  method: 'POST',
  path: '/wps/member/bankAccount',
  auth: true,
  encrypted: true,
  request: z.strictObject({
    bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    accountNumber: z.string().check(z.trim(), z.regex(/^\d{6,30}$/)),
    accountHolderName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    paymentPassword,
  }),
  response: fundsProfile,
});

// ---- Deposits (depositv2) ------------------------------------------------------------

export const depositChannel = z.object({
  code: z.string(),
  name: z.string(),
  minAmount: minor,
  maxAmount: minor,
});

export const depositStatus = z.enum(['pending', 'paid', 'failed', 'expired']);

export const depositOrder = z.object({
  orderNo: z.string(),
  channel: z.string(),
  amount: minor,
  status: depositStatus,
  /** Person to person: the depositor pays a withdrawing player's bank account instead of the gateway. */
  p2p: z.boolean(),
  /** Where to pay: the gateway page (gateway orders) or null. */
  payUrl: z.nullable(z.string()),
  /** The payee's bank details (P2P orders). */
  payee: z.nullable(
    z.object({ bankName: z.string(), accountNumber: z.string(), accountHolderName: z.string() }),
  ),
  /** P2P: awaiting_payment, paid (waiting for the payee), received, forced, not_received, cancelled. */
  matchStatus: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositChannels = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositChannels',
  auth: true,
  request: empty,
  response: z.array(depositChannel),
});

export const createDeposit = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_createDeposit',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({ channel: z.string().check(z.minLength(1), z.maxLength(40)), amount }),
  response: depositOrder,
});

export const getDeposit = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositOrder',
  auth: true,
  request: z.strictObject({ orderNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: depositOrder,
});

export const listDeposits = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositOrders',
  auth: true,
  request: z.strictObject(paging),
  response: pagedResponse(depositOrder, { counts: ['total'] }),
});

/** The depositor of a P2P order says the bank transfer to the payee is made. */
export const markDepositPaid = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_p2pDepositPaid',
  auth: true,
  request: z.strictObject({ orderNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: depositOrder,
});

// ---- Withdrawals ---------------------------------------------------------------------

export const withdrawalMatch = z.object({
  matchId: z.int(),
  amount: minor,
  status: z.enum(['awaiting_payment', 'paid', 'received', 'forced', 'not_received', 'cancelled']),
  proofCount: z.int(),
  /** When an unanswered paid match is forced received. */
  forcedAt: z.nullable(z.string()),
});

export const withdrawal = z.object({
  withdrawalNo: z.string(),
  amount: minor,
  status: z.enum(['pending', 'completed']),
  receivedAmount: minor,
  remainingAmount: minor,
  /** Paid by the payment gateway because no deposit matched it. */
  gatewayPaidAmount: minor,
  matches: z.array(withdrawalMatch),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawSettings',
  auth: true,
  request: empty,
  response: z.object({
    minAmount: minor,
    maxAmount: minor,
    forcedReceiptMinutes: z.int(),
    maxProofs: z.int(),
    maxProofBytes: z.int(),
  }),
});

export const createWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_createWithdrawal',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({ amount, paymentPassword }),
  response: withdrawal,
});

export const listWithdrawals = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawals',
  auth: true,
  request: z.strictObject(paging),
  response: pagedResponse(withdrawal, { counts: ['total'] }),
});

export const getWithdrawal = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawal',
  auth: true,
  request: z.strictObject({ withdrawalNo: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: withdrawal,
});

export const confirmReceived = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_confirmReceived',
  auth: true,
  idempotent: true,
  request: z.strictObject({ matchId: rowId }),
  response: withdrawal,
});

/** Needs at least one proof uploaded for the match first. */
export const reportNotReceived = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_notReceived',
  auth: true,
  request: z.strictObject({ matchId: rowId }),
  response: withdrawal,
});

/** Largest proof image accepted, in bytes. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOFS = 3;

/**
 * Proof that a matched deposit did not arrive: the body is the image bytes themselves
 * (image/png or image/jpeg, at most 5 MB, at most 3 per match), the match in the query;
 * answers the match's proof count.
 */
export const uploadProof = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_uploadProof',
  auth: true,
  upload: { types: IMAGE_TYPES, maxBytes: MAX_PROOF_BYTES, invalid: 'PROOF_INVALID' },
  request: z.strictObject({ matchId: rowIdInQuery }),
  response: z.object({ proofId: z.int(), proofCount: z.int() }),
});

// ---- Responsible gaming ----------------------------------------------------------------

const limit = z.nullable(minor.check(z.positive()));
const limitsShape = { day: limit, week: limit, month: limit };
export const depositLimits = z.object(limitsShape);
/**
 * What was used of a limit in each window (minor units): the last 24 hours, 7 days, 30 days (rolling), or since
 * the brand's midnight, Monday and first of the month (calendar, `windows`).
 */
const windowUsage = z.object({ day: minor, week: minor, month: minor });

const exclusionState = z.object({
  /** `register`: listed on the jurisdiction's national self-exclusion register, for as long as it lists them. */
  kind: z.enum(['time_out', 'self_exclusion', 'register']),
  /** Null: permanent. */
  until: z.nullable(z.string()),
});

export const responsibleSettings = z.object({
  /** The deposit limits in force (null: none); the lowest remaining one applies to every deposit. */
  limits: depositLimits,
  /** Raised limits wait out `raiseDelay` before they apply. */
  pendingLimits: z.nullable(depositLimits),
  pendingAt: z.nullable(z.string()),
  /** Net loss limits: stakes placed in the window (open ones in full) minus what the settled ones paid. */
  lossLimits: depositLimits,
  pendingLossLimits: z.nullable(depositLimits),
  pendingLossAt: z.nullable(z.string()),
  /** Wager limits: stakes placed in the window. */
  wagerLimits: depositLimits,
  pendingWagerLimits: z.nullable(depositLimits),
  pendingWagerAt: z.nullable(z.string()),
  /** Each limit's use in its window; `lost` is the net loss (below zero after a net win). */
  usage: z.object({ deposited: windowUsage, lost: windowUsage, wagered: windowUsage }),
  /** The member's reality-check interval, or the jurisdiction profile's default (nl, es: 30). */
  realityCheckMinutes: z.nullable(z.int()),
  /**
   * The longest interval the jurisdiction profile allows (es, nl: 30); null: the member may choose any or switch it
   * off. With a value, "off" and longer intervals are refused (RG_REALITY_CHECK_REQUIRED).
   */
  realityCheckMaxMinutes: z.nullable(z.int()),
  /** How long a raised or removed limit waits before it applies (the jurisdiction profile's delay). */
  raiseDelay: z.object({ count: z.int(), unit: z.enum(['hours', 'days', 'businessDays']) }),
  exclusion: z.nullable(exclusionState),
  /** How the jurisdiction counts the windows: the last 24 h / 7 days / 30 days, or per calendar day / week / month. */
  windows: z.enum(['rolling', 'calendar']),
  /** The member's birth date (YYYY-MM-DD), null when not given. */
  birthDate: z.nullable(z.string()),
  /** The jurisdiction asks for a birth date: without one, stakes and deposits are refused until it is entered. */
  birthDateRequired: z.boolean(),
  /** The session-time limit in minutes (null: none): the server ends a session that reaches it. */
  sessionMinutes: z.nullable(z.int()),
  /** A raised or removed session-time limit waiting out `raiseDelay` (null minutes: removal); both null when none. */
  pendingSessionMinutes: z.nullable(z.int()),
  pendingSessionAt: z.nullable(z.string()),
  /** How long a new sign-in waits after a session was ended by a time limit (the profile's break); null: none. */
  sessionBreakMinutes: z.nullable(z.int()),
});
export type ResponsibleSettings = z.infer<typeof responsibleSettings>;

export const responsible = endpoint({
  method: 'GET',
  path: '/wps/member/responsible',
  auth: true,
  request: empty,
  response: responsibleSettings,
});

/** A decrease applies at once, an increase (or removal) only after the profile's `raiseDelay`. */
export const setDepositLimits = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/depositLimits',
  auth: true,
  request: z.strictObject(limitsShape),
  response: responsibleSettings,
});

/** Net loss limits per window; a stake that could take the loss past one is refused (RG_LOSS_LIMIT). */
export const setLossLimits = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/lossLimits',
  auth: true,
  request: z.strictObject(limitsShape),
  response: responsibleSettings,
});

/** Wager limits per window; a stake that would pass one is refused (RG_WAGER_LIMIT). */
export const setWagerLimits = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/wagerLimits',
  auth: true,
  request: z.strictObject(limitsShape),
  response: responsibleSettings,
});

/** Session-time limit (minutes, null: none); a decrease applies at once, a raise or removal after `raiseDelay`. */
export const setSessionLimit = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/sessionLimit',
  auth: true,
  request: z.strictObject({ minutes: z.nullable(z.int().check(z.gte(5), z.lte(1440))) }),
  response: responsibleSettings,
});

/**
 * This session's own time and loss limits, set before its first game or bet where the profile asks for them
 * (es; RG_SESSION_LIMITS_REQUIRED until they are). Set again, each keeps the lower value.
 */
export const setPlaySessionLimits = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/playSession',
  auth: true,
  request: z.strictObject({
    minutes: z.int().check(z.gte(5), z.lte(1440)),
    lossLimit: minor.check(z.positive()),
  }),
  response: z.object({ minutes: z.int(), lossLimit: minor, endsAt: z.string() }),
});

export const setRealityCheck = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/realityCheck',
  auth: true,
  request: z.strictObject({ minutes: z.nullable(z.int().check(z.gte(5), z.lte(240))) }),
  response: responsibleSettings,
});

const limitAlertFields = z.object({
  kind: z.enum(['deposit', 'loss', 'wager']),
  window: z.enum(['day', 'week', 'month']),
  percent: z.int(),
  limit: minor,
  used: z.int(),
  signedOut: z.boolean(),
});

/** One side of a recorded change: the fields of the kind that changed. */
const responsibleChangeValue = z.object({
  /** A kind of limit: the limits in force, a raise waiting, and when it applies. */
  limits: z.optional(depositLimits),
  pending: z.optional(z.nullable(depositLimits)),
  appliesAt: z.optional(z.nullable(z.string())),
  /** The reality-check reminder's interval (null: off). */
  minutes: z.optional(z.nullable(z.int())),
  /** A time-out or self-exclusion (null: none running). */
  exclusion: z.optional(z.nullable(exclusionState)),
  /** The national self-exclusion register's answer (null: never asked). */
  register: z.optional(z.nullable(z.object({ name: z.string(), listed: z.boolean() }))),
  /** The member's birth date (null: not given). */
  birthDate: z.optional(z.nullable(z.string())),
  /** The operator's affordability check (nl) and the monthly net-deposit threshold it sets (null: none yet). */
  affordability: z.optional(
    z.nullable(
      z.object({
        outcome: z.enum(['affordable', 'not_affordable']),
        monthlyNetDeposit: minor,
        checkedBy: z.string(),
        checkedAt: z.string(),
      }),
    ),
  ),
  /** The session-time limit in minutes (null: none), a raise or removal waiting, and when it applies. */
  sessionMinutes: z.optional(z.nullable(z.int())),
  pendingSessionMinutes: z.optional(z.nullable(z.int())),
  /** A session a time limit ended: which limit, when it began and ended, and the break that follows. */
  sessionEnd: z.optional(
    z.nullable(
      z.object({
        reason: z.enum(['time_limit', 'session_limit']),
        startedAt: z.string(),
        endedAt: z.string(),
        breakUntil: z.nullable(z.string()),
      }),
    ),
  ),
  /** A limit alert sent: the limit, the percentage of it reached, what was used, and whether it signed out. */
  alert: z.optional(limitAlertFields),
});
export type ResponsibleChangeValue = z.infer<typeof responsibleChangeValue>;

const responsibleChangeEntry = z.object({
  id: z.int(),
  change: z.enum([
    'deposit_limits',
    'loss_limits',
    'wager_limits',
    'reality_check',
    'exclusion',
    'register',
    'birth_date',
    'affordability',
    'session_limit',
    'session_end',
    'panic',
    'limit_alert',
  ]),
  /** Who started it: the member, the operator, or the server (a pending raise applying, say). */
  actor: z.enum(['member', 'operator', 'system']),
  before: responsibleChangeValue,
  after: responsibleChangeValue,
  at: z.string(),
});
export type ResponsibleChangeEntry = z.infer<typeof responsibleChangeEntry>;

/** The member's player-protection history, the newest change first. */
export const responsibleHistory = endpoint({
  method: 'GET',
  path: '/wps/member/responsible/history',
  auth: true,
  request: z.strictObject(pagingFields({ maxSize: 50, defaultSize: 10 })),
  response: pagedResponse(responsibleChangeEntry),
});

/** A birth date the jurisdiction asks for, entered once by a member who has none; it cannot be changed after. */
export const setBirthDate = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/birthDate',
  auth: true,
  request: z.strictObject({ birthDate: birthDateText }),
  response: responsibleSettings,
});

/** Time-out or self-exclusion: confirmed with the login password; every session ends at once. */
export const exclude = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/exclusion',
  auth: true,
  encrypted: true,
  request: z.strictObject({
    period: z.enum(['24h', '7d', '30d', '6m', '1y', '5y', 'permanent']),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: nothing,
});
