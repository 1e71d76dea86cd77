/**
 * Fixed settings of the local imitation of Shopify's new customer accounts (Customer Account API):
 * the one public client, its lifetimes and the paths a real shop publishes in its discovery documents.
 */
import { SHOP_ID } from '../config';

export const CLIENT_ID = 'local-customer-account-client';
export const API_VERSION = '2025-07';
export const SCOPES = ['openid', 'email', 'customer-account-api:full'] as const;

/** The e-mailed one-time code and its login attempt. */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries of one code before it stops working; "Send a new code" gives a fresh one. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** How long one hosted login lives, new codes included; then the shopper starts again from the shop. */
export const LOGIN_MAX_AGE_MS = 60 * 60_000;
/**
 * Per e-mail address, whatever login or client asks: code e-mails sent, and wrong codes entered (NIST
 * SP 800-63B §5.2.2 allows at most 100 failed attempts per account). Past a limit the address is
 * refused with the wait, even the right code, so guessing on cannot confirm a hit.
 */
export interface EventLimit {
  max: number;
  windowMs: number;
}
export const CODE_SEND_LIMITS: readonly EventLimit[] = [{ max: 5, windowMs: 60 * 60_000 }];
export const WRONG_CODE_LIMITS: readonly EventLimit[] = [
  { max: 10, windowMs: 60 * 60_000 },
  { max: 100, windowMs: 24 * 60 * 60_000 },
];
/**
 * The longest `state` and `nonce` kept for a login (clients send tens of random characters); longer
 * ones are refused, so anonymous requests cannot fill the database.
 */
export const MAX_STATE_LENGTH = 512;
/** Expired logins, codes, tokens and login events are deleted at most this often (on the next login). */
export const SWEEP_INTERVAL_MS = 60_000;
export const AUTH_CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;
export const ID_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
/**
 * A spent refresh token seen again within this window is refused without ending the session: two tabs
 * of one browser renewing at once is a race, not theft (the "reuse interval" of common OAuth servers).
 * Later, it is treated as stolen and the session is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Shopify's Customer Account access tokens start with this; the shop service tells token kinds apart by it. */
export const ACCESS_TOKEN_PREFIX = 'shcat_';
export const REFRESH_TOKEN_PREFIX = 'shcrt_';
export const SIGNING_ALG = 'ES256';

export const PATHS = {
  openidConfiguration: '/.well-known/openid-configuration',
  customerAccountApi: '/.well-known/customer-account-api',
  authorize: '/authentication/oauth/authorize',
  loginEmail: '/authentication/login/email',
  loginCode: '/authentication/login/code',
  token: '/authentication/oauth/token',
  logout: '/authentication/logout',
  jwks: '/authentication/.well-known/jwks.json',
  graphql: '/account/customer/api/:version/graphql',
} as const;

/**
 * What the discovery documents advertise, in Shopify's shapes for a shop: the issuer and its endpoints
 * under `/authentication/{shop id}`, the GraphQL API under `/{shop id}/account/customer/api/{version}`
 * (shopifyPaths.ts leads them to the routes of PATHS). ID tokens name this issuer.
 */
export const issuerOf = (publicUrl: string): string => `${publicUrl}/authentication/${SHOP_ID}`;
/** The issuer ID tokens named before discovery took Shopify's shape: a session signed in then can still sign out. */
export const legacyIssuerOf = (publicUrl: string): string => `${publicUrl}/authentication`;
export const advertisedEndpointsOf = (publicUrl: string) => {
  const issuer = issuerOf(publicUrl);
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
  };
};
export const graphqlUrlOf = (publicUrl: string): string => `${publicUrl}/${SHOP_ID}/account/customer/api/${API_VERSION}/graphql`;
/** The site's own callback, the redirect URI the site sends. */
export const callbackUrlOf = (siteUrl: string): string => `${siteUrl}/account/authorize/`;
/**
 * The redirect URIs this public client registered, as a merchant lists them in the Headless channel's
 * Customer Account API settings: the site's callback with and without its trailing slash (Hydrogen's
 * is `{origin}/account/authorize`), and any others configured (`customerAccountRedirectUris`).
 */
export const callbackUrlsOf = (siteUrl: string, extra: readonly string[] = []): string[] => [
  callbackUrlOf(siteUrl),
  `${siteUrl}/account/authorize`,
  ...extra,
];
export const logoutRedirectOf = (siteUrl: string): string => `${siteUrl}/`;

/** Milliseconds since the epoch; injectable so tests move time instead of sleeping. */
export type Clock = () => number;
