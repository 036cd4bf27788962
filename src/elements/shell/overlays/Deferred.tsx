import { type ReactNode, Suspense, useRef } from 'react';
import type { TextNamespace } from '../../../core';
import { useTexts } from '../../../features/ui/use-t';
import { OverlayBoundary } from './OverlayBoundary';

/** An overlay's code and the text namespaces it uses besides common, loaded together. */
export interface OverlayPart {
  texts: readonly TextNamespace[];
  load: () => Promise<unknown>;
}

/** True from the first render where `needed` was true on: a loaded overlay stays mounted (and animates closed). */
export function useNeededOnce(needed: boolean): boolean {
  const seen = useRef(false);
  if (needed) seen.current = true;
  return seen.current;
}

/** Renders `children` once the overlay's texts are here; texts that failed to load fail the overlay. */
function WithTexts({ texts, children }: { texts: readonly TextNamespace[]; children: ReactNode }) {
  const state = useTexts(texts);
  if (state === 'failed') throw new TypeError('The overlay texts failed to load');
  return state === 'ready' ? children : null;
}

/**
 * A lazily loaded overlay, mounted once `when` holds, with its text namespaces; nothing shows while
 * its code and texts are on the way (it opens the moment they are here).
 */
export function Deferred({
  host,
  when,
  part,
  children,
}: {
  host: HTMLElement;
  when: boolean;
  part: OverlayPart;
  children: ReactNode;
}) {
  if (!when) return null;
  // The code is requested with the texts (a failure shows when it renders).
  part.load().catch(() => undefined);
  return (
    <OverlayBoundary host={host}>
      <Suspense fallback={null}>
        <WithTexts texts={part.texts}>{children}</WithTexts>
      </Suspense>
    </OverlayBoundary>
  );
}
