import type { Ref } from 'react';
import { Field } from '../ui/Field';
import { countries, countryLabel, type Country } from './countries';

export const COUNTRY_CODE_LABEL = 'Country code';

export interface CountryCodePickerProps {
  /** The chosen country (its dialling code is shown). */
  value: Country;
  /** Called with the country picked. */
  onChange: (country: Country) => void;
  /** Called when the picker loses focus (react-hook-form's touched state). */
  onBlur?: () => void;
  /** The form field name. */
  name?: string;
  /** Locks the picker, e.g. while a code is being sent. */
  disabled?: boolean;
  /** The underlying <select>, for focusing it. */
  ref?: Ref<HTMLSelectElement>;
}

const isCountry = (value: string): value is Country => (countries as readonly string[]).includes(value);

/**
 * A native select rather than a Headless UI Listbox: on a phone it opens the system picker
 * (large targets, no popover to fit into 375 px), it is labelled and keyboard-operable by
 * the browser itself, and it needs no ARIA of ours. Options are keyed by country, so the
 * two +1 entries stay distinct choices.
 */
export function CountryCodePicker({ value, onChange, onBlur, name, disabled, ref }: CountryCodePickerProps) {
  return (
    <Field label={COUNTRY_CODE_LABEL}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          name={name}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(event) => {
            if (isCountry(event.target.value)) onChange(event.target.value);
          }}
          className="h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-gray-100 sm:w-auto"
        >
          {countries.map((country) => (
            <option key={country} value={country}>
              {countryLabel(country)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
