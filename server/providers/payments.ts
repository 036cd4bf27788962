/** A deposit order a provider is asked to take payment for. */
export interface PaymentOrder {
  orderNo: string;
  memberId: number;
  channel: string;
  /** Minor units. */
  amount: number;
  /** ISO 4217 code, e.g. PHP. */
  currency: string;
  expiresAt: Date;
}

/** A callback as it reached the server: the body exactly as sent, and the headers. */
export interface CallbackRequest {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What a callback whose signature checked out says about one order. */
export interface VerifiedCallback {
  /** Unique per callback: a second delivery of the same id is a replay. */
  callbackId: string;
  orderNo: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'success' | 'failed';
  /** When the provider signed it, in Unix seconds; outside the server's window it is stale. */
  timestamp: number;
}

export type CallbackCheck = { verified: VerifiedCallback } | { refused: 'bad_signature' | 'malformed' };

/**
 * A payment service that takes deposits: it says which channels it serves, starts a payment
 * for an order (the address the member is sent to) and checks the callbacks it sends back.
 * What a verified callback then does (the timestamp window, replays, the amount and currency
 * against the order, crediting once) is decided by the payments module, the same for every
 * provider.
 */
export interface PaymentProvider {
  /** Names the provider on its orders and callbacks, and in its callback address. */
  readonly name: string;
  /** Whether it takes payments on this deposit channel (deposit_channels.code). */
  serves(channel: string): boolean;
  /**
   * Starts paying an order once it is opened: the address the member is sent to, kept on the
   * order. A provider that cannot (its service down) throws; the order is then failed and the
   * member told the channel is unavailable.
   */
  startPayment(order: PaymentOrder): Promise<string>;
  /** Checks a callback's signature and shape; never trusts anything it could not verify. */
  verifyCallback(request: CallbackRequest): CallbackCheck;
}

const PROVIDER_NAME = /^[a-z0-9-]{1,40}$/;

/** The providers this node takes deposits through, in the order they were registered. */
export class PaymentProviders {
  readonly #providers: PaymentProvider[] = [];

  register(provider: PaymentProvider): void {
    if (!PROVIDER_NAME.test(provider.name))
      throw new Error(`invalid payment provider name "${provider.name}"`);
    if (this.named(provider.name)) throw new Error(`payment provider "${provider.name}" registered twice`);
    this.#providers.push(provider);
  }

  named(name: string | null): PaymentProvider | null {
    return this.#providers.find((provider) => provider.name === name) ?? null;
  }

  /** The first registered provider serving the channel, or null when none does. */
  forChannel(channel: string): PaymentProvider | null {
    return this.#providers.find((provider) => provider.serves(channel)) ?? null;
  }
}
