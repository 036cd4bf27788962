import { useEffect, useState } from 'react';

/**
 * Whether a custom element is defined on the page; follows a later definition (the member
 * and agent centres arrive as separate elements).
 */
export function useElementDefined(tag: string): boolean {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined);
  useEffect(() => {
    if (defined) return;
    let active = true;
    customElements.whenDefined(tag).then(() => {
      if (active) setDefined(true);
    });
    return () => {
      active = false;
    };
  }, [tag, defined]);
  return defined;
}

/**
 * Opens a centre element: the one already on the page, else a new one at the end of the body;
 * optionally at one of its pages.
 */
export function openCentre(tag: string, page?: string): void {
  let centre = document.querySelector(tag);
  if (!centre) {
    centre = document.createElement(tag);
    document.body.append(centre);
  }
  if (page) centre.setAttribute('page', page);
  centre.setAttribute('open', 'true');
}
