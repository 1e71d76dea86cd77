/**
 * Analytics leave the browser only with consent: in a region that asks for it nothing reaches the
 * monorail endpoint (not even the sending code's shop lookup) until the visitor accepts; a decline
 * sends nothing; elsewhere events flow. Events are Shopify's, built by hydrogen-react
 * (https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics), consent as
 * https://shopify.dev/docs/api/customer-privacy documents it.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { whenIdle } from '../../src/browser/idle';
import { env } from '../../src/config/env';
import { toProductView } from '../../src/lib/product';
import { trackPageView } from '../../src/stores/analytics';
import { describePage } from '../../src/stores/analyticsPages';
import { useCart } from '../../src/features/cart/store';
import { startConsent, useConsent } from '../../src/stores/consent';
import { notifyCountryChange, useCountry } from '../../src/stores/country';
import { cardNode, money } from '../msw/fixtures/catalogue';
import { storefront } from '../msw/faults';
import { setupLocalStorefront } from '../msw/localStorefront';
import { server } from '../msw/node';
import { installFakePrivacy, removeFakePrivacy } from './fakeCustomerPrivacy';

// The cart is the local storefront's; the product page shows its Marina Top (size S is this variant).
const shop = setupLocalStorefront();

interface MonorailEvent {
  schema_id: string;
  payload: Record<string, unknown>;
}

function monorail() {
  const batches: MonorailEvent[][] = [];
  let shopLookups = 0;
  server.use(
    http.post(env.monorailEndpoint, async ({ request }) => {
      batches.push((JSON.parse(await request.text()) as { events: MonorailEvent[] }).events);
      return HttpResponse.json({ result: [] });
    }),
    storefront.query('ShopId', () => {
      shopLookups += 1;
      return HttpResponse.json({ data: { shop: { id: 'gid://shopify/Shop/68817551' } } });
    }),
  );
  return {
    events: () => batches.flat(),
    names: () => batches.flat().map((e) => String(e.payload.event_name ?? e.schema_id.replace(/\/.*/, ''))),
    shopLookups: () => shopLookups,
  };
}

async function visitFrom(country: string, path = '/products/marina-top-coral-reef/') {
  window.history.replaceState(null, '', path);
  localStorage.setItem('userCountry', JSON.stringify({ countryCode: country }));
  await useCountry.persist.rehydrate();
  await notifyCountryChange(country);
  await startConsent();
}

const sizeS = {
  id: 'gid://shopify/ProductVariant/8000000011',
  title: 'S',
  sku: 'MT-CR-S',
  availableForSale: true,
  quantityAvailable: 3,
  selectedOptions: [{ name: 'Size', value: 'S' }],
  price: money('64.95'),
  compareAtPrice: null,
  image: null,
};
const marinaTop = toProductView({
  ...cardNode(),
  description: 'A triangle top.',
  descriptionHtml: '<p>A triangle top.</p>',
  vendor: 'Blue Bay Swim',
  productType: 'Bikini Top',
  seo: { title: null, description: null },
  images: { nodes: [] },
  variants: { nodes: [sizeS, { ...sizeS, id: 'gid://shopify/ProductVariant/8000000012', title: 'M', sku: 'MT-CR-M', selectedOptions: [{ name: 'Size', value: 'M' }] }] },
  ratings: null,
  sizeChart: null,
});

/** A product page as it renders: it describes itself, and its route update is a page view. */
async function viewProduct(path: string, size = sizeS.id) {
  window.history.pushState(null, '', path);
  describePage(new URL(path, window.location.origin).pathname, {
    resourceId: marinaTop.id,
    view: { kind: 'product', product: marinaTop, variant: marinaTop.variants.find((v) => v.id === size) ?? null },
  });
  await trackPageView();
}

/** What a shopper does on a product page: arrive (a page view and a product view), add a size to the bag. */
async function browseAndAdd(path: string) {
  await viewProduct(path);
  await useCart.getState().addLines([{ merchandiseId: sizeS.id, quantity: 1 }]);
}

/**
 * Lets the fire-and-forget sends settle: the add's event leaves when the browser is idle, so this
 * waits for an idle turn queued after it, then for the send itself.
 */
const settle = async () => {
  await whenIdle();
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('analytics store', () => {
  let fetchSpy: { mock: { calls: Array<Parameters<typeof fetch>> } };
  beforeEach(async () => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => removeFakePrivacy());

  const monorailFetches = () => fetchSpy.mock.calls.filter(([input]: Parameters<typeof fetch>) => String(input instanceof Request ? input.url : input).includes('produce_batch'));

  it('a German visitor: nothing reaches the monorail endpoint before consent, then views and adds flow', async () => {
    const sent = monorail();
    installFakePrivacy();
    await visitFrom('DE');
    expect(useConsent.getState().bannerOpen).toBe(true);

    await browseAndAdd('/products/marina-top-coral-reef/?before=consent');
    await settle();
    expect(monorailFetches()).toHaveLength(0);
    expect(sent.events()).toHaveLength(0);
    // Not even the shop lookup the sending code makes.
    expect(sent.shopLookups()).toBe(0);

    await useConsent.getState().accept();
    // Nothing from before the choice was kept for later.
    await settle();
    expect(sent.events()).toHaveLength(0);

    await browseAndAdd('/products/marina-top-coral-reef/?after=consent');
    await settle();
    await vi.waitFor(() => expect(sent.names()).toEqual(['trekkie_storefront_page_view', 'page_rendered', 'product_page_rendered', 'product_added_to_cart']));
    // Trekkie's page view spells it shopId; the customer-tracking events shop_id.
    for (const event of sent.events()) {
      expect(event.payload.shop_id ?? event.payload.shopId).toBe(68817551);
      expect(event.payload.currency).toBe('EUR');
    }
    expect(sent.events()[0]?.payload).toMatchObject({ pageType: 'product', path: '/products/marina-top-coral-reef/', search: '?after=consent' });
    const added = sent.events().find((e) => e.payload.event_name === 'product_added_to_cart');
    // What the shop charges in Germany for the size added.
    const { data } = await shop().graphql<{ node: { price: { amount: string; currencyCode: string } } }>(
      'query ($id: ID!) @inContext(country: DE) { node(id: $id) { ... on ProductVariant { price { amount currencyCode } } } }',
      { id: sizeS.id },
    );
    expect(data!.node.price.currencyCode).toBe('EUR');
    expect(added?.payload).toMatchObject({ analytics_allowed: true, is_persistent_cookie: true, total_value: Number(data!.node.price.amount) });
    expect(JSON.parse((added?.payload.products as string[])[0] ?? '{}')).toMatchObject({
      variant_gid: sizeS.id,
      name: shop().product('marina-top-coral-reef').title,
      variant: 'S',
      quantity: 1,
    });
    expect(sent.shopLookups()).toBe(1);
  });

  it('a visitor who declines sends nothing, on this page or the next', async () => {
    const sent = monorail();
    installFakePrivacy();
    await visitFrom('FR');
    await useConsent.getState().decline();
    await browseAndAdd('/products/marina-top-coral-reef/?declined');
    await browseAndAdd('/collections/all/');
    await settle();
    expect(monorailFetches()).toHaveLength(0);
    expect(sent.events()).toHaveLength(0);
  });

  it('a US visitor sees no banner and the events flow', async () => {
    const sent = monorail();
    installFakePrivacy();
    await visitFrom('US');
    expect(useConsent.getState().bannerOpen).toBe(false);
    await browseAndAdd('/products/marina-top-coral-reef/?us');
    await settle();
    await vi.waitFor(() => expect(sent.names()).toEqual(['trekkie_storefront_page_view', 'page_rendered', 'product_page_rendered', 'product_added_to_cart']));
    expect(sent.events()[1]?.payload).toMatchObject({ currency: 'USD', shop_id: 68817551 });
  });

  it('counts the same address once, and each new one', async () => {
    const sent = monorail();
    installFakePrivacy();
    await visitFrom('US', '/');
    await trackPageView();
    await trackPageView();
    window.history.pushState(null, '', '/collections/all/');
    await trackPageView();
    await settle();
    const pages = sent.events().filter((e) => e.schema_id.startsWith('trekkie'));
    expect(pages.map((e) => [e.payload.path, e.payload.pageType])).toEqual([
      ['/', 'index'],
      ['/collections/all/', 'collection'],
    ]);
  });

  it('sends each page its own view: one per product (not per size), per collection, per search words', async () => {
    const sent = monorail();
    installFakePrivacy();
    await visitFrom('US', '/');
    await viewProduct('/products/marina-top-coral-reef/');
    // Another size by its address: a page view, not another product view.
    await viewProduct('/products/marina-top-coral-reef/?variant=8000000012', 'gid://shopify/ProductVariant/8000000012');
    describePage('/collections/all/', { resourceId: 'gid://shopify/Collection/1', collectionId: 'gid://shopify/Collection/1', collectionHandle: 'all', view: { kind: 'collection', id: 'gid://shopify/Collection/1', handle: 'all' } });
    window.history.pushState(null, '', '/collections/all/');
    await trackPageView();
    // A filter on the same collection is not another collection view.
    window.history.pushState(null, '', '/collections/all/?sort=price-asc');
    await trackPageView();
    for (const [q, search] of [['bikini', '?q=bikini'], ['bikini', '?q=bikini&page=2'], ['coral', '?q=coral']] as const) {
      describePage('/search/', { searchString: q, view: { kind: 'search', searchString: q } });
      window.history.pushState(null, '', `/search/${search}`);
      await trackPageView();
    }
    // Back to the product from elsewhere: a new visit to it, so a new view.
    await viewProduct('/products/marina-top-coral-reef/?again');
    await settle();
    const views = sent.events().filter((e) => ['product_page_rendered', 'collection_page_rendered', 'search_submitted'].includes(String(e.payload.event_name)));
    expect(views.map((e) => e.payload.event_name)).toEqual([
      'product_page_rendered',
      'collection_page_rendered',
      'search_submitted',
      'search_submitted',
      'product_page_rendered',
    ]);
    expect(views.filter((e) => e.payload.event_name === 'search_submitted').map((e) => e.payload.search_string)).toEqual(['bikini', 'coral']);
    // The size on screen when the product page opened.
    expect(JSON.parse((views[0]?.payload.products as string[])[0] ?? '{}')).toMatchObject({ variant_gid: sizeS.id, variant: 'S', sku: 'MT-CR-S', price: 64.95 });
    expect(sent.events().filter((e) => e.schema_id.startsWith('trekkie'))).toHaveLength(8);
  });

  it('sends nothing when the privacy API cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = monorail();
    window.history.replaceState(null, '', '/');
    localStorage.setItem('userCountry', JSON.stringify({ countryCode: 'US' }));
    await useCountry.persist.rehydrate();
    const started = startConsent();
    const script = await waitFor(() => {
      const tag = document.getElementById('customer-privacy-api');
      if (!tag) throw new Error('no script yet');
      return tag;
    });
    script.dispatchEvent(new Event('error'));
    await started;
    await browseAndAdd('/products/marina-top-coral-reef/?no-api');
    await settle();
    expect(sent.events()).toHaveLength(0);
  });
});
