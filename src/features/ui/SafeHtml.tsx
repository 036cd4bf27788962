import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HELD_STYLE, holdStyles } from './held-styles';

/** Writes sanitised server HTML into an element, replacing what it held. */
type Fill = (target: Element, html: string) => void;

/**
 * Tags the operator's texts have no use for, dropped by either sanitiser: form controls could pose as the
 * site's own; a style sheet would restyle the element; the rest act on the page or hide content.
 */
const DROPPED_ELEMENTS = [
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'style',
  'meta',
  'link',
  'base',
  'noscript',
  'template',
];
/**
 * Links open where the site decides, as DOMPurify has them by default. A style attribute that got past
 * holdStyles would be refused by a strict CSP: it goes too.
 */
const DROPPED_ATTRIBUTES = ['target', 'style'];

interface SetHtml {
  setHTML(
    html: string,
    options: { sanitizer: { removeElements: string[]; removeAttributes: string[] } },
  ): void;
}

/**
 * The browser's own sanitiser (Element.setHTML, the HTML Sanitizer API), where it has one: scripts, event
 * handlers, frames and script URLs never pass it, whatever the configuration. Costs no download.
 */
function browserFill(): Fill | null {
  if (typeof Element === 'undefined' || !('setHTML' in Element.prototype)) return null;
  return (target, html) =>
    (target as Element & SetHtml).setHTML(html, {
      sanitizer: { removeElements: DROPPED_ELEMENTS, removeAttributes: DROPPED_ATTRIBUTES },
    });
}

// Elsewhere DOMPurify, loaded the first time server HTML is shown, not with every element that might show some.
let purifyFill: Fill | null = null;
let loading: Promise<Fill> | null = null;

function loadPurify(): Promise<Fill> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      purifyFill = (target, html) => {
        target.innerHTML = purify.sanitize(html, {
          FORBID_TAGS: DROPPED_ELEMENTS,
          FORBID_ATTR: DROPPED_ATTRIBUTES,
        });
      };
      return purifyFill;
    },
    (failure: unknown) => {
      // The next element that shows HTML tries again.
      loading = null;
      throw failure;
    },
  );
  return loading;
}

const readyFill = (): Fill | null => browserFill() ?? purifyFill;

/**
 * Fills `target` with the style attributes held back from the parser; their allowed declarations are set
 * once the code that reads them is here (loaded only by HTML that has some).
 */
function show(fill: Fill, target: Element, html: string): void {
  fill(target, holdStyles(html));
  if (target.querySelector(`[${HELD_STYLE}]`)) {
    import('./apply-held-styles').then(
      ({ applyHeldStyles }) => applyHeldStyles(target),
      () => undefined,
    );
  }
}

/**
 * Resolves once server HTML can be shown (at once where the browser sanitises or DOMPurify is here): what
 * measures or scrolls to sanitised content waits for it, since SafeHtml is empty until then.
 */
export function whenSafeHtmlReady(): Promise<void> {
  return readyFill() ? Promise.resolve() : loadPurify().then(() => undefined);
}

interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span';
  className?: string;
}

/** Server HTML, sanitised by the browser or by DOMPurify; empty until a sanitiser is here, never unsanitised. */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const target = useRef<HTMLElement>(null);
  const [fill, setFill] = useState<Fill | null>(readyFill);

  useEffect(() => {
    if (fill) return;
    let active = true;
    loadPurify()
      .then((loaded) => active && setFill(() => loaded))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [fill]);

  // Written before paint, so the content shows in the same frame as the element around it. Without a
  // sanitiser yet the element stays as created, empty (a sanitiser, once here, stays).
  useLayoutEffect(() => {
    if (fill && target.current) show(fill, target.current, html);
  }, [fill, html]);

  return createElement(as, { className, ref: target });
}
