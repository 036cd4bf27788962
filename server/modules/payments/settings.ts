import type { Db } from '../../db/connection';

/** Operator settings of deposits and withdrawals, kept in brand_settings under 'payments'. */
export interface PaymentSettings {
  gatewaySecret: string;
  /** A pending deposit order (and an unpaid P2P match) expires after this many minutes. */
  orderExpiryMinutes: number;
  /** A paid P2P match the withdrawer leaves unanswered is forced received after this many minutes. */
  forcedReceiptMinutes: number;
  /** Withdrawn money still unmatched this many minutes after the request is paid by the gateway. */
  matchingWindowMinutes: number;
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
}

export const defaultPaymentSettings: Omit<PaymentSettings, 'gatewaySecret'> = {
  orderExpiryMinutes: 30,
  forcedReceiptMinutes: 30,
  matchingWindowMinutes: 60,
  withdrawMinMinor: 10_000,
  withdrawMaxMinor: 5_000_000,
};

export async function paymentSettings(db: Db): Promise<PaymentSettings> {
  const row = await db
    .selectFrom('brand_settings')
    .select('value')
    .where('key', '=', 'payments')
    .executeTakeFirst();
  const stored = (row?.value ?? {}) as Partial<PaymentSettings>;
  const settings = { ...defaultPaymentSettings, gatewaySecret: '', ...stored };
  const fromEnv = process.env.PAYMENT_GATEWAY_SECRET;
  if (fromEnv) settings.gatewaySecret = fromEnv;
  if (!settings.gatewaySecret) throw new Error('the payment gateway secret is not configured');
  return settings;
}

export const minutes = (count: number): number => count * 60_000;
