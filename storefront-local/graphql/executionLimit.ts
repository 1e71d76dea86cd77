/**
 * A time limit on executing one GraphQL document, so no request holds the server: Shopify stops waiting
 * after 10 seconds (https://shopify.dev/docs/api/usage/response-codes, 504 Gateway Timeout: "Shopify waits
 * up to 10 seconds for a response. Try breaking it down in multiple smaller requests.").
 *
 * Cooperative: every field checks the deadline before it resolves, so a document past its time stops at
 * its next field; and the answer does not wait for a resolver that never settles. A mutation field that
 * has started finishes (its data stays consistent), but no later field of the document runs.
 *
 * The answer is the Storefront API's own for a request it gave up on: HTTP 200 with
 * `{ errors: [{ message: "Timeout" }] }` and no data, as clients have met it (the Storefront API's error
 * for a timed-out listing: https://github.com/travis-r6s/gridsome-source-shopify/issues/49,
 * https://github.com/Shopify/mobile-buy-sdk-ios/issues/672), with the documented code for work Shopify
 * could not finish, `INTERNAL_SERVER_ERROR`, and the `requestId` to look it up by
 * (https://shopify.dev/docs/api/storefront#status_and_error_codes).
 */
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';

/** Shopify's documented wait. */
export const GRAPHQL_TIME_LIMIT_MS = 10_000;

export interface ExecutionLimit {
  ms: number;
  /** The clock fields are checked by (tests make time pass per field). */
  now: () => number;
}

export const DEFAULT_EXECUTION_LIMIT: ExecutionLimit = { ms: GRAPHQL_TIME_LIMIT_MS, now: () => performance.now() };

const TIMEOUT_MESSAGE = 'Timeout';

export function timeoutError(limitMs: number, requestId: string | null) {
  return {
    message: TIMEOUT_MESSAGE,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      reason: `The request did not complete within ${limitMs / 1000} seconds. Try breaking it down in multiple smaller requests.`,
      ...(requestId ? { requestId } : {}),
    },
  };
}

/** One document's deadline, started when execution starts. */
export class Deadline {
  private readonly end: number;
  /** Set once a field found the time up (or the wait ended): the answer is then the timeout. */
  expired = false;

  constructor(private readonly limit: ExecutionLimit) {
    this.end = limit.now() + limit.ms;
  }

  /** The field resolver, checking the deadline before each field. */
  guard<S, C>(resolver: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
    return (source, args, context, info) => {
      if (this.expired || this.limit.now() > this.end) {
        this.expired = true;
        throw new GraphQLError(TIMEOUT_MESSAGE);
      }
      return resolver(source, args, context, info);
    };
  }

  /** The work's result, or `null` when the limit passes first (measured on the wall clock: a resolver may never settle). */
  async race<T>(work: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        this.expired = true;
        resolve(null);
      }, this.limit.ms);
      timer.unref();
    });
    try {
      const result = await Promise.race([work, wait]);
      return this.expired ? null : result;
    } finally {
      clearTimeout(timer);
    }
  }
}
