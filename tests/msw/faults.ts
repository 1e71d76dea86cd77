/**
 * Faults a test injects in front of the local storefront (localStorefront.ts): msw handlers matched by
 * GraphQL operation name on the Storefront API endpoint. `server.use(...)` in a test puts them before the
 * forwarding, so the named operation gets the fault and every other one the local storefront's answer.
 */
import { graphql, HttpResponse } from 'msw';
import { env } from '../../src/config/env';

// Any API version on the storefront's origin: a test may run the site on a later version (env.apiVersion).
const origin = new URL(env.storefrontEndpoint).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Storefront API endpoint (any version) on the store's origin. */
export const STOREFRONT_ENDPOINT = new RegExp(`^${origin}/api/[^/]+/graphql\\.json(?:\\?.*)?$`);

/** GraphQL handlers for the Storefront API endpoint: `storefront.mutation('CartLinesAdd', …)`. */
export const storefront = graphql.link(STOREFRONT_ENDPOINT);

/** The operation answers with userErrors: a failure with no result. */
export const userErrorsFor = (operation: string, field: string) =>
  storefront.mutation(operation, () =>
    HttpResponse.json({
      data: { [field]: { cart: null, userErrors: [{ code: 'INVALID', field: ['lines'], message: 'Something is wrong with the lines.' }] } },
    }),
  );

/** The operation answers with a top-level GraphQL error. */
export const graphQLErrorFor = (operation: string, kind: 'query' | 'mutation' = 'mutation') =>
  storefront[kind](operation, () => HttpResponse.json({ errors: [{ message: 'Internal error. Looks like something went wrong on our end.' }] }));

/** The store answers 500: the request fails without a retry. */
export const serverErrorFor = (operation: string, kind: 'query' | 'mutation' = 'mutation') =>
  storefront[kind](operation, () => HttpResponse.json({ errors: [{ message: 'Internal Server Error' }] }, { status: 500 }));

/** The connection drops, as it does offline. */
export const networkErrorFor = (operation: string, kind: 'query' | 'mutation' = 'mutation') =>
  storefront[kind](operation, () => HttpResponse.error());
