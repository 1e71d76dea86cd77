import { EnvError, parseEnv } from '../../src/config/env';

describe('environment', () => {
  it('defaults to the local storefront', () => {
    const env = parseEnv({});
    expect(env.storefrontEndpoint).toBe('http://localhost:8787/api/2025-07/graphql.json');
    expect(env.storefrontToken).toBe('local-storefront-token');
    expect(env.checkoutHost).toBe('checkout.localhost:8787');
    expect(env.shopServiceUrl).toBe('');
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
});
