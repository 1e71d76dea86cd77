/**
 * Catalogue reads at runtime (issue 5 items 4, 5, 8), all in the selected country's currency:
 * - collection listings with filters / sort / cursor pages (COLLECTION_QUERY);
 * - search result pages (SEARCH_QUERY);
 * - predictive search, debounced: only the last query typed within the pause is sent;
 * - product recommendations.
 * Each result is tagged with the request it answers; a late answer to an older request is dropped.
 * A failed call keeps what is on screen (status "error") and is logged.
 */
import { create } from 'zustand';
import { PREDICTIVE_SEARCH_DEBOUNCE_MS, PREDICTIVE_SEARCH_LIMIT, PREDICTIVE_SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from '../config/site';
import { serializeListingQuery, toListingVariables, type ListingState } from '../lib/collectionQuery';
import { summariseFilters, type FilterSummary } from '../lib/listingFilters';
import { toProductCard, type CardImage, type Money, type ProductCardData } from '../lib/productCard';
import type { SearchState } from '../lib/searchQuery';
import { storefrontRequest } from '../storefront/client';
import { COLLECTION_QUERY, PREDICTIVE_SEARCH_QUERY, PRODUCT_RECOMMENDATIONS_QUERY, SEARCH_QUERY } from '../storefront/documents/catalogue';
import type {
  CollectionQuery,
  PredictiveSearchQuery,
  ProductRecommendationsQuery,
  SearchQuery,
} from '../storefront/generated/storefront.generated';
import { whenCountryReady } from './prices';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ListingResult {
  cards: ProductCardData[];
  pageInfo: PageInfo;
  filters: FilterSummary;
}

export interface SearchResult {
  cards: ProductCardData[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface Suggestions {
  queries: string[];
  collections: Array<{ handle: string; title: string }>;
  products: Array<{ id: string; handle: string; title: string; image: CardImage | null; price: Money }>;
}

interface Slot<R> {
  key: string | null;
  status: LoadStatus;
  result: R | null;
}

export interface CatalogueState {
  listing: Slot<ListingResult>;
  search: Slot<SearchResult>;
  predictive: Slot<Suggestions>;
  recommendations: Record<string, ProductCardData[]>;
  loadListing: (handle: string, state: ListingState) => Promise<void>;
  loadSearch: (state: SearchState) => Promise<void>;
  /** Debounced: call on every keystroke. */
  predict: (query: string) => void;
  clearPredictions: () => void;
  loadRecommendations: (handle: string) => Promise<void>;
}

const emptySlot = { key: null, status: 'idle', result: null } as const;

const pageInfoOf = (p: Partial<PageInfo>): PageInfo => ({
  hasNextPage: Boolean(p.hasNextPage),
  hasPreviousPage: Boolean(p.hasPreviousPage),
  startCursor: p.startCursor ?? null,
  endCursor: p.endCursor ?? null,
});

let predictTimer: ReturnType<typeof setTimeout> | null = null;

export const useCatalogue = create<CatalogueState>()((set, get) => ({
  listing: { ...emptySlot },
  search: { ...emptySlot },
  predictive: { ...emptySlot },
  recommendations: {},

  loadListing: async (handle, state) => {
    const key = `${handle}${serializeListingQuery(state)}`;
    set((s) => ({ listing: { ...s.listing, key, status: 'loading' } }));
    try {
      const country = await whenCountryReady();
      const data = await storefrontRequest<CollectionQuery>(COLLECTION_QUERY, {
        variables: { handle, country, ...toListingVariables(state) },
        cache: true,
      });
      if (get().listing.key !== key) return;
      const products = data.collection?.products;
      if (!products) {
        set({ listing: { key, status: 'not-found', result: null } });
        return;
      }
      set({
        listing: {
          key,
          status: 'ready',
          result: {
            cards: products.nodes.map(toProductCard),
            pageInfo: pageInfoOf(products.pageInfo),
            filters: summariseFilters(products.filters),
          },
        },
      });
    } catch (error) {
      console.error('Collection listing failed', error);
      if (get().listing.key === key) set((s) => ({ listing: { ...s.listing, status: 'error' } }));
    }
  },

  loadSearch: async (state) => {
    const key = JSON.stringify(state);
    if (!state.q) {
      set({ search: { key, status: 'idle', result: null } });
      return;
    }
    set((s) => ({ search: { ...s.search, key, status: 'loading' } }));
    try {
      const country = await whenCountryReady();
      const page = state.before
        ? { last: SEARCH_PAGE_SIZE, before: state.before }
        : { first: SEARCH_PAGE_SIZE, ...(state.after ? { after: state.after } : {}) };
      const data = await storefrontRequest<SearchQuery>(SEARCH_QUERY, {
        variables: { query: state.q, country, ...page },
        cache: true,
      });
      if (get().search.key !== key) return;
      set({
        search: {
          key,
          status: 'ready',
          result: {
            cards: data.search.nodes.filter((n) => 'handle' in n).map(toProductCard),
            pageInfo: pageInfoOf(data.search.pageInfo),
            totalCount: data.search.totalCount,
          },
        },
      });
    } catch (error) {
      console.error('Search failed', error);
      if (get().search.key === key) set((s) => ({ search: { ...s.search, status: 'error' } }));
    }
  },

  predict: (raw) => {
    const query = raw.replace(/\s+/g, ' ').trim();
    if (predictTimer) clearTimeout(predictTimer);
    if (query.length < PREDICTIVE_SEARCH_MIN_CHARS) {
      predictTimer = null;
      set({ predictive: { key: query, status: 'idle', result: null } });
      return;
    }
    set((s) => ({ predictive: { ...s.predictive, key: query, status: 'loading' } }));
    predictTimer = setTimeout(() => {
      predictTimer = null;
      void (async () => {
        try {
          const country = await whenCountryReady();
          const data = await storefrontRequest<PredictiveSearchQuery>(PREDICTIVE_SEARCH_QUERY, {
            variables: { query, limit: PREDICTIVE_SEARCH_LIMIT, country },
            cache: true,
          });
          if (get().predictive.key !== query) return;
          const found = data.predictiveSearch;
          set({
            predictive: {
              key: query,
              status: 'ready',
              result: {
                queries: (found?.queries ?? []).map((q) => q.text).filter((text) => text.toLowerCase() !== query.toLowerCase()),
                collections: (found?.collections ?? []).map((c) => ({ handle: c.handle, title: c.title })),
                products: (found?.products ?? []).map((p) => ({
                  id: p.id,
                  handle: p.handle,
                  title: p.title,
                  image: p.featuredImage ? { url: p.featuredImage.url, altText: p.featuredImage.altText ?? null, width: p.featuredImage.width ?? null, height: p.featuredImage.height ?? null } : null,
                  price: { amount: p.priceRange.minVariantPrice.amount, currencyCode: p.priceRange.minVariantPrice.currencyCode },
                })),
              },
            },
          });
        } catch (error) {
          console.error('Predictive search failed', error);
          if (get().predictive.key === query) set((s) => ({ predictive: { ...s.predictive, status: 'error' } }));
        }
      })();
    }, PREDICTIVE_SEARCH_DEBOUNCE_MS);
  },

  clearPredictions: () => {
    if (predictTimer) clearTimeout(predictTimer);
    predictTimer = null;
    set({ predictive: { ...emptySlot } });
  },

  loadRecommendations: async (handle) => {
    if (get().recommendations[handle]) return;
    try {
      const country = await whenCountryReady();
      const data = await storefrontRequest<ProductRecommendationsQuery>(PRODUCT_RECOMMENDATIONS_QUERY, {
        variables: { productHandle: handle, country },
        cache: true,
      });
      set((s) => ({
        recommendations: { ...s.recommendations, [handle]: (data.productRecommendations ?? []).map(toProductCard) },
      }));
    } catch (error) {
      // Recommendations are a bonus: the product page stays complete without them.
      console.error('Recommendations failed', error);
    }
  },
}));

export function resetCatalogueForTests(): void {
  if (predictTimer) clearTimeout(predictTimer);
  predictTimer = null;
  useCatalogue.setState({ listing: { ...emptySlot }, search: { ...emptySlot }, predictive: { ...emptySlot }, recommendations: {} });
}
