/** Collection and search listings: sort options and filter values (loaded with the listing pages). */

/** Colour filter: id, value and name; the local storefront's catalogue is drawn and filtered in the same list. */
export { COLOUR_FILTERS } from '../../shared/colourFilters';

/** Sort options of collection pages, in menu order. */
export const COLLECTION_SORTS = [
  { id: 'featured', label: 'Featured', sortKey: 'COLLECTION_DEFAULT', reverse: false },
  { id: 'best-selling', label: 'Best selling', sortKey: 'BEST_SELLING', reverse: false },
  { id: 'newest', label: 'Newest', sortKey: 'CREATED', reverse: true },
  { id: 'price-asc', label: 'Price, low to high', sortKey: 'PRICE', reverse: false },
  { id: 'price-desc', label: 'Price, high to low', sortKey: 'PRICE', reverse: true },
  { id: 'title-asc', label: 'Alphabetically, A–Z', sortKey: 'TITLE', reverse: false },
] as const;

/** The size filter's values, in the order a shopper reads them. */
export const SIZE_FILTER_VALUES = ['XS', 'S', 'M', 'L', 'XL', 'One Size'] as const;

/** Colour filter swatches: the storefront serves one per colour filter id. */
export const colourSwatchUrl = (storeOrigin: string, id: string): string => `${storeOrigin}/cdn/shop/swatches/${id}.png`;
