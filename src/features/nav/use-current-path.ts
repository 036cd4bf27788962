import { useEffect, useState } from 'react';

const fromLocation = () => `${location.pathname}${location.search}`;

/**
 * The page being shown: the `path` the host gives, else the address bar, followed through
 * back/forward and through the host's own routing after a gd-navigate.
 */
export function useCurrentPath(path: string | undefined): string {
  const [seen, setSeen] = useState(fromLocation);
  useEffect(() => {
    if (path) return;
    const update = () => setSeen(fromLocation());
    // The host routes after the event has been dispatched, so look once it has.
    const afterNavigate = () => setTimeout(update, 0);
    window.addEventListener('popstate', update);
    document.addEventListener('gd-navigate', afterNavigate);
    return () => {
      window.removeEventListener('popstate', update);
      document.removeEventListener('gd-navigate', afterNavigate);
    };
  }, [path]);
  return path || seen;
}
