/**
 * Boolean attributes and properties follow the platform: an attribute that is present means
 * true, an absent one false. For pages written to the earlier `open="true"`/`open="false"`
 * convention (and hosts such as React 18 that stringify `false`), the value "false" also means
 * false, in an attribute and in a string assigned to the property.
 */
export function booleanFromAttribute(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() !== 'false';
}

/** A value assigned to a boolean property: strings as in the attribute ("" too is false), others by truthiness. */
export function booleanFromProperty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '' && booleanFromAttribute(value);
  return Boolean(value);
}
