/**
 * The shop's gid in analytics events: the build sources it and writes it into the site env, so a
 * visitor's first event costs no Storefront request (nor the client's code); only a site built
 * without it asks the Storefront API, once a session.
 * https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics (shopId: the shop's gid)
 */
import { http, HttpResponse } from 'msw';
import { env } from '../../src/config/env';
import type { SiteAnalyticsEvent } from '../../src/lib/analytics';
import { sendAnalytics } from '../../src/stores/analyticsSend';
import { clearStorefrontCache } from '../../src/storefront/client';
import { storefront } from '../msw/faults';
import { server } from '../msw/node';

interface MonorailEvent {
  schema_id: string;
  payload: Record<string, unknown>;
}

function shopAndMonorail(apiShopId: string) {
  const events: MonorailEvent[] = [];
  let lookups = 0;
  server.use(
    http.post(env.monorailEndpoint, async ({ request }) => {
      events.push(...(JSON.parse(await request.text()) as { events: MonorailEvent[] }).events);
      return HttpResponse.json({ result: [] });
    }),
    storefront.query('ShopId', () => {
      lookups += 1;
      return HttpResponse.json({ data: { shop: { id: apiShopId } } });
    }),
  );
  return { shopIds: () => events.map((e) => e.payload.shop_id ?? e.payload.shopId), lookups: () => lookups };
}

const pageView = (path: string): SiteAnalyticsEvent => ({
  kind: 'page_view',
  at: { url: `http://localhost${path}`, path, search: '', title: 'Blue Bay Swim', referrer: '' },
  page: null,
});
const context = { currency: 'EUR', analyticsAllowed: true, marketingAllowed: true, saleOfDataAllowed: true, stillAllowed: () => true };

describe('the shop id of analytics events', () => {
  afterEach(() => {
    delete env.shopId;
    document.cookie = '_shopify_y=; max-age=0';
    document.cookie = '_shopify_s=; max-age=0';
  });

  it('is the one the build sourced: no Storefront request once the visitor has tracking values', async () => {
    env.shopId = 'gid://shopify/Shop/555';
    // What an earlier Storefront answer left (hydrogen-react reads the cookies without a privacy API).
    document.cookie = '_shopify_y=unique-1';
    document.cookie = '_shopify_s=visit-1';
    const api = shopAndMonorail('gid://shopify/Shop/999');
    await sendAnalytics(pageView('/'), context);
    await sendAnalytics(pageView('/collections/all/'), context);
    expect(api.lookups()).toBe(0);
    expect(api.shopIds().length).toBeGreaterThan(0);
    // hydrogen-react sends the gid's number.
    expect(new Set(api.shopIds())).toEqual(new Set([555]));
  });

  it('is the build’s too before any Storefront answer: one plain request brings the tracking values first', async () => {
    env.shopId = 'gid://shopify/Shop/555';
    const api = shopAndMonorail('gid://shopify/Shop/999');
    await sendAnalytics(pageView('/'), context);
    await sendAnalytics(pageView('/collections/all/'), context);
    expect(api.lookups()).toBe(1);
    expect(new Set(api.shopIds())).toEqual(new Set([555]));
  });

  it('is asked of the Storefront API once a session when the build could not know it', async () => {
    const api = shopAndMonorail('gid://shopify/Shop/999');
    await sendAnalytics(pageView('/'), context);
    await sendAnalytics(pageView('/collections/all/'), context);
    expect(api.lookups()).toBe(1);
    expect(new Set(api.shopIds())).toEqual(new Set([999]));
  });

  it('is asked again with the next event when the lookup failed, and then kept', async () => {
    // An earlier test's answer, kept by the Storefront client, is not this page's.
    clearStorefrontCache();
    const api = shopAndMonorail('gid://shopify/Shop/999');
    // The shop cannot be reached for the first event (the client's own retries included).
    let down = true;
    let refused = 0;
    server.use(
      storefront.query('ShopId', () => {
        if (!down) return undefined;
        refused += 1;
        return HttpResponse.error();
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(sendAnalytics(pageView('/'), context)).rejects.toThrow(/ShopId/);
    expect(refused).toBeGreaterThan(0);
    expect(api.shopIds()).toEqual([]);
    down = false;
    await sendAnalytics(pageView('/collections/all/'), context);
    await sendAnalytics(pageView('/products/x/'), context);
    expect(api.lookups()).toBe(1);
    expect(api.shopIds().length).toBeGreaterThan(0);
    expect(new Set(api.shopIds())).toEqual(new Set([999]));
  });
});
