/** Fixed settings of the local storefront (the token is the one of .env.example). */
export const STOREFRONT_TOKEN = 'local-storefront-token';
export const TOKEN_HEADER = 'x-shopify-storefront-access-token';
/** Server-to-server calls (Hydrogen's getPrivateTokenHeaders); the token is STOREFRONT_PRIVATE_TOKEN or the default in graphql/auth.ts. */
export const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
export const DEFAULT_STOREFRONT_PORT = 8787;
export const DEFAULT_SITE_URL = 'http://localhost:8000';
export const DEFAULT_DATA_DIR = '.data/storefront';
/**
 * The time a client has to send a whole request (headers and body): a body trickled a byte at a time
 * must not hold a connection open indefinitely. Past it Node answers 408 and closes the connection.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The shop's numeric id (`gid://shopify/Shop/{id}`): Shopify's Customer Account URLs carry it. One server serves one shop. */
export const SHOP_ID = 1;
/** The one language the local storefront serves (`@inContext(language:)` falls back to it, as for an unpublished one). */
export const SHOP_LANGUAGE = 'EN';
/** Shopify's classic-account password rule (customerCreate, customerUpdate, customerReset). */
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;
/**
 * The one customer account system the shop runs, as a Shopify shop runs one (legacy: passwords over the
 * Storefront API; new: hosted login by e-mailed code and the Customer Account API). Default legacy,
 * as the site's GATSBY_CUSTOMER_ACCOUNTS.
 */
export const CUSTOMER_ACCOUNT_SYSTEMS = ['legacy', 'new'] as const;
export type CustomerAccountSystem = (typeof CUSTOMER_ACCOUNT_SYSTEMS)[number];
export const DEFAULT_CUSTOMER_ACCOUNTS: CustomerAccountSystem = 'legacy';

/** Reads GATSBY_CUSTOMER_ACCOUNTS (or an argument); unset is the default, anything else a clear error. */
export function parseCustomerAccountSystem(value: string | undefined): CustomerAccountSystem {
  if (value === undefined || value === '') return DEFAULT_CUSTOMER_ACCOUNTS;
  if ((CUSTOMER_ACCOUNT_SYSTEMS as readonly string[]).includes(value)) return value as CustomerAccountSystem;
  throw new Error(`GATSBY_CUSTOMER_ACCOUNTS must be legacy or new, not "${value}"`);
}

/** STOREFRONT_LOG: which answers the server logs, with their request ids (`off`, or from `info` = all). */
export const LOG_LEVELS = ['off', 'info', 'warn', 'error'] as const;
export type LogSetting = (typeof LOG_LEVELS)[number];

/** Reads STOREFRONT_LOG; unset is the caller's default, anything else a clear error. */
export function parseLogSetting(value: string | undefined, fallback: LogSetting): false | Exclude<LogSetting, 'off'> {
  const setting = value === undefined || value === '' ? fallback : value;
  if (!(LOG_LEVELS as readonly string[]).includes(setting)) throw new Error(`STOREFRONT_LOG must be one of ${LOG_LEVELS.join(', ')}, not "${setting}"`);
  return setting === 'off' ? false : (setting as Exclude<LogSetting, 'off'>);
}
