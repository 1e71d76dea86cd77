/**
 * The shapes the stores hand out and the operations modules fill in. They live below both, so a store
 * and the operations it loads lazily never import each other.
 */
import type { FilterSummary } from '../lib/listingFilters';
import type { Money } from '../lib/money';
import type { CardImage, ProductCardData } from '../lib/productCard';

export type { Money };

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** One page of a collection listing with the filters the shopper can still apply. */
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

/** Predictive search: what the panel offers while the shopper types. */
export interface Suggestions {
  queries: string[];
  collections: Array<{ handle: string; title: string }>;
  products: Array<{ id: string; handle: string; title: string; image: CardImage | null; price: Money }>;
}

export interface VariantPrice {
  price: Money;
  compareAtPrice: Money | null;
  availableForSale: boolean;
}

/** A product's prices in one country's currency. */
export interface ProductPrice {
  minPrice: Money;
  compareAtMinPrice: Money | null;
  variants: Record<string, VariantPrice>;
}

/** Who the shop service's wishlist belongs to: the signed-in customer and their access token. */
export interface WishlistSession {
  customerId: string;
  accessToken: string;
}
