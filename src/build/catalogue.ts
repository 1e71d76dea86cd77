/**
 * Build-time sourcing of the catalogue from the Storefront API (issue 5 item 1): every product and
 * collection with cursor pagination (250 per page), each collection's first listing page in aliased
 * batches, retries with exponential backoff on 429 / 5xx / network failures, and failures that name
 * the environment variable to fix.
 */
import { BUILD_COLLECTION_BATCH, BUILD_PAGE_SIZE, BUILD_REQUEST_TIMEOUT_MS, BUILD_RETRIES, BUILD_RETRY_BASE_MS, COLLECTION_PAGE_SIZE } from '../config/site';
import type { SiteEnv } from '../config/env';
import { ALL_COLLECTIONS_QUERY, ALL_PRODUCTS_QUERY } from '../storefront/documents/catalogue';
import { operationName } from '../storefront/client';
import type { AllCollectionsQuery, AllProductsQuery } from '../storefront/generated/storefront.generated';
import type { ApiFilter } from '../lib/listingFilters';

export type SourcedProduct = AllProductsQuery['products']['nodes'][number];
export type SourcedCollectionNode = AllCollectionsQuery['collections']['nodes'][number];

export interface CollectionFirstPage {
  handles: string[];
  hasNextPage: boolean;
  endCursor: string | null;
  filters: ApiFilter[];
}

export interface SourcedCollection extends SourcedCollectionNode {
  firstPage: CollectionFirstPage;
}

export interface SourcedCatalogue {
  products: SourcedProduct[];
  collections: SourcedCollection[];
  requests: number;
}

export class CatalogueSourceError extends Error {
  override name = 'CatalogueSourceError';
}

export interface FetcherOptions {
  endpoint: string;
  token: string;
  fetchImpl?: typeof fetch;
  retries?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: { operation: string; attempt: number; delayMs: number; reason: string }) => void;
}

interface GraphQLBody<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export type GraphQLFetcher = <T>(document: string, variables?: Record<string, unknown>) => Promise<T>;

const DOMAIN_VAR = 'GATSBY_SHOPIFY_STORE_DOMAIN';
const TOKEN_VAR = 'GATSBY_SHOPIFY_STOREFRONT_TOKEN';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/** Retry-After in seconds (or an HTTP date), as milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * A GraphQL POST with Shopify's storefront token header. Transport failures, 429 and 5xx are retried
 * with backoff (Retry-After wins when the server sends it); a refused token or a missing endpoint fail
 * at once with the variable to check.
 */
export function createFetcher(options: FetcherOptions): GraphQLFetcher {
  const {
    endpoint,
    token,
    fetchImpl = fetch,
    retries = BUILD_RETRIES,
    baseDelayMs = BUILD_RETRY_BASE_MS,
    timeoutMs = BUILD_REQUEST_TIMEOUT_MS,
    sleep = realSleep,
    onRetry,
  } = options;

  return async <T>(document: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const operation = operationName(document);
    let lastReason = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      let delayFromServer: number | null = null;
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Shopify-Storefront-Access-Token': token,
          },
          body: JSON.stringify({ query: document, variables }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        lastReason = `network error: ${cause}`;
        if (attempt < retries) {
          const delayMs = baseDelayMs * 2 ** attempt;
          onRetry?.({ operation, attempt: attempt + 1, delayMs, reason: lastReason });
          await sleep(delayMs);
          continue;
        }
        throw new CatalogueSourceError(
          `Could not reach the Storefront API at ${endpoint} (${cause}) after ${retries + 1} attempts. ` +
            `Check ${DOMAIN_VAR} (or start the local storefront: npm run storefront).`,
        );
      }

      if (response.status === 401 || response.status === 403) {
        throw new CatalogueSourceError(
          `The Storefront API at ${endpoint} refused the access token (HTTP ${response.status}). Check ${TOKEN_VAR}.`,
        );
      }
      if (response.status === 404) {
        throw new CatalogueSourceError(
          `No Storefront API at ${endpoint} (HTTP 404). Check ${DOMAIN_VAR} and GATSBY_STOREFRONT_API_VERSION.`,
        );
      }

      let body: GraphQLBody<T> | null = null;
      if (response.ok) {
        try {
          body = (await response.json()) as GraphQLBody<T>;
        } catch {
          throw new CatalogueSourceError(
            `The Storefront API at ${endpoint} answered ${operation} with something other than JSON. Check ${DOMAIN_VAR}.`,
          );
        }
      }
      const throttled = body?.errors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false;
      if (!response.ok || throttled) {
        lastReason = throttled ? 'throttled' : `HTTP ${response.status}`;
        if ((throttled || isRetryableStatus(response.status)) && attempt < retries) {
          delayFromServer = retryAfterMs(response.headers.get('retry-after'));
          const delayMs = delayFromServer ?? baseDelayMs * 2 ** attempt;
          onRetry?.({ operation, attempt: attempt + 1, delayMs, reason: lastReason });
          await sleep(delayMs);
          continue;
        }
        throw new CatalogueSourceError(
          `The Storefront API at ${endpoint} failed ${operation} (${lastReason})` +
            (isRetryableStatus(response.status) || throttled ? ` after ${attempt + 1} attempts.` : `. Check ${DOMAIN_VAR}.`),
        );
      }
      if (body?.errors?.length) {
        const unauthorised = body.errors.some((e) => ['UNAUTHORIZED', 'ACCESS_DENIED'].includes(e.extensions?.code ?? ''));
        throw new CatalogueSourceError(
          `${operation}: ${body.errors.map((e) => e.message).join('; ')}` + (unauthorised ? `. Check ${TOKEN_VAR}.` : ''),
        );
      }
      if (!body?.data) throw new CatalogueSourceError(`${operation}: the Storefront API returned no data.`);
      return body.data;
    }
    throw new CatalogueSourceError(`${operation}: gave up after ${retries + 1} attempts (${lastReason}).`);
  };
}

interface Connection<N> {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  nodes: N[];
}

/** Walks a connection with `after` cursors until `hasNextPage` is false. */
export async function fetchAllPages<TData, N>(
  fetcher: GraphQLFetcher,
  document: string,
  pick: (data: TData) => Connection<N>,
  pageSize = BUILD_PAGE_SIZE,
  variables: Record<string, unknown> = {},
): Promise<{ nodes: N[]; requests: number }> {
  const nodes: N[] = [];
  let after: string | null = null;
  let requests = 0;
  for (;;) {
    const data: TData = await fetcher<TData>(document, { ...variables, first: pageSize, after });
    requests += 1;
    const page = pick(data);
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) break;
    if (!page.pageInfo.endCursor || page.pageInfo.endCursor === after) {
      throw new CatalogueSourceError(`${operationName(document)}: hasNextPage without a new endCursor; stopping to avoid a loop.`);
    }
    after = page.pageInfo.endCursor;
  }
  return { nodes, requests };
}

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

export interface SourceOptions extends Partial<Pick<FetcherOptions, 'fetchImpl' | 'sleep' | 'onRetry' | 'retries' | 'baseDelayMs'>> {
  env: Pick<SiteEnv, 'storefrontEndpoint' | 'storefrontToken'>;
}

/** Everything the catalogue pages need, in 2 + ⌈collections / batch⌉ + ⌈products / 250⌉ requests. */
export async function sourceCatalogue(options: SourceOptions): Promise<SourcedCatalogue> {
  const fetcher = createFetcher({ endpoint: options.env.storefrontEndpoint, token: options.env.storefrontToken, ...options });
  const [products, collections] = await Promise.all([
    fetchAllPages<AllProductsQuery, SourcedProduct>(fetcher, ALL_PRODUCTS_QUERY, (d) => d.products),
    fetchAllPages<AllCollectionsQuery, SourcedCollectionNode>(fetcher, ALL_COLLECTIONS_QUERY, (d) => d.collections),
  ]);
  const firstPages = await fetchCollectionFirstPages(fetcher, collections.nodes.map((c) => c.handle));
  return {
    products: products.nodes,
    collections: collections.nodes.map((c) => ({
      ...c,
      firstPage: firstPages.pages.get(c.handle) ?? { handles: [], hasNextPage: false, endCursor: null, filters: [] },
    })),
    requests: products.requests + collections.requests + firstPages.requests,
  };
}
