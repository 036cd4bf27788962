import { z } from 'zod/mini';
import { empty, endpoint, IMAGE_TYPES, nothing } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet-balance';

export { sessionSummary } from './session-summary';

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
  request: z.strictObject({ matchId: z.int().check(z.positive()) }),
  response: withdrawal,
});

/** Needs at least one proof uploaded for the match first. */
export const reportNotReceived = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_notReceived',
  auth: true,
  request: z.strictObject({ matchId: z.int().check(z.positive()) }),
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
  request: z.strictObject({ matchId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ proofId: z.int(), proofCount: z.int() }),
});

// ---- Responsible gaming ----------------------------------------------------------------

const limit = z.nullable(minor.check(z.positive()));
const limitsShape = { day: limit, week: limit, month: limit };
export const depositLimits = z.object(limitsShape);

export const responsibleSettings = z.object({
  /** The limits in force (null: none); the lowest remaining one applies to every deposit. */
  limits: depositLimits,
  /** Raised limits wait 24 hours before they apply. */
  pendingLimits: z.nullable(depositLimits),
  pendingAt: z.nullable(z.string()),
  realityCheckMinutes: z.nullable(z.int()),
  exclusion: z.nullable(
    z.object({ kind: z.enum(['time_out', 'self_exclusion']), until: z.nullable(z.string()) }),
  ),
});
export type ResponsibleSettings = z.infer<typeof responsibleSettings>;

export const responsible = endpoint({
  method: 'GET',
  path: '/wps/member/responsible',
  auth: true,
  request: empty,
  response: responsibleSettings,
});

/** A decrease applies at once, an increase (or removal) only after 24 hours. */
export const setDepositLimits = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/depositLimits',
  auth: true,
  request: z.strictObject(limitsShape),
  response: responsibleSettings,
});

export const setRealityCheck = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/realityCheck',
  auth: true,
  request: z.strictObject({ minutes: z.nullable(z.int().check(z.gte(5), z.lte(240))) }),
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
