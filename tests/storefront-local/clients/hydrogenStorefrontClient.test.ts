/**
 * Hydrogen's Storefront API client (`createStorefrontClient` of @shopify/hydrogen) against the local
 * storefront, with Hydrogen's own in-memory cache, as a Hydrogen server outside Oxygen runs it
 * (https://shopify.dev/docs/api/hydrogen/2026-04/utilities/createstorefrontclient: "storeDomain",
 * "privateStorefrontToken", "i18n" fills `$country` / `$language`; https://shopify.dev/docs/api/hydrogen/2026-04/utilities/inmemorycache).
 * A document with `@defer` goes through Hydrogen's streaming path
 * (https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/defer). The Storefront
 * API proxy (`isStorefrontApiUrl`, `forward`) is always on since Hydrogen 2026.4, and consent is kept in
 * cookies the Storefront API sets through it (https://shopify.dev/changelog/hydrogen-april-2026-release).
 */
import { createStorefrontClient, InMemoryCache } from '@shopify/hydrogen';
import type { RunningStorefront } from '../../../storefront-local/server';
import { decodeTrackingConsent } from '../../../storefront-local/privacy/trackingConsent';
import { listeningStorefront, PRIVATE_TOKEN, PUBLIC_TOKEN, streamingBodyFetch } from './helpers';

let sf: RunningStorefront;
beforeAll(async () => {
  sf = await listeningStorefront();
});
afterAll(() => sf.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

const client = (options: Partial<Parameters<typeof createStorefrontClient>[0]> = {}) =>
  createStorefrontClient({
    cache: new InMemoryCache(),
    storeDomain: sf.url,
    privateStorefrontToken: PRIVATE_TOKEN,
    storefrontApiVersion: '2026-04',
    storefrontHeaders: { requestGroupId: null, buyerIp: '203.0.113.9', buyerIpSig: null, cookie: null, purpose: null },
    logErrors: false,
    ...options,
  }).storefront;

interface Money {
  amount: string;
  currencyCode: string;
}
const PRODUCTS = `#graphql
  query Products($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop { name }
    products(first: 2) { nodes { handle priceRange { minVariantPrice { amount currencyCode } } } }
  }
`;

describe("Hydrogen's storefront client", () => {
  it("asks in the request's country and language (i18n) and gets that market's currency", async () => {
    const storefront = client({ i18n: { country: 'CA', language: 'EN' } });
    expect(storefront.getApiUrl()).toBe(`${sf.url}/api/2026-04/graphql.json`);
    const data = await storefront.query<{ shop: { name: string }; products: { nodes: Array<{ handle: string; priceRange: { minVariantPrice: Money } }> } }>(PRODUCTS);
    expect(data.shop.name).toBe('Blue Bay Swim');
    expect(data.products.nodes).toHaveLength(2);
    for (const product of data.products.nodes) expect(product.priceRange.minVariantPrice.currencyCode).toBe('CAD');

    const inUs = await client({ i18n: { country: 'US', language: 'EN' } }).query<{ products: { nodes: Array<{ priceRange: { minVariantPrice: Money } }> } }>(PRODUCTS);
    expect(inUs.products.nodes[0]!.priceRange.minVariantPrice.currencyCode).toBe('USD');
  });

  it('is answered with the public token too, and refused (thrown, with the reason) with a wrong private token', async () => {
    const publicClient = client({ privateStorefrontToken: undefined, publicStorefrontToken: PUBLIC_TOKEN });
    expect((await publicClient.query<{ shop: { name: string } }>('query ShopName { shop { name } }')).shop.name).toBe('Blue Bay Swim');
    await expect(client({ privateStorefrontToken: 'not-the-token' }).query('query ShopName { shop { name } }')).rejects.toThrow(/401|token/i);
  });

  it('returns GraphQL errors of an invalid document beside no data, naming the field', async () => {
    const result = await client().query<{ shop: unknown }>('query Broken { shop { notAField } }');
    expect(result.errors?.[0]?.message).toMatch(/notAField/);
  });

  it('runs a mutation without caching it: two cartCreate calls make two carts', async () => {
    const storefront = client();
    const create = 'mutation CartCreate { cartCreate(input: {}) { cart { id } userErrors { message } } }';
    const first = await storefront.mutate<{ cartCreate: { cart: { id: string } } }>(create);
    const second = await storefront.mutate<{ cartCreate: { cart: { id: string } } }>(create);
    expect(first.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(second.cartCreate.cart.id).not.toBe(first.cartCreate.cart.id);
  });

  it('answers a document with @defer, the deferred fragment included, through its streaming path', async () => {
    const data = await client().query<{ shop: { name: string }; products?: { nodes: Array<{ handle: string }> } }>(
      'query Deferred { shop { name } ... @defer(label: "products") { products(first: 1) { nodes { handle } } } }',
    );
    expect(data.shop.name).toBe('Blue Bay Swim');
    expect(data.products?.nodes).toHaveLength(1);
  });

  it("forwards a browser's Storefront API request from the shop's own origin (the proxy), and the consent comes back as cookies of that origin", async () => {
    vi.stubGlobal('fetch', streamingBodyFetch());
    const storefront = client({ publicStorefrontToken: PUBLIC_TOKEN });
    const shop = 'https://blue-bay-swim.example';
    const browserRequest = (cookie: string, consent: string) =>
      new Request(`${shop}/api/unstable/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': PUBLIC_TOKEN, origin: shop, cookie },
        body: JSON.stringify({ query: `{ consentManagement { cookies(visitorConsent: ${consent}) { trackingConsentCookie cookieDomain } } }` }),
      });
    expect(storefront.isStorefrontApiUrl(browserRequest('', '{}'))).toBe(true);
    expect(storefront.isStorefrontApiUrl(new Request(`${shop}/products/marina-top`))).toBe(false);

    const first = await storefront.forward(browserRequest('localization=FR', '{ analytics: true, marketing: false, preferences: true, saleOfData: false }'));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-shopify-api-version')).toBe('unstable');
    const body = (await first.json()) as { data: { consentManagement: { cookies: { trackingConsentCookie: string; cookieDomain: string } } } };
    expect(body.data.consentManagement.cookies.cookieDomain).toBe('blue-bay-swim.example');
    const setCookies = first.headers.getSetCookie();
    const consentCookie = setCookies.find((cookie) => cookie.startsWith('_tracking_consent='));
    expect(consentCookie).toBeDefined();
    expect(consentCookie).not.toMatch(/Domain=/i);
    expect(decodeTrackingConsent(consentCookie!.split(';')[0]!.slice('_tracking_consent='.length))).toMatchObject({
      consent: { analytics: true, marketing: false, preferences: true, saleOfData: false },
      region: 'FR',
    });

    // The browser sends its cookies back through the proxy: a later choice keeps the earlier ones it does not repeat.
    const jar = ['localization=FR', ...setCookies.map((cookie) => cookie.split(';')[0]!)].join('; ');
    const second = await storefront.forward(browserRequest(jar, '{ marketing: true }'));
    const again = (await second.json()) as { data: { consentManagement: { cookies: { trackingConsentCookie: string } } } };
    expect(decodeTrackingConsent(again.data.consentManagement.cookies.trackingConsentCookie)?.consent).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      saleOfData: false,
    });
  });
});
