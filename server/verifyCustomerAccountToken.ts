/**
 * Verifies Customer Account API access tokens (`shcat_…`, Shopify's new customer accounts) for the
 * wishlist: the token is sent as `Authorization: <token>` to the shop's Customer Account GraphQL API
 * (found through `https://{shop domain}/.well-known/customer-account-api`, as on a real store), which
 * answers `customer { id }` or 401. Verdicts are cached briefly both ways, like the legacy verifier.
 */
import { createHash } from 'node:crypto';
import { CUSTOMER_ACCOUNT_ID_QUERY } from '../src/accounts/documents/customerAccount';
import { customerAccountGraphQL } from './shopifyGraphQL';
import { MAX_TOKEN_CACHE_MS, TokenVerificationUnavailable, type VerifyToken } from './verifyToken';

/** Shopify's prefix for Customer Account access tokens; legacy Storefront tokens never carry it. */
export const CUSTOMER_ACCOUNT_TOKEN_PREFIX = 'shcat_';


export interface CustomerAccountTokenVerifierOptions {
  /** The shop's origin, e.g. https://shop.example or http://localhost:8787 (discovery lives there). */
  shopOrigin: string;
  /** How long a verdict is reused. */
  ttlMs: number;
  /** How long a "not a customer" verdict is reused; defaults to `ttlMs`. */
  negativeTtlMs?: number;
  /** Bound on cached verdicts; the oldest go first. */
  maxEntries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface Verdict {
  customerId: string | null;
  expiresAt: number;
}

class NoCustomerAccountApi extends Error {
  override name = 'NoCustomerAccountApi';
}

export function customerAccountTokenVerifier(options: CustomerAccountTokenVerifierOptions): VerifyToken {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  // A signed-out token must stop working within MAX_TOKEN_CACHE_MS, whatever ttl is configured.
  const ttlMs = Math.min(options.ttlMs, MAX_TOKEN_CACHE_MS);
  const negativeTtlMs = Math.min(options.negativeTtlMs ?? ttlMs, MAX_TOKEN_CACHE_MS);
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 5_000);
  const verdicts = new Map<string, Verdict>();
  const inFlight = new Map<string, Promise<string | null>>();
  let endpoint: Promise<string> | null = null;

  const call = async (url: string, init?: RequestInit): Promise<Response> => {
    try {
      return await fetchImpl(url, { ...init, signal: timeout() });
    } catch (error) {
      throw new TokenVerificationUnavailable(`Customer Account API unreachable: ${(error as Error).message}`, { cause: error });
    }
  };

  const discover = async (): Promise<string> => {
    const response = await call(`${options.shopOrigin.replace(/\/$/, '')}/.well-known/customer-account-api`, { headers: { Accept: 'application/json' } });
    // A shop on legacy customer accounts publishes no Customer Account API: no such token is a customer's.
    if (response.status === 404) throw new NoCustomerAccountApi();
    const body = (await response.json().catch(() => null)) as { graphql_api?: unknown } | null;
    if (!response.ok || typeof body?.graphql_api !== 'string') {
      throw new TokenVerificationUnavailable(`Customer Account API discovery answered ${response.status}`);
    }
    return body.graphql_api;
  };

  const graphqlEndpoint = (): Promise<string> => {
    // A failed discovery is retried on the next request instead of being remembered.
    endpoint ??= discover().catch((error: unknown) => {
      endpoint = null;
      throw error;
    });
    return endpoint;
  };

  const ask = async (token: string): Promise<string | null> => {
    let url: string;
    try {
      url = await graphqlEndpoint();
    } catch (error) {
      if (error instanceof NoCustomerAccountApi) return null;
      throw error;
    }
    const { status, data } = await customerAccountGraphQL(call, url, token, CUSTOMER_ACCOUNT_ID_QUERY);
    // 401 is the API's answer to an unknown, expired or revoked token.
    if (status === 401) return null;
    if (status < 200 || status >= 300) throw new TokenVerificationUnavailable(`Customer Account API answered ${status}`);
    const id = data?.customer?.id;
    if (typeof id === 'string' && id !== '') return id;
    throw new TokenVerificationUnavailable('Customer Account API gave no customer verdict');
  };

  const remember = (key: string, customerId: string | null) => {
    verdicts.delete(key);
    verdicts.set(key, { customerId, expiresAt: now() + (customerId ? ttlMs : negativeTtlMs) });
    while (verdicts.size > maxEntries) {
      const oldest = verdicts.keys().next().value;
      if (oldest === undefined) break;
      verdicts.delete(oldest);
    }
  };

  return async (token, verifyOptions = {}) => {
    // The cache holds hashes, never a usable credential.
    const key = createHash('sha256').update(token).digest('base64url');
    // Writes ask `fresh`: no cached verdict, no shared call that may have started before a sign-out.
    if (!verifyOptions.fresh) {
      const cached = verdicts.get(key);
      if (cached && cached.expiresAt > now()) return cached.customerId;
      const pending = inFlight.get(key);
      if (pending) return pending;
    }
    const lookup = ask(token)
      .then((customerId) => {
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

/** One verifier for both account systems: `shcat_` tokens go to the Customer Account API, others to the Storefront API. */
export function eitherTokenVerifier(storefront: VerifyToken, customerAccount: VerifyToken): VerifyToken {
  return (token, options) =>
    token.startsWith(CUSTOMER_ACCOUNT_TOKEN_PREFIX) ? customerAccount(token, options) : storefront(token, options);
}
