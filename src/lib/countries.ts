/**
 * Countries and their currencies: the supported countries with each one's first currency,
 * generated from the countries-list dataset into countryTable.generated.ts (the browser never loads
 * the whole dataset). Names are the CLDR English names of Intl.DisplayNames, read on first use: the
 * header needs one name, not two hundred. The sorted list for pickers is in countryOptions.ts.
 */
import { DEFAULT_COUNTRY_CODE, PRIORITY_COUNTRY_CODES } from '../config/countries';
import { COUNTRY_CURRENCIES } from './countryTable.generated';

export interface CountryOption {
  countryCode: string;
  currencyCode: string;
  /** English name, e.g. "United Kingdom". */
  countryName: string;
  /** The currency's name, e.g. "British Pound". */
  label: string;
  priority: number;
}

export { SUPPORTED_COUNTRY_CODES } from './supportedCountries';

function displayName(type: 'region' | 'currency'): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  return (code) => {
    try {
      names ??= new Intl.DisplayNames(['en'], { type });
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

const regionName = displayName('region');
const currencyName = displayName('currency');
const priorityCodes = new Set<string>(PRIORITY_COUNTRY_CODES);

const byCode = new Map<string, CountryOption>(
  COUNTRY_CURRENCIES.map(([code, currencyCode]) => [
    code,
    {
      countryCode: code,
      currencyCode,
      get countryName() {
        return regionName(code);
      },
      get label() {
        return currencyName(currencyCode);
      },
      priority: priorityCodes.has(code) ? 1 : 2,
    },
  ]),
);

/** Every supported country, in code order. */
export const allCountries = (): IterableIterator<CountryOption> => byCode.values();

export const findCountry = (code: string | null | undefined): CountryOption | undefined =>
  code ? byCode.get(code.toUpperCase()) : undefined;

export const isSupportedCountry = (code: unknown): code is string =>
  typeof code === 'string' && byCode.has(code);

export const defaultCountry = (): CountryOption => byCode.get(DEFAULT_COUNTRY_CODE) as CountryOption;
