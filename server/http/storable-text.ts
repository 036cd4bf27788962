/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text free of NUL and lone surrogates: PostgreSQL refuses NUL in text, and a lone surrogate has no
 * UTF-8 form, so neither may reach a handler.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path ('a.b.0', or '_' for the input itself) of the first string in a parsed body or query,
 * key or value at any depth, that is not storable; null when every string is.
 */
export function unstorableTextPath(input: unknown, path: readonly string[] = []): string | null {
  if (typeof input === 'string') return isStorableText(input) ? null : path.join('.') || '_';
  if (input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    const at = [...path, key];
    if (!isStorableText(key)) return at.join('.');
    const found = unstorableTextPath(value, at);
    if (found !== null) return found;
  }
  return null;
}
