import { useCallback, useRef, useState } from 'react';
import { randomId } from '../../../core/random-id';
import { errorKeyFor } from '../system-status';

export interface ActionOutcome {
  /** The item the message belongs to. */
  id: number;
  key: string;
  ok: boolean;
}

/**
 * Runs one member action per item (join, claim, apply…) with a busy marker and a message.
 * Each action keeps its Idempotency-Key until it succeeds, so pressing the button again after
 * a failure retries the very same request and a reward is never paid twice.
 */
export function useItemAction() {
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const run = useCallback(
    async (
      id: number,
      action: string,
      perform: (idempotencyKey: string) => Promise<unknown>,
      successKey: string,
    ): Promise<boolean> => {
      const slot = `${action}:${id}`;
      const key = keys.current.get(slot) ?? randomId();
      keys.current.set(slot, key);
      setBusy(id);
      setOutcome(null);
      try {
        await perform(key);
        keys.current.delete(slot);
        setOutcome({ id, key: successKey, ok: true });
        return true;
      } catch (failure) {
        setOutcome({ id, key: errorKeyFor(failure), ok: false });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );

  return { busy, outcome, run };
}
