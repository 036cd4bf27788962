import { useState } from 'react';
import type { TextFieldProps } from '../Field';
import { failureMessage } from '../failure-message';
import { useLanguage, useT } from '../use-t';
import { type FieldErrors, messageText, useFieldErrors } from './use-messages';

/** What a text field needs from its form: its name, value, change and blur handlers, message. */
export type FieldBinding = Required<
  Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>
>;

/**
 * A form's field messages, busy flag and form-level error, and the one way every sign-in
 * form submits: show the check's messages and stop if there are any; otherwise call with
 * the button busy. A failure shows its translated message unless the form maps it itself.
 */
export function useSubmit() {
  const t = useT();
  const lang = useLanguage();
  const { errors, setErrors, setField } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [formErrorText, setFormErrorText] = useState<string | null>(null);
  // A failure is kept as it came and put in words when shown: its text may still be on its way, and the
  // reader may switch language meanwhile.
  const [failure, setFailure] = useState<{ shown: unknown } | null>(null);
  const failureText = () => {
    const message = failureMessage(failure?.shown, lang);
    return t(message.key, message.params) || null;
  };
  const formError = failure ? failureText() : formErrorText;
  const setFormError = (text: string | null) => {
    setFailure(null);
    setFormErrorText(text);
  };

  const showFailure = (shown: unknown) => {
    setFormErrorText(null);
    setFailure({ shown });
  };

  const run = async (
    found: FieldErrors,
    action: () => Promise<void>,
    onFailure: (failure: unknown) => void = showFailure,
  ) => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFormError(null);
    try {
      await action();
    } catch (failure) {
      onFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    errors,
    setErrors,
    setField,
    /** The translated message under field `name`, if any. */
    error: (name: string) => messageText(t, errors, name),
    busy,
    formError,
    setFormError,
    showFailure,
    /** Forgets every message, e.g. when the visitor switches tabs. */
    clearMessages: () => {
      setErrors({});
      setFormError(null);
    },
    run,
  };
}

/**
 * `useSubmit` plus the text values of the form, checked by `validate`: typing clears a
 * field's message, leaving it checks the field, and `submit` checks them all first.
 */
export function useFormState<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => FieldErrors,
) {
  const form = useSubmit();
  const [values, setValues] = useState<V>(initial);

  const value = (name: string): string => values[name] ?? '';
  const set = (name: string) => (next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (form.errors[name]) form.setField(name, null);
  };
  const checkField = (name: string) => form.setField(name, validate(values)[name] ?? null);

  return {
    ...form,
    values,
    setValues,
    value,
    set,
    checkField,
    /** The props binding a text field to `name`; spread first, then override what differs. */
    field: (name: string): FieldBinding => ({
      name,
      value: value(name),
      onValueChange: set(name),
      onBlur: () => checkField(name),
      error: form.error(name),
    }),
    submit: (action: () => Promise<void>, onFailure?: (failure: unknown) => void) =>
      form.run(validate(values), action, onFailure),
  };
}
