/**
 * The queries a rebuild sends, against the local storefront: the id sweep (every product once) and
 * the product search for what changed since a time (updated_at, https://shopify.dev/docs/api/usage/search-syntax).
 */
import { BUILD_PAGE_SIZE } from '../../src/config/sourcing';
import { updatedSinceQuery } from '../../src/build/sourcing/changes';
import { ALL_PRODUCTS_QUERY, PRODUCT_IDS_QUERY } from '../../src/storefront/documents';
import { getCatalogue } from '../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { testStorefront, type TestStorefront } from './helpers';

type Page<N> = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: N[] };

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
}, 240_000);
afterAll(() => sf.close());

it('lists every product id once with PRODUCT_IDS_QUERY', async () => {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { products }: { products: Page<{ id: string }> } = await sf.gql(PRODUCT_IDS_QUERY, { first: BUILD_PAGE_SIZE, after });
    ids.push(...products.nodes.map((n) => n.id));
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  const listed = getCatalogue().products.filter((p) => !p.hidden);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBeGreaterThanOrEqual(listed.length);
  for (const p of listed) expect(ids).toContain(p.id);
});

it('answers ALL_PRODUCTS_QUERY with updated_at:>= with only the products updated since, with their updatedAt', async () => {
  const catalogue = getCatalogue().products.filter((p) => !p.hidden);
  const since = [...catalogue.map((p) => p.updatedAt)].sort().at(-3)!;
  const { products }: { products: Page<{ handle: string; updatedAt: string }> } = await sf.gql(ALL_PRODUCTS_QUERY, {
    first: BUILD_PAGE_SIZE,
    query: updatedSinceQuery(since),
  });
  const expected = catalogue.filter((p) => Date.parse(p.updatedAt) >= Date.parse(since)).map((p) => p.handle).sort();
  expect(products.nodes.map((n) => n.handle).sort()).toEqual(expected);
  expect(products.nodes.every((n) => Date.parse(n.updatedAt) >= Date.parse(since))).toBe(true);
});
