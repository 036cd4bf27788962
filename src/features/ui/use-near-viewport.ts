import { useEffect, useState } from 'react';

/** How far below (or beside) the screen a part starts its work: a quarter of the viewport. */
export const NEAR_VIEWPORT_MARGIN = '25%';

/**
 * Whether `element` has come within NEAR_VIEWPORT_MARGIN of the viewport; once true it stays true. A part
 * of a page below the first screen (a game shelf, the winners board) reads its data and draws when the
 * visitor scrolls toward it, not while the page starts with everything at once. Always true with `always`
 * (a part that must not wait) and where IntersectionObserver is missing.
 */
export function useNearViewport(element: Element | null, always = false): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || always || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, always]);

  return near || always;
}
