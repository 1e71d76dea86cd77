import { createFetcher, fetchAllPages, retryAfterMs, SourcingError } from '../../../../src/build/sourcing/fetcher';
import { sourceShop } from '../../../../src/build/sourcing/sourceShop';
import { cataloguePages } from '../../../../src/build/pages';
import { SHOP_BY_COLLECTION_TILES } from '../../../../src/config/navigation';
import { operationName } from '../../../../src/storefront/client';
import { apiFilters, cardNode } from '../../../msw/fixtures/catalogue';
import { BUILD_COLLECTION_BATCH, BUILD_PAGE_SIZE } from '../../../../src/config/sourcing';
import { COLLECTION_FIRST_PAGES_QUERY, PRODUCT_IDS_QUERY } from '../../../../src/storefront/documents/sourcing';
import { SHOP_ID_QUERY } from '../../../../src/storefront/documents/shop';


const ENDPOINT = 'http://store.test/api/2025-07/graphql.json';
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake Storefront: `answer(operation, variables)` per request; every request is recorded. */
function fakeStore(answer: (operation: string, variables: Record<string, unknown>, call: number) => Response | Promise<Response>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown>; token: string | null }> = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const operation = operationName(body.query);
    calls.push({ operation, variables: body.variables, token: new Headers(init.headers).get('x-shopify-storefront-access-token') });
    return answer(operation, body.variables, calls.length);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const noSleep = async () => undefined;

const detail = (n: number) => ({
  ...cardNode({ id: 7000000000 + n, handle: `product-${n}`, title: `Product ${n} - Print`, print: 'Print' }),
  description: '',
  descriptionHtml: '',
  vendor: 'Blue Bay Swim',
  productType: 'Bikini Top',
  seo: { title: null, description: null },
  images: { nodes: [] },
  variants: { nodes: [] },
  collections: { nodes: [{ handle: 'all', title: 'Swim' }] },
});

describe('build-time catalogue sourcing', () => {
  it('walks every page of products with 250 per page and the end cursors', async () => {
    const store = fakeStore((_op, variables) => {
      const page = variables.after ? Number(String(variables.after).slice(1)) : 0;
      return json({
        data: { products: { pageInfo: { hasNextPage: page < 2, endCursor: `c${page + 1}` }, nodes: [{ handle: `p${page}` }] } },
      });
    });
    const fetcher = createFetcher({ endpoint: ENDPOINT, token: 'tok', fetchImpl: store.fetchImpl, sleep: noSleep });
    const result = await fetchAllPages(fetcher, PRODUCT_IDS_QUERY, (d) => d.products);
    expect(result.nodes).toEqual([{ handle: 'p0' }, { handle: 'p1' }, { handle: 'p2' }]);
    expect(store.calls.map((c) => c.variables)).toEqual([
      { first: BUILD_PAGE_SIZE, after: null },
      { first: BUILD_PAGE_SIZE, after: 'c1' },
      { first: BUILD_PAGE_SIZE, after: 'c2' },
    ]);
    expect(store.calls[0]?.token).toBe('tok');
  });

  it('retries 429 and 5xx answers with growing waits, honouring Retry-After', async () => {
    const waits: number[] = [];
    const store = fakeStore((_op, _v, call) =>
      call === 1 ? json({}, 429, { 'Retry-After': '2' }) : call === 2 ? json({}, 503) : json({ data: { ok: true } }),
    );
    const fetcher = createFetcher({
      endpoint: ENDPOINT,
      token: 'tok',
      fetchImpl: store.fetchImpl,
      baseDelayMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(fetcher(SHOP_ID_QUERY)).resolves.toEqual({ ok: true });
    expect(waits).toEqual([2000, 200]);
  });

  it('retries a throttled GraphQL answer like a 429', async () => {
    const store = fakeStore((_op, _v, call) =>
      call === 1 ? json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }) : json({ data: { ok: 1 } }),
    );
    const fetcher = createFetcher({ endpoint: ENDPOINT, token: 't', fetchImpl: store.fetchImpl, sleep: noSleep });
    await expect(fetcher(SHOP_ID_QUERY)).resolves.toEqual({ ok: 1 });
  });

  it('gives up on a store that keeps failing, after the configured attempts', async () => {
    const store = fakeStore(() => json({}, 502));
    const fetcher = createFetcher({ endpoint: ENDPOINT, token: 't', fetchImpl: store.fetchImpl, sleep: noSleep, retries: 2 });
    await expect(fetcher(SHOP_ID_QUERY)).rejects.toThrow(/failed ShopId \(HTTP 502\) after 3 attempts/);
    expect(store.calls).toHaveLength(3);
  });

  it('names GATSBY_SHOPIFY_STOREFRONT_TOKEN when the token is refused, without retrying', async () => {
    const store = fakeStore(() => json({ errors: 'Unauthorized' }, 401));
    const fetcher = createFetcher({ endpoint: ENDPOINT, token: 'wrong', fetchImpl: store.fetchImpl, sleep: noSleep });
    const error = await fetcher(SHOP_ID_QUERY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcingError);
    expect((error as Error).message).toMatch(/refused the access token \(HTTP 401\)\. Check GATSBY_SHOPIFY_STOREFRONT_TOKEN/);
    expect(store.calls).toHaveLength(1);
  });

  it('names GATSBY_SHOPIFY_STORE_DOMAIN when the store cannot be reached', async () => {
    const fetchImpl = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof fetch;
    const fetcher = createFetcher({ endpoint: ENDPOINT, token: 't', fetchImpl, sleep: noSleep, retries: 1 });
    await expect(fetcher(SHOP_ID_QUERY)).rejects.toThrow(
      /Could not reach the Storefront API at http:\/\/store\.test\/api\/2025-07\/graphql\.json \(ECONNREFUSED\) after 2 attempts\. Check GATSBY_SHOPIFY_STORE_DOMAIN/,
    );
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('asks for a whole batch of collections’ first pages in one query (valid on 2025-07 and 2026-04: documents.test.ts)', () => {
    const slots = [...COLLECTION_FIRST_PAGES_QUERY.matchAll(/c(\d+): collection\(handle: \$h\1\) @include\(if: \$with\1\)/g)];
    expect(slots).toHaveLength(BUILD_COLLECTION_BATCH);
  });

  it('builds collection, product and home pages from one batched sourcing run', async () => {
    const products = [detail(1), detail(2), detail(3)];
    const store = fakeStore((operation, variables) => {
      if (operation === 'AllProducts') return json({ data: { products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: products } } });
      if (operation === 'AllCollections') {
        return json({
          data: {
            collections: {
              pageInfo: { hasNextPage: false, endCursor: null },
              nodes: ['new-arrivals', 'bikini-tops'].map((handle, i) => ({
                id: `gid://shopify/Collection/${i}`,
                handle,
                title: handle === 'bikini-tops' ? 'Bikini Tops' : 'New Arrivals',
                description: '',
                seo: { title: null, description: null },
                image: null,
              })),
            },
          },
        });
      }
      // CollectionFirstPages: both collections in one request.
      const data: Record<string, unknown> = {};
      for (const [key, handle] of Object.entries(variables).filter(([k]) => k.startsWith('h'))) {
        data[`c${key.slice(1)}`] = {
          handle,
          products: {
            filters: apiFilters({ filter_red: 2 }, { S: 2 }, 2, 1),
            pageInfo: { hasNextPage: true, endCursor: 'next' },
            nodes: [{ handle: 'product-3' }, { handle: 'product-1' }, { handle: 'gone' }],
          },
        };
      }
      return json({ data });
    });
    const catalogue = await sourceShop({ env: { storefrontEndpoint: ENDPOINT, storefrontToken: 't' }, fetchImpl: store.fetchImpl, sleep: noSleep });
    expect(store.calls.map((c) => c.operation).sort()).toEqual(['AllCollections', 'AllProducts', 'CollectionFirstPages']);

    const pages = cataloguePages(catalogue);
    expect(pages.collections.map((p) => p.path)).toEqual(['/collections/new-arrivals/', '/collections/bikini-tops/']);
    const first = pages.collections[0]!.context;
    expect(first.slug).toBe('new-arrivals');
    expect(first.products.map((p) => p.handle)).toEqual(['product-3', 'product-1']);
    expect(first.filters.total).toBe(3);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: 'next' });
    expect(pages.products.map((p) => p.path)).toEqual(['/products/product-1/', '/products/product-2/', '/products/product-3/']);
    expect(pages.products[0]!.context).toMatchObject({ slug: 'product-1', category: { handle: 'bikini-tops', title: 'Bikini Tops' } });
    expect(pages.home.featured).toEqual([expect.objectContaining({ title: 'New arrivals', handle: 'new-arrivals' })]);
    // Every "Shop by collection" tile; one without its collection in the store has no image.
    expect(pages.home.tiles.map((t) => t.label)).toEqual(SHOP_BY_COLLECTION_TILES.map((t) => t.label));
    expect(pages.home.tiles.every((t) => t.image === null)).toBe(true);
  });
});
