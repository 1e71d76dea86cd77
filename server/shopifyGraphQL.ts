/**
 * The shop service's doors to Shopify's GraphQL APIs, typed like the site's from the generated maps
 * (src/storefront/operationTypes.ts, src/accounts/operationTypes.ts, server/adminOperationTypes.ts):
 * the Storefront API through @shopify/storefront-api-client, the Customer Account API as Shopify
 * documents it (the access token itself in `Authorization`, https://shopify.dev/docs/api/customer#authentication),
 * the Admin API with the app's token in `X-Shopify-Access-Token`
 * (https://shopify.dev/docs/api/admin-graphql#authentication). Each answers what came back (status,
 * data); the callers decide what that means for a verdict.
 */
import { createStorefrontApiClient, type ClientResponse } from '@shopify/storefront-api-client';
import type { AdminData, AdminDocument, AdminVariables } from './adminOperationTypes';
import type { CustomerAccountData, CustomerAccountDocument, CustomerAccountVariables } from '../src/accounts/operationTypes';
import type { StorefrontData, StorefrontDocument, StorefrontVariables, VariablesArg } from '../src/storefront/operationTypes';

export interface StorefrontGraphQLOptions {
  /** Full GraphQL endpoint, e.g. `env.storefrontEndpoint`. */
  endpoint: string;
  /** Public Storefront access token, sent as X-Shopify-Storefront-Access-Token. */
  storefrontToken: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type StorefrontGraphQL = <D extends StorefrontDocument>(
  document: D,
  ...[variables]: VariablesArg<StorefrontVariables<D>>
) => Promise<ClientResponse<StorefrontData<D>>>;

/** Sends Storefront API operations to `endpoint`; transport failures come back as `errors`, never thrown. */
export function storefrontGraphQL(options: StorefrontGraphQLOptions): StorefrontGraphQL {
  const fetchImpl = options.fetch ?? fetch;
  const url = new URL(options.endpoint);
  const client = createStorefrontApiClient({
    storeDomain: url.origin,
    apiVersion: /\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname)?.[1] ?? '2025-07',
    publicAccessToken: options.storefrontToken,
    clientName: 'blue-bay-swim-service',
    retries: 0,
    // The configured endpoint as given (the client would rebuild it as https://{domain}/api/{version}/…).
    customFetchApi: ((_url: string, init?: RequestInit) => fetchImpl(options.endpoint, init)) as never,
    // Without a logger the client warns on the console at start-up that the spec's 2025-07 is no longer
    // among the versions it knows; nothing else it logs (retries) can happen with `retries: 0`.
    logger: () => undefined,
  });
  return async (document, ...[variables]) => {
    const text: string = document;
    return client.request(text, { variables, signal: AbortSignal.timeout(options.timeoutMs) });
  };
}

export interface CustomerAccountAnswer<D extends CustomerAccountDocument> {
  status: number;
  data: CustomerAccountData<D> | null;
}

/** POSTs one Customer Account API operation to its discovered `graphql_api`; rejects only when it cannot be reached. */
export async function customerAccountGraphQL<D extends CustomerAccountDocument>(
  send: (url: string, init: RequestInit) => Promise<Response>,
  graphqlApi: string,
  accessToken: string,
  document: D,
  ...[variables]: VariablesArg<CustomerAccountVariables<D>>
): Promise<CustomerAccountAnswer<D>> {
  const response = await send(graphqlApi, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: accessToken },
    body: JSON.stringify(variables ? { query: document, variables } : { query: document }),
  });
  if (!response.ok) return { status: response.status, data: null };
  const body = (await response.json().catch(() => null)) as { data?: CustomerAccountData<D> | null } | null;
  return { status: response.status, data: body?.data ?? null };
}

export interface AdminGraphQLOptions {
  /** https://{shop}.myshopify.com/admin/api/{version}/graphql.json, or the local storefront's. */
  endpoint: string;
  /** The app's Admin API access token. */
  accessToken: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface AdminAnswer<D extends AdminDocument> {
  status: number;
  data: AdminData<D> | null;
}

export type AdminGraphQL = <D extends AdminDocument>(document: D, ...[variables]: VariablesArg<AdminVariables<D>>) => Promise<AdminAnswer<D>>;

/** Sends Admin API operations to `endpoint`; rejects only when it cannot be reached (or times out). */
export function adminGraphQL(options: AdminGraphQLOptions): AdminGraphQL {
  const send = options.fetch ?? fetch;
  return async (document, ...[variables]) => {
    const response = await send(options.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': options.accessToken },
      body: JSON.stringify(variables ? { query: document, variables } : { query: document }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) return { status: response.status, data: null };
    const body = (await response.json().catch(() => null)) as { data?: AdminData<typeof document> | null } | null;
    return { status: response.status, data: body?.data ?? null };
  };
}
