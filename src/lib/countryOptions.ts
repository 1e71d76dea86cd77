/**
 * The country / currency list of the pickers: US, GB, AU and PH first (priority 1), then
 * the rest alphabetically by name. Built on the first call: naming and sorting ~200 countries costs a
 * long task on phones, paid when a picker opens rather than when its chunk is preloaded.
 */
import { PRIORITY_COUNTRY_CODES } from '../config/countries';
import { allCountries, type CountryOption } from './countries';

const rank = (option: CountryOption) => PRIORITY_COUNTRY_CODES.indexOf(option.countryCode as never);

let sorted: readonly CountryOption[] | null = null;

export function countryOptions(): readonly CountryOption[] {
  if (!sorted) {
    const byName = new Intl.Collator('en').compare;
    sorted = [...allCountries()].sort((a, b) =>
      a.priority !== b.priority
        ? a.priority - b.priority
        : a.priority === 1
          ? rank(a) - rank(b)
          : byName(a.countryName, b.countryName),
    );
  }
  return sorted;
}
