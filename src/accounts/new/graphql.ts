/**
 * Customer Account GraphQL requests: POST to the discovered graphql_api with the access token itself
 * in `Authorization` (no "Bearer"), as Shopify documents.
 * https://shopify.dev/docs/api/customer#authentication
 *
 * The API is limited per customer (https://shopify.dev/docs/api/usage/limits#rate-limits): a request
 * whose cost the customer's bucket cannot hold is answered `THROTTLED` with the bucket's state in
 * `extensions.cost`, and too many requests a minute get HTTP 429 with Retry-After
 * (https://shopify.dev/changelog/per-customer-request-limit-for-the-customer-account-api). Either is
 * retried after the wait the answer gives, a few times; a wait too long for a shopper to sit through
 * ends at once. Every failure is a CustomerAccountError whose kind says which (./errors.ts).
 */
import type { VariablesArg } from '../../storefront/operationTypes';
import type { CustomerAccountData, CustomerAccountDocument, CustomerAccountVariables } from '../operationTypes';
import { CustomerAccountError } from './errors';
import type { Discovery } from './oauth';

/** Retries after a throttled answer, and the longest single wait worth making a shopper sit through. */
export const THROTTLE_RETRIES = 3;
export const MAX_THROTTLE_WAIT_MS = 10_000;
/** When a throttled answer gives no figures to compute the wait from. */
const DEFAULT_THROTTLE_WAIT_MS = 1_000;

/** How the retries wait; replaced in tests. */
export const throttleTimer = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface ThrottleStatus {
  currentlyAvailable?: number;
  restoreRate?: number;
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
}

/** How long until the bucket holds the requested cost again (it refills at restoreRate a second). */
function bucketWaitMs(cost: GraphQLResponse<unknown>['extensions']): number {
  const requested = cost?.cost?.requestedQueryCost;
  const { currentlyAvailable, restoreRate } = cost?.cost?.throttleStatus ?? {};
  if (typeof requested !== 'number' || typeof currentlyAvailable !== 'number' || typeof restoreRate !== 'number' || restoreRate <= 0) {
    return DEFAULT_THROTTLE_WAIT_MS;
  }
  return Math.max(0, Math.ceil(((requested - currentlyAvailable) / restoreRate) * 1000));
}

/** Retry-After in seconds (Shopify's form), or an HTTP date. */
function retryAfterMs(header: string | null): number {
  if (!header) return DEFAULT_THROTTLE_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : DEFAULT_THROTTLE_WAIT_MS;
}

/** Sends one operation; its data and variables are those codegen generated for the document. */
export type CustomerAccountRequest = <D extends CustomerAccountDocument>(
  document: D,
  accessToken: string,
  ...[variables]: VariablesArg<CustomerAccountVariables<D>>
) => Promise<CustomerAccountData<D>>;

/** The request function for the API that `discover` names (the endpoint is looked up on each request). */
export function createCustomerAccountRequest(discover: () => Promise<Discovery>): CustomerAccountRequest {
  return async function customerAccountRequest<D extends CustomerAccountDocument>(
    document: D,
    accessToken: string,
    ...[variables]: VariablesArg<CustomerAccountVariables<D>>
  ): Promise<CustomerAccountData<D>> {
    type TData = CustomerAccountData<D>;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        const { graphqlApi } = await discover();
        response = await fetch(graphqlApi, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: accessToken },
          body: JSON.stringify({ query: document, variables: variables ?? {} }),
        });
      } catch (error) {
        if (error instanceof CustomerAccountError) throw error;
        throw new CustomerAccountError('The Customer Account API could not be reached', 'network', { cause: error });
      }
      const { status } = response;
      if (status === 401 || status === 403) throw new CustomerAccountError(`Customer Account API answered ${status}`, 'unauthorized', { status });
      let waitMs: number | null = null;
      let body: GraphQLResponse<TData> | null = null;
      if (status === 429) {
        waitMs = retryAfterMs(response.headers.get('retry-after'));
      } else {
        if (!response.ok) throw new CustomerAccountError(`Customer Account API answered ${status}`, 'network', { status });
        try {
          body = (await response.json()) as GraphQLResponse<TData>;
        } catch (error) {
          throw new CustomerAccountError('Customer Account API answered with no JSON', 'graphql', { status, cause: error });
        }
        if (body.errors?.some((e) => e.extensions?.code === 'THROTTLED')) waitMs = bucketWaitMs(body.extensions);
      }
      if (waitMs !== null) {
        if (attempt >= THROTTLE_RETRIES || waitMs > MAX_THROTTLE_WAIT_MS) {
          throw new CustomerAccountError(`Customer Account API throttled the request ${attempt + 1} times`, 'throttled', {
            status,
            graphQLErrors: body?.errors ?? [],
          });
        }
        await throttleTimer.sleep(waitMs);
        continue;
      }
      if (!body?.data || body.errors?.length) {
        const graphQLErrors = body?.errors ?? [];
        throw new CustomerAccountError(`Customer Account API error: ${graphQLErrors.map((e) => e.message).join('; ') || 'no data'}`, 'graphql', { status, graphQLErrors });
      }
      return body.data;
    }
  };
}
