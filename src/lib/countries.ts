/**
 * Country / currency options (spec §3): the supported countries with each one's first currency, as
 * generated from the countries-list dataset into countryTable.generated.ts (the browser never loads
 * the whole dataset). US, GB, AU and PH come first (priority 1), then the rest alphabetically by
 * country name.
 */
import { DEFAULT_COUNTRY_CODE, PRIORITY_COUNTRY_CODES } from '../config/site';
import { COUNTRY_TABLE } from './countryTable.generated';

export interface CountryOption {
  countryCode: string;
  currencyCode: string;
  countryName: string;
  /** The currency's name, e.g. "British Pound". */
  label: string;
  priority: number;
}

export { SUPPORTED_COUNTRY_CODES } from './supportedCountries';

let currencyNames: Intl.DisplayNames | null = null;
function currencyName(code: string): string {
  try {
    currencyNames ??= new Intl.DisplayNames(['en'], { type: 'currency' });
    return currencyNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function buildCountryOptions(): CountryOption[] {
  const priority = new Set<string>(PRIORITY_COUNTRY_CODES);
  const options: CountryOption[] = COUNTRY_TABLE.map(([code, countryName, currencyCode]) => ({
    countryCode: code,
    currencyCode,
    countryName,
    // Named on first read: ~190 Intl lookups at start-up cost the first page a long task on phones.
    get label() {
      return currencyName(currencyCode);
    },
    priority: priority.has(code) ? 1 : 2,
  }));
  const byName = new Intl.Collator('en').compare;
  const rank = (o: CountryOption) => PRIORITY_COUNTRY_CODES.indexOf(o.countryCode as never);
  return options.sort((a, b) =>
    a.priority !== b.priority
      ? a.priority - b.priority
      : a.priority === 1
        ? rank(a) - rank(b)
        : byName(a.countryName, b.countryName),
  );
}

export const COUNTRY_OPTIONS: readonly CountryOption[] = buildCountryOptions();

const byCode = new Map(COUNTRY_OPTIONS.map((o) => [o.countryCode, o]));

export const findCountry = (code: string | null | undefined): CountryOption | undefined =>
  code ? byCode.get(code.toUpperCase()) : undefined;

export const isSupportedCountry = (code: unknown): code is string =>
  typeof code === 'string' && byCode.has(code);

export const defaultCountry = (): CountryOption => byCode.get(DEFAULT_COUNTRY_CODE) as CountryOption;
