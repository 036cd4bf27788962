import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CallbackCheck, CallbackRequest, PaymentOrder, PaymentProvider } from '../../providers/payments';
import { signedCallbackRequest, verifySignedCallback } from '../payments/signed-callback';

export const DEMO_PROVIDER = 'demo';

/**
 * The demo payment gateway as a provider: it serves every channel, sends the member to its own
 * pay page (an address only the order's member is given: it carries a token derived from the
 * order number and the secret) and signs its callbacks server-side with the same secret and
 * format a real provider uses.
 */
export class DemoGateway implements PaymentProvider {
  readonly name = DEMO_PROVIDER;
  readonly #secret: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly publicUrl: string,
  ) {
    this.#secret = Buffer.from(secret);
  }

  serves(): boolean {
    return true;
  }

  async startPayment(order: PaymentOrder): Promise<string> {
    const token = this.#payToken(order.orderNo);
    return `${this.publicUrl}/gateway/pay/${encodeURIComponent(order.orderNo)}?token=${token}`;
  }

  verifyCallback(request: CallbackRequest): CallbackCheck {
    return verifySignedCallback(this.#secret, request);
  }

  /** Whether `token` is the order's pay token (compared in constant time). */
  mayPay(orderNo: string, token: unknown): boolean {
    const expected = Buffer.from(this.#payToken(orderNo));
    const given = Buffer.from(typeof token === 'string' ? token : '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The callback the gateway sends when the member pressed Pay (or Fail) on the order's page. */
  callbackFor(order: PaymentOrder, status: 'success' | 'failed', at: Date): CallbackRequest {
    return signedCallbackRequest(this.#secret, {
      callbackId: randomUUID(),
      orderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      status,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  }

  #payToken(orderNo: string): string {
    return createHmac('sha256', this.#secret).update(`gamedeck-demo-pay-v1\n${orderNo}`).digest('base64url');
  }

  /** Never printed, whatever logs the object. */
  toJSON(): string {
    return 'DemoGateway';
  }
}
