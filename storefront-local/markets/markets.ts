/** Countries of the markets (marketTable.ts): lookup by code, English names, the checkout picker's order. */
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

// Sorted once per priority list (a shop's `priorityCountries`), not on every request.
const sortedFor = new WeakMap<readonly string[], readonly MarketCountry[]>();
/** The shop's priority countries first, in their order, then the rest by English name. */
export function marketCountries(priority: readonly string[]): readonly MarketCountry[] {
  let sorted = sortedFor.get(priority);
  if (!sorted) {
    const byName = new Intl.Collator('en').compare;
    const list = [...byCode.values()];
    sorted = [
      ...priority.map((code) => byCode.get(code)).filter((c): c is MarketCountry => c !== undefined),
      ...list.filter((c) => !priority.includes(c.countryCode)).sort((a, b) => byName(a.countryName, b.countryName)),
    ];
    sortedFor.set(priority, sorted);
  }
  return sorted;
}
