/** A rebuild's sourcing: only what changed since the previous build's snapshot. */
import { ALL_COLLECTIONS_QUERY, ALL_PRODUCTS_QUERY, PRODUCT_IDS_QUERY } from '../../storefront/documents/sourcing';
import { emptyFirstPage, fetchCollectionFirstPages } from './collectionPages';
import { fetchAllPages, type GraphQLFetcher } from './fetcher';
import type { ShopSnapshot, SourcedProduct, SourcedShop } from './types';

/**
 * Shopify's product search syntax for "updated at or after": the boundary second is asked again, so a
 * change saved in the same second as the previous build's newest one is not missed.
 * https://shopify.dev/docs/api/usage/search-syntax
 */
export const updatedSinceQuery = (watermark: string): string => `updated_at:>='${watermark}'`;

/** The previous build's products and collections brought up to date (see sourceShop for what is asked). */
export async function sourceChanges(fetcher: GraphQLFetcher, previous: ShopSnapshot): Promise<SourcedShop> {
  const [changed, ids, collections] = await Promise.all([
    fetchAllPages(fetcher, ALL_PRODUCTS_QUERY, (d) => d.products, undefined, {
      query: updatedSinceQuery(previous.watermark!),
    }),
    fetchAllPages(fetcher, PRODUCT_IDS_QUERY, (d) => d.products),
    fetchAllPages(fetcher, ALL_COLLECTIONS_QUERY, (d) => d.collections),
  ]);
  const live = new Set(ids.nodes.map((n) => n.id));
  const changedById = new Map(changed.nodes.map((p) => [p.id, p]));
  const touchedHandles = new Set<string>();
  const touchedCollections = new Set<string>();
  const products: SourcedProduct[] = [];
  const kept = new Set<string>();
  const unchanged = new Set<string>();
  for (const old of previous.products) {
    const fresh = changedById.get(old.id);
    // The boundary second is asked again: a product that comes back as it was changes nothing.
    if (fresh && JSON.stringify(fresh) === JSON.stringify(old)) unchanged.add(old.id);
    else if (fresh || !live.has(old.id)) {
      touchedHandles.add(old.handle);
      for (const c of old.collections.nodes) touchedCollections.add(c.handle);
    }
    if (!live.has(old.id)) continue;
    products.push(fresh ?? old);
    kept.add(old.id);
  }
  for (const fresh of changed.nodes) {
    if (unchanged.has(fresh.id)) continue;
    touchedHandles.add(fresh.handle);
    for (const c of fresh.collections.nodes) touchedCollections.add(c.handle);
    if (!kept.has(fresh.id) && live.has(fresh.id)) products.push(fresh);
  }

  const cached = new Map(previous.collections.map((c) => [c.handle, c]));
  const stale = collections.nodes.filter((c) => {
    const old = cached.get(c.handle);
    return (
      !old ||
      old.updatedAt !== c.updatedAt ||
      touchedCollections.has(c.handle) ||
      old.firstPage.handles.some((handle) => touchedHandles.has(handle))
    );
  });
  const firstPages = await fetchCollectionFirstPages(fetcher, stale.map((c) => c.handle));
  return {
    products,
    collections: collections.nodes.map((c) => ({
      ...c,
      firstPage: firstPages.pages.get(c.handle) ?? cached.get(c.handle)?.firstPage ?? emptyFirstPage,
    })),
    requests: changed.requests + ids.requests + collections.requests + firstPages.requests,
    fetchedProducts: changed.nodes.length,
    fetchedCollections: stale.length,
    incremental: true,
  };
}
