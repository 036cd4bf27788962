import { type ReactNode, useId } from 'react';
import { FieldLabel } from './Field';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => unknown;
  /** Translated error text shown under the field (in place of the hint). */
  error?: string | null;
  hint?: ReactNode;
  requiredMark?: boolean;
  maxLength?: number;
  rows?: number;
  autoComplete?: string;
  /** The text area's own class (its look belongs to the feature). */
  className?: string;
}

/** A labelled text area of a few lines with its hint or validation message, like TextField. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  requiredMark,
  rows = 3,
  ...areaProps
}: TextAreaFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} part="field">
      <FieldLabel htmlFor={id} label={label} requiredMark={requiredMark} />
      <div className="field__control">
        <textarea
          id={id}
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          {...areaProps}
        />
      </div>
      {error ? (
        <div className="field__error" id={noteId} role="alert">
          {error}
        </div>
      ) : (
        hint && (
          <div className="field__hint" id={noteId}>
            {hint}
          </div>
        )
      )}
    </div>
  );
}
