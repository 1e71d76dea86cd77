/**
 * The local storefront's monorail intake takes the batches @shopify/hydrogen-react's
 * sendShopifyAnalytics sends (its own code builds them here), records every event, and answers as
 * Shopify does: `{ result: [{ status, message }] }` per event, 207 Multi-Status when some are refused.
 * Junk is refused whole with 400 and a message. https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics
 */
import { AnalyticsEventName, AnalyticsPageType, sendShopifyAnalytics } from '@shopify/hydrogen-react-2026-04';
import { MONORAIL_PATH } from '../../../storefront-local/analytics/routes';
import { parseBatch } from '../../../storefront-local/analytics/monorailBatch';
import { testStorefront, type TestStorefront } from '../helpers';

let shop: TestStorefront;

beforeAll(async () => {
  shop = await testStorefront();
});
afterAll(async () => shop.close());
beforeEach(async () => {
  await shop.app.inject({ method: 'DELETE', url: '/__analytics/events.json' });
});

/** The body hydrogen-react posts for one analytics call, captured from its fetch. */
async function hydrogenBatch(eventName: string, payload: Record<string, unknown>): Promise<{ body: string; url: string; contentType: string }> {
  let captured = { body: '', url: '', contentType: '' };
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    captured = { body: String(init?.body), url: String(input), contentType: new Headers(init?.headers).get('content-type') ?? '' };
    return new Response(JSON.stringify({ result: [] }), { status: 200 });
  });
  try {
    await sendShopifyAnalytics({ eventName, payload: payload as never }, 'localhost:8787');
  } finally {
    fetchSpy.mockRestore();
  }
  return captured;
}

const basePayload = {
  hasUserConsent: true,
  shopId: 'gid://shopify/Shop/1',
  currency: 'EUR',
  uniqueToken: '7f9c2d1e-0000-4000-8000-000000000001',
  visitToken: '7f9c2d1e-0000-4000-8000-000000000002',
  url: 'http://localhost:8000/products/coral-tide/',
  path: '/products/coral-tide/',
  acceptedLanguage: 'EN',
};

const post = (payload: string, contentType = 'text/plain') =>
  shop.app.inject({ method: 'POST', url: MONORAIL_PATH, payload, headers: { 'content-type': contentType } });

describe('monorail produce_batch', () => {
  it("records a product page view as hydrogen-react sends it, with its page type, resource, currency, shop and tokens", async () => {
    const batch = await hydrogenBatch(AnalyticsEventName.PAGE_VIEW, {
      ...basePayload,
      pageType: AnalyticsPageType.product,
      resourceId: 'gid://shopify/Product/8000000001',
      products: [{ productGid: 'gid://shopify/Product/8000000001', name: 'Coral Tide', brand: 'Blue Bay', price: '49.00', variantGid: 'gid://shopify/ProductVariant/1' }],
    });
    expect(batch.url).toBe(`https://localhost:8787${MONORAIL_PATH}`);
    expect(batch.contentType).toBe('text/plain');

    const response = await post(batch.body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: [{ status: 200, message: 'ok' }, { status: 200, message: 'ok' }, { status: 200, message: 'ok' }] });

    const { events } = (await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as { events: Array<Record<string, unknown>> };
    expect(events.map((e) => e.eventName)).toEqual(['product_page_rendered', 'page_rendered', 'page_view']);
    const pageView = events[2] as Record<string, unknown>;
    expect(pageView).toMatchObject({
      schemaId: 'trekkie_storefront_page_view/1.4',
      pageType: 'product',
      resourceId: 'product/8000000001',
      currency: 'EUR',
      shopId: '1',
      uniqueToken: basePayload.uniqueToken,
      visitToken: basePayload.visitToken,
    });
    expect(Date.parse(String(pageView.receivedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((pageView.payload as Record<string, unknown>).url).toBe(basePayload.url);

    const html = await shop.app.inject({ method: 'GET', url: '/__analytics/' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('product_page_rendered');
    expect(html.body).toContain(basePayload.uniqueToken);
    // Newest first.
    expect(html.body.indexOf('product_page_rendered')).toBeLessThan(html.body.indexOf('>page_view<'));
  });

  it('records an add to cart with its cart and products', async () => {
    const batch = await hydrogenBatch(AnalyticsEventName.ADD_TO_CART, {
      ...basePayload,
      cartId: 'gid://shopify/Cart/abc123',
      products: [{ productGid: 'gid://shopify/Product/8000000002', name: 'Reef', brand: 'Blue Bay', price: '39.00', quantity: 1 }],
    });
    expect((await post(batch.body)).statusCode).toBe(200);
    const { events } = (await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as {
      events: Array<{ eventName: string; resourceId: string; payload: { cart_token?: string } }>;
    };
    expect(events).toHaveLength(1);
    expect(events[0]?.eventName).toBe('product_added_to_cart');
    expect(events[0]?.resourceId).toBe('gid://shopify/Product/8000000002');
    expect(events[0]?.payload.cart_token).toBe('abc123');
  });

  it('refuses junk with 400 and a message, and records nothing', async () => {
    for (const [body, message] of [
      ['not json', /not JSON/],
      ['[]', /events array/],
      ['{"events":[]}', /no events/],
      ['{"events":[{}]}', /event_sent_at_ms/],
    ] as const) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().errors[0].message, body).toMatch(message);
    }
    const many = JSON.stringify({ events: Array.from({ length: 51 }, () => ({})), metadata: { event_sent_at_ms: Date.now() } });
    expect((await post(many)).json().errors[0].message).toMatch(/at most 50/);
    expect((await post('x'.repeat(70 * 1024))).statusCode).toBe(413);
    const { events } = (await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as { events: unknown[] };
    expect(events).toEqual([]);
  });

  it('takes the good events of a mixed batch and answers 207 with a status per event', async () => {
    const now = Date.now();
    const body = JSON.stringify({
      events: [
        { schema_id: 'custom_storefront_customer_tracking/1.2', payload: { event_name: 'page_rendered', shop_id: 1 }, metadata: { event_created_at_ms: now } },
        { schema_id: 'no version', payload: {}, metadata: { event_created_at_ms: now } },
        { schema_id: 'custom_storefront_customer_tracking/1.2', payload: 'x', metadata: { event_created_at_ms: now } },
      ],
      metadata: { event_sent_at_ms: now },
    });
    const response = await post(body, 'application/json');
    expect(response.statusCode).toBe(207);
    const result = response.json().result as Array<{ status: number; message: string }>;
    expect(result.map((r) => r.status)).toEqual([200, 400, 400]);
    expect(result[1]?.message).toMatch(/schema_id/);
    const { events } = (await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as { events: unknown[] };
    expect(events).toHaveLength(1);
  });

  it('clears the recorded events for loopback callers only', async () => {
    await post(JSON.stringify({ events: [{ schema_id: 'a/1', payload: {}, metadata: { event_created_at_ms: 1 } }], metadata: { event_sent_at_ms: 1 } }));
    const remote = await shop.app.inject({ method: 'DELETE', url: '/__analytics/events.json', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    // Through the site's proxy the buyer's address is the one that counts.
    const proxied = await shop.app.inject({ method: 'DELETE', url: '/__analytics/events.json', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.statusCode).toBe(403);
    expect(((await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as { events: unknown[] }).events).toHaveLength(1);
    expect((await shop.app.inject({ method: 'DELETE', url: '/__analytics/events.json' })).statusCode).toBe(204);
    expect(((await shop.app.inject({ method: 'GET', url: '/__analytics/events.json' })).json() as { events: unknown[] }).events).toHaveLength(0);
  });
});

describe('parseBatch', () => {
  it('keeps each event in order, null where refused', () => {
    const parsed = parseBatch(JSON.stringify({ events: [{ schema_id: 'a/1', payload: {}, metadata: { event_created_at_ms: 5 } }, 1], metadata: { event_sent_at_ms: 6 } }));
    expect(parsed.ok && parsed.events.map((e) => e?.schemaId ?? null)).toEqual(['a/1', null]);
  });
});
