/** Fixed settings of the local storefront (the token is the one of .env.example). */
export const STOREFRONT_TOKEN = 'local-storefront-token';
export const TOKEN_HEADER = 'x-shopify-storefront-access-token';
/** Server-to-server calls (Hydrogen's getPrivateTokenHeaders); the token is STOREFRONT_PRIVATE_TOKEN or the default in graphql/auth.ts. */
export const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
export const DEFAULT_STOREFRONT_PORT = 8787;
export const DEFAULT_SITE_URL = 'http://localhost:8000';
export const DEFAULT_DATA_DIR = '.data/storefront';
/** The demo account seeded into a fresh database. */
export const DEMO_CUSTOMER = { email: 'demo@bluebayswim.test', password: 'bluebay123', firstName: 'Marina', lastName: 'Bay' } as const;
