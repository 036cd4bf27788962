import { useEffect, useRef } from 'react';

/**
 * Hears a live topic (its snapshot, then each push, again after a dropped connection resumes) while the
 * component shows and `topic` is set. The live client loads after the first screen.
 */
export function useLiveTopic(topic: string | null, onData: (data: unknown) => void): void {
  const handler = useRef(onData);
  handler.current = onData;
  useEffect(() => {
    if (!topic) return;
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    void import('../../core/live').then(({ liveChannel }) => {
      if (!ended) unsubscribe = liveChannel.subscribe(topic, (data) => handler.current(data));
    });
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [topic]);
}
