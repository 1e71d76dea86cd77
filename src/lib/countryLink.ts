/**
 * Country links: regional stores link back with `?country=XX`, which sets the
 * selected country, so a shopper who once chose the Philippines is never locked out of this site.
 */
import { isSupportedCountry } from './countries';

export const COUNTRY_PARAM = 'country';

/** The supported country a URL's query asks for (case-insensitive), or null. */
export function countryFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get(COUNTRY_PARAM);
  if (!raw) return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? code : null;
}

/** The same address without the country parameter, so a reload or a shared link does not re-apply it. */
export function withoutCountryParam(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete(COUNTRY_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
