import { type ReactNode, useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A field's label and control; the control gets the id the label points at. */
export function LabelledControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children(id)}</div>
    </div>
  );
}

/** A labelled drop-down of fixed choices; with `allLabel`, a first choice of the empty value ("all"). */
export function SelectField<V extends string>({
  label,
  name,
  value,
  choices,
  onChange,
  allLabel,
}: {
  label: string;
  name: string;
  value: V | '';
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  allLabel?: string;
}) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <select
          id={id}
          name={name}
          className="centre-select"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as V)}
        >
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
