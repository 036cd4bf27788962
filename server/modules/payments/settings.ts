import type { Db } from '../database';

/** Operator settings of deposits and withdrawals, kept in brand_settings under 'payments'. */
export interface PaymentSettings {
  /** ISO 4217 code of the brand's money: deposit orders carry it and their callbacks must name it. */
  currency: string;
  /** A pending deposit order (and an unpaid P2P match) expires after this many minutes. */
  orderExpiryMinutes: number;
  /** A paid P2P match the withdrawer leaves unanswered is forced received after this many minutes. */
  forcedReceiptMinutes: number;
  /** Withdrawn money still unmatched this many minutes after the request is paid by the gateway. */
  matchingWindowMinutes: number;
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
}

export const defaultPaymentSettings: PaymentSettings = {
  currency: 'PHP',
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
  return { ...defaultPaymentSettings, ...(row?.value as Partial<PaymentSettings> | undefined) };
}

export const minutes = (count: number): number => count * 60_000;
