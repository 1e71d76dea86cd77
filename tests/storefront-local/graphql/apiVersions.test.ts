/**
 * API versions, after https://shopify.dev/docs/api/usage/versioning: each served version runs on its
 * own official schema, an old unsupported version falls forward to the oldest supported one, every
 * answer names the version served in X-Shopify-API-Version, and a path that is no version is 404.
 */
import { parse, validate } from 'graphql';
import * as documents from '../../../src/storefront/documents';
import { CART_CREATE_MUTATION, PRODUCT_QUERY, SHOP_QUERY } from '../../../src/storefront/documents';
import { resolveApiVersion } from '../../../storefront-local/graphql/apiVersions';
import { storefrontSchema } from '../../../storefront-local/graphql/schema';
import { TOKEN, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const post = (version: string, query: string, variables: Record<string, unknown> = {}) =>
  sf.app.inject({
    method: 'POST',
    url: `/api/${version}/graphql.json`,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
    payload: { query, variables },
  });

// Shop.termsOfSale first appears in 2026-04.
const NEW_FIELD = '{ shop { name termsOfSale { title } } }';

describe('resolveApiVersion', () => {
  it.each([
    ['2025-07', '2025-07'],
    ['2026-04', '2026-04'],
    ['2024-01', '2025-07'],
    ['2025-04', '2025-07'],
    ['2025-10', '2026-04'],
    ['2026-01', '2026-04'],
    ['2026-07', '2026-04'],
    // unstable: 2026-04 with the unstable-only consent management (privacy/trackingValues.test.ts).
    ['unstable', 'unstable'],
  ])('serves %s with %s', (requested, served) => {
    expect(resolveApiVersion(requested)).toBe(served);
  });

  it.each(['latest', '2025-05', '2025-7', '25-07', '2025-07x', ''])('does not know %j', (requested) => {
    expect(resolveApiVersion(requested)).toBeNull();
  });
});

describe('versioned endpoints', () => {
  it('runs 2026-04 documents on the 2026-04 schema and says so', async () => {
    const response = await post('2026-04', NEW_FIELD);
    expect(response.headers['x-shopify-api-version']).toBe('2026-04');
    expect(response.json().errors).toBeUndefined();
    expect(response.json().data.shop.name).toBe('Blue Bay Swim');
  });

  it('runs 2025-07 documents on the 2025-07 schema, where the 2026-04 field does not exist', async () => {
    const response = await post('2025-07', NEW_FIELD);
    expect(response.headers['x-shopify-api-version']).toBe('2025-07');
    expect(response.json().errors[0].message).toMatch(/Cannot query field "termsOfSale" on type "Shop"/);
  });

  it('falls an unsupported old version forward to 2025-07, with the header naming 2025-07', async () => {
    const response = await post('2024-01', NEW_FIELD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-shopify-api-version']).toBe('2025-07');
    expect(response.json().errors[0].message).toMatch(/termsOfSale/);
  });

  it('names the version on GET requests and on a refused token too', async () => {
    const get = await sf.app.inject({ method: 'GET', url: `/api/2026-04/graphql.json?query=${encodeURIComponent('{ shop { name } }')}`, headers: { 'x-shopify-storefront-access-token': TOKEN } });
    expect(get.headers['x-shopify-api-version']).toBe('2026-04');
    const refused = await sf.app.inject({ method: 'POST', url: '/api/2026-04/graphql.json', headers: { 'content-type': 'application/json' }, payload: { query: SHOP_QUERY } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-shopify-api-version']).toBe('2026-04');
  });

  it('answers 404 for a path that is not a version', async () => {
    const response = await post('2025-05', SHOP_QUERY);
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-shopify-api-version']).toBeUndefined();
  });

  it('lists the served versions in publicApiVersions', async () => {
    const { publicApiVersions } = (await post('2026-04', '{ publicApiVersions { handle displayName supported } }')).json().data;
    expect(publicApiVersions).toEqual([
      { handle: '2025-07', displayName: '2025-07', supported: true },
      { handle: '2026-04', displayName: '2026-04 (Latest)', supported: true },
    ]);
  });
});

describe('the 2025-07 resolvers under 2026-04', () => {
  it('validates every document the site sends against the 2026-04 schema', () => {
    const schema = storefrontSchema('2026-04');
    const invalid = Object.entries(documents)
      .filter(([, value]) => typeof value === 'string' && /^\s*#graphql\s*(query|mutation)\s/.test(value))
      .filter(([, text]) => validate(schema, parse(text as string)).length > 0)
      .map(([name]) => name);
    expect(invalid).toEqual([]);
  });

  it('answers the site documents the same in both versions', async () => {
    for (const [query, variables] of [
      [SHOP_QUERY, {}],
      [PRODUCT_QUERY, { handle: 'marina-top-coral-reef' }],
    ] as const) {
      const older = (await post('2025-07', query, variables)).json();
      const newer = (await post('2026-04', query, variables)).json();
      expect(newer.errors).toBeUndefined();
      expect(newer.data).toEqual(older.data);
    }
    const cart = (await post('2026-04', CART_CREATE_MUTATION, { input: { lines: [] } })).json();
    expect(cart.errors).toBeUndefined();
    expect(cart.data.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });
});
