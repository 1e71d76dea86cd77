/**
 * Turns a customer access token into the customer's gid, because `x-user-id` alone proves nothing
 * (anyone can send any id). `VerifyToken` is the contract every verifier meets (this file: Storefront API
 * customer access tokens; other token types live in files of their own and are combined by the caller).
 *
 * Revocation must take effect quickly: a signed-out (deleted) or expired token is refused within
 * MAX_TOKEN_CACHE_MS. Reads may reuse a verdict that young; writes (`fresh: true`) always ask again.
 */
import { createHash } from 'node:crypto';
import { CUSTOMER_ID_QUERY } from '../src/storefront/documents/customer';
import { storefrontGraphQL } from './shopifyGraphQL';

export interface VerifyOptions {
  /** Skip any cached verdict (writes): the token is checked with its issuer now. */
  fresh?: boolean;
}

/** Token → customer gid, or null when the token is not (or no longer) a customer's. */
export type VerifyToken = (token: string, options?: VerifyOptions) => Promise<string | null>;

/** The longest any verdict may be reused: the bound on how long a signed-out token still reads. */
export const MAX_TOKEN_CACHE_MS = 5_000;
export const DEFAULT_TOKEN_CACHE_MS = 4_000;

/** The issuer could not give a verdict (network, 5xx, throttled): not the shopper's fault. */
export class TokenVerificationUnavailable extends Error {
  override name = 'TokenVerificationUnavailable';
}

export interface StorefrontTokenVerifierOptions {
  /** Full GraphQL endpoint, e.g. `env.storefrontEndpoint`. */
  endpoint: string;
  /** Public Storefront access token, sent as X-Shopify-Storefront-Access-Token. */
  storefrontToken: string;
  /** How long a verdict is reused by reads; at most MAX_TOKEN_CACHE_MS (default 4 s). */
  ttlMs?: number;
  /** How long a "not a customer" verdict is reused; defaults to `ttlMs`. */
  negativeTtlMs?: number;
  /** Bound on cached verdicts; the oldest go first. */
  maxEntries?: number;
  /** Per-call timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Verdict {
  customerId: string | null;
  expiresAt: number;
}

export function storefrontTokenVerifier(options: StorefrontTokenVerifierOptions): VerifyToken {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = Math.min(options.ttlMs ?? DEFAULT_TOKEN_CACHE_MS, MAX_TOKEN_CACHE_MS);
  const negativeTtlMs = Math.min(options.negativeTtlMs ?? ttlMs, MAX_TOKEN_CACHE_MS);
  // Map keeps insertion order, so the first key is the oldest: a cheap bounded cache.
  const verdicts = new Map<string, Verdict>();
  // Concurrent requests with one token share one Storefront call.
  const inFlight = new Map<string, Promise<string | null>>();

  const remember = (key: string, customerId: string | null) => {
    verdicts.delete(key);
    verdicts.set(key, { customerId, expiresAt: now() + (customerId ? ttlMs : negativeTtlMs) });
    while (verdicts.size > maxEntries) {
      const oldest = verdicts.keys().next().value;
      if (oldest === undefined) break;
      verdicts.delete(oldest);
    }
  };

  const request = storefrontGraphQL({
    endpoint: options.endpoint,
    storefrontToken: options.storefrontToken,
    timeoutMs: options.timeoutMs ?? 5_000,
    fetch: fetchImpl,
  });

  const ask = async (token: string): Promise<string | null> => {
    const { data, errors } = await request(CUSTOMER_ID_QUERY, { customerAccessToken: token });
    const id = data?.customer?.id;
    if (typeof id === 'string' && id !== '') return id;
    // A null customer is Shopify's answer to an unknown or expired token; errors without data are not.
    if (data && !errors) return null;
    if (data && 'customer' in data && data.customer === null) return null;
    if (errors && !data) {
      throw new TokenVerificationUnavailable(
        errors.networkStatusCode ? `Storefront API answered ${errors.networkStatusCode}` : `Storefront API unreachable: ${errors.message ?? 'no answer'}`,
      );
    }
    throw new TokenVerificationUnavailable('Storefront API gave no customer verdict');
  };

  return async (token, verifyOptions = {}) => {
    // Hash the token so the cache never holds a usable credential.
    const key = createHash('sha256').update(token).digest('base64url');
    if (!verifyOptions.fresh) {
      const cached = verdicts.get(key);
      if (cached && cached.expiresAt > now()) return cached.customerId;
      const pending = inFlight.get(key);
      if (pending) return pending;
    }
    const lookup = ask(token)
      .then((customerId) => {
        // A fresh verdict refreshes the cache too: a token found signed out on a write stops reading.
        remember(key, customerId);
        return customerId;
      })
      .finally(() => {
        if (inFlight.get(key) === lookup) inFlight.delete(key);
      });
    if (!verifyOptions.fresh) inFlight.set(key, lookup);
    return lookup;
  };
}
