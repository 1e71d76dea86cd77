/**
 * Requested query cost as https://shopify.dev/docs/api/usage/limits#cost-calculation describes it, and
 * the Storefront API's refusal of over-budget documents before anything runs, in the shape
 * https://shopify.dev/docs/api/storefront#rate-limits documents: "Complexity exceeded",
 * MAX_COMPLEXITY_EXCEEDED, with the cost and the maximum.
 */
import fc from 'fast-check';
import { getOperationAST, parse } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { slotVariables } from '../../../src/lib/documentSlots';
import { ORDERS_FETCHED } from '../../../src/config/accounts';
import { COLLECTION_PAGE_SIZE, PREDICTIVE_SEARCH_LIMIT, SEARCH_PAGE_SIZE } from '../../../src/config/listings';
import { BUILD_COLLECTION_BATCH, BUILD_PAGE_SIZE, LOOKBOOK_PRODUCTS_BATCH } from '../../../src/config/sourcing';
import * as documents from '../../../src/storefront/documents';
import type { Catalogue } from '../../../storefront-local/catalogue/types';
import { productView } from '../../../storefront-local/graphql/views/product';
import { storefrontSchema } from '../../../storefront-local/graphql/schema';
import {
  FILTERS_COST,
  LISTING_SCAN_COST,
  MAX_QUERY_COST,
  operationCost,
  SEARCH_COST,
} from '../../../storefront-local/graphql/queryCost';
import { testStorefront, type TestStorefront } from '../helpers';

/** The cost of a document with its variables coerced as execution coerces them (defaults included). */
const costOf = (query: string, variables: Record<string, unknown> = {}): number => {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  const coerced = getVariableValues(storefrontSchema(), operation.variableDefinitions ?? [], variables).coerced ?? variables;
  return operationCost(storefrontSchema(), document, operation, coerced);
};

describe('operationCost', () => {
  it('charges scalars 0, objects 1, connections 2 + page size × item (shopify.dev cost calculation)', () => {
    expect(costOf('{ shop { name } }')).toBe(1);
    expect(costOf('{ product(handle: "x") { variants(first: 10) { edges { node { title } } } } }')).toBe(1 + 2 + 10);
    expect(costOf('{ product(handle: "x") { variants(first: 10) { nodes { title } } } }')).toBe(1 + 2 + 10);
    expect(costOf('{ product(handle: "x") { variants(first: 10) { nodes { image { url } } } } }')).toBe(1 + 2 + 10 * 2);
  });

  it('reads pageInfo once per connection, not once per item', () => {
    expect(costOf('{ product(handle: "x") { variants(first: 10) { pageInfo { hasNextPage } nodes { id } } } }')).toBe(1 + 2 + 1 + 10);
  });

  it('charges a mutation 10 and reads page sizes from variables and their defaults', () => {
    expect(costOf('mutation { cartCreate { cart { id } } }')).toBe(11);
    expect(costOf('query ($n: Int) { product(handle: "x") { variants(first: $n) { nodes { id } } } }', { n: 40 })).toBe(43);
    expect(costOf('query ($n: Int = 7) { product(handle: "x") { variants(last: $n) { nodes { id } } } }')).toBe(10);
  });

  it('charges an interface or union its most expensive possible type', () => {
    const cost = costOf('{ node(id: "x") { ... on Product { variants(first: 10) { nodes { id } } } ... on Collection { title } } }');
    expect(cost).toBe(1 + 2 + 10);
  });

  it('gives fields that sort, rank or count over the whole catalogue a defined cost, whatever their page size', () => {
    expect(costOf('{ products(first: 1) { nodes { id } } }')).toBe(LISTING_SCAN_COST + 2 + 1);
    expect(costOf('{ collection(handle: "all") { products(first: 1) { nodes { id } } } }')).toBe(1 + LISTING_SCAN_COST + 2 + 1);
    expect(costOf('{ search(query: "bikini", first: 1) { totalCount } }')).toBe(SEARCH_COST + 2);
    expect(costOf('{ predictiveSearch(query: "bik") { queries { text } } }')).toBe(SEARCH_COST + 1 + 1);
    expect(costOf('{ products(first: 0) { filters { id } } }')).toBe(LISTING_SCAN_COST + 2 + FILTERS_COST + 1);
    expect(costOf('{ search(query: "x", first: 0) { productFilters { id } } }')).toBe(SEARCH_COST + 2 + FILTERS_COST + 1);
  });

  it('counts every alias: n aliased fields cost n times one', () => {
    const aliased = (count: number, first: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: products(first: ${first}) { nodes { id title } }`).join(' ')} }`;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 250 }), (count, first) => {
        expect(costOf(aliased(count, first))).toBe(count * costOf(aliased(1, first)));
      }),
    );
  });

  it('costs a fragment spread at every place it is used, without walking it again each time', () => {
    // Each level spreads the next twice: 2^30 paths if walked naively.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Shop { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const query = `{ shop { ...F0 } }\n${levels}\nfragment F30 on Shop { name }`;
    expect(costOf(query)).toBe(1);
  });

  it('puts every document the site and its build send, with the variables they send, within the limit', () => {
    // The page sizes the site passes; a document not listed here is sent with its defaults. The build's
    // batched documents (collection first pages, lookbook products) with every slot in use.
    const batchOf = (size: number) => slotVariables(Array.from({ length: size }, () => 'all'));
    const sent: Record<string, Record<string, unknown>> = {
      ALL_PRODUCTS_QUERY: { first: BUILD_PAGE_SIZE },
      ALL_COLLECTIONS_QUERY: { first: BUILD_PAGE_SIZE },
      CONTENT_PAGES_QUERY: { first: BUILD_PAGE_SIZE },
      URL_REDIRECTS_QUERY: { first: BUILD_PAGE_SIZE },
      BLOG_ARTICLES_QUERY: { handle: 'news', first: BUILD_PAGE_SIZE },
      COLLECTION_PRODUCTS_QUERY: { handle: 'all', first: BUILD_PAGE_SIZE },
      CUSTOMER_ORDERS_QUERY: { customerAccessToken: 't', first: ORDERS_FETCHED },
      COLLECTION_QUERY: { handle: 'all', first: COLLECTION_PAGE_SIZE },
      SEARCH_QUERY: { query: 'bikini', first: SEARCH_PAGE_SIZE },
      PRODUCTS_QUERY: { first: BUILD_PAGE_SIZE },
      PREDICTIVE_SEARCH_QUERY: { query: 'bik', limit: PREDICTIVE_SEARCH_LIMIT },
      COLLECTION_FIRST_PAGES_QUERY: { first: COLLECTION_PAGE_SIZE, ...batchOf(BUILD_COLLECTION_BATCH) },
      LOOKBOOK_PRODUCTS_QUERY: batchOf(LOOKBOOK_PRODUCTS_BATCH),
    };
    const operations = Object.entries(documents).filter(([, value]) => typeof value === 'string' && /^\s*#graphql\s*(query|mutation)\s/.test(value));
    expect(operations.length).toBeGreaterThan(30);
    for (const [name, text] of operations) {
      const cost = costOf(text as string, sent[name] ?? {});
      expect({ name, cost, within: cost <= MAX_QUERY_COST }).toEqual({ name, cost, within: true });
    }
  });
});

describe('page sizes beyond what a connection can hold', () => {
  // A product here has at most a few variants and images: asking for 250 costs what can come back.
  it('are counted up to the connection’s cap; other connections count their page size', () => {
    const caps = { 'Product.variants': 6, 'Product.images': 3 };
    const document = parse('{ products(first: 100) { nodes { variants(first: 250) { nodes { id } } images(first: 20) { nodes { url } } } } }');
    const operation = getOperationAST(document)!;
    // 250 products scan + 2 + 100 × (1 + (2 + 6 × 1) + (2 + 3 × 1)) = 1,652
    expect(operationCost(storefrontSchema(), document, operation, {}, caps)).toBe(LISTING_SCAN_COST + 2 + 100 * (1 + 8 + 5));
    expect(operationCost(storefrontSchema(), document, operation, {})).toBe(LISTING_SCAN_COST + 2 + 100 * (1 + 252 + 22));
  });
});

describe('product views', () => {
  it('read nothing of the product until a field is resolved, so a listing costs what is selected', () => {
    const reads: PropertyKey[] = [];
    const product = new Proxy({} as Catalogue['products'][number], {
      get: (_, key) => {
        reads.push(key);
        return undefined;
      },
    });
    const view = productView(product, {} as Catalogue);
    expect(reads).toEqual([]);
    expect(view.__typename).toBe('Product');
  });
});

describe('over-budget requests', () => {
  let sf: TestStorefront;
  beforeAll(async () => {
    sf = await testStorefront();
  });
  afterAll(() => sf.close());

  const complexityExceeded = (cost: number) => ({
    message: 'Complexity exceeded',
    extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
  });
  const aliased = (count: number, field: string, selection: string) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field} { ${selection} }`).join(' ')} }`;

  it('refuses 30 aliased products(first: 250) pages with MAX_COMPLEXITY_EXCEEDED, the cost and the maximum, and no data', async () => {
    const result = await sf.request(aliased(30, 'products(first: 250)', 'nodes { id title }'));
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([complexityExceeded(30 * (LISTING_SCAN_COST + 2 + 250))]);
  });

  it('refuses many cheap pages of catalogue-wide work: aliased one-result searches and filter counts', async () => {
    const searches = await sf.request(aliased(800, 'search(query: "bikini top", first: 1)', 'nodes { ... on Product { id } }'));
    expect(searches.errors).toEqual([complexityExceeded(800 * (SEARCH_COST + 2 + 1))]);
    const predictive = await sf.request(aliased(100, 'predictiveSearch(query: "bik")', 'products { id }'));
    expect(predictive.errors?.[0]?.extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    const filters = await sf.request(aliased(100, 'products(first: 0)', 'filters { id values { id count } }'));
    expect(filters.errors).toEqual([complexityExceeded(100 * (LISTING_SCAN_COST + 2 + FILTERS_COST + 2))]);
  });

  it('answers the same pages when they fit the limit', async () => {
    // Fifteen aliased 250-product pages of ids: 15 × 502 = 7,530.
    const result = await sf.request(aliased(15, 'products(first: 250)', 'nodes { id }'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.a14.nodes).toHaveLength(250);
  });

  it('refuses before execution: an over-budget mutation creates no cart', async () => {
    const heavy = (alias: string) =>
      `${alias}: cartCreate(input: {}) { cart { id lines(first: 250) { nodes { merchandise { ... on ProductVariant { product { collections(first: 250) { nodes { id } } } } } } } } }`;
    const before = await sf.app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    const result = await sf.request(`mutation { ${heavy('a')} ${heavy('b')} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    const after = await sf.app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    expect(after[0]?.n).toBe(before[0]?.n);
    // The same mutation within budget does create one.
    const one = await sf.request(`mutation { cartCreate(input: {}) { cart { id } } }`);
    expect(one.data?.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });
});
