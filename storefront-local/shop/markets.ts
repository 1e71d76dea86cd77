/** Countries of the shop's markets: lookup by code, English names, the checkout picker's order. */
import { PRIORITY_COUNTRY_CODES } from './settings';
import { MARKET_CURRENCIES } from './marketTable';

export interface MarketCountry {
  countryCode: string;
  currencyCode: string;
  /** CLDR English name, e.g. "United Kingdom". */
  countryName: string;
}

let regionNames: Intl.DisplayNames | null = null;
const regionName = (code: string): string => {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const byCode = new Map<string, MarketCountry>(
  MARKET_CURRENCIES.map(([countryCode, currencyCode]) => [countryCode, { countryCode, currencyCode, countryName: regionName(countryCode) }]),
);

export const findMarketCountry = (code: string | null | undefined): MarketCountry | undefined =>
  code ? byCode.get(code.toUpperCase()) : undefined;

export const isMarketCountry = (code: unknown): code is string => typeof code === 'string' && byCode.has(code);

let sorted: readonly MarketCountry[] | null = null;
/** Priority countries first, in their order, then the rest by English name. */
export function marketCountries(): readonly MarketCountry[] {
  if (!sorted) {
    const rank = (code: string) => PRIORITY_COUNTRY_CODES.indexOf(code as never);
    const byName = new Intl.Collator('en').compare;
    const list = [...byCode.values()];
    sorted = [
      ...PRIORITY_COUNTRY_CODES.map((code) => byCode.get(code)).filter((c): c is MarketCountry => c !== undefined),
      ...list.filter((c) => rank(c.countryCode) < 0).sort((a, b) => byName(a.countryName, b.countryName)),
    ];
  }
  return sorted;
}
