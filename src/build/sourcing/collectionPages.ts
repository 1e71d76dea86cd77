/**
 * Each collection's first listing page, fetched for many collections at once: COLLECTION_FIRST_PAGES_QUERY
 * has one aliased slot per collection of a batch (c0…c11), so one request serves a whole batch.
 */
import { COLLECTION_PAGE_SIZE } from '../../config/listings';
import { BUILD_COLLECTION_BATCH } from '../../config/sourcing';
import { slotAnswers, slotVariables } from '../../lib/documentSlots';
import { COLLECTION_FIRST_PAGES_QUERY } from '../../storefront/documents/sourcing';
import type { CollectionFirstPageFragment } from '../../storefront/generated/storefront.generated';
import type { GraphQLFetcher } from './fetcher';
import type { CollectionFirstPage } from './types';

export async function fetchCollectionFirstPages(
  fetcher: GraphQLFetcher,
  handles: readonly string[],
  pageSize = COLLECTION_PAGE_SIZE,
  batchSize = BUILD_COLLECTION_BATCH,
): Promise<{ pages: Map<string, CollectionFirstPage>; requests: number }> {
  const pages = new Map<string, CollectionFirstPage>();
  let requests = 0;
  for (let start = 0; start < handles.length; start += batchSize) {
    const batch = handles.slice(start, start + batchSize);
    const data = await fetcher(COLLECTION_FIRST_PAGES_QUERY, { first: pageSize, ...slotVariables(batch) });
    requests += 1;
    const answers = slotAnswers<CollectionFirstPageFragment>(data, 'c', batch.length);
    batch.forEach((handle, i) => {
      const collection = answers[i];
      pages.set(handle, {
        handles: collection?.products.nodes.map((n) => n.handle) ?? [],
        hasNextPage: collection?.products.pageInfo.hasNextPage ?? false,
        endCursor: collection?.products.pageInfo.endCursor ?? null,
        filters: collection?.products.filters ?? [],
      });
    });
  }
  return { pages, requests };
}

/** The first page of a collection the answer left out: no products, no filters. */
export const emptyFirstPage: CollectionFirstPage = { handles: [], hasNextPage: false, endCursor: null, filters: [] };
