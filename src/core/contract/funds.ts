import { z } from 'zod';
import { empty, endpoint, IMAGE_TYPES, nothing } from './endpoint';
import { pagedResponse, pagingFields } from './paging';
import { minor } from './wallet';

/** A positive amount in integer minor units. */
const amount = minor.positive();
const paging = z.object(pagingFields({ sizeName: 'size' }));
const paymentPassword = z.string().min(6).max(20);

// ---- Payment password and bank account -------------------------------------------------

export const fundsProfile = z.object({
  paymentPasswordSet: z.boolean(),
  bankAccount: z
    .object({
      bankName: z.string(),
      /** Only the last four digits are ever sent back. */
      accountNumberMasked: z.string(),
      accountHolderName: z.string(),
    })
    .nullable(),
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
  request: z
    .object({
      oldPassword: paymentPassword.optional(),
      newPassword: paymentPassword,
      confirmNewPassword: paymentPassword,
    })
    .strict(),
  response: nothing,
});

export const bindBankAccount = endpoint({
  method: 'POST',
  path: '/wps/member/bankAccount',
  auth: true,
  encrypted: true,
  request: z
    .object({
      bankName: z.string().trim().min(2).max(60),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{6,30}$/),
      accountHolderName: z.string().trim().min(2).max(60),
      paymentPassword,
    })
    .strict(),
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
  payUrl: z.string().nullable(),
  /** The payee's bank details (P2P orders). */
  payee: z
    .object({ bankName: z.string(), accountNumber: z.string(), accountHolderName: z.string() })
    .nullable(),
  /** P2P: awaiting_payment, paid (waiting for the payee), received, forced, not_received, cancelled. */
  matchStatus: z.string().nullable(),
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
  request: z.object({ channel: z.string().min(1).max(40), amount }).strict(),
  response: depositOrder,
});

export const getDeposit = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositOrder',
  auth: true,
  request: z.object({ orderNo: z.string().min(1).max(40) }).strict(),
  response: depositOrder,
});

export const listDeposits = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositOrders',
  auth: true,
  request: paging.strict(),
  response: pagedResponse(depositOrder, { counts: ['total'] }),
});

/** The depositor of a P2P order says the bank transfer to the payee is made. */
export const markDepositPaid = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_p2pDepositPaid',
  auth: true,
  request: z.object({ orderNo: z.string().min(1).max(40) }).strict(),
  response: depositOrder,
});

// ---- Withdrawals ---------------------------------------------------------------------

export const withdrawalMatch = z.object({
  matchId: z.number().int(),
  amount: minor,
  status: z.enum(['awaiting_payment', 'paid', 'received', 'forced', 'not_received', 'cancelled']),
  proofCount: z.number().int(),
  /** When an unanswered paid match is forced received. */
  forcedAt: z.string().nullable(),
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
  completedAt: z.string().nullable(),
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
    forcedReceiptMinutes: z.number().int(),
    maxProofs: z.number().int(),
    maxProofBytes: z.number().int(),
  }),
});

export const createWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_createWithdrawal',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.object({ amount, paymentPassword }).strict(),
  response: withdrawal,
});

export const listWithdrawals = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawals',
  auth: true,
  request: paging.strict(),
  response: pagedResponse(withdrawal, { counts: ['total'] }),
});

export const getWithdrawal = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawal',
  auth: true,
  request: z.object({ withdrawalNo: z.string().min(1).max(40) }).strict(),
  response: withdrawal,
});

export const confirmReceived = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_confirmReceived',
  auth: true,
  idempotent: true,
  request: z.object({ matchId: z.number().int().positive() }).strict(),
  response: withdrawal,
});

/** Needs at least one proof uploaded for the match first. */
export const reportNotReceived = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_notReceived',
  auth: true,
  request: z.object({ matchId: z.number().int().positive() }).strict(),
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
  request: z.object({ matchId: z.coerce.number().int().positive() }).strict(),
  response: z.object({ proofId: z.number().int(), proofCount: z.number().int() }),
});

// ---- Responsible gaming ----------------------------------------------------------------

const limit = minor.positive().nullable();
export const depositLimits = z.object({ day: limit, week: limit, month: limit });

export const responsibleSettings = z.object({
  /** The limits in force (null: none); the lowest remaining one applies to every deposit. */
  limits: depositLimits,
  /** Raised limits wait 24 hours before they apply. */
  pendingLimits: depositLimits.nullable(),
  pendingAt: z.string().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: z
    .object({ kind: z.enum(['time_out', 'self_exclusion']), until: z.string().nullable() })
    .nullable(),
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
  request: depositLimits.strict(),
  response: responsibleSettings,
});

export const setRealityCheck = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/realityCheck',
  auth: true,
  request: z.object({ minutes: z.number().int().min(5).max(240).nullable() }).strict(),
  response: responsibleSettings,
});

/** Time-out or self-exclusion: confirmed with the login password; every session ends at once. */
export const exclude = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/exclusion',
  auth: true,
  encrypted: true,
  request: z
    .object({
      period: z.enum(['24h', '7d', '30d', '6m', '1y', '5y', 'permanent']),
      password: z.string().min(1).max(64),
    })
    .strict(),
  response: nothing,
});

/** What the header's reality check shows: time since login, wagered and net position since then. */
export const sessionSummary = endpoint({
  method: 'GET',
  path: '/wps/member/responsible/session',
  auth: true,
  request: empty,
  response: z.object({
    loginAt: z.string(),
    secondsSinceLogin: z.number().int(),
    wagered: minor,
    /** Payouts minus stakes of the rounds since login. */
    net: minor,
    realityCheckMinutes: z.number().int().nullable(),
  }),
});
