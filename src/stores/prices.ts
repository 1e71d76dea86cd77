/**
 * Runtime prices. Static pages are built in the default
 * country's currency (USD); after hydration every price on the page is re-priced for the selected
 * country with `@inContext(country:)`:
 * - components ask for product ids; ids asked for in the same tick go out as one ProductPrices call
 *   (at most 250 ids per call, the API's limit for `nodes`);
 * - answers are cached per country for the session, so client-side navigation re-prices at once;
 * - the default country needs no call: the static prices already are its prices;
 * - a failed call is logged and stores null for its products: their price says it is unavailable rather
 *   than showing the build's price in another currency (the default country never calls).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { DEFAULT_COUNTRY_CODE } from '../config/countries';
import { MAX_IDS_PER_REQUEST } from '../config/listings';
import { lazyModule } from '../storefront/lazy';
import type { ProductPrice } from '../storefront/types';
import { useCountry, whenCountryReady } from './country';

/** The request and its mapping load with the first call for another country (first-load budget). */
const loadOperations = lazyModule(() => import('../storefront/operations/prices'));

export interface PricesState {
  /** country code → product id → prices in that country's currency; null when they could not be fetched. */
  byCountry: Record<string, Record<string, ProductPrice | null>>;
  /** Queue product ids for re-pricing in the selected country. */
  request: (productIds: readonly string[]) => void;
}

const queued = new Set<string>();
const inFlight = new Map<string, Set<string>>();
let flushScheduled = false;

async function flush(): Promise<void> {
  flushScheduled = false;
  const country = await whenCountryReady();
  if (country === DEFAULT_COUNTRY_CODE) {
    queued.clear();
    return;
  }
  const known = usePrices.getState().byCountry[country] ?? {};
  const busy = inFlight.get(country) ?? new Set<string>();
  inFlight.set(country, busy);
  const ids = [...queued].filter((id) => known[id] === undefined && !busy.has(id));
  queued.clear();
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
    const chunk = ids.slice(start, start + MAX_IDS_PER_REQUEST);
    chunk.forEach((id) => busy.add(id));
    try {
      const prices = await (await loadOperations()).fetchPrices(chunk, country);
      usePrices.setState((state) => ({
        byCountry: { ...state.byCountry, [country]: { ...state.byCountry[country], ...prices } },
      }));
    } catch (error) {
      console.error('Runtime prices: not available for', country, error);
      const failed = Object.fromEntries(chunk.map((id) => [id, null]));
      usePrices.setState((state) => ({ byCountry: { ...state.byCountry, [country]: { ...failed, ...state.byCountry[country] } } }));
    } finally {
      chunk.forEach((id) => busy.delete(id));
    }
  }
}

export const usePrices = create<PricesState>()(() => ({
  byCountry: {},
  request: (productIds) => {
    for (const id of productIds) if (id) queued.add(id);
    if (flushScheduled || queued.size === 0) return;
    flushScheduled = true;
    // One macrotask later every component of the page has asked: one batched call.
    setTimeout(() => void flush(), 0);
  },
}));

/**
 * Prices of a product in the selected country; undefined while not known (yet), null when fetching them
 * failed. Asks for the product when the component mounts.
 */
export function useProductPrice(productId: string | null | undefined): ProductPrice | null | undefined {
  const country = useCountry((s) => s.countryCode);
  const request = usePrices((s) => s.request);
  useEffect(() => {
    if (productId) request([productId]);
  }, [productId, request]);
  return usePrices((s) => (productId ? s.byCountry[country]?.[productId] : undefined));
}

/** Tests start from an empty cache. */
export function resetPricesForTests(): void {
  queued.clear();
  inFlight.clear();
  flushScheduled = false;
  usePrices.setState({ byCountry: {} });
}
