import { HELD_STYLE } from './held-styles';

/** What operator text styling needs; nothing that positions, hides, overlays or loads anything. */
const ALLOWED = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'font-size',
  'text-decoration',
]);

/** Sets the allowed declarations of every held style under `root`, and removes the held attributes. */
export function applyHeldStyles(root: Element): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${HELD_STYLE}]`)) {
    const declarations = element.getAttribute(HELD_STYLE) ?? '';
    element.removeAttribute(HELD_STYLE);
    for (const declaration of declarations.split(';')) {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      if (colon > 0 && ALLOWED.has(name) && !/url\(|\\/i.test(value)) element.style.setProperty(name, value);
    }
  }
}
