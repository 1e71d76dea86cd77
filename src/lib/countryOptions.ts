/**
 * The country / currency list of the pickers (spec §3): US, GB, AU and PH first (priority 1), then
 * the rest alphabetically by name. Only the country dialog and the address form need it, and both
 * load on demand, so sorting ~200 names never delays a page.
 */
import { PRIORITY_COUNTRY_CODES } from '../config/site';
import { allCountries, type CountryOption } from './countries';

const rank = (option: CountryOption) => PRIORITY_COUNTRY_CODES.indexOf(option.countryCode as never);
const byName = new Intl.Collator('en').compare;

export const COUNTRY_OPTIONS: readonly CountryOption[] = [...allCountries()].sort((a, b) =>
  a.priority !== b.priority
    ? a.priority - b.priority
    : a.priority === 1
      ? rank(a) - rank(b)
      : byName(a.countryName, b.countryName),
);
