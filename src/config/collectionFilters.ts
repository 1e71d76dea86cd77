/** Collection and search listings: sort options and filter values (loaded with the listing pages). */

/** Colour filter: id, value and name. */
export const COLOUR_FILTERS = [
  { id: 'print-01', value: 'filter_red', name: 'Red' },
  { id: 'print-02', value: 'filter_orange', name: 'Orange' },
  { id: 'print-03', value: 'filter_yellow', name: 'Yellow' },
  { id: 'print-04', value: 'filter_green', name: 'Green' },
  { id: 'print-05', value: 'filter_blue', name: 'Blue' },
  { id: 'print-06', value: 'filter_purple', name: 'Purple' },
  { id: 'print-07', value: 'filter_pink', name: 'Pink' },
  { id: 'print-08', value: 'filter_white', name: 'White' },
  { id: 'print-09', value: 'filter_black', name: 'Black' },
  { id: 'print-10', value: 'filter_beige', name: 'Beige' },
  { id: 'print-11', value: 'filter_brown', name: 'Brown' },
  { id: 'print-12', value: 'filter_multi-color', name: 'Multi Color' },
] as const;

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
