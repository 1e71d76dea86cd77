/**
 * Listings (collection listings, search, predictive search, recommendations): the requests and
 * the mapping of their answers. Loaded by src/stores/listings.ts on its first request, so neither the
 * Storefront client nor the query text is part of the first-load JavaScript.
 * Every function throws a StorefrontError when the call fails; the store decides what that means.
 */
import { SEARCH_PAGE_SIZE, PREDICTIVE_SEARCH_LIMIT } from '../../config/listings';
import type { ListingState } from '../../lib/collectionQuery';
import { toListingVariables } from '../../lib/listingVariables';
import { summariseFilters } from '../../lib/listingFilters';
import { toProductCard, type ProductCardData } from '../../lib/productCard';
import type { SearchState } from '../../lib/searchQuery';
import { storefrontRequest } from '../client';
import { COLLECTION_QUERY, PREDICTIVE_SEARCH_QUERY, PRODUCT_RECOMMENDATIONS_QUERY, SEARCH_QUERY } from '../documents/listings';
import type { ListingResult, PageInfo, SearchResult, Suggestions } from '../types';

const pageInfoOf = (p: Partial<PageInfo>): PageInfo => ({
  hasNextPage: Boolean(p.hasNextPage),
  hasPreviousPage: Boolean(p.hasPreviousPage),
  startCursor: p.startCursor ?? null,
  endCursor: p.endCursor ?? null,
});

/** One page of a collection with its filters; null when the collection does not exist. */
export async function fetchListing(handle: string, state: ListingState, country: string): Promise<ListingResult | null> {
  const data = await storefrontRequest(COLLECTION_QUERY, {
    variables: { handle, country, ...toListingVariables(state) },
    cache: true,
  });
  const products = data.collection?.products;
  if (!products) return null;
  return {
    cards: products.nodes.map(toProductCard),
    pageInfo: pageInfoOf(products.pageInfo),
    filters: summariseFilters(products.filters),
  };
}

/** One page of search results (`state.q` must not be empty). */
export async function fetchSearch(state: SearchState, country: string): Promise<SearchResult> {
  const page = state.before
    ? { last: SEARCH_PAGE_SIZE, before: state.before }
    : { first: SEARCH_PAGE_SIZE, ...(state.after ? { after: state.after } : {}) };
  const data = await storefrontRequest(SEARCH_QUERY, {
    variables: { query: state.q, country, ...page },
    cache: true,
  });
  return {
    cards: data.search.nodes.filter((n) => 'handle' in n).map(toProductCard),
    pageInfo: pageInfoOf(data.search.pageInfo),
    totalCount: data.search.totalCount,
  };
}

/** Predictive search for a normalised query; a suggested query equal to what was typed is left out. */
export async function fetchSuggestions(query: string, country: string): Promise<Suggestions> {
  const data = await storefrontRequest(PREDICTIVE_SEARCH_QUERY, {
    variables: { query, limit: PREDICTIVE_SEARCH_LIMIT, country },
    cache: true,
  });
  const found = data.predictiveSearch;
  return {
    queries: (found?.queries ?? []).map((q) => q.text).filter((text) => text.toLowerCase() !== query.toLowerCase()),
    collections: (found?.collections ?? []).map((c) => ({ handle: c.handle, title: c.title })),
    products: (found?.products ?? []).map((p) => ({
      id: p.id,
      handle: p.handle,
      title: p.title,
      image: p.featuredImage
        ? { url: p.featuredImage.url, altText: p.featuredImage.altText ?? null, width: p.featuredImage.width ?? null, height: p.featuredImage.height ?? null }
        : null,
      price: { amount: p.priceRange.minVariantPrice.amount, currencyCode: p.priceRange.minVariantPrice.currencyCode },
    })),
  };
}

export async function fetchRecommendations(handle: string, country: string): Promise<ProductCardData[]> {
  const data = await storefrontRequest(PRODUCT_RECOMMENDATIONS_QUERY, {
    variables: { productHandle: handle, country },
    cache: true,
  });
  return (data.productRecommendations ?? []).map(toProductCard);
}
