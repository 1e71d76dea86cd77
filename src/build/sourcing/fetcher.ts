/**
 * The build's door to the Storefront API: `fetcher(DOCUMENT, variables)`, typed like the site's
 * `storefrontRequest` from the generated map, a GraphQL POST retried with exponential backoff on
 * 429 / THROTTLED / 5xx / network failures, failures that name the environment variable to fix, and
 * cursor pagination over a connection.
 */
import { BUILD_PAGE_SIZE, BUILD_REQUEST_TIMEOUT_MS, BUILD_RETRIES, BUILD_RETRY_BASE_MS } from '../../config/sourcing';
import { operationName, StorefrontError } from '../../storefront/client';
import type { StorefrontData, StorefrontDocument, StorefrontVariables, VariablesArg, WireVariables } from '../../storefront/operationTypes';

/** A Storefront API failure at build time; its message says which setting to check. */
export class SourcingError extends StorefrontError {
  override name = 'SourcingError';
  constructor(message: string, operation = 'sourcing', status?: number) {
    super(message, operation, status);
  }
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

export type GraphQLFetcher = <D extends StorefrontDocument>(
  document: D,
  ...[variables]: VariablesArg<StorefrontVariables<D>>
) => Promise<StorefrontData<D>>;

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

  const post = async (document: string, variables: object = {}): Promise<unknown> => {
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
        throw new SourcingError(
          `Could not reach the Storefront API at ${endpoint} (${cause}) after ${retries + 1} attempts. ` +
            `Check ${DOMAIN_VAR} (or start the local storefront: npm run storefront).`,
        );
      }

      if (response.status === 401 || response.status === 403) {
        throw new SourcingError(
          `The Storefront API at ${endpoint} refused the access token (HTTP ${response.status}). Check ${TOKEN_VAR}.`,
        );
      }
      if (response.status === 404) {
        throw new SourcingError(
          `No Storefront API at ${endpoint} (HTTP 404). Check ${DOMAIN_VAR} and GATSBY_STOREFRONT_API_VERSION.`,
        );
      }

      let body: GraphQLBody<unknown> | null = null;
      if (response.ok) {
        try {
          body = (await response.json()) as GraphQLBody<unknown>;
        } catch {
          throw new SourcingError(
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
        throw new SourcingError(
          `The Storefront API at ${endpoint} failed ${operation} (${lastReason})` +
            (isRetryableStatus(response.status) || throttled ? ` after ${attempt + 1} attempts.` : `. Check ${DOMAIN_VAR}.`),
        );
      }
      if (body?.errors?.length) {
        const unauthorised = body.errors.some((e) => ['UNAUTHORIZED', 'ACCESS_DENIED'].includes(e.extensions?.code ?? ''));
        throw new SourcingError(
          `${operation}: ${body.errors.map((e) => e.message).join('; ')}` + (unauthorised ? `. Check ${TOKEN_VAR}.` : ''),
        );
      }
      if (!body?.data) throw new SourcingError(`${operation}: the Storefront API returned no data.`);
      return body.data;
    }
    throw new SourcingError(`${operation}: gave up after ${retries + 1} attempts (${lastReason}).`);
  };
  // The variables were checked against the generated map at the call; the answer is the document's data.
  return async <D extends StorefrontDocument>(document: D, ...[variables]: VariablesArg<StorefrontVariables<D>>) =>
    (await post(document, variables)) as StorefrontData<D>;
}

interface Connection<N> {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  nodes: N[];
}

/** The documents that page through a connection with `$first` and `$after`. */
type PagedDocument = {
  [D in StorefrontDocument]: 'first' | 'after' extends keyof StorefrontVariables<D> ? D : never;
}[StorefrontDocument];

/** Walks a connection with `after` cursors until `hasNextPage` is false. */
export async function fetchAllPages<D extends PagedDocument, N>(
  fetcher: GraphQLFetcher,
  document: D,
  pick: (data: StorefrontData<D>) => Connection<N>,
  pageSize = BUILD_PAGE_SIZE,
  variables?: Omit<WireVariables<StorefrontVariables<D>>, 'first' | 'after'>,
): Promise<{ nodes: N[]; requests: number }> {
  // `first` and `after` are this function's to set: the rest were checked at the call.
  const send = fetcher as unknown as (document: D, variables: object) => Promise<StorefrontData<D>>;
  const nodes: N[] = [];
  let after: string | null = null;
  let requests = 0;
  for (;;) {
    const data = await send(document, { ...variables, first: pageSize, after });
    requests += 1;
    const page = pick(data);
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) break;
    if (!page.pageInfo.endCursor || page.pageInfo.endCursor === after) {
      throw new SourcingError(`${operationName(document)}: hasNextPage without a new endCursor; stopping to avoid a loop.`);
    }
    after = page.pageInfo.endCursor;
  }
  return { nodes, requests };
}
