import type { Country } from '../../../core/contract/system';
import { useAdoptedStyles } from '../adopted-styles';
import { Flag } from '../Flag';

const countryListStyles = /* css */ `
.country__option {
  width: 100%; display: flex; align-items: center; gap: 10px; padding: 8px 10px; border: 0; border-radius: 6px;
  background: transparent; cursor: pointer; text-align: start; font-size: 14px;
}
.country__option:hover, .country__option:focus-visible { background: var(--_surface-2); }
.country__option[aria-selected='true'] { background: color-mix(in srgb, var(--_accent) 14%, transparent); }
.country__name { flex: 1; }
.country__code { color: var(--_text-muted); font-variant-numeric: tabular-nums; }
`;

/**
 * The options of the country picker's open list, each with its flag, name and dialing code, with their
 * CSS (drawn only while a list is open). Part of the picker's first load: the lazy-part machinery it
 * would need weighs more than these few lines.
 */
export function CountryList({
  countries,
  value,
  onPick,
}: {
  countries: readonly Country[];
  value: string;
  onPick: (dialingCode: string) => void;
}) {
  useAdoptedStyles(countryListStyles);
  return (
    <>
      {countries.map((country) => (
        <button
          type="button"
          role="option"
          key={`${country.countryCode}-${country.countryDialingCode}`}
          className="country__option"
          aria-selected={country.countryDialingCode === value}
          onClick={() => onPick(country.countryDialingCode)}
        >
          <Flag countryCode={country.countryCode} label={country.name} />
          <span className="country__name">{country.name}</span>
          <span className="country__code">{country.countryDialingCode}</span>
        </button>
      ))}
    </>
  );
}
