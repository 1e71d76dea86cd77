/**
 * Search attribution: `trackingParameters` on results of `search` and `predictiveSearch`, null
 * elsewhere, as https://shopify.dev/docs/api/storefront/latest/interfaces/Trackable documents ("Returns
 * a result when accessed through the search or predictiveSearch queries, otherwise returns null") and in
 * the shapes Shopify's themes append (`_pos`, `_sid`, `_ss=r`; `_pos`, `_psq`, `_ss=e`, `_v`).
 * Hydrogen's search routes append them to every result link.
 */
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const params = (value: string | null) => Object.fromEntries(new URLSearchParams(value ?? ''));

describe('trackingParameters', () => {
  it('give each search result its position in the whole search and one id per search', async () => {
    const query = 'query Search($after: String) { search(query: "bikini", first: 3, after: $after, types: [PRODUCT]) { nodes { ... on Product { handle trackingParameters } } pageInfo { endCursor } } }';
    const { search: first } = await sf.gql<{ search: { nodes: Array<{ trackingParameters: string }>; pageInfo: { endCursor: string } } }>(query);
    const { search: next } = await sf.gql<{ search: { nodes: Array<{ trackingParameters: string }> } }>(query, { after: first.pageInfo.endCursor });
    const firstPage = first.nodes.map((n) => params(n.trackingParameters));
    const nextPage = next.nodes.map((n) => params(n.trackingParameters));
    expect(firstPage.map((p) => p._pos)).toEqual(['1', '2', '3']);
    expect(nextPage.map((p) => p._pos)).toEqual(['4', '5', '6']);
    for (const p of [...firstPage, ...nextPage]) {
      expect(p._ss).toBe('r');
      expect(p._sid).toMatch(/^[0-9a-f]{9}$/);
    }
    expect(new Set(firstPage.map((p) => p._sid)).size).toBe(1);
  });

  it('give each predictive result its position and the typed query', async () => {
    const { predictiveSearch } = await sf.gql<{
      predictiveSearch: Record<'products' | 'collections' | 'queries', Array<{ trackingParameters: string }>>;
    }>(
      '{ predictiveSearch(query: "mar", limit: 3) { products { trackingParameters } collections { trackingParameters } queries { text trackingParameters } } }',
    );
    for (const kind of ['products', 'queries'] as const) {
      expect(predictiveSearch[kind].length, kind).toBeGreaterThan(0);
      predictiveSearch[kind].forEach((result, i) => {
        expect(params(result.trackingParameters), kind).toEqual({ _pos: String(i + 1), _psq: 'mar', _ss: 'e', _v: '1.0' });
      });
    }
    for (const result of predictiveSearch.collections) expect(params(result.trackingParameters)._psq).toBe('mar');
  });

  it('are null outside search', async () => {
    const { products, collection } = await sf.gql<{ products: { nodes: Array<{ trackingParameters: null }> }; collection: { trackingParameters: null } }>(
      '{ products(first: 2) { nodes { trackingParameters } } collection(handle: "all") { trackingParameters } }',
    );
    expect(products.nodes.map((n) => n.trackingParameters)).toEqual([null, null]);
    expect(collection.trackingParameters).toBeNull();
  });
});
