import { useMemo, useRef } from 'react';
import { ApiError } from '../../../core/contract';
import { randomId } from '../../../core/random-id';

/** A failure after which nobody knows whether the server acted: only then is the same key sent again. */
function outcomeUnknown(failure: unknown): boolean {
  return !(failure instanceof ApiError) || failure.is('NETWORK') || failure.is('TIMEOUT');
}

/**
 * One Idempotency-Key per user action. Sending the very same request again after a lost
 * answer reuses its key, so the server runs it at most once; any other request, or the same
 * one after the server has answered, gets a new key.
 */
export function useActionKey() {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** The key for sending `request` now. */
      keyFor(request: object): string {
        const body = JSON.stringify(request);
        if (pending.current?.body !== body) pending.current = { body, key: randomId() };
        return pending.current.key;
      },
      /** Records how the action ended: a success or a server answer retires its key. */
      settle(failure?: unknown): void {
        if (failure === undefined || !outcomeUnknown(failure)) pending.current = null;
      },
    }),
    [],
  );
}
