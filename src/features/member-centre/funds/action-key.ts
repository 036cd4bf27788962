import { useRef } from 'react';
import { ApiError } from '../../../core/contract';

/** Failures after which the server may or may not have acted: the same action keeps its key. */
const outcomeUnknown = (failure: unknown): boolean =>
  !(failure instanceof ApiError) || failure.is('NETWORK') || failure.is('TIMEOUT') || failure.is('UNKNOWN');

/**
 * One Idempotency-Key per user action. When an attempt ends without an answer from the server
 * (network lost, timeout), trying the very same action again reuses the key, so the server
 * runs it at most once; a definite answer (success or refusal) ends the action.
 */
export function useActionKey() {
  const pending = useRef<{ signature: string; key: string } | null>(null);
  return {
    /** The key for the action described by `signature` (its endpoint and input). */
    keyFor(signature: string): string {
      if (pending.current?.signature !== signature) {
        pending.current = { signature, key: crypto.randomUUID() };
      }
      return pending.current.key;
    },
    /** Ends the action unless its outcome is unknown. */
    settle(failure?: unknown): void {
      if (failure === undefined || !outcomeUnknown(failure)) pending.current = null;
    },
  };
}

/** Runs `action` under the action's key, settling the key with the outcome. */
export async function withActionKey<T>(
  keys: ReturnType<typeof useActionKey>,
  signature: string,
  action: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  try {
    const result = await action(keys.keyFor(signature));
    keys.settle();
    return result;
  } catch (failure) {
    keys.settle(failure);
    throw failure;
  }
}
