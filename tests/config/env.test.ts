import path from 'node:path';
import { siteFingerprint } from '../../scripts/lib/buildStamp';
import { EnvError, parseEnv } from '../../src/config/env';

describe('environment', () => {
  it('defaults to the local storefront', () => {
    const env = parseEnv({});
    expect(env.storefrontEndpoint).toBe('http://localhost:8787/api/2025-07/graphql.json');
    expect(env.storefrontToken).toBe('local-storefront-token');
    expect(env.checkoutHost).toBe('checkout.localhost:8787');
    expect(env.shopServiceUrl).toBe('');
  });

  it('derives the checkout host from the store domain when it is not set', () => {
    expect(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'http://localhost:8797' }).checkoutHost).toBe('checkout.localhost:8797');
    expect(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'http://127.0.0.1:9100/' }).checkoutHost).toBe('checkout.localhost:9100');
    expect(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'blue-bay.myshopify.com' }).checkoutHost).toBe('blue-bay.myshopify.com');
    expect(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'http://localhost:8797', GATSBY_CHECKOUT_HOST: 'checkout.shop.example' }).checkoutHost).toBe(
      'checkout.shop.example',
    );
  });

  it('builds an https endpoint for a Shopify domain', () => {
    const env = parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'blue-bay.myshopify.com', GATSBY_SHOPIFY_STOREFRONT_TOKEN: 'abc' });
    expect(env.storefrontEndpoint).toBe('https://blue-bay.myshopify.com/api/2025-07/graphql.json');
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ GATSBY_SHOP_SERVICE_URL: '' }).shopServiceUrl).toBe('');
  });

  it('names every malformed variable', () => {
    expect(() => parseEnv({ GATSBY_STOREFRONT_API_VERSION: 'latest', GATSBY_SHOP_SERVICE_URL: 'not a url' })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ GATSBY_STOREFRONT_API_VERSION: 'latest' })).toThrow(/GATSBY_STOREFRONT_API_VERSION/);
    expect(() => parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'https://shop.example/admin?x' })).toThrow(/GATSBY_SHOPIFY_STORE_DOMAIN/);
  });

  it('says what is wrong with each variable, all in one error', () => {
    let message = '';
    try {
      parseEnv({ GATSBY_STOREFRONT_API_VERSION: 'latest', GATSBY_SHOP_SERVICE_URL: 'not a url', GATSBY_AU_VARIANT_ID: '42' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/GATSBY_STOREFRONT_API_VERSION must look like 2025-07/);
    expect(message).toMatch(/GATSBY_SHOP_SERVICE_URL must be an absolute URL/);
    expect(message).toMatch(/GATSBY_AU_VARIANT_ID must be a ProductVariant gid/);
    expect(message).not.toMatch(/GATSBY_CHECKOUT_HOST|GATSBY_SHOPIFY_STORE_DOMAIN/);
    expect(message).toMatch(/See \.env\.example\.$/);
    expect(() => parseEnv({ GATSBY_CHECKOUT_HOST: 'https://checkout.example' })).toThrow(
      /GATSBY_CHECKOUT_HOST must be a host, optionally with :port/,
    );
  });

  it('uses configured values: trimmed store domain, variant ids, service URL without its trailing slash', () => {
    const env = parseEnv({
      GATSBY_SHOPIFY_STORE_DOMAIN: '  blue-bay.myshopify.com/ ',
      GATSBY_GB_VARIANT_ID: 'gid://shopify/ProductVariant/77',
      GATSBY_SHOP_SERVICE_URL: 'https://service.example/',
      GATSBY_STOREFRONT_API_VERSION: '2025-10',
    });
    expect(env.storeDomain).toBe('blue-bay.myshopify.com');
    expect(env.storefrontEndpoint).toBe('https://blue-bay.myshopify.com/api/2025-10/graphql.json');
    expect(env.autoLines.countryVariantIds).toEqual({ AU: 'gid://shopify/ProductVariant/9000000002', GB: 'gid://shopify/ProductVariant/77' });
    expect(env.shopServiceUrl).toBe('https://service.example');
  });

  it('gives every empty variable its default', () => {
    const env = parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: '', GATSBY_SHOPIFY_STOREFRONT_TOKEN: '', GATSBY_REGIONAL_STORE_URL_PH: '' });
    expect(env.storefrontEndpoint).toBe('http://localhost:8787/api/2025-07/graphql.json');
    expect(env.storefrontToken).toBe('local-storefront-token');
    expect(env.regionalStoreUrlPH).toBe('https://ph.bluebayswim.example/');
  });

  describe('same-origin Storefront API', () => {
    it('sends browsers to the site\'s own origin by default, while the build and servers keep the store\'s endpoint', () => {
      const env = parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'blue-bay.myshopify.com' });
      expect(env.storefrontSameOrigin).toBe(true);
      expect(env.browserStorefrontEndpoint).toBe('/api/2025-07/graphql.json');
      expect(env.storefrontEndpoint).toBe('https://blue-bay.myshopify.com/api/2025-07/graphql.json');
      expect(env.monorailEndpoint).toBe('/.well-known/shopify/monorail/unstable/produce_batch');
    });

    it('sends browsers to the store itself for plain static hosting', () => {
      const env = parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'blue-bay.myshopify.com', GATSBY_STOREFRONT_SAME_ORIGIN: 'false' });
      expect(env.browserStorefrontEndpoint).toBe('https://blue-bay.myshopify.com/api/2025-07/graphql.json');
      expect(env.monorailEndpoint).toBe('https://blue-bay.myshopify.com/.well-known/shopify/monorail/unstable/produce_batch');
      expect(() => parseEnv({ GATSBY_STOREFRONT_SAME_ORIGIN: 'yes' })).toThrow(/GATSBY_STOREFRONT_SAME_ORIGIN must be true or false/);
    });

    it("loads the Customer Privacy API from Shopify's CDN for a real shop and from the local storefront otherwise", () => {
      // https://shopify.dev/docs/api/hydrogen/latest/hooks/usecustomerprivacy loads Shopify's script from cdn.shopify.com.
      expect(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: 'blue-bay.myshopify.com' }).customerPrivacyApiUrl).toBe(
        'https://cdn.shopify.com/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js',
      );
      expect(parseEnv({}).customerPrivacyApiUrl).toBe('http://localhost:8787/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js');
      expect(parseEnv({ GATSBY_CUSTOMER_PRIVACY_API_URL: 'https://privacy.example/cta.js' }).customerPrivacyApiUrl).toBe('https://privacy.example/cta.js');
    });
  });
});

describe('GATSBY_STOREFRONT_API_VERSION', () => {
  it('defaults to the spec’s 2025-07 and names the chosen version in the endpoint', () => {
    expect(parseEnv({}).storefrontEndpoint).toBe('http://localhost:8787/api/2025-07/graphql.json');
    expect(parseEnv({ GATSBY_STOREFRONT_API_VERSION: '2026-04' })).toMatchObject({
      apiVersion: '2026-04',
      storefrontEndpoint: 'http://localhost:8787/api/2026-04/graphql.json',
    });
  });

  it('makes a built site stale when the version changes (npm start rebuilds it)', () => {
    const root = path.resolve(__dirname, '../..');
    expect(siteFingerprint(root, { GATSBY_STOREFRONT_API_VERSION: '2026-04' })).not.toBe(
      siteFingerprint(root, { GATSBY_STOREFRONT_API_VERSION: '2025-07' }),
    );
  });
});
