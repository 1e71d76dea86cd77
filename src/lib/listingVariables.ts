/**
 * A listing's state as the Storefront API's collection query variables: filters, sort and the page's
 * cursor. Only the (lazily loaded) listings operations need it, so the collection page's first load
 * does not carry it.
 */
import { COLLECTION_PAGE_SIZE } from '../config/listings';
import { COLLECTION_SORTS } from '../config/collectionFilters';
import type { ListingState } from './collectionQuery';

export type ProductFilterInput =
  | { productMetafield: { namespace: string; key: string; value: string } }
  | { variantOption: { name: string; value: string } }
  | { available: boolean };

/** Storefront `ProductFilter`s: colours are ORed, sizes are ORed, groups are ANDed (Shopify's rules). */
export function toProductFilters(state: ListingState): ProductFilterInput[] {
  return [
    ...state.colours.map((value) => ({ productMetafield: { namespace: 'custom', key: 'colour', value } })),
    ...state.sizes.map((value) => ({ variantOption: { name: 'Size', value } })),
    ...(state.available ? [{ available: true }] : []),
  ];
}

export interface ListingVariables {
  filters: ProductFilterInput[];
  sortKey: string;
  reverse: boolean;
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export function toListingVariables(state: ListingState, pageSize = COLLECTION_PAGE_SIZE): ListingVariables {
  const sort = COLLECTION_SORTS.find((s) => s.id === state.sort) ?? COLLECTION_SORTS[0];
  const page = state.before ? { last: pageSize, before: state.before } : { first: pageSize, ...(state.after ? { after: state.after } : {}) };
  return { filters: toProductFilters(state), sortKey: sort.sortKey, reverse: sort.reverse, ...page };
}
