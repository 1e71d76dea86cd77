/**
 * Listings at runtime, all in the selected country's currency:
 * - collection listings with filters / sort / cursor pages (COLLECTION_QUERY);
 * - search result pages (SEARCH_QUERY);
 * - predictive search, debounced: only the last query typed within the pause is sent;
 * - product recommendations.
 * Each result is tagged with the request it answers; a late answer to an older request is dropped.
 * A failed call keeps what is on screen (status "error") and is logged.
 */
import { create } from 'zustand';
import { PREDICTIVE_SEARCH_DEBOUNCE_MS, PREDICTIVE_SEARCH_MIN_CHARS } from '../config/listings';
// The key is set before the request goes out, so even a failed load of the operations can be shown
// (and retried) as an error for the listing the page asked for.
import { serializeListingQuery, type ListingState } from '../lib/collectionQuery';
import type { ProductCardData } from '../lib/productCard';
import type { SearchState } from '../lib/searchQuery';
import { lazyModule } from '../browser/lazy';
import type { ListingResult, SearchResult, Suggestions } from '../storefront/types';
import { whenCountryReady } from './country';

/** The requests and their mapping load with the first listings request (first-load budget). */
const loadOperations = lazyModule(() => import('../storefront/operations/listings'));

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

interface Slot<R> {
  key: string | null;
  status: LoadStatus;
  result: R | null;
}

export interface ListingsState {
  listing: Slot<ListingResult>;
  search: Slot<SearchResult>;
  predictive: Slot<Suggestions>;
  recommendations: Record<string, ProductCardData[]>;
  /** The predictive query waiting out the pause; only the newest one is sent. */
  predictTimer: ReturnType<typeof setTimeout> | null;
  loadListing: (handle: string, state: ListingState) => Promise<void>;
  loadSearch: (state: SearchState) => Promise<void>;
  /** Debounced: call on every keystroke. */
  predict: (query: string) => void;
  clearPredictions: () => void;
  loadRecommendations: (handle: string) => Promise<void>;
}

const emptySlot = { key: null, status: 'idle', result: null } as const;

type Operations = Awaited<ReturnType<typeof loadOperations>>;
type SlotName = 'listing' | 'search' | 'predictive';
type SlotResult<N extends SlotName> = NonNullable<ListingsState[N]['result']>;
type Set = (partial: Partial<ListingsState> | ((s: ListingsState) => Partial<ListingsState>)) => void;

/**
 * Fills one slot for `key`: the answer is kept only while `key` is still the newest request, a null
 * answer is "not found", and a failure keeps what is shown (status "error") and is logged as `what`.
 */
async function fill<N extends SlotName>(
  set: Set,
  get: () => ListingsState,
  name: N,
  key: string,
  what: string,
  request: (operations: Operations, country: string) => Promise<SlotResult<N> | null>,
): Promise<void> {
  try {
    const [operations, country] = await Promise.all([loadOperations(), whenCountryReady()]);
    const result = await request(operations, country);
    if (get()[name].key !== key) return;
    set({ [name]: result ? { key, status: 'ready', result } : { key, status: 'not-found', result: null } });
  } catch (error) {
    console.error(`${what} failed`, error);
    if (get()[name].key === key) set((s) => ({ [name]: { ...s[name], status: 'error' } }));
  }
}

export const useListings = create<ListingsState>()((set, get) => ({
  listing: { ...emptySlot },
  search: { ...emptySlot },
  predictive: { ...emptySlot },
  recommendations: {},
  predictTimer: null,

  loadListing: async (handle, state) => {
    const key = `${handle}${serializeListingQuery(state)}`;
    set((s) => ({ listing: { ...s.listing, key, status: 'loading' } }));
    await fill(set, get, 'listing', key, 'Collection listing', (operations, country) => operations.fetchListing(handle, state, country));
  },

  loadSearch: async (state) => {
    const key = JSON.stringify(state);
    if (!state.q) {
      set({ search: { key, status: 'idle', result: null } });
      return;
    }
    set((s) => ({ search: { ...s.search, key, status: 'loading' } }));
    await fill(set, get, 'search', key, 'Search', (operations, country) => operations.fetchSearch(state, country));
  },

  predict: (raw) => {
    const query = raw.replace(/\s+/g, ' ').trim();
    // The shopper is typing: the operations load during the debounce, so suggestions come no later.
    loadOperations().catch(() => undefined);
    const waiting = get().predictTimer;
    if (waiting) clearTimeout(waiting);
    if (query.length < PREDICTIVE_SEARCH_MIN_CHARS) {
      set({ predictTimer: null, predictive: { key: query, status: 'idle', result: null } });
      return;
    }
    const predictTimer = setTimeout(() => {
      if (get().predictTimer !== predictTimer) return;
      set({ predictTimer: null });
      void fill(set, get, 'predictive', query, 'Predictive search', (operations, country) => operations.fetchSuggestions(query, country));
    }, PREDICTIVE_SEARCH_DEBOUNCE_MS);
    set((s) => ({ predictTimer, predictive: { ...s.predictive, key: query, status: 'loading' } }));
  },

  clearPredictions: () => {
    const waiting = get().predictTimer;
    if (waiting) clearTimeout(waiting);
    set({ predictTimer: null, predictive: { ...emptySlot } });
  },

  loadRecommendations: async (handle) => {
    if (get().recommendations[handle]) return;
    try {
      const [operations, country] = await Promise.all([loadOperations(), whenCountryReady()]);
      const cards = await operations.fetchRecommendations(handle, country);
      set((s) => ({ recommendations: { ...s.recommendations, [handle]: cards } }));
    } catch (error) {
      // Recommendations are a bonus: the product page stays complete without them.
      console.error('Recommendations failed', error);
    }
  },
}));

