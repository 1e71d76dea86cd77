/**
 * Site events as Shopify's analytics events, and the monorail payloads hydrogen-react builds from them
 * (https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics,
 * https://shopify.dev/docs/api/hydrogen-react/latest/utilities/analyticspagetype).
 */
import type { CartView } from '../../src/features/cart/rules/lines';
import { addedProducts, pageTypeFor, toShopifyAnalytics, type AnalyticsContext, type PageSnapshot } from '../../src/lib/analytics';
import { monorailEvents } from '../../src/stores/analyticsSend';

const at: PageSnapshot = {
  url: 'https://bluebayswim.example/products/marina-top-coral-reef/?variant=1',
  path: '/products/marina-top-coral-reef/',
  search: '?variant=1',
  title: 'Marina Top – Blue Bay Swim',
  referrer: 'https://bluebayswim.example/collections/all/',
};

const context: AnalyticsContext = {
  shopId: 'gid://shopify/Shop/68817551',
  currency: 'EUR',
  analyticsAllowed: true,
  marketingAllowed: false,
  saleOfDataAllowed: false,
  browser: {
    uniqueToken: 'u-token',
    visitToken: 'v-token',
    url: 'https://bluebayswim.example/later/',
    path: '/later/',
    search: '',
    referrer: '',
    title: 'A later page',
    userAgent: 'test',
    navigationType: 'navigate',
    navigationApi: 'PerformanceNavigationTiming',
  },
};

const money = (amount: string) => ({ amount, currencyCode: 'EUR' });
const cart = {
  id: 'gid://shopify/Cart/c1?key=k',
  lines: [
    {
      id: 'l1',
      quantity: 3,
      kind: 'product',
      merchandiseId: 'gid://shopify/ProductVariant/8000000011',
      variantTitle: 'S',
      productTitle: 'Marina Top - Coral Reef',
      productId: 'gid://shopify/Product/7000000001',
      vendor: 'Blue Bay Swim',
      unitPrice: money('64.95'),
    },
    { id: 'l2', quantity: 1, kind: 'gift', merchandiseId: 'gid://shopify/ProductVariant/9000000001', productTitle: 'Free gift', productId: 'gid://shopify/Product/9', unitPrice: money('0.0') },
  ],
} as unknown as CartView;

describe('pageTypeFor', () => {
  it.each([
    ['/', 'index'],
    ['/products/marina-top-coral-reef/', 'product'],
    ['/collections/all/', 'collection'],
    ['/search/', 'search'],
    ['/my-cart/', 'cart'],
    ['/privacy-policy/', 'policy'],
    ['/account/', 'customers/account'],
    ['/about-us/', 'page'],
  ])('%s is a %s page', (path, type) => expect(pageTypeFor(path)).toBe(type));
});

describe('toShopifyAnalytics', () => {
  it('a page view: the page it happened on, the shop, currency, consent and the visitor’s tokens', () => {
    const event = toShopifyAnalytics({ kind: 'page_view', at, page: { resourceId: 'gid://shopify/Product/7000000001' } }, context);
    expect(event.eventName).toBe('PAGE_VIEW_2');
    expect(event.payload).toMatchObject({
      ...at,
      pageType: 'product',
      resourceId: 'gid://shopify/Product/7000000001',
      shopId: context.shopId,
      currency: 'EUR',
      hasUserConsent: true,
      uniqueToken: 'u-token',
      visitToken: 'v-token',
      shopifySalesChannel: 'headless',
    });
  });

  it('monorail: a page view is trekkie’s page view and page_rendered, with numeric ids', () => {
    const events = monorailEvents(toShopifyAnalytics({ kind: 'page_view', at, page: { resourceId: 'gid://shopify/Product/7000000001' } }, context));
    expect(events.map((e) => e.schema_id)).toEqual(['trekkie_storefront_page_view/1.4', 'custom_storefront_customer_tracking/1.2']);
    expect(events[0]?.payload).toMatchObject({ shopId: 68817551, pageType: 'product', resourceType: 'product', resourceId: 7000000001, uniqToken: 'u-token', currency: 'EUR', path: at.path });
    expect(events[1]?.payload).toMatchObject({ event_name: 'page_rendered', shop_id: 68817551, unique_token: 'u-token', deprecated_visit_token: 'v-token', event_source_url: at.url, analytics_allowed: true, marketing_allowed: false });
  });

  it('monorail: a product view names the product and variant, with its value', () => {
    const product = { productGid: 'gid://shopify/Product/7000000001', variantGid: 'gid://shopify/ProductVariant/8000000011', name: 'Marina Top', variantName: 'S', brand: 'Blue Bay Swim', price: '64.95', quantity: 1 };
    const [event] = monorailEvents(toShopifyAnalytics({ kind: 'product_view', at, product }, context));
    expect(event?.payload).toMatchObject({ event_name: 'product_page_rendered', total_value: 64.95, currency: 'EUR' });
    expect(JSON.parse((event?.payload.products as string[])[0] ?? '{}')).toMatchObject({ product_id: 7000000001, variant_id: 8000000011, name: 'Marina Top', variant: 'S', brand: 'Blue Bay Swim', price: 64.95 });
  });

  it('monorail: a collection view names the collection', () => {
    const [event] = monorailEvents(toShopifyAnalytics({ kind: 'collection_view', at, collection: { id: 'gid://shopify/Collection/450001', handle: 'all' } }, context));
    expect(event?.payload).toMatchObject({ event_name: 'collection_page_rendered', collection_id: 450001, collection_name: 'all' });
  });

  it('monorail: a search view carries the words', () => {
    const [event] = monorailEvents(toShopifyAnalytics({ kind: 'search_view', at, searchString: 'coral top' }, context));
    expect(event?.payload).toMatchObject({ event_name: 'search_submitted', search_string: 'coral top' });
  });

  it('monorail: an add to cart names the shopper’s line (not the free gift), the cart and the value', () => {
    const lines = [
      { merchandiseId: 'gid://shopify/ProductVariant/8000000011', quantity: 2 },
      { merchandiseId: 'gid://shopify/ProductVariant/9000000001', quantity: 1 },
    ];
    expect(addedProducts(cart, lines)).toHaveLength(1);
    const [event] = monorailEvents(toShopifyAnalytics({ kind: 'add_to_cart', at, cart, lines }, context));
    expect(event?.payload).toMatchObject({ event_name: 'product_added_to_cart', cart_token: 'c1?key=k', total_value: 129.9 });
    expect(JSON.parse((event?.payload.products as string[])[0] ?? '{}')).toMatchObject({ product_gid: 'gid://shopify/Product/7000000001', quantity: 2, price: 64.95, brand: 'Blue Bay Swim' });
  });

  it('an add whose line cannot be found sends nothing', () => {
    const events = monorailEvents(toShopifyAnalytics({ kind: 'add_to_cart', at, cart, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] }, context));
    expect(events).toEqual([]);
  });
});
