/**
 * Requested query cost as https://shopify.dev/docs/api/usage/rate-limits#cost-calculation describes
 * it, and the refusal of over-budget documents before anything runs.
 */
import fc from 'fast-check';
import { getOperationAST, parse } from 'graphql';
import { lookbookProductsQuery } from '../../../src/components/content/lookbookProducts';
import { LOOKBOOK_PRODUCTS_BATCH } from '../../../src/config/site';
import * as documents from '../../../src/storefront/documents';
import { storefrontSchema } from '../../../storefront-local/graphql/schema';
import { MAX_QUERY_COST, operationCost } from '../../../storefront-local/graphql/queryCost';
import { testStorefront, type TestStorefront } from '../helpers';

const costOf = (query: string, variables: Record<string, unknown> = {}): number => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return operationCost(storefrontSchema(), document, operation, variables);
};

const aliasedProducts = (count: number, first = 250) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: products(first: ${first}) { nodes { id title } }`).join(' ')} }`;

describe('operationCost', () => {
  it('charges scalars 0, objects 1, connections 2 + page size × item (shopify.dev cost calculation)', () => {
    expect(costOf('{ shop { name } }')).toBe(1);
    expect(costOf('{ products(first: 10) { edges { node { title } } } }')).toBe(12);
    expect(costOf('{ products(first: 10) { nodes { title } } }')).toBe(12);
    expect(costOf('{ products(first: 10) { nodes { variants(first: 5) { nodes { id } } } } }')).toBe(2 + 10 * (1 + 2 + 5));
  });

  it('charges a mutation 10 and reads page sizes from variables', () => {
    expect(costOf('mutation { cartCreate { cart { id } } }')).toBe(11);
    expect(costOf('query ($n: Int) { products(first: $n) { nodes { id } } }', { n: 40 })).toBe(42);
    expect(costOf('query ($n: Int) { products(last: $n) { nodes { id } } }', { n: 7 })).toBe(9);
  });

  it('charges an interface or union its most expensive possible type', () => {
    const cost = costOf('{ node(id: "x") { ... on Product { variants(first: 10) { nodes { id } } } ... on Collection { title } } }');
    expect(cost).toBe(1 + 2 + 10);
  });

  it('counts every alias: n aliased fields cost n times one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 250 }), (count, first) => {
        expect(costOf(aliasedProducts(count, first))).toBe(count * costOf(aliasedProducts(1, first)));
      }),
    );
  });

  it('costs a fragment spread at every place it is used, without walking it again each time', () => {
    // Each level spreads the next twice: 2^30 paths if walked naively.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Shop { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const query = `{ shop { ...F0 } }\n${levels}\nfragment F30 on Shop { name }`;
    expect(costOf(query)).toBe(1);
  });

  it('puts every document the site sends, with its heaviest variables, within the limit', () => {
    const operations = Object.entries(documents).filter(([, value]) => typeof value === 'string' && /^\s*#graphql\s*(query|mutation)\s/.test(value));
    expect(operations.length).toBeGreaterThan(30);
    for (const [name, text] of operations) {
      // The largest page any variable of the site may ask for.
      const cost = costOf(text as string, { first: 250, last: 250 });
      expect({ name, within: cost <= MAX_QUERY_COST }).toEqual({ name, within: true });
    }
    // The build's one generated document: a batch of aliased product(handle:) fields.
    expect(costOf(lookbookProductsQuery(LOOKBOOK_PRODUCTS_BATCH))).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});

describe('over-budget requests', () => {
  let sf: TestStorefront;
  beforeAll(async () => {
    sf = await testStorefront();
  });
  afterAll(() => sf.close());

  it('refuses 400 aliased products(first: 250) with MAX_COST_EXCEEDED and the cost, and no data', async () => {
    const result = await sf.request(aliasedProducts(400));
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe(
      `Query cost is 100800, which exceeds the single query max cost limit (${MAX_QUERY_COST}).\n\nSee https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\ncost of a query is calculated.`,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', cost: 100800, maxCost: MAX_QUERY_COST });
  });

  it('refuses before execution: an over-budget mutation creates no cart', async () => {
    const heavy = (alias: string) =>
      `${alias}: cartCreate(input: {}) { cart { id lines(first: 250) { nodes { merchandise { ... on ProductVariant { product { variants(first: 250) { nodes { id } } } } } } } } }`;
    const before = await sf.app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    const result = await sf.request(`mutation { ${heavy('a')} ${heavy('b')} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    const after = await sf.app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    expect(after[0]?.n).toBe(before[0]?.n);
    // The same mutation within budget does create one.
    const one = await sf.request(`mutation { cartCreate(input: {}) { cart { id } } }`);
    expect(one.data?.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });
});
