/**
 * Operator HTML (notices, help articles) may colour or align its text with style attributes, but a
 * Content-Security-Policy without 'unsafe-inline' (the site's, and the one partners are given) refuses
 * style attributes in parsed markup and reports each. So they are renamed before the HTML is parsed,
 * and the allowed declarations are set afterwards through the CSSOM, which such a policy permits.
 */
export const HELD_STYLE = 'data-held-style';

/** The HTML with each tag's style attribute renamed, so that the parser never sees one. */
export function holdStyles(html: string): string {
  return html.replace(/(<[a-z][^<>]*?\s)style(?=\s*=)/gi, `$1${HELD_STYLE}`);
}
