/** Sort keys of products, collection products and search (ProductSortKeys, ProductCollectionSortKeys, SearchSortKeys). */
import type { CatalogueProduct } from '../catalogue/types';
import { minPriceCents } from './productPrices';

type Comparator = (a: CatalogueProduct, b: CatalogueProduct) => number;

const byTitle: Comparator = (a, b) => a.title.localeCompare(b.title, 'en') || a.numericId - b.numericId;
const COMPARATORS: Record<string, Comparator> = {
  BEST_SELLING: (a, b) => b.salesScore - a.salesScore || a.numericId - b.numericId,
  CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.numericId - b.numericId,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.numericId - b.numericId,
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.numericId - b.numericId,
  ID: (a, b) => a.numericId - b.numericId,
  PRICE: (a, b) => minPriceCents(a) - minPriceCents(b) || a.numericId - b.numericId,
  TITLE: byTitle,
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType, 'en') || byTitle(a, b),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor, 'en') || byTitle(a, b),
};

/**
 * Sorts a listing. Keys without a comparator (COLLECTION_DEFAULT, MANUAL, RELEVANCE) keep the given
 * order, which is the collection's manual order or the search ranking.
 */
export function sortProducts(products: readonly CatalogueProduct[], sortKey: string | null | undefined, reverse: boolean | null | undefined): CatalogueProduct[] {
  const comparator = sortKey ? COMPARATORS[sortKey] : undefined;
  const sorted = comparator ? [...products].sort(comparator) : [...products];
  return reverse ? sorted.reverse() : sorted;
}
