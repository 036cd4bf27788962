import { createElement, useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify loads the first time server HTML is shown, not with every element that might show some.
let sanitize: Sanitize | null = null;
let loading: Promise<void> | null = null;

function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      sanitize = (html) => purify.sanitize(html);
    },
    (failure: unknown) => {
      // The next element that shows HTML tries again.
      loading = null;
      throw failure;
    },
  );
  return loading;
}

/**
 * Resolves once server HTML can be shown (at once when the sanitiser is here): what measures or
 * scrolls to sanitised content waits for it, since SafeHtml is empty until then.
 */
export function whenSafeHtmlReady(): Promise<void> {
  return sanitize ? Promise.resolve() : loadSanitizer();
}

interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span';
  className?: string;
}

/** Server HTML, sanitised with DOMPurify; empty until the sanitiser has arrived, never unsanitised. */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadSanitizer()
      .then(() => active && setReady(true))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [ready]);
  const __html = ready && sanitize ? sanitize(html) : '';
  return createElement(as, { className, dangerouslySetInnerHTML: { __html } });
}
