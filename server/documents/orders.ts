/**
 * Admin API documents the shop service sends (https://shopify.dev/docs/api/admin-graphql), typed by
 * `npm run codegen` against server/adminApi.schema.graphql.
 */

/** The order named by an order number, with the e-mail on it (the returns forms' check). */
export const ORDER_EMAIL_QUERY = `#graphql
  query OrderEmail($query: String!) {
    orders(first: 1, query: $query) {
      nodes { name email }
    }
  }
` as const;
