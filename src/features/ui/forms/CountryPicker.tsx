import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { session } from '../../../core';
import { Flag } from '../Flag';
import { ChevronDownIcon } from '../icons';
import { ensureCountries } from '../system-status';
import { useT } from '../use-t';
import { CountryList } from './CountryList';

/**
 * Dialing-code picker with SVG flags, placed inside a phone field. Picks the visitor's
 * country (from the system status location) when nothing was chosen yet.
 */
export function CountryPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (dialingCode: string) => void;
}) {
  useSignals();
  const t = useT();
  const countries = session.countries.value;
  const visitorCountry = session.systemStatus.value?.location.country ?? '';
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ensureCountries().catch(() => {});
  }, []);

  useEffect(() => {
    if (value || countries.length === 0) return;
    const preferred =
      countries.find((c) => c.countryCode.toUpperCase() === visitorCountry.toUpperCase()) ?? countries[0];
    if (preferred) onChange(preferred.countryDialingCode);
  }, [value, countries, visitorCountry, onChange]);

  const selected = countries.find((c) => c.countryDialingCode === value);

  const focusOption = (step: number) => {
    const options = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="option"]') ?? []);
    const active =
      rootRef.current?.getRootNode() instanceof ShadowRoot
        ? (rootRef.current.getRootNode() as ShadowRoot).activeElement
        : null;
    const index = active ? options.indexOf(active as HTMLButtonElement) : -1;
    const next = options[(index + step + options.length) % options.length];
    next?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      focusOption(1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusOption(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the popup list
    <div
      className="country"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      part="country-picker"
    >
      <button
        type="button"
        className="country__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {/* The field's name, then the shown code, so the button is named by what it shows. */}
        <span className="visually-hidden">{t('field_countryDialingCode')}</span>
        {selected && <Flag countryCode={selected.countryCode} label={selected.name} />}
        <span>{value || '+'}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <div className="country__list" role="listbox" id={listId} aria-label={t('field_countryDialingCode')}>
          <CountryList
            countries={countries}
            value={value}
            onPick={(dialingCode) => {
              onChange(dialingCode);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
