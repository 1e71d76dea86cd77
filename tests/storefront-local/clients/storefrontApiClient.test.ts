/**
 * `@shopify/storefront-api-client` (the site's own client, which Shopify names among its SDKs:
 * https://shopify.dev/docs/api/storefront#development-frameworks-and-sdks) against the local storefront
 * over https, which the client forces on any store domain: `request` with variables, a per-request API
 * version and the answer's extensions, GraphQL errors as the client reports them, and `requestStream`
 * for a document with `@defer` (https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/defer;
 * the client's README, https://github.com/Shopify/shopify-app-js/tree/main/packages/api-clients/storefront-api-client:
 * "requestStream … for operations that contain @defer").
 */
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { startStorefront, type RunningStorefront } from '../../../storefront-local/server';
import { trustingFetch } from '../tls/trustingFetch';
import { PUBLIC_TOKEN } from './helpers';

let sf: RunningStorefront;
let client: StorefrontApiClient;
beforeAll(async () => {
  sf = await startStorefront({ port: 0, httpsPort: 0, dataDir: null, seed: false });
  client = createStorefrontApiClient({
    storeDomain: `localhost:${sf.https!.port}`,
    apiVersion: '2026-04',
    publicAccessToken: PUBLIC_TOKEN,
    clientName: 'blue-bay-conformance',
    customFetchApi: trustingFetch(sf.https!.cert),
  });
});
afterAll(() => sf.close());

interface Money {
  amount: string;
  currencyCode: string;
}

describe("Shopify's storefront API client", () => {
  it("sends variables, and the answer's extensions name the market served (@inContext)", async () => {
    const { data, errors, extensions } = await client.request<{ products: { nodes: Array<{ priceRange: { minVariantPrice: Money } }> } }>(
      'query Prices($country: CountryCode) @inContext(country: $country) { products(first: 1) { nodes { priceRange { minVariantPrice { amount currencyCode } } } } }',
      { variables: { country: 'GB' } },
    );
    expect(errors).toBeUndefined();
    expect(data!.products.nodes[0]!.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(extensions).toMatchObject({ context: { country: 'GB' } });
  });

  it('asks another API version for one request, and is answered at it', async () => {
    expect(client.getApiUrl('2025-07')).toBe(`https://localhost:${sf.https!.port}/api/2025-07/graphql.json`);
    const response = await client.fetch('query Shop { shop { name } }', { apiVersion: '2025-07' });
    expect(response.headers.get('x-shopify-api-version')).toBe('2025-07');
  });

  it('reports a validation error as graphQLErrors naming the field, with no data', async () => {
    const { data, errors } = await client.request('query Broken { shop { notAField } }');
    expect(data).toBeUndefined();
    expect(errors?.graphQLErrors?.[0]?.message).toMatch(/notAField/);
  });

  it('streams a document with @defer to its end, the deferred fragment included', async () => {
    const stream = await client.requestStream<{ shop: { name: string }; products?: { nodes: Array<{ handle: string }> } }>(
      'query Deferred { shop { name } ... @defer(label: "products") { products(first: 2) { nodes { handle } } } }',
    );
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1)!;
    expect(last.errors).toBeUndefined();
    expect(last.hasNext).toBe(false);
    expect(last.data?.shop.name).toBe('Blue Bay Swim');
    expect(last.data?.products?.nodes).toHaveLength(2);
  });
});
