/**
 * Build-time sourcing of the shop's products and collections from the Storefront API: every product
 * and collection with cursor pagination, each collection's first listing page in aliased batches, and
 * on a rebuild only what changed since the previous build's snapshot.
 */
import type { SiteEnv } from '../../config/env';
import { ALL_COLLECTIONS_QUERY, ALL_PRODUCTS_QUERY } from '../../storefront/documents/sourcing';
import { sourceChanges } from './changes';
import { emptyFirstPage, fetchCollectionFirstPages } from './collectionPages';
import { createFetcher, fetchAllPages, type FetcherOptions, type GraphQLFetcher } from './fetcher';
import { snapshotKey, usableSnapshot } from './snapshot';
import type { SnapshotStore, SourcedShop } from './types';

export interface SourceOptions extends Partial<Pick<FetcherOptions, 'fetchImpl' | 'sleep' | 'onRetry' | 'retries' | 'baseDelayMs'>> {
  env: Pick<SiteEnv, 'storefrontEndpoint' | 'storefrontToken'>;
  /** The previous build's catalogue: a rebuild then fetches only what changed since. */
  snapshots?: SnapshotStore;
  now?: () => number;
}

const newest = (a: string | null, b: string | null | undefined): string | null => (!b ? a : !a || Date.parse(b) > Date.parse(a) ? b : a);

/**
 * Everything the catalogue pages need. Without a usable snapshot: every product and collection, in
 * 2 + ⌈collections / batch⌉ + ⌈products / 250⌉ requests. With one (a rebuild): only the products
 * updated since the snapshot's newest change, the ids of all products (to drop removed ones, which
 * the search cannot report), the collection list, and the first pages of the collections a change
 * can show on: new or updated collections, those whose cached first page lists a changed or removed
 * product, and those a changed product belongs to.
 */
export async function sourceShop(options: SourceOptions): Promise<SourcedShop> {
  const fetcher = createFetcher({ endpoint: options.env.storefrontEndpoint, token: options.env.storefrontToken, ...options });
  const now = (options.now ?? Date.now)();
  const key = snapshotKey(options.env.storefrontEndpoint);
  const previous = options.snapshots ? usableSnapshot(await options.snapshots.read().catch(() => null), key, now) : null;
  const result = previous ? await sourceChanges(fetcher, previous) : await sourceEverything(fetcher);
  if (options.snapshots) {
    await options.snapshots.write({
      version: 1,
      key,
      sourcedAt: previous?.sourcedAt ?? now,
      watermark: result.products.reduce<string | null>((w, p) => newest(w, p.updatedAt), previous?.watermark ?? null),
      products: result.products,
      collections: result.collections,
    });
  }
  return result;
}

async function sourceEverything(fetcher: GraphQLFetcher): Promise<SourcedShop> {
  const [products, collections] = await Promise.all([
    fetchAllPages(fetcher, ALL_PRODUCTS_QUERY, (d) => d.products),
    fetchAllPages(fetcher, ALL_COLLECTIONS_QUERY, (d) => d.collections),
  ]);
  const firstPages = await fetchCollectionFirstPages(fetcher, collections.nodes.map((c) => c.handle));
  return {
    products: products.nodes,
    collections: collections.nodes.map((c) => ({ ...c, firstPage: firstPages.pages.get(c.handle) ?? emptyFirstPage })),
    requests: products.requests + collections.requests + firstPages.requests,
    fetchedProducts: products.nodes.length,
    fetchedCollections: collections.nodes.length,
    incremental: false,
  };
}
