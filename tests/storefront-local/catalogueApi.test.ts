/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/** The catalogue documents of src/storefront/documents, sent through the real HTTP endpoint. */
import { slotVariables } from '../../src/lib/documentSlots';
import {
  ALL_COLLECTIONS_QUERY,
  ALL_PRODUCTS_QUERY,
  COLLECTION_FIRST_PAGES_QUERY,
  COLLECTION_PRODUCTS_QUERY,
  COLLECTION_QUERY,
  LOCALIZATION_QUERY,
  MENU_QUERY,
  PREDICTIVE_SEARCH_QUERY,
  PRODUCT_PRICES_QUERY,
  PRODUCT_QUERY,
  PRODUCT_RECOMMENDATIONS_QUERY,
  PRODUCTS_QUERY,
  SEARCH_QUERY,
  SHOP_ID_QUERY,
  SHOP_QUERY,
  VARIANT_SHOP_PRICES_QUERY,
} from '../../src/storefront/documents';
import { countryOptions } from '../../src/lib/countryOptions';
import { PUBLIC_URL, testStorefront, type TestStorefront } from './helpers';
import { BUILD_PAGE_SIZE } from '../../src/config/sourcing';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

type Money = { amount: string; currencyCode: string };
type Card = { id: string; handle: string; title: string; priceRange: { minVariantPrice: Money }; availableForSale: boolean; createdAt: string; tags: string[] };
type Page<T> = { pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string }; nodes: T[] };

describe('products and product', () => {
  it('answers the product page query with variants, options, images and metafields', async () => {
    const { product } = await sf.gql<{ product: any }>(PRODUCT_QUERY, { handle: 'marina-top-coral-reef' });
    expect(product.title).toBe('Marina Top - Coral Reef');
    expect(product.options[0].name).toBe('Size');
    expect(product.options[0].optionValues.map((v: { name: string }) => v.name)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(product.variants.nodes).toHaveLength(5);
    expect(product.featuredImage.url).toBe(`${PUBLIC_URL}/cdn/shop/products/marina-top-coral-reef-1.png`);
    expect(product.images.nodes.length).toBeGreaterThanOrEqual(2);
    expect(product.print.value).toBe('Coral Reef');
    expect(product.colour.value).toBe('filter_orange');
    expect(['true', 'false']).toContain(product.finalSale.value);
    expect(JSON.parse(product.ratings.value)[0]).toMatchObject({ star: 5 });
    expect(JSON.parse(product.sizeChart.value)).toHaveLength(5);
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('USD');
  });

  it('returns null for an unknown handle', async () => {
    expect((await sf.gql<{ product: unknown }>(PRODUCT_QUERY, { handle: 'no-such-thing' })).product).toBeNull();
  });

  it('prices in the @inContext country currency', async () => {
    const usd = (await sf.gql<{ product: any }>(PRODUCT_QUERY, { handle: 'marina-top-coral-reef' })).product;
    const jp = (await sf.gql<{ product: any }>(PRODUCT_QUERY, { handle: 'marina-top-coral-reef', country: 'JP' })).product;
    const gb = (await sf.gql<{ product: any }>(PRODUCT_QUERY, { handle: 'marina-top-coral-reef', country: 'GB' })).product;
    expect(jp.priceRange.minVariantPrice.currencyCode).toBe('JPY');
    expect(jp.priceRange.minVariantPrice.amount).toMatch(/^\d+\.0$/);
    expect(Number(jp.priceRange.minVariantPrice.amount)).toBeGreaterThan(Number(usd.priceRange.minVariantPrice.amount) * 100);
    expect(gb.variants.nodes[0].price.currencyCode).toBe('GBP');
    expect(gb.variants.nodes[0].price.amount).toMatch(/\.95$/);
  });

  it('pages through every product with ALL_PRODUCTS_QUERY and returns each once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { products }: { products: Page<{ handle: string; collections: { nodes: unknown[] } }> } = await sf.gql(ALL_PRODUCTS_QUERY, { first: BUILD_PAGE_SIZE, after });
      seen.push(...products.nodes.map((p) => p.handle));
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(seen.length).toBe(sf.app.storefront.catalogue.products.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('paginates both ways with cursors (first/after and last/before)', async () => {
    const first = (await sf.gql<{ products: Page<Card> }>(PRODUCTS_QUERY, { first: 5, sortKey: 'TITLE' })).products;
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await sf.gql<{ products: Page<Card> }>(PRODUCTS_QUERY, { first: 5, after: first.pageInfo.endCursor, sortKey: 'TITLE' })).products;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.nodes.map((p) => p.id)).not.toContain(first.nodes[4]!.id);
    const titles = [...first.nodes, ...second.nodes].map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const query = PRODUCTS_QUERY.replace('$first: Int = 24', '$first: Int, $last: Int, $before: String').replace(
      'products(first: $first, after: $after',
      'products(first: $first, last: $last, before: $before, after: $after',
    );
    const back = (await sf.gql<{ products: Page<Card> }>(query, { first: null, last: 5, before: second.pageInfo.startCursor, sortKey: 'TITLE' })).products;
    expect(back.nodes.map((p) => p.id)).toEqual(first.nodes.map((p) => p.id));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('filters products by search syntax and sorts by price', async () => {
    const { products } = await sf.gql<{ products: Page<Card> }>(PRODUCTS_QUERY, { first: 50, query: 'tag:"BEST SELLER"', sortKey: 'PRICE' });
    expect(products.nodes.length).toBeGreaterThan(5);
    for (const p of products.nodes) expect(p.tags).toContain('BEST SELLER');
    const prices = products.nodes.map((p) => Number(p.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers runtime prices for a set of ids with nodes()', async () => {
    const ids = sf.app.storefront.catalogue.products.slice(0, 3).map((p) => p.id);
    const { nodes } = await sf.gql<{ nodes: Array<{ id: string; priceRange: { minVariantPrice: Money } }> }>(PRODUCT_PRICES_QUERY, { ids, country: 'AU' });
    expect(nodes.map((n) => n.id)).toEqual(ids);
    for (const n of nodes) expect(n.priceRange.minVariantPrice.currencyCode).toBe('AUD');
  });

  it('answers variants’ prices in the shop’s own country with nodes(), as the gift threshold’s rate needs', async () => {
    const variants = sf.app.storefront.catalogue.products.slice(0, 2).map((p) => p.variants[0]!.id);
    const inShop = await sf.gql<{ nodes: Array<{ id: string; price: Money }> }>(VARIANT_SHOP_PRICES_QUERY, { ids: variants, country: 'US' });
    const inJapan = await sf.gql<{ nodes: Array<{ id: string; price: Money }> }>(VARIANT_SHOP_PRICES_QUERY, { ids: variants, country: 'JP' });
    expect(inShop.nodes.map((n) => n.id)).toEqual(variants);
    for (const n of inShop.nodes) expect(n.price.currencyCode).toBe('USD');
    for (const n of inJapan.nodes) expect(n.price.currencyCode).toBe('JPY');
  });

  it('recommends related products', async () => {
    const { productRecommendations } = await sf.gql<{ productRecommendations: Card[] }>(PRODUCT_RECOMMENDATIONS_QUERY, { productHandle: 'marina-top-coral-reef' });
    expect(productRecommendations.length).toBeGreaterThan(0);
    expect(productRecommendations.map((p) => p.handle)).not.toContain('marina-top-coral-reef');
  });
});

describe('collections', () => {
  it('lists every collection for the build, 250 per page', async () => {
    const one = (await sf.gql<{ collections: Page<{ handle: string }> }>(ALL_COLLECTIONS_QUERY, {})).collections;
    const two = (await sf.gql<{ collections: Page<{ handle: string }> }>(ALL_COLLECTIONS_QUERY, { after: one.pageInfo.endCursor })).collections;
    expect(one.nodes).toHaveLength(250);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect(one.nodes.length + two.nodes.length).toBe(sf.app.storefront.catalogue.collections.length);
    const handles = (await sf.gql<{ collection: { products: Page<{ handle: string }> } }>(COLLECTION_PRODUCTS_QUERY, { handle: 'all' })).collection.products.nodes;
    expect(handles.length).toBeGreaterThan(100);
  });

  // The build's batched first pages: slot N answers for `$hN` only when `$withN` is on (GraphQL's @include).
  it('answers a batch of collections’ first pages, one slot per handle, null for an unknown one, nothing for unused slots', async () => {
    type FirstPage = { handle: string; products: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } } } | null;
    const data = await sf.gql<Record<string, FirstPage>>(COLLECTION_FIRST_PAGES_QUERY, { first: 24, ...slotVariables(['all', 'no-such-collection']) });
    expect(data.c0?.handle).toBe('all');
    expect(data.c0?.products.nodes).toHaveLength(24);
    expect(data.c0?.products.pageInfo.hasNextPage).toBe(true);
    expect(data.c1).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['c0', 'c1']);
  });

  it('filters by availability, size, colour and price, with facet counts and Shopify inputs', async () => {
    const base = { handle: 'all', first: 250 };
    const all = (await sf.gql<{ collection: { products: Page<Card> & { filters: any[] } } }>(COLLECTION_QUERY, base)).collection.products;
    const ids = all.filters.map((f: { id: string }) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['filter.v.availability', 'filter.v.option.size', 'filter.p.m.custom.colour', 'filter.v.price']));
    const red = all.filters.find((f: { id: string }) => f.id === 'filter.p.m.custom.colour').values.find((v: { id: string }) => v.id.endsWith('filter_red'));
    expect(JSON.parse(red.input)).toEqual({ productMetafield: { namespace: 'custom', key: 'colour', value: 'filter_red' } });

    const filters = [JSON.parse(red.input), { available: true }, { variantOption: { name: 'Size', value: 'M' } }];
    const filtered = (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { ...base, filters })).collection.products;
    expect(filtered.nodes.length).toBeGreaterThan(0);
    expect(filtered.nodes.length).toBeLessThan(all.nodes.length);
    const { catalogue } = sf.app.storefront;
    for (const node of filtered.nodes) {
      const product = catalogue.productById.get(node.id)!;
      expect(product.print.colour).toBe('filter_red');
      expect(product.variants.some((v) => v.optionValue === 'M' && v.inventory > 0)).toBe(true);
    }
    // Counts of a value equal the result of selecting it (other filters applied).
    const redOnly = (await sf.gql<{ collection: { products: Page<Card> & { filters: any[] } } }>(COLLECTION_QUERY, { ...base, filters: [JSON.parse(red.input)] })).collection.products;
    expect(redOnly.nodes.length).toBe(red.count);

    const cheap = (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { ...base, filters: [{ price: { min: 0, max: 60 } }] })).collection.products;
    expect(cheap.nodes.length).toBeGreaterThan(0);
    for (const node of cheap.nodes) expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThanOrEqual(60);
  });

  it('sorts by BEST_SELLING, CREATED, PRICE and TITLE, and reverses', async () => {
    const get = async (sortKey: string, reverse = false) =>
      (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { handle: 'sale', first: 30, sortKey, reverse })).collection.products.nodes;
    const newest = await get('CREATED', true);
    const dates = newest.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byPrice = (await get('PRICE')).map((p) => Number(p.priceRange.minVariantPrice.amount));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const titles = (await get('TITLE')).map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const best = (await get('BEST_SELLING')).map((p) => sf.app.storefront.catalogue.productById.get(p.id)!.salesScore);
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });

  it('pages a collection backwards with last/before', async () => {
    const forward = (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { handle: 'sets', first: 10 })).collection.products;
    const next = (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { handle: 'sets', first: 10, after: forward.pageInfo.endCursor })).collection.products;
    const back = (await sf.gql<{ collection: { products: Page<Card> } }>(COLLECTION_QUERY, { handle: 'sets', last: 10, before: next.pageInfo.startCursor })).collection.products;
    expect(back.nodes.map((p) => p.id)).toEqual(forward.nodes.map((p) => p.id));
    expect(back.pageInfo.hasPreviousPage).toBe(false);
  });

  it('rejects a connection without first or last, like Shopify', async () => {
    const result = await sf.request(COLLECTION_QUERY, { handle: 'sets' });
    expect(result.errors?.[0]?.message).toMatch(/first or last/);
  });
});

describe('search, menus, shop and localization', () => {
  it('searches products with totalCount, paging and product filters', async () => {
    const { search } = await sf.gql<{ search: Page<Card> & { totalCount: number } }>(SEARCH_QUERY, { query: 'marina', first: 5 });
    expect(search.totalCount).toBeGreaterThan(5);
    expect(search.nodes[0]!.title.toLowerCase()).toContain('marina');
    const { predictiveSearch } = await sf.gql<{ predictiveSearch: any }>(PREDICTIVE_SEARCH_QUERY, { query: 'mar' });
    expect(predictiveSearch.products.length).toBeGreaterThan(0);
    expect(predictiveSearch.queries[0].styledText).toContain('<mark>');
  });

  it('serves the header and footer menus', async () => {
    const { menu } = await sf.gql<{ menu: { items: Array<{ title: string; url: string; items: unknown[] }> } }>(MENU_QUERY, { handle: 'main-menu' });
    expect(menu.items.map((i) => i.title)).toContain('Swim');
    expect(menu.items[0]!.url).toMatch(/\/collections\/all$/);
    expect((await sf.gql<{ menu: unknown }>(MENU_QUERY, { handle: 'footer' })).menu).not.toBeNull();
    expect((await sf.gql<{ menu: unknown }>(MENU_QUERY, { handle: 'nope' })).menu).toBeNull();
  });

  it('answers shop and localization with every country of the site and its currency', async () => {
    const { shop } = await sf.gql<{ shop: any }>(SHOP_QUERY);
    expect(shop.name).toBe('Blue Bay Swim');
    expect(shop.paymentSettings.currencyCode).toBe('USD');
    // Analytics name the shop by its gid.
    const { shop: identity } = await sf.gql<{ shop: { id: string } }>(SHOP_ID_QUERY);
    expect(identity.id).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
    const { localization } = await sf.gql<{ localization: any }>(LOCALIZATION_QUERY, { country: 'AU' });
    expect(localization.country).toMatchObject({ isoCode: 'AU', currency: { isoCode: 'AUD' } });
    expect(localization.availableCountries).toHaveLength(countryOptions().length);
  });

  it('resolves fields it does not implement to null or empty values instead of failing', async () => {
    const result = await sf.request(`{ product(handle: "marina-top-coral-reef") { id sellingPlanGroups(first: 5) { nodes { name } } category { name } trackingParameters } locations(first: 3) { nodes { id } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.product.sellingPlanGroups.nodes).toEqual([]);
    expect(result.data?.locations.nodes).toEqual([]);
  });
});
