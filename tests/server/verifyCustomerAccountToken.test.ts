/**
 * The wishlist accepts Customer Account access tokens (`shcat_…`) besides legacy Storefront tokens,
 * verifying them against the shop's Customer Account GraphQL API (found by its discovery document,
 * https://shopify.dev/docs/api/customer/latest#discovery-endpoints ; token as bare `Authorization`).
 */
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, startService, type TestDatabase } from './helpers';
import type { Db } from '../../server/db';
import { customerAccountTokenVerifier, eitherTokenVerifier } from '../../server/verifyCustomerAccountToken';
import { TokenVerificationUnavailable } from '../../server/verifyToken';
import { buildStorefrontApp } from '../../storefront-local/server';
import { accountApp, signIn } from '../storefront-local/customer-account/helpers';
import { SITE_URL } from '../storefront-local/helpers';

const SHOP = 'http://localhost:8787';

/** fetch() answered by the in-memory local storefront, as if over HTTP; counts the calls. */
function fetchInto(app: FastifyInstance) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

let storefront: FastifyInstance;
beforeAll(async () => {
  storefront = await accountApp();
});
afterAll(() => storefront.close());

describe('customerAccountTokenVerifier against the local imitation', () => {
  it('turns a live token into the customer gid, discovering the endpoint once', async () => {
    const tokens = await signIn(storefront, 'wishlister@example.com');
    const customer = await storefront.storefront.customers.byEmail('wishlister@example.com');
    const http = fetchInto(storefront);
    const verify = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 0, fetch: http.fetchImpl });
    expect(await verify(tokens.access_token)).toBe(`gid://shopify/Customer/${customer?.id}`);
    expect(await verify(tokens.access_token)).toBe(`gid://shopify/Customer/${customer?.id}`);
    expect(http.calls.filter((p) => p === '/.well-known/customer-account-api')).toHaveLength(1);
  });

  it('answers null for an unknown token, and for a revoked one once the cached verdict expires', async () => {
    let now = 0;
    const http = fetchInto(storefront);
    const verify = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 1000, fetch: http.fetchImpl, now: () => now });
    expect(await verify('shcat_unknown')).toBeNull();
    const tokens = await signIn(storefront, 'leaving@example.com');
    expect(await verify(tokens.access_token)).toMatch(/^gid:\/\/shopify\/Customer\//);
    await storefront.inject({ method: 'GET', url: `/authentication/logout?${new URLSearchParams({ id_token_hint: tokens.id_token })}` });
    now = 999;
    expect(await verify(tokens.access_token)).not.toBeNull();
    now = 1001;
    expect(await verify(tokens.access_token)).toBeNull();
  });
});

describe('customerAccountTokenVerifier and sign-out (issue 19)', () => {
  it('refuses a signed-out token on a fresh check (writes) at once, and on reads within 5 s whatever the ttl', async () => {
    let now = 0;
    const http = fetchInto(storefront);
    const verify = eitherTokenVerifier(
      async () => null,
      customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 60_000, fetch: http.fetchImpl, now: () => now }),
    );
    const tokens = await signIn(storefront, 'signing-out@example.com');
    expect(await verify(tokens.access_token)).toMatch(/^gid:\/\/shopify\/Customer\//);
    await storefront.inject({ method: 'GET', url: `/authentication/logout?${new URLSearchParams({ id_token_hint: tokens.id_token })}` });
    expect(await verify(tokens.access_token, { fresh: true })).toBeNull();
    const again = await signIn(storefront, 'signing-out@example.com');
    expect(await verify(again.access_token)).not.toBeNull();
    await storefront.inject({ method: 'GET', url: `/authentication/logout?${new URLSearchParams({ id_token_hint: again.id_token })}` });
    now = 5_000;
    expect(await verify(again.access_token)).toBeNull();
  });
});

describe('customerAccountTokenVerifier when the shop cannot answer', () => {
  it.each([
    ['discovery fails', () => new Response('down', { status: 503 })],
    ['the network fails', () => Promise.reject(new Error('ECONNREFUSED'))],
  ])('reports unavailable (not "invalid") when %s, and retries discovery next time', async (_label, failure) => {
    let failing = true;
    const http = fetchInto(storefront);
    const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => (failing ? failure() : http.fetchImpl(input, init))) as typeof fetch;
    const verify = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 0, fetch: fetchImpl });
    await expect(verify('shcat_x')).rejects.toBeInstanceOf(TokenVerificationUnavailable);
    failing = false;
    expect(await verify('shcat_x')).toBeNull();
  });

  it('answers "not a customer" on a shop without new customer accounts (no discovery document), and looks again next time', async () => {
    // A legacy shop publishes no Customer Account API; the local storefront answers 404 as well.
    const legacyShop = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl: SHOP, siteUrl: SITE_URL, customerAccounts: 'legacy' });
    try {
      const http = fetchInto(legacyShop);
      const verify = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 0, fetch: http.fetchImpl });
      expect(await verify('shcat_x')).toBeNull();
      expect(await verify('shcat_y')).toBeNull();
      expect(http.calls.filter((url) => url.endsWith('/customer-account-api'))).toHaveLength(2);
    } finally {
      await legacyShop.close();
    }
  });

  it('reports unavailable when the GraphQL API answers 5xx', async () => {
    const fetchImpl = (async (input: string | URL | Request) =>
      String(input).endsWith('/customer-account-api')
        ? Response.json({ graphql_api: `${SHOP}/account/customer/api/2025-07/graphql` })
        : new Response('oops', { status: 502 })) as typeof fetch;
    const verify = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 0, fetch: fetchImpl });
    await expect(verify('shcat_x')).rejects.toBeInstanceOf(TokenVerificationUnavailable);
  });
});

describe('the wishlist with either kind of token', () => {
  let database: TestDatabase;
  let db: Db;
  let service: FastifyInstance;
  const legacyCalls: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await database.open();
    const legacy = async (token: string) => {
      legacyCalls.push(token);
      return token === 'legacy-token' ? 'gid://shopify/Customer/1' : null;
    };
    const customerAccount = customerAccountTokenVerifier({ shopOrigin: SHOP, ttlMs: 0, fetch: fetchInto(storefront).fetchImpl });
    service = await startService(db, { verifyToken: eitherTokenVerifier(legacy, customerAccount) });
  });
  afterAll(async () => {
    await service.close();
    await db.close();
    await database.cleanup();
  });

  const wishlist = (token: string, userId: string) =>
    service.inject({ method: 'GET', url: '/bb-wishlist', headers: { authorization: `Bearer ${token}`, 'x-user-id': userId } });

  it('serves the Customer Account customer, 403 for another id, 401 for a bad shcat_ token', async () => {
    const tokens = await signIn(storefront, 'both-kinds@example.com');
    const customer = await storefront.storefront.customers.byEmail('both-kinds@example.com');
    expect((await wishlist(tokens.access_token, String(customer?.id))).statusCode).toBe(200);
    expect((await wishlist(tokens.access_token, '42')).statusCode).toBe(403);
    expect((await wishlist('shcat_forged', String(customer?.id))).statusCode).toBe(401);
    expect(legacyCalls).toEqual([]);
  });

  it('still verifies legacy tokens with the Storefront verifier', async () => {
    expect((await wishlist('legacy-token', '1')).statusCode).toBe(200);
    expect(legacyCalls).toEqual(['legacy-token']);
  });
});
