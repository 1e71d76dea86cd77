/** The Storefront API's GraphQL endpoint path for a version, as Shopify serves it. Pure. */
export const storefrontApiPath = (apiVersion: string): string => `/api/${apiVersion}/graphql.json`;
