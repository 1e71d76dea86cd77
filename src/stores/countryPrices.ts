/**
 * Product prices in the selected country's currency. Static pages are built in the default
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
import { lazyModule } from '../browser/lazy';
import type { ProductPrice } from '../storefront/types';
import { useCountry, whenCountryReady } from './country';

/** The request and its mapping load with the first call for another country (first-load budget). */
const loadOperations = lazyModule(() => import('../storefront/operations/prices'));

export interface CountryPricesState {
  /** country code → product id → prices in that country's currency; null when they could not be fetched. */
  byCountry: Record<string, Record<string, ProductPrice | null>>;
  /** Ids asked for since the last batch went out; the first one asked schedules the batch. */
  queued: readonly string[];
  /** country code → ids whose prices are being fetched. */
  inFlight: Record<string, readonly string[]>;
  /** Queue product ids for re-pricing in the selected country. */
  request: (productIds: readonly string[]) => void;
}

const markInFlight = (country: string, ids: readonly string[], busy: boolean) =>
  useCountryPrices.setState((state) => {
    const now = state.inFlight[country] ?? [];
    return { inFlight: { ...state.inFlight, [country]: busy ? [...now, ...ids] : now.filter((id) => !ids.includes(id)) } };
  });

async function flush(): Promise<void> {
  const country = await whenCountryReady();
  const { queued, byCountry, inFlight } = useCountryPrices.getState();
  useCountryPrices.setState({ queued: [] });
  if (country === DEFAULT_COUNTRY_CODE) return;
  const known = byCountry[country] ?? {};
  const busy = new Set(inFlight[country]);
  const ids = [...new Set(queued)].filter((id) => known[id] === undefined && !busy.has(id));
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
    const chunk = ids.slice(start, start + MAX_IDS_PER_REQUEST);
    markInFlight(country, chunk, true);
    try {
      const prices = await (await loadOperations()).fetchPrices(chunk, country);
      useCountryPrices.setState((state) => ({
        byCountry: { ...state.byCountry, [country]: { ...state.byCountry[country], ...prices } },
      }));
    } catch (error) {
      console.error('Runtime prices: not available for', country, error);
      const failed = Object.fromEntries(chunk.map((id) => [id, null]));
      useCountryPrices.setState((state) => ({ byCountry: { ...state.byCountry, [country]: { ...failed, ...state.byCountry[country] } } }));
    } finally {
      markInFlight(country, chunk, false);
    }
  }
}

export const useCountryPrices = create<CountryPricesState>()((set, get) => ({
  byCountry: {},
  queued: [],
  inFlight: {},
  request: (productIds) => {
    const ids = productIds.filter((id) => id !== '');
    const idle = get().queued.length === 0;
    if (ids.length === 0) return;
    set((state) => ({ queued: [...state.queued, ...ids] }));
    // One macrotask later every component of the page has asked: one batched call. Ids asked for
    // while it waits for the stored country join it.
    if (idle) setTimeout(() => void flush(), 0);
  },
}));

/**
 * Prices of a product in the selected country; undefined while not known (yet), null when fetching them
 * failed. Asks for the product when the component mounts.
 */
export function useProductPrice(productId: string | null | undefined): ProductPrice | null | undefined {
  const country = useCountry((s) => s.countryCode);
  const request = useCountryPrices((s) => s.request);
  useEffect(() => {
    if (productId) request([productId]);
  }, [productId, request]);
  return useCountryPrices((s) => (productId ? s.byCountry[country]?.[productId] : undefined));
}

