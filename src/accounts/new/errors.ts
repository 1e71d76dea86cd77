/**
 * The one error the Customer Account API's client throws (discovery, OAuth token requests, GraphQL),
 * as StorefrontError is the Storefront API's. Its kind says what a caller does about it:
 * - `network`: the shop could not be reached, or answered with a server fault: the session is kept and
 *   the action can be tried again;
 * - `unauthorized`: the access token was refused (HTTP 401/403): the session is over;
 * - `throttled`: the customer's rate limits held through every retry: nothing changed, try later;
 * - `graphql`: the answer carried GraphQL errors or no data;
 * - `discovery`: the shop's discovery documents do not name what the client needs.
 * userErrors are not errors here: they come back as data, and the backend turns them into results.
 */

export type CustomerAccountErrorKind = 'network' | 'unauthorized' | 'throttled' | 'graphql' | 'discovery';

export interface CustomerAccountErrorDetails {
  /** The HTTP status, when the shop answered. */
  status?: number;
  /** The GraphQL errors of the answer (kind `graphql`, or `throttled` by THROTTLED errors). */
  graphQLErrors?: readonly { message: string; extensions?: { code?: string } }[];
  cause?: unknown;
}

export class CustomerAccountError extends Error {
  override name = 'CustomerAccountError';
  readonly status: number | undefined;
  readonly graphQLErrors: readonly { message: string; extensions?: { code?: string } }[];

  constructor(
    message: string,
    readonly kind: CustomerAccountErrorKind,
    { status, graphQLErrors = [], cause }: CustomerAccountErrorDetails = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.graphQLErrors = graphQLErrors;
  }
}

/** True for a CustomerAccountError of that kind. */
export const isCustomerAccountError = (error: unknown, kind: CustomerAccountErrorKind): error is CustomerAccountError =>
  error instanceof CustomerAccountError && error.kind === kind;
