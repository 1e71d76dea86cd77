/**
 * Build-time data of the shoppable looks: every product handle named in content/lookbooks is fetched
 * from the Storefront API with aliased `product(handle:)` fields, many per request, instead of one
 * request per product. Handles the store does not know are reported, not fatal: the look shows the
 * products that exist.
 */
import { LOOKBOOK_PRODUCTS_BATCH } from '../../config/site';
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../../storefront/documents/fragments';
import type { LookProduct } from './types';

/** One query for `count` handles: `$h0…$hN` variables and `p0…pN` aliases, so no handle is spliced into the text. */
export function lookbookProductsQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((i) => `$h${i}: String!`).join(', ');
  const fields = indexes.map((i) => `    p${i}: product(handle: $h${i}) {\n      ...ProductCard\n    }`).join('\n');
  return `#graphql
  query LookbookProducts(${variables}) {
${fields}
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
}

export interface LookbookProductsResult {
  products: Record<string, LookProduct>;
  /** Handles the store answered with no product for. */
  missing: string[];
}

/** Sends one GraphQL operation and resolves with its data (the build passes its retrying fetcher). */
export type LookbookFetch = (document: string, variables: Record<string, string>) => Promise<Record<string, LookProduct | null>>;

/** Fetches the products of the given handles (duplicates and blanks ignored), batch by batch. */
export async function fetchLookbookProducts(handles: Iterable<string>, fetchBatch: LookbookFetch): Promise<LookbookProductsResult> {
  const unique = [...new Set([...handles].map((handle) => handle.trim()).filter((handle) => handle !== ''))];
  const products: Record<string, LookProduct> = {};
  const missing: string[] = [];
  for (let start = 0; start < unique.length; start += LOOKBOOK_PRODUCTS_BATCH) {
    const batch = unique.slice(start, start + LOOKBOOK_PRODUCTS_BATCH);
    const variables = Object.fromEntries(batch.map((handle, i) => [`h${i}`, handle]));
    const data = await fetchBatch(lookbookProductsQuery(batch.length), variables);
    batch.forEach((handle, i) => {
      const product = data[`p${i}`];
      if (product) products[handle] = product;
      else missing.push(handle);
    });
  }
  return { products, missing };
}
