/**
 * Who may call the Storefront API, as Shopify decides it (shopify.dev/docs/api/usage/authentication):
 * browsers send the public token in X-Shopify-Storefront-Access-Token; servers send a private token in
 * Shopify-Storefront-Private-Token, with the buyer's IP in Shopify-Storefront-Buyer-IP (used by
 * Shopify for rate limits and bot protection; here it is the client IP that sign-in throttling counts).
 * Any token that does not match answers 401 with Shopify's message.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { PRIVATE_TOKEN_HEADER, STOREFRONT_TOKEN, TOKEN_HEADER } from '../config';

export const DEFAULT_PRIVATE_TOKEN = 'local-storefront-private-token';

export interface StorefrontTokens {
  publicToken: string;
  privateToken: string;
}

export interface AuthFailure {
  status: 401;
  body: { errors: Array<{ message: string; extensions: { code: string } }> };
}

const unauthorized: AuthFailure = {
  status: 401,
  body: {
    errors: [{ message: '[API] Invalid API key or access token (unrecognized login or wrong password)', extensions: { code: 'UNAUTHORIZED' } }],
  },
};

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Null when the request may proceed; otherwise the answer to send. */
export function authenticate(headers: IncomingHttpHeaders, tokens: StorefrontTokens): AuthFailure | null {
  const privateToken = single(headers[PRIVATE_TOKEN_HEADER]);
  // A private token, when sent, decides alone: a wrong one is refused even beside a good public token.
  if (privateToken !== undefined) return privateToken === tokens.privateToken ? null : unauthorized;
  return single(headers[TOKEN_HEADER]) === tokens.publicToken ? null : unauthorized;
}

export const defaultTokens = (privateToken?: string): StorefrontTokens => ({
  publicToken: STOREFRONT_TOKEN,
  privateToken: privateToken || DEFAULT_PRIVATE_TOKEN,
});

const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

/**
 * The buyer's IP a server-side client forwards, trusted only beside a valid private token (a browser
 * could otherwise pick its own IP to dodge per-IP limits). Null when there is none.
 */
export function buyerIp(headers: IncomingHttpHeaders, tokens: StorefrontTokens): string | null {
  if (single(headers[PRIVATE_TOKEN_HEADER]) !== tokens.privateToken) return null;
  const ip = single(headers[BUYER_IP_HEADER])?.trim();
  return ip && /^[0-9A-Fa-f:.]{2,45}$/.test(ip) ? ip : null;
}
