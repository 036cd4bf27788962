import { type ComponentType, useRef } from 'react';
import type { TextNamespace } from '../../../core';
import { type Load, Loaded, useLoaded } from '../../../features/ui/use-loaded';
import { useTexts } from '../../../features/ui/use-t';
import { OverlayBoundary } from './OverlayBoundary';

/** An overlay's component and the text namespaces it uses besides common, loaded together. */
export interface OverlayPart<P extends object> {
  texts: readonly TextNamespace[];
  load: Load<ComponentType<P>>;
}

/** True from the first render where `needed` was true on: a loaded overlay stays mounted (and animates closed). */
export function useNeededOnce(needed: boolean): boolean {
  const seen = useRef(false);
  if (needed) seen.current = true;
  return seen.current;
}

/** The overlay once its code and texts are here; either failing to arrive fails the overlay. */
function DeferredPart<P extends object>({ part, props }: { part: OverlayPart<P>; props: P }) {
  const texts = useTexts(part.texts);
  const code = useLoaded(part.load);
  if (texts === 'failed') throw new TypeError('The overlay texts failed to load');
  return <Loaded code={texts === 'ready' ? code : null} props={props} />;
}

/**
 * A lazily loaded overlay, mounted once `when` holds, with its text namespaces; nothing shows while
 * its code and texts are on the way (it opens the moment they are here).
 */
export function Deferred<P extends object>({
  host,
  when,
  part,
  props,
}: {
  host: HTMLElement;
  when: boolean;
  part: OverlayPart<P>;
  props: P;
}) {
  if (!when) return null;
  return (
    <OverlayBoundary host={host}>
      <DeferredPart part={part} props={props} />
    </OverlayBoundary>
  );
}
