export type CodePurpose = 'login' | 'register' | 'forgot';

export interface SendCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  purpose: CodePurpose;
  /** Which register tab asks, for purpose 'register'. */
  regType?: 'username' | 'mobile';
  captcha?: string;
  captchaId?: string;
}

/** Sends verification codes to phones; the form shows a countdown before the next send. */
export interface PhoneVerifier {
  readonly kind: 'sms' | 'thirdParty';
  sendCode(request: SendCodeRequest): Promise<{ countdownSeconds: number }>;
}

/** The client-side send throttle (spec §7): one send per second at most. */
export const SEND_THROTTLE_MS = 1000;

/**
 * Wraps a send so that calls within the throttle window share the first one's answer
 * (a double click sends one code and shows one countdown).
 */
export function throttleSends<A extends unknown[], R>(
  send: (...args: A) => Promise<R>,
  now: () => number = Date.now,
): (...args: A) => Promise<R> {
  let last: { at: number; result: Promise<R> } | null = null;
  return (...args) => {
    const at = now();
    if (last && at - last.at < SEND_THROTTLE_MS) return last.result;
    const result = send(...args);
    last = { at, result };
    return result;
  };
}
