import { useLayoutEffect } from 'react';
import { useHost } from './host-context';

const sheets = new Map<string, CSSStyleSheet>();

/** One CSSStyleSheet per CSS module, shared by every element and every part that uses it. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds a CSS module's sheet to a shadow root once, after the sheets it already has. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * A part's own CSS, adopted into the element's shadow root the first time the part renders (before
 * paint), so an element does not carry CSS for parts it never shows, and no style element is needed:
 * adopted sheets are allowed by a strict Content-Security-Policy where inline styles are not.
 */
export function useAdoptedStyles(css: string): void {
  const { host } = useHost();
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, css);
  }, [host, css]);
}
