import { useEffect, useRef, useState } from 'react';
import { DefaultGameIcon } from './game-icons';
import { type ImageState, knownImageState, watchImage } from './lazy-images';

/**
 * A thumbnail that loads when it nears the screen (see lazy-images), with a shimmer while
 * it waits and the default game icon when it cannot be loaded.
 */
export function LazyImage({ src, alt = '', className }: { src: string; alt?: string; className?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ImageState>(() => knownImageState(src));

  useEffect(() => {
    const known = knownImageState(src);
    setState(known);
    const element = box.current;
    if (!element || known.phase === 'loaded' || known.phase === 'failed' || src === '') return;
    return watchImage(element, src, setState);
  }, [src]);

  const failed = state.phase === 'failed' || src === '';
  return (
    <span
      ref={box}
      className={`lazy-img lazy-img--${failed ? 'failed' : state.phase}${className ? ` ${className}` : ''}`}
      data-attempts={state.attempts}
      part={failed ? 'thumb thumb-fallback' : 'thumb'}
    >
      {state.phase === 'loaded' && state.src ? (
        <img src={state.src} alt={alt} decoding="async" draggable={false} />
      ) : failed ? (
        <DefaultGameIcon />
      ) : null}
    </span>
  );
}
