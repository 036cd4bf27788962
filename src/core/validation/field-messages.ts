import type { Message } from './message';

/** Field name -> message; an empty object means the form is valid. */
export type FieldMessages = Record<string, Message>;

/** The messages found, by field; null entries (fields that passed) left out. */
export function collect(entries: [string, Message | null][]): FieldMessages {
  const out: FieldMessages = {};
  for (const [name, found] of entries) if (found) out[name] = found;
  return out;
}
