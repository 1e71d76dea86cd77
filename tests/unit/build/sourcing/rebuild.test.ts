/**
 * Build-time sourcing against a Storefront API imitated with msw: throttling (THROTTLED answers and
 * HTTP 429, https://shopify.dev/docs/api/usage/rate-limits; the Storefront API answers a throttled
 * request with a 200 whose error says Throttled, https://shopify.dev/changelog/storefront-api-checkout-throttle)
 * and rebuilds that ask only for products updated since the previous build
 * (`updated_at:>=`, https://shopify.dev/docs/api/usage/search-syntax).
 */
import { graphql, HttpResponse } from 'msw';
import { updatedSinceQuery } from '../../../../src/build/sourcing/changes';
import { SNAPSHOT_MAX_AGE_MS, snapshotKey } from '../../../../src/build/sourcing/snapshot';
import { sourceShop } from '../../../../src/build/sourcing/sourceShop';
import type { ShopSnapshot, SnapshotStore } from '../../../../src/build/sourcing/types';
import { server } from '../../../msw/node';
import { apiFilters, cardNode } from '../../../msw/fixtures/catalogue';

const ENDPOINT = 'http://store.test/api/2025-07/graphql.json';
const env = { storefrontEndpoint: ENDPOINT, storefrontToken: 't' };
const store = graphql.link(ENDPOINT);
const noSleep = async () => undefined;

interface Item {
  n: number;
  title: string;
  updatedAt: string;
  collections: string[];
}

const product = (item: Item) => ({
  ...cardNode({ id: 7000000000 + item.n, handle: `product-${item.n}`, title: item.title, print: 'Print' }),
  description: '',
  descriptionHtml: '',
  vendor: 'Blue Bay Swim',
  productType: 'Bikini Top',
  seo: { title: null, description: null },
  images: { nodes: [] },
  variants: { nodes: [] },
  updatedAt: item.updatedAt,
  collections: { nodes: item.collections.map((handle) => ({ handle, title: handle })) },
});

/** A small store: products and collections the handlers serve, and every request they saw. */
function shop(items: Item[], collections: Array<{ handle: string; updatedAt: string }>) {
  const state = { items, collections };
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const page = <T>(nodes: T[]) => ({ pageInfo: { hasNextPage: false, endCursor: null }, nodes });
  server.use(
    store.query('AllProducts', ({ variables }) => {
      calls.push({ operation: 'AllProducts', variables });
      const since = /updated_at:>='([^']+)'/.exec(String(variables.query ?? ''))?.[1];
      const nodes = state.items.filter((i) => !since || Date.parse(i.updatedAt) >= Date.parse(since));
      return HttpResponse.json({ data: { products: page(nodes.map(product)) } });
    }),
    store.query('ProductIds', ({ variables }) => {
      calls.push({ operation: 'ProductIds', variables });
      return HttpResponse.json({ data: { products: page(state.items.map((i) => ({ id: `gid://shopify/Product/${7000000000 + i.n}` }))) } });
    }),
    store.query('AllCollections', ({ variables }) => {
      calls.push({ operation: 'AllCollections', variables });
      return HttpResponse.json({
        data: {
          collections: page(
            state.collections.map((c, i) => ({
              id: `gid://shopify/Collection/${i}`,
              handle: c.handle,
              title: c.handle,
              updatedAt: c.updatedAt,
              description: '',
              seo: { title: null, description: null },
              image: null,
            })),
          ),
        },
      });
    }),
    store.query('CollectionFirstPages', ({ variables }) => {
      calls.push({ operation: 'CollectionFirstPages', variables });
      const data: Record<string, unknown> = {};
      for (const [key, handle] of Object.entries(variables).filter(([k]) => /^h\d+$/.test(k))) {
        const members = state.items.filter((i) => i.collections.includes(String(handle)));
        data[`c${key.slice(1)}`] = {
          handle,
          products: { filters: apiFilters({ filter_red: members.length }, { S: members.length }, 1, 1), pageInfo: { hasNextPage: false, endCursor: null }, nodes: members.map((m) => ({ handle: `product-${m.n}` })) },
        };
      }
      return HttpResponse.json({ data });
    }),
  );
  return { state, calls };
}

function memoryStore(): SnapshotStore & { saved: ShopSnapshot | null } {
  const box: SnapshotStore & { saved: ShopSnapshot | null } = {
    saved: null,
    read: async () => (box.saved ? JSON.parse(JSON.stringify(box.saved)) : null),
    write: async (s) => void (box.saved = JSON.parse(JSON.stringify(s)) as ShopSnapshot),
  };
  return box;
}

const firstPageHandles = (calls: Array<{ operation: string; variables: Record<string, unknown> }>) =>
  calls
    .filter((c) => c.operation === 'CollectionFirstPages')
    .flatMap((c) => Object.entries(c.variables).filter(([k]) => /^h\d+$/.test(k)).map(([, v]) => v))
    .sort();

const NOW = Date.parse('2026-01-10T12:00:00Z');

function catalogueOf(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    n: i + 1,
    title: `Product ${i + 1} - Print`,
    updatedAt: `2026-01-0${1 + (i % 5)}T10:00:00Z`,
    collections: i % 2 ? ['all', 'odd'] : ['all', 'even'],
  }));
}
const COLLECTIONS = ['all', 'odd', 'even', 'empty'].map((handle) => ({ handle, updatedAt: '2026-01-01T00:00:00Z' }));

describe('build-time sourcing of a rebuild', () => {
  it('sources everything the first time and keeps the newest updatedAt for the next build', async () => {
    const { calls } = shop(catalogueOf(6), COLLECTIONS);
    const snapshots = memoryStore();
    const result = await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    expect(result).toMatchObject({ incremental: false, fetchedProducts: 6, fetchedCollections: 4 });
    expect(calls.find((c) => c.operation === 'AllProducts')?.variables.query).toBeUndefined();
    expect(snapshots.saved).toMatchObject({ version: 1, key: snapshotKey(ENDPOINT), sourcedAt: NOW, watermark: '2026-01-05T10:00:00Z' });
  });

  it('after one product changed, fetches that product and the first pages it shows on, nothing else', async () => {
    const { state, calls } = shop(catalogueOf(6), COLLECTIONS);
    const snapshots = memoryStore();
    await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    calls.length = 0;
    state.items[1] = { ...state.items[1]!, title: 'Product 2 (restocked)', updatedAt: '2026-01-09T08:00:00Z' };

    const result = await sourceShop({ env, snapshots, now: () => NOW + 3_600_000, sleep: noSleep });
    const search = calls.find((c) => c.operation === 'AllProducts');
    expect(search?.variables.query).toBe(updatedSinceQuery('2026-01-05T10:00:00Z'));
    expect(result.incremental).toBe(true);
    // The boundary second is asked again (one product at 2026-01-05T10:00:00Z), plus the change.
    expect(result.fetchedProducts).toBe(2);
    expect(result.products).toHaveLength(6);
    expect(result.products.find((p) => p.handle === 'product-2')?.title).toBe('Product 2 (restocked)');
    // product-2 is in all and odd; product-5 (the boundary one) came back as it was, so even and empty
    // are not asked again.
    expect(firstPageHandles(calls)).toEqual(['all', 'odd']);
    expect(result.collections.find((c) => c.handle === 'empty')?.firstPage.handles).toEqual([]);
    expect(snapshots.saved?.watermark).toBe('2026-01-09T08:00:00Z');
    expect(snapshots.saved?.sourcedAt).toBe(NOW);
  });

  it('drops a product the store no longer lists and refreshes the collections that showed it', async () => {
    const { state, calls } = shop(catalogueOf(6), [...COLLECTIONS]);
    const snapshots = memoryStore();
    await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    calls.length = 0;
    state.items = state.items.filter((i) => i.n !== 1);
    state.items = state.items.map((i) => ({ ...i, updatedAt: '2026-01-01T10:00:00Z' }));

    const result = await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    expect(result.fetchedProducts).toBe(0);
    expect(result.products.map((p) => p.handle)).not.toContain('product-1');
    expect(result.products).toHaveLength(5);
    expect(firstPageHandles(calls)).toEqual(['all', 'even']);
    expect(result.collections.find((c) => c.handle === 'all')?.firstPage.handles).not.toContain('product-1');
  });

  it('asks again for a collection that is new or was updated', async () => {
    const { state, calls } = shop(catalogueOf(4), COLLECTIONS);
    const snapshots = memoryStore();
    await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    calls.length = 0;
    state.items = state.items.map((i) => ({ ...i, updatedAt: '2026-01-01T10:00:00Z' }));
    state.collections = [...COLLECTIONS.filter((c) => c.handle !== 'empty'), { handle: 'empty', updatedAt: '2026-01-08T00:00:00Z' }, { handle: 'fresh', updatedAt: '2026-01-08T00:00:00Z' }];
    await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    expect(firstPageHandles(calls)).toEqual(['empty', 'fresh']);
  });

  it.each([
    ['from another store', (s: ShopSnapshot) => ({ ...s, key: 'http://elsewhere.test#x' })],
    ['older than a day', (s: ShopSnapshot) => ({ ...s, sourcedAt: NOW - SNAPSHOT_MAX_AGE_MS - 1 })],
    ['corrupted', () => ({ version: 1, products: 'oops' })],
    ['without a watermark', (s: ShopSnapshot) => ({ ...s, watermark: null })],
  ])('sources everything again when the saved catalogue is %s', async (_label, spoil) => {
    const { calls } = shop(catalogueOf(3), COLLECTIONS);
    const snapshots = memoryStore();
    await sourceShop({ env, snapshots, now: () => NOW, sleep: noSleep });
    const spoiled = spoil(snapshots.saved!);
    const result = await sourceShop({ env, snapshots: { read: async () => spoiled, write: async () => undefined }, now: () => NOW, sleep: noSleep });
    expect(result.incremental).toBe(false);
    expect(calls.filter((c) => c.operation === 'ProductIds')).toHaveLength(0);
  });

  it('sources everything when the saved catalogue cannot be read', async () => {
    shop(catalogueOf(2), COLLECTIONS);
    const result = await sourceShop({ env, snapshots: { read: () => Promise.reject(new Error('EACCES')), write: async () => undefined }, sleep: noSleep });
    expect(result).toMatchObject({ incremental: false, fetchedProducts: 2 });
  });
});

describe('build-time sourcing under throttling', () => {
  it('waits and retries a THROTTLED answer, then a 429 with Retry-After, and gets the catalogue', async () => {
    shop(catalogueOf(3), COLLECTIONS);
    let productCalls = 0;
    server.use(
      store.query('AllProducts', () => {
        productCalls += 1;
        if (productCalls === 1) return HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
        if (productCalls === 2) return HttpResponse.json({ errors: [{ message: 'Too Many Requests' }] }, { status: 429, headers: { 'Retry-After': '3' } });
        return undefined; // falls through to the store's handler
      }),
    );
    const waits: number[] = [];
    const retries: string[] = [];
    const result = await sourceShop({
      env,
      baseDelayMs: 100,
      sleep: async (ms) => void waits.push(ms),
      onRetry: ({ operation, reason }) => retries.push(`${operation}: ${reason}`),
    });
    expect(result.products).toHaveLength(3);
    expect(retries).toEqual(['AllProducts: throttled', 'AllProducts: HTTP 429']);
    // Exponential backoff for the throttled answer; the server's Retry-After (3 s) for the 429.
    expect(waits).toEqual([100, 3000]);
  });

  it('gives up with the operation named when the store stays throttled', async () => {
    shop(catalogueOf(1), COLLECTIONS);
    server.use(store.query('AllCollections', () => HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] })));
    await expect(sourceShop({ env, retries: 2, sleep: noSleep })).rejects.toThrow(/failed AllCollections \(throttled\) after 3 attempts/);
  });
});
