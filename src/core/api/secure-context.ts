import { ApiError } from '../contract/errors';

/** WebCrypto exists only in secure contexts (https, localhost); say so instead of failing obscurely. */
export function assertSecureContext(): void {
  if (!globalThis.crypto?.subtle) {
    throw ApiError.of('INSECURE_CONTEXT');
  }
}
