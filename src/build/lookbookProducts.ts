/**
 * Build-time data of the shoppable looks: every product handle named in content/lookbooks is fetched
 * from the Storefront API with the aliased `product(handle:)` slots of LOOKBOOK_PRODUCTS_QUERY, many per
 * request, instead of one request per product. Handles the store does not know are reported, not
 * fatal: the look shows the products that exist.
 */
import { LOOKBOOK_PRODUCTS_BATCH } from '../config/sourcing';
import { slotAnswers, slotVariables, type SlotVariables } from '../lib/documentSlots';
import type { LookProduct } from '../components/content/types';

export interface LookbookProductsResult {
  products: Record<string, LookProduct>;
  /** Handles the store answered with no product for. */
  missing: string[];
}

/**
 * Sends LOOKBOOK_PRODUCTS_QUERY (src/storefront/documents/content.ts) with one batch's slot variables
 * and resolves with its data (the build passes its retrying fetcher).
 */
export type LookbookFetch = (variables: SlotVariables) => Promise<object>;

/** Fetches the products of the given handles (duplicates and blanks ignored), batch by batch. */
export async function fetchLookbookProducts(handles: Iterable<string>, fetchBatch: LookbookFetch): Promise<LookbookProductsResult> {
  const unique = [...new Set([...handles].map((handle) => handle.trim()).filter((handle) => handle !== ''))];
  const products: Record<string, LookProduct> = {};
  const missing: string[] = [];
  for (let start = 0; start < unique.length; start += LOOKBOOK_PRODUCTS_BATCH) {
    const batch = unique.slice(start, start + LOOKBOOK_PRODUCTS_BATCH);
    const answers = slotAnswers<LookProduct>(await fetchBatch(slotVariables(batch)), 'p', batch.length);
    batch.forEach((handle, i) => {
      const product = answers[i];
      if (product) products[handle] = product;
      else missing.push(handle);
    });
  }
  return { products, missing };
}
