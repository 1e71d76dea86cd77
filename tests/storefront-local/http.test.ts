/** The HTTP surface: token, CORS, bad requests, CDN artwork. */
import sharp from 'sharp';
import { COLOUR_FILTERS } from '../../src/config/collectionFilters';
import { SHOP_QUERY } from '../../src/storefront/documents';
import { ENDPOINT, TOKEN, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  sf.app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json', ...headers },
    payload,
  });

describe('GraphQL endpoint', () => {
  it('answers 401 with a JSON error without the storefront token, or with a wrong one', async () => {
    for (const headers of [{}, { 'x-shopify-storefront-access-token': 'nope' }]) {
      const response = await sf.app.inject({ method: 'POST', url: ENDPOINT, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query: SHOP_QUERY }) });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toMatch(/access token/i);
    }
  });

  it('answers a CORS preflight from any localhost origin', async () => {
    const response = await sf.app.inject({
      method: 'OPTIONS',
      url: ENDPOINT,
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-shopify-storefront-access-token');
  });

  // The public token is for browsers on any site (https://shopify.dev/docs/api/storefront#authentication:
  // "public access tokens … for client-side applications"; the Buy Button runs on the merchant's other
  // sites), so Shopify answers any origin's preflight; the admin and the outbox stay local.
  it('answers a CORS preflight and the request itself from any other origin', async () => {
    const preflight = await sf.app.inject({
      method: 'OPTIONS',
      url: ENDPOINT,
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-shopify-storefront-access-token' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-shopify-storefront-access-token');
    const answer = await sf.app.inject({ method: 'POST', url: ENDPOINT, headers: { origin: 'https://blog.example', 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' }, payload: JSON.stringify({ query: SHOP_QUERY }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const admin = await sf.app.inject({ method: 'OPTIONS', url: '/__admin/orders', headers: { origin: 'https://blog.example', 'access-control-request-method': 'GET' } });
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('turns malformed JSON, a missing query, a syntax error and an unknown field into GraphQL errors', async () => {
    const malformed = await post('{"query": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].message).toMatch(/JSON/);
    const missing = await post(JSON.stringify({ variables: {} }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toMatch(/query/);
    const syntax = await post(JSON.stringify({ query: '{ shop { name ' }));
    expect(syntax.statusCode).toBe(200);
    expect(syntax.json().errors[0].message).toMatch(/Syntax Error/);
    const unknown = await post(JSON.stringify({ query: '{ shop { nope } }' }));
    expect(unknown.json().errors[0].message).toMatch(/Cannot query field "nope"/);
    const notAnObject = await post(JSON.stringify([1, 2]));
    expect(notAnObject.statusCode).toBe(400);
  });

  it('rejects queries nested deeper than the limit', async () => {
    let selection = 'id';
    for (let i = 0; i < 10; i += 1) selection = `collections(first: 1) { nodes { products(first: 1) { nodes { ${selection} } } } }`;
    const response = await post(JSON.stringify({ query: `{ product(handle: "marina-top-coral-reef") { ${selection} } }` }));
    expect(response.json().errors[0].message).toMatch(/depth/);
  });

  it('accepts application/graphql bodies and GET requests', async () => {
    const raw = await post('{ shop { name } }', { 'content-type': 'application/graphql' });
    expect(raw.json().data.shop.name).toBe('Blue Bay Swim');
    const get = await sf.app.inject({ method: 'GET', url: `${ENDPOINT}?query=${encodeURIComponent('{ shop { name } }')}`, headers: { 'x-shopify-storefront-access-token': TOKEN } });
    expect(get.json().data.shop.name).toBe('Blue Bay Swim');
  });

  it('answers 404 for an unknown API version', async () => {
    const response = await sf.app.inject({ method: 'POST', url: '/api/latest/graphql.json', headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' }, payload: JSON.stringify({ query: SHOP_QUERY }) });
    expect(response.statusCode).toBe(404);
  });
});

describe('CDN artwork', () => {
  it('serves product images as WebP or PNG at the width asked for, with long caching', async () => {
    const { product } = await sf.gql<{ product: { featuredImage: { url: string; small: string } } }>(
      `{ product(handle: "marina-top-coral-reef") { featuredImage { url small: url(transform: { maxWidth: 300 }) } } }`,
    );
    expect(product.featuredImage.url).toMatch(/\/cdn\/shop\/products\/marina-top-coral-reef-1\.png$/);
    expect(product.featuredImage.small).toBe(`${product.featuredImage.url}?width=300`);
    const url = new URL(product.featuredImage.small).pathname + '?width=300';
    const webp = await sf.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('max-age=31536000');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 375 });
    const png = await sf.app.inject({ method: 'GET', url, headers: { accept: 'image/png' } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 375 });
    for (const n of [2, 3]) expect((await sf.app.inject({ method: 'GET', url: '/cdn/shop/products/marina-top-coral-reef-' + n + '.png' })).statusCode).toBe(200);
    expect((await sf.app.inject({ method: 'GET', url: '/cdn/shop/products/marina-top-coral-reef-9.png' })).statusCode).toBe(404);
    expect((await sf.app.inject({ method: 'GET', url: '/cdn/shop/products/marina-top-coral-reef-1.gif' })).statusCode).toBe(404);
  });

  it('still answers the .svg paths with the drawing itself', async () => {
    const response = await sf.app.inject({ method: 'GET', url: '/cdn/shop/products/marina-top-coral-reef-1.svg?width=300' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('width="300" height="375"');
    expect(response.body).toContain('<pattern');
  });

  it('serves every colour swatch and every silhouette without error', async () => {
    for (const filter of COLOUR_FILTERS) {
      const response = await sf.app.inject({ method: 'GET', url: `/cdn/shop/swatches/${filter.id}.png` });
      expect(response.statusCode, filter.id).toBe(200);
    }
    const { catalogue } = sf.app.storefront;
    const oneOfEach = [...new Map(catalogue.products.map((p) => [p.type.silhouette, p])).values()];
    for (const product of oneOfEach) {
      const response = await sf.app.inject({ method: 'GET', url: `/cdn/shop/products/${product.handle}-1.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).not.toContain('undefined');
    }
    expect((await sf.app.inject({ method: 'GET', url: '/cdn/shop/collections/the-sunsoaked-collection.png?width=800' })).statusCode).toBe(200);
  });
});
