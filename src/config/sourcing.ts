/** The build's requests to the Storefront API: page sizes, batches, retries and timeouts. */

/**
 * Nodes per page of the build's sourcing queries (connections allow 250). 100 products with their
 * detail and variants keep one page within the storefront's query cost limit.
 */
export const BUILD_PAGE_SIZE = 100;

/** Collections whose first page is fetched in one aliased query at build time. */
export const BUILD_COLLECTION_BATCH = 12;

export const BUILD_RETRIES = 5;

export const BUILD_RETRY_BASE_MS = 500;

export const BUILD_REQUEST_TIMEOUT_MS = 30_000;

/** Look products fetched per aliased `product(handle:)` query at build time. */
export const LOOKBOOK_PRODUCTS_BATCH = 50;
