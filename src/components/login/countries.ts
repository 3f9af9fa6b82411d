import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@/api/schemas';

/**
 * The country-code choices keyed by country, not by code: +1 is both the United States and
 * Canada, and the operator picks one of them, not the number.
 */
export type Country = (typeof COUNTRY_CODES)[number]['country'];
export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];

export const countries: readonly Country[] = COUNTRY_CODES.map((entry) => entry.country);

export const DEFAULT_COUNTRY: Country = COUNTRY_CODES.find((entry) => entry.code === DEFAULT_COUNTRY_CODE)?.country ?? COUNTRY_CODES[0].country;

export function codeOf(country: Country): CountryCode {
  return COUNTRY_CODES.find((entry) => entry.country === country)?.code ?? DEFAULT_COUNTRY_CODE;
}

/** What the picker shows for a choice: '+91 India'. */
export const countryLabel = (country: Country) => `${codeOf(country)} ${country}`;
