import { fetchLookbookProducts, lookbookProductsQuery } from '../../../src/components/content/lookbookProducts';
import { LOOKBOOK_PRODUCTS_BATCH } from '../../../src/config/site';
import { lookProduct } from '../../msw/fixtures/content';
import { documentProblems, storefrontSchema } from '../../storefront/officialSchemas';

/** A store holding the given handles, answering aliased queries as the Storefront API does. */
function fakeStore(handles: string[]) {
  const calls: Record<string, string>[] = [];
  const fetchBatch = async (_document: string, variables: Record<string, string>) => {
    calls.push(variables);
    return Object.fromEntries(
      Object.entries(variables).map(([name, handle]) => [
        name.replace(/^h/, 'p'),
        handles.includes(handle) ? lookProduct(handle, handle, '10.00') : null,
      ]),
    );
  };
  return { calls, fetchBatch };
}

describe('lookbookProductsQuery', () => {
  it.each([1, 3, LOOKBOOK_PRODUCTS_BATCH])('is valid on 2025-07 and 2026-04, with nothing deprecated, for %i handles', (count) => {
    expect(documentProblems(storefrontSchema, lookbookProductsQuery(count))).toEqual([]);
  });

  it('passes handles as variables, never inside the query text', () => {
    expect(lookbookProductsQuery(2)).toContain('p1: product(handle: $h1)');
  });
});

describe('fetchLookbookProducts', () => {
  it('fetches each handle once and reports the ones the store does not have', async () => {
    const store = fakeStore(['ivy-top-sunset-stripe', 'lola-towel-sunset-stripe']);
    const result = await fetchLookbookProducts(
      ['ivy-top-sunset-stripe', 'no-such-product', ' ivy-top-sunset-stripe ', '', 'lola-towel-sunset-stripe'],
      store.fetchBatch,
    );
    expect(Object.keys(result.products)).toEqual(['ivy-top-sunset-stripe', 'lola-towel-sunset-stripe']);
    expect(result.missing).toEqual(['no-such-product']);
    expect(store.calls).toHaveLength(1);
  });

  it('splits many handles into batches instead of one request per product', async () => {
    const handles = Array.from({ length: LOOKBOOK_PRODUCTS_BATCH + 5 }, (_, i) => `product-${i}`);
    const store = fakeStore(handles);
    const result = await fetchLookbookProducts(handles, store.fetchBatch);
    expect(store.calls.map((call) => Object.keys(call).length)).toEqual([LOOKBOOK_PRODUCTS_BATCH, 5]);
    expect(Object.keys(result.products)).toHaveLength(handles.length);
  });

  it('makes no request when no look names a product', async () => {
    const store = fakeStore([]);
    expect(await fetchLookbookProducts([], store.fetchBatch)).toEqual({ products: {}, missing: [] });
    expect(store.calls).toEqual([]);
  });
});
