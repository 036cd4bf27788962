import { useEffect, useState } from 'react';

/** Whether `element` is on screen and the page is in front (a hidden tab or scrolled-away board is not). */
export function useVisible(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  const [pageShown, setPageShown] = useState(() => document.visibilityState !== 'hidden');

  useEffect(() => {
    const onVisibility = () => setPageShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return inView && pageShown;
}
