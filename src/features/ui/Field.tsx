import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { useT } from './use-t';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text shown under the field. */
  error?: string | null;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Content after the input inside the control (e.g. a send-code button). */
  trailing?: ReactNode;
  /** Content before the input inside the control (e.g. a country picker). */
  leading?: ReactNode;
  requiredMark?: boolean;
}

/** A field's label, with the required mark. */
export function FieldLabel({
  htmlFor,
  label,
  requiredMark,
}: {
  htmlFor: string;
  label: string;
  requiredMark?: boolean;
}) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {requiredMark && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** A labelled input with its validation message; password inputs get a show/hide toggle. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  icon,
  trailing,
  leading,
  requiredMark,
  type = 'text',
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} part="field">
      <FieldLabel htmlFor={inputId} label={label} requiredMark={requiredMark} />
      <div className="field__control">
        {leading}
        {icon && <span className="field__icon">{icon}</span>}
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {isPassword && (
          <button
            type="button"
            className="icon-btn"
            aria-label={revealed ? t('login_hide_password') : t('login_show_password')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
        {trailing}
      </div>
      {error ? (
        <div className="field__error" id={errorId} role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="field__hint">{hint}</div>
      )}
    </div>
  );
}

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  name?: string;
}

export function Checkbox({ checked, onCheckedChange, children, error, name }: CheckboxProps) {
  return (
    <div className="field">
      <label className={`check${error ? ' check--invalid' : ''}`}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <div className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
