import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';
import { minor } from './wallet-balance';

export { balance, minor } from './wallet-balance';

/** A positive amount in minor units. */
const positiveMinor = minor.check(z.positive());

/** One game vendor's wallet (transfer-wallet mode) and what it holds. */
export const vendorWallet = z.object({
  vendorCode: z.string(),
  walletCode: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  accountTypeId: z.int(),
  vassalage: z.string(),
  isHot: z.boolean(),
  balance: minor,
  /**
   * A game played from this wallet in the last 30 s (or was just launched on it): a payment from
   * main leaves it alone. Any other wallet's money comes home to main when a payment needs it.
   */
  inPlay: z.boolean(),
});

/** The member's wallets: main, and in transfer mode one per vendor. */
export const wallets = z.object({
  /** True when games draw on the main wallet (seamless); then `wallets` is empty. */
  isSingle: z.boolean(),
  mainBalance: minor,
  /** Main plus every vendor wallet. */
  sumBalance: minor,
  wallets: z.array(vendorWallet),
});

export const merchantWallet = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: true,
  request: empty,
  response: wallets,
});

/** Move money from main into a vendor's wallet, back to main, or recall every vendor wallet to main. */
export const walletTransferRequest = z.discriminatedUnion('direction', [
  z.strictObject({
    direction: z.literal('toVendor'),
    vendorCode: z.string().check(z.minLength(1)),
    amount: positiveMinor,
  }),
  z.strictObject({
    direction: z.literal('toMain'),
    vendorCode: z.string().check(z.minLength(1)),
    amount: positiveMinor,
  }),
  z.strictObject({ direction: z.literal('recallAll') }),
]);

export const walletTransfer = endpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: walletTransferRequest,
  response: wallets,
});

/** A member with an upline (member info toUpline) sends money to it, confirmed by the payment password. */
export const transferToUpline = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_transferToUpline',
  auth: true,
  encrypted: true,
  idempotent: true,
  request: z.strictObject({
    amount: positiveMinor,
    paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: z.object({ sumBalance: minor, uplineAccount: z.string() }),
});

/** The four agent-contract flags and the member's total balance. */
export const consolidatedFunds = endpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  request: empty,
  response: z.object({
    dailysalreqtype: z.boolean(),
    divtypereq: z.boolean(),
    contracthoursalreq: z.boolean(),
    realtimesalreqtype: z.boolean(),
    sumBalance: minor,
  }),
});
