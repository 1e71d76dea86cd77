/** The Storefront client's retry policy: queries may be retried, mutations never are. */
import { graphql, http, HttpResponse } from 'msw';
import { env, parseEnv } from '../../src/config/env';
import { createClient, operationKind, retriesFor, storefrontRequest, StorefrontError } from '../../src/storefront/client';
import { CART_LINES_ADD_MUTATION, CART_QUERY } from '../../src/storefront/documents/cart';
import { SHOP_ID_QUERY } from '../../src/storefront/documents/shop';
import { storefront } from '../msw/faults';
import { server } from '../msw/node';

describe('storefront client retries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('tells mutations from queries by their first operation keyword', () => {
    expect(operationKind(CART_LINES_ADD_MUTATION)).toBe('mutation');
    expect(operationKind(CART_QUERY)).toBe('query');
    expect(retriesFor(CART_LINES_ADD_MUTATION)).toBe(0);
    expect(retriesFor(CART_QUERY)).toBeGreaterThan(0);
  });

  it('sends a cartLinesAdd once when the store answers 503: a lost answer must not add the product twice', async () => {
    let sent = 0;
    server.use(
      storefront.mutation('CartLinesAdd', () => {
        sent += 1;
        return HttpResponse.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 });
      }),
    );
    await expect(
      storefrontRequest(CART_LINES_ADD_MUTATION, { variables: { cartId: 'gid://shopify/Cart/x', lines: [] } }),
    ).rejects.toBeInstanceOf(StorefrontError);
    expect(sent).toBe(1);
  });

  it('retries a query once after a 503', async () => {
    let sent = 0;
    server.use(
      storefront.query('Cart', () => {
        sent += 1;
        return sent === 1
          ? HttpResponse.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 })
          : HttpResponse.json({ data: { cart: null } });
      }),
    );
    await expect(storefrontRequest(CART_QUERY, { variables: { id: 'gid://shopify/Cart/x' } })).resolves.toEqual({ cart: null });
    expect(sent).toBe(2);
  });

  it('gives up on a request that takes longer than its time limit', async () => {
    server.use(storefront.query('Cart', () => new Promise(() => undefined)));
    await expect(storefrontRequest(CART_QUERY, { variables: { id: 'gid://shopify/Cart/x' }, timeoutMs: 50 })).rejects.toBeInstanceOf(
      StorefrontError,
    );
  });
});

describe('storefront client endpoint', () => {
  it("posts to the site's own origin when the site answers the Storefront API", async () => {
    const config = { ...env, storefrontSameOrigin: true, browserStorefrontEndpoint: '/api/2025-07/graphql.json' };
    let seen = '';
    server.use(
      graphql.link(new URL('/api/2025-07/graphql.json', window.location.href).href).query('Cart', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    const response = await createClient(config).request(CART_QUERY, { variables: { id: 'gid://shopify/Cart/x' } });
    expect(response.data).toEqual({ cart: null });
    expect(seen).toBe(`${window.location.origin}/api/2025-07/graphql.json`);
  });

  it('posts to the store when the site is plain static hosting', async () => {
    let sent = 0;
    server.use(
      storefront.query('Cart', () => {
        sent += 1;
        return HttpResponse.json({ data: { cart: null } });
      }),
    );
    await createClient(env).request(CART_QUERY, { variables: { id: 'gid://shopify/Cart/x' } });
    expect(env.browserStorefrontEndpoint).toBe(env.storefrontEndpoint);
    expect(sent).toBe(1);
  });
});

describe('storefront client version', () => {
  it('sends every request to the configured Storefront API version (GATSBY_STOREFRONT_API_VERSION)', async () => {
    const versions: string[] = [];
    server.use(
      http.post('http://localhost:8787/api/:version/graphql.json', ({ params }) => {
        versions.push(String(params.version));
        return HttpResponse.json({ data: { shop: { id: 'gid://shopify/Shop/1' } } });
      }),
    );
    const client = createClient(parseEnv({ GATSBY_STOREFRONT_API_VERSION: '2026-04', GATSBY_STOREFRONT_SAME_ORIGIN: 'false' }));
    const answer = await client.request(SHOP_ID_QUERY);
    expect(answer.data?.shop.id).toBe('gid://shopify/Shop/1');
    expect(versions).toEqual(['2026-04']);
  });
});
