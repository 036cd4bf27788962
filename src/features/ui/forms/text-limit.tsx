import type { Message } from '../../../core';
import { useT } from '../use-t';

/** How long a text counts, as the form sends it (trimmed). */
export const sentLength = (text: string): number => text.trim().length;

/**
 * The refusal of a text longer than `max`, said as the member types (how many characters too
 * many), not only at sending. Fields take no native maxLength: a pasted text is kept whole and
 * its excess named here rather than cut without a word.
 */
export function lengthProblem(text: string, max: number): Message | null {
  const over = sentLength(text) - max;
  return over > 0 ? { key: 'val_text_too_long', params: { count: over, max } } : null;
}

/** The live "12 / 140 characters" under a field, marked when over the limit. */
export function LengthCounter({
  id,
  text,
  max,
  part = 'length-count',
}: {
  id: string;
  text: string;
  max: number;
  /** ::part name of the counter. */
  part?: string;
}) {
  const t = useT();
  const count = sentLength(text);
  return (
    <span id={id} className={`length-count${count > max ? ' length-count--over' : ''}`} part={part}>
      {t('text_length_count', { count, max })}
    </span>
  );
}
