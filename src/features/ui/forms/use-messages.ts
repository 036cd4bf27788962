import { useCallback, useState } from 'react';
import type { Message } from '../../../core/validation';
import type { Translate } from '../use-t';

export type FieldErrors = Record<string, Message>;

/** Per-field validation messages of a form, with helpers to set one or all of them. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = useCallback((name: string, message: Message | null) => {
    setErrors((current) => {
      if (!message && !(name in current)) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);
  return { errors, setErrors, setField };
}

/** The translated message of `name`, if any. */
export function messageText(t: Translate, errors: FieldErrors, name: string): string | null {
  const found = errors[name];
  return found ? t(found.key, found.params) : null;
}
