/** Each collection's first listing page, fetched for many collections at once in aliased batches. */
import { BUILD_COLLECTION_BATCH, COLLECTION_PAGE_SIZE } from '../../config/site';
import type { ApiFilter } from '../../lib/listingFilters';
import type { GraphQLFetcher } from './fetcher';
import type { CollectionFirstPage } from './types';

/**
 * One query for the first listing page of several collections (aliases c0…cN): one request serves a
 * whole batch instead of one request per collection page.
 */
export function collectionFirstPagesDocument(count: number): string {
  const variables = Array.from({ length: count }, (_, i) => `$h${i}: String!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `    c${i}: collection(handle: $h${i}) {\n      ...CollectionFirstPage\n    }`).join('\n');
  return `#graphql
  query CollectionFirstPages($first: Int!, ${variables}) {
${fields}
  }
  fragment CollectionFirstPage on Collection {
    handle
    products(first: $first, sortKey: COLLECTION_DEFAULT) {
      filters {
        id
        label
        type
        values {
          id
          label
          count
          input
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        handle
      }
    }
  }
`;
}

type FirstPageResult = Record<
  string,
  {
    handle: string;
    products: { filters: ApiFilter[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Array<{ handle: string }> };
  } | null
>;

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
    const variables: Record<string, unknown> = { first: pageSize };
    batch.forEach((handle, i) => (variables[`h${i}`] = handle));
    const data = await fetcher<FirstPageResult>(collectionFirstPagesDocument(batch.length), variables);
    requests += 1;
    batch.forEach((handle, i) => {
      const collection = data[`c${i}`];
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
