/** Collection, search and featured lists, and the browser's product lookups. */

/** Products per page on collection and search pages. */
export const COLLECTION_PAGE_SIZE = 24;

export const SEARCH_PAGE_SIZE = 24;

/** Predictive search waits for a pause in typing; fewer calls, same answers. */
export const PREDICTIVE_SEARCH_DEBOUNCE_MS = 200;

export const PREDICTIVE_SEARCH_MIN_CHARS = 2;

export const PREDICTIVE_SEARCH_LIMIT = 6;

/** Products per featured row on the home page. */
export const FEATURED_ROW_SIZE = 8;

export const FEATURED_ROWS = [
  { title: 'New arrivals', handle: 'new-arrivals' },
  { title: 'Best sellers', handle: 'best-sellers' },
] as const;

/** Shopify accepts at most 250 items in an input array, e.g. the ids of one `nodes(ids:)` price lookup. */
export const MAX_IDS_PER_REQUEST = 250;
