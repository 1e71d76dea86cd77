/**
 * Build-time sourcing of the catalogue from the Storefront API: every product and
 * collection with cursor pagination (250 per page), each collection's first listing page in aliased
 * batches, retries with exponential backoff on 429 / 5xx / network failures, and failures that name
 * the environment variable to fix.
 */
import { BUILD_COLLECTION_BATCH, BUILD_PAGE_SIZE, BUILD_REQUEST_TIMEOUT_MS, BUILD_RETRIES, BUILD_RETRY_BASE_MS, COLLECTION_PAGE_SIZE } from '../config/site';
import type { SiteEnv } from '../config/env';
import { ALL_COLLECTIONS_QUERY, ALL_PRODUCTS_QUERY, PRODUCT_IDS_QUERY } from '../storefront/documents/catalogue';
import { operationName } from '../storefront/client';
import type { AllCollectionsQuery, AllProductsQuery, ProductIdsQuery } from '../storefront/generated/storefront.generated';
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
  /** Products fetched in full this time (all of them unless a previous build's catalogue was reused). */
  fetchedProducts: number;
  /** Collections whose first listing page was fetched this time. */
  fetchedCollections: number;
  /** Whether the previous build's catalogue was the starting point. */
  incremental: boolean;
}

/** What a build keeps for the next one: the catalogue it sourced and how far its changes reach. */
export interface CatalogueSnapshot {
  version: 1;
  /** The endpoint and documents it was sourced with; anything else means a full sourcing. */
  key: string;
  /** When it was sourced (ms); an old snapshot is sourced again in full. */
  sourcedAt: number;
  /** The newest product updatedAt seen: the next build asks for products updated since. */
  watermark: string | null;
  products: SourcedProduct[];
  collections: SourcedCollection[];
}

/** Where snapshots live between builds (a file under .cache/ for Gatsby; memory in tests). */
export interface SnapshotStore {
  read(): Promise<unknown>;
  write(snapshot: CatalogueSnapshot): Promise<void>;
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
  /** The previous build's catalogue: a rebuild then fetches only what changed since. */
  snapshots?: SnapshotStore;
  now?: () => number;
}

/** A snapshot older than this is not trusted to be complete (changes the search cannot see): full sourcing. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

export const snapshotKey = (endpoint: string): string =>
  `${endpoint}#${hashText(ALL_PRODUCTS_QUERY + ALL_COLLECTIONS_QUERY + collectionFirstPagesDocument(1))}`;

/** The stored snapshot when it is usable for this endpoint and these documents; null otherwise. */
export function usableSnapshot(value: unknown, key: string, now: number): CatalogueSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<CatalogueSnapshot>;
  if (snapshot.version !== 1 || snapshot.key !== key || !Array.isArray(snapshot.products) || !Array.isArray(snapshot.collections)) return null;
  if (typeof snapshot.sourcedAt !== 'number' || now - snapshot.sourcedAt > SNAPSHOT_MAX_AGE_MS || now < snapshot.sourcedAt) return null;
  if (typeof snapshot.watermark !== 'string' || Number.isNaN(Date.parse(snapshot.watermark))) return null;
  return snapshot as CatalogueSnapshot;
}

const newest = (a: string | null, b: string | null | undefined): string | null => (!b ? a : !a || Date.parse(b) > Date.parse(a) ? b : a);

/**
 * Shopify's product search syntax for "updated at or after": the boundary second is asked again, so a
 * change saved in the same second as the previous build's newest one is not missed.
 * https://shopify.dev/docs/api/usage/search-syntax
 */
export const updatedSinceQuery = (watermark: string): string => `updated_at:>='${watermark}'`;

const emptyFirstPage: CollectionFirstPage = { handles: [], hasNextPage: false, endCursor: null, filters: [] };

/**
 * Everything the catalogue pages need. Without a usable snapshot: every product and collection, in
 * 2 + ⌈collections / batch⌉ + ⌈products / 250⌉ requests. With one (a rebuild): only the products
 * updated since the snapshot's newest change, the ids of all products (to drop removed ones, which
 * the search cannot report), the collection list, and the first pages of the collections a change
 * can show on: new or updated collections, those whose cached first page lists a changed or removed
 * product, and those a changed product belongs to.
 */
export async function sourceCatalogue(options: SourceOptions): Promise<SourcedCatalogue> {
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

async function sourceEverything(fetcher: GraphQLFetcher): Promise<SourcedCatalogue> {
  const [products, collections] = await Promise.all([
    fetchAllPages<AllProductsQuery, SourcedProduct>(fetcher, ALL_PRODUCTS_QUERY, (d) => d.products),
    fetchAllPages<AllCollectionsQuery, SourcedCollectionNode>(fetcher, ALL_COLLECTIONS_QUERY, (d) => d.collections),
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

async function sourceChanges(fetcher: GraphQLFetcher, previous: CatalogueSnapshot): Promise<SourcedCatalogue> {
  const [changed, ids, collections] = await Promise.all([
    fetchAllPages<AllProductsQuery, SourcedProduct>(fetcher, ALL_PRODUCTS_QUERY, (d) => d.products, undefined, {
      query: updatedSinceQuery(previous.watermark!),
    }),
    fetchAllPages<ProductIdsQuery, { id: string }>(fetcher, PRODUCT_IDS_QUERY, (d) => d.products),
    fetchAllPages<AllCollectionsQuery, SourcedCollectionNode>(fetcher, ALL_COLLECTIONS_QUERY, (d) => d.collections),
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
