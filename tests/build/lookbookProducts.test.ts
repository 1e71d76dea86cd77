import { fetchLookbookProducts } from '../../src/build/lookbookProducts';
import { LOOKBOOK_PRODUCTS_BATCH } from '../../src/config/sourcing';
import type { SlotVariables } from '../../src/lib/documentSlots';
import { LOOKBOOK_PRODUCTS_QUERY } from '../../src/storefront/documents/content';
import { lookProduct } from '../msw/fixtures/content';

/** The handles a batch asks for: slot N's `hN` when its `withN` is on, as GraphQL's @include reads them. */
const askedHandles = (variables: SlotVariables): string[] =>
  Object.entries(variables)
    .filter(([name]) => /^h\d+$/.test(name) && (variables as Record<string, unknown>)[`with${name.slice(1)}`] === true)
    .map(([, handle]) => String(handle));

/** A store holding the given handles, answering the slots as the Storefront API does. */
function fakeStore(handles: string[]) {
  const calls: string[][] = [];
  const fetchBatch = async (variables: SlotVariables) => {
    const asked = askedHandles(variables);
    calls.push(asked);
    return Object.fromEntries(asked.map((handle, i) => [`p${i}`, handles.includes(handle) ? lookProduct(handle, handle, '10.00') : null]));
  };
  return { calls, fetchBatch };
}

describe('LOOKBOOK_PRODUCTS_QUERY', () => {
  // Validity on 2025-07 and 2026-04 is checked with every document (tests/storefront/documents.test.ts).
  it('has one product slot per handle of a batch, each read from a variable, never spliced into the text', () => {
    const slots = [...LOOKBOOK_PRODUCTS_QUERY.matchAll(/p(\d+): product\(handle: \$h\1\) @include\(if: \$with\1\)/g)];
    expect(slots).toHaveLength(LOOKBOOK_PRODUCTS_BATCH);
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
    expect(store.calls.map((call) => call.length)).toEqual([LOOKBOOK_PRODUCTS_BATCH, 5]);
    expect(Object.keys(result.products)).toHaveLength(handles.length);
  });

  it('makes no request when no look names a product', async () => {
    const store = fakeStore([]);
    expect(await fetchLookbookProducts([], store.fetchBatch)).toEqual({ products: {}, missing: [] });
    expect(store.calls).toEqual([]);
  });
});
