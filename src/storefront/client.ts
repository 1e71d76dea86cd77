/**
 * The browser's door to the Storefront API (the build's is src/build/sourcing/fetcher.ts, the shop
 * service's server/shopifyGraphQL.ts). Every call goes through `storefrontRequest(DOCUMENT, options)`,
 * whose data and variables are those codegen generated for DOCUMENT (src/storefront/operationTypes.ts),
 * and which throws a StorefrontError for transport and GraphQL errors; userErrors come back as data and
 * the calling store decides what they mean.
 *
 * Retry policy: queries may be retried once; mutations never are. A mutation whose answer
 * was lost may still have been applied (a retried cartLinesAdd added the product twice), so the
 * caller re-reads what it changed instead of sending it again.
 */
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { env, type SiteEnv } from '../config/env';
import type { RequestArgs, StorefrontData, StorefrontDocument, StorefrontVariables } from './operationTypes';

export class StorefrontError extends Error {
  override name = 'StorefrontError';
  constructor(
    message: string,
    readonly operationName: string,
    readonly status: number | undefined,
    readonly graphQLErrors: readonly unknown[] = [],
  ) {
    super(message);
  }
}

/** Which kind of operation a document holds: its first `query` or `mutation` keyword decides. */
export const operationKind = (document: string): 'query' | 'mutation' =>
  /\b(query|mutation)\s+[A-Za-z0-9_]+/.exec(document)?.[1] === 'mutation' ? 'mutation' : 'query';

/** How many times an operation may be sent again after a failure: never a mutation. */
export const retriesFor = (document: string): number => (operationKind(document) === 'mutation' ? 0 : QUERY_RETRIES);

const QUERY_RETRIES = 1;

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\])$/i;

/**
 * The client turns every domain into https://. The local storefront speaks plain http on loopback,
 * so for loopback hosts only (and only when configured as http) the URL goes back to http.
 */
export function loopbackAwareFetch(configuredDomain: string): typeof fetch {
  const plainHttp = /^http:\/\//i.test(configuredDomain);
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url);
    if (plainHttp && parsed.protocol === 'https:' && LOOPBACK.test(parsed.hostname)) {
      parsed.protocol = 'http:';
      return fetch(parsed.href, init);
    }
    return fetch(input, init);
  };
}

const GRAPHQL_PATH = /^\/api\/[^/]+\/graphql\.json$/;

/**
 * The fetch the browser client sends with: the client always builds `https://{storeDomain}/api/…`, so
 * its GraphQL requests go to `browserStorefrontEndpoint` instead: the site's own origin when it
 * answers the Storefront API (Shopify's tracking cookies are then first-party), else the store, with
 * loopback hosts kept on plain http.
 */
export function storefrontFetch(config: Pick<SiteEnv, 'storeDomain' | 'browserStorefrontEndpoint'>): typeof fetch {
  const toStore = loopbackAwareFetch(config.storeDomain);
  if (/^https?:\/\//i.test(config.browserStorefrontEndpoint)) return toStore;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (typeof location === 'undefined' || !GRAPHQL_PATH.test(new URL(url).pathname)) return toStore(input, init);
    return fetch(new URL(config.browserStorefrontEndpoint, location.href).href, init);
  };
}

const logType = (content: unknown): string | undefined =>
  typeof content === 'object' && content !== null ? (content as { type?: string }).type : undefined;

export function createClient(config: SiteEnv = env): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: config.storeDomain,
    apiVersion: config.apiVersion,
    publicAccessToken: config.storefrontToken,
    clientName: 'blue-bay-swim',
    // Per request (retriesFor); the default is the safe one.
    retries: 0,
    customFetchApi: storefrontFetch(config) as never,
    // Only retries are worth a line: every response would be noise, and the client predates 2025-07
    // and calls it unsupported on every request.
    logger: (log) => {
      if (logType(log) === 'HTTP-Retry') console.warn('[storefront] retrying', log);
    },
  });
}

let client: StorefrontApiClient | null = null;
const getClient = (): StorefrontApiClient => (client ??= createClient());

export const operationName = (document: string): string =>
  /(?:query|mutation)\s+([A-Za-z0-9_]+)/.exec(document)?.[1] ?? 'anonymous';

export interface RequestOptions {
  /** Cache the result in memory (read-only catalogue queries only). */
  cache?: boolean;
  signal?: AbortSignal;
  /** Give up after this long (an unanswered request counts as failed; for a mutation, uncertain). */
  timeoutMs?: number;
}

/** The caller's signal and the time limit, whichever fires first. */
function requestSignal(options: RequestOptions): AbortSignal | undefined {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs !== undefined && typeof AbortSignal.timeout === 'function') signals.push(AbortSignal.timeout(options.timeoutMs));
  if (signals.length <= 1) return signals[0];
  return typeof AbortSignal.any === 'function' ? AbortSignal.any(signals) : signals[0];
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 200;
const cache = new Map<string, { expires: number; data: unknown }>();

export function clearStorefrontCache(): void {
  cache.clear();
}

/** Sends one operation; returns `data` or throws a StorefrontError. */
export async function storefrontRequest<D extends StorefrontDocument>(
  document: D,
  ...[options = {}]: RequestArgs<StorefrontVariables<D>, RequestOptions>
): Promise<StorefrontData<D>> {
  type Data = StorefrontData<D>;
  const name = operationName(document);
  const key = options.cache ? `${name}:${JSON.stringify(options.variables ?? {})}` : '';
  if (key) {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.data as Data;
  }
  let response;
  const signal = requestSignal(options);
  try {
    // The variables were checked against the generated map above; the client's own typing of them
    // (InputMaybe unpacked its own way) would only repeat that.
    const text: string = document;
    response = await getClient().request(text, {
      variables: options.variables,
      retries: retriesFor(document),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new StorefrontError(`${name}: ${(error as Error).message}`, name, undefined);
  }
  const { errors } = response;
  const data: Data | undefined = response.data;
  if (errors) {
    const graphQLErrors = errors.graphQLErrors ?? [];
    throw new StorefrontError(`${name}: ${errors.message ?? 'request failed'}`, name, errors.networkStatusCode, graphQLErrors);
  }
  if (data === undefined || data === null) {
    throw new StorefrontError(`${name}: empty response`, name, undefined);
  }
  if (key) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { expires: Date.now() + CACHE_TTL_MS, data });
  }
  return data;
}
