import type { ReactNode } from 'react';
import { Button } from '../Button';

/**
 * The frame of every sign-in form: the browser's own validation off (the shared rules
 * speak instead), the fields, the form-level error, an optional success line and the
 * primary submit button.
 */
export function FormShell({
  part,
  onSubmit,
  error,
  success,
  busy,
  submitLabel,
  onFocus,
  children,
}: {
  part: string;
  onSubmit: () => unknown;
  error: string | null;
  success?: string | null;
  busy: boolean;
  submitLabel: string;
  /** Something in the form got the focus: the visitor starts on it (code its submit needs can come now). */
  onFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="form"
      noValidate
      part={part}
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error && (
        <div className="alert" role="alert" part="form-error">
          {error}
        </div>
      )}
      {success && (
        <div className="alert alert--success" role="status">
          {success}
        </div>
      )}
      <Button type="submit" variant="primary" size="large" block loading={busy} part="submit">
        {submitLabel}
      </Button>
    </form>
  );
}
